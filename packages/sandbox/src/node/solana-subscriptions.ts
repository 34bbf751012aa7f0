/**
 * The WebSocket side of the local Solana devnets' JSON-RPC. `@solana/web3.js` confirms a sent
 * transaction through `signatureSubscribe` on a WebSocket at the HTTP port plus one (unless the
 * `Connection` names a `wsEndpoint`), so without one `sendAndConfirmTransaction` waits forever.
 * This listener serves `ws://<host>:<port>/sandbox/v1/chains/<solana caip2>/rpc`:
 * `signatureSubscribe` notifies once the signature has a status (the devnet settles a
 * transaction as it accepts it), `signatureUnsubscribe` stops it, and any other method without
 * `Subscribe` is answered as the HTTP endpoint answers it. Other subscriptions answer -32601.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Sandbox } from '../core/index';
import { DEFAULT_HOST } from '../defaults';
import { guardRequest, sandboxGuard, type SandboxGuard } from './request-guard';
import { acceptWebSocket, type WebSocketConnection } from './websocket';

const PATH = /^\/sandbox\/v1\/chains\/(solana:[1-9A-HJ-NP-Za-km-z]{32,44})\/rpc$/;
const POLL_MS = 100;

interface RpcMessage {
  jsonrpc?: unknown;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

export interface SolanaSubscriptionServer {
  server: Server;
  /** `ws://host:port`, the origin the subscriptions are served on. */
  url: string;
  close(): Promise<void>;
}

function serve(sandbox: Sandbox, connection: WebSocketConnection, rpcUrl: string): void {
  const timers = new Map<number, ReturnType<typeof setInterval>>();
  let nextSubscription = 0;
  const reply = (id: unknown, body: Record<string, unknown>) =>
    connection.send(JSON.stringify({ jsonrpc: '2.0', id, ...body }));
  const rpc = async (method: string, params: unknown): Promise<Record<string, unknown>> => {
    const answer = await sandbox.handle(
      new Request(rpcUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      }),
    );
    return (await answer.json()) as Record<string, unknown>;
  };

  const subscribeSignature = (id: unknown, params: unknown) => {
    const signature = Array.isArray(params) ? params[0] : undefined;
    if (typeof signature !== 'string') {
      reply(id, { error: { code: -32602, message: 'params[0]: expected a signature (base58)' } });
      return;
    }
    nextSubscription += 1;
    const subscription = nextSubscription;
    reply(id, { result: subscription });
    let busy = false;
    const check = async () => {
      if (busy || !timers.has(subscription)) return;
      busy = true;
      try {
        const answer = await rpc('getSignatureStatuses', [[signature]]);
        const result = answer.result as
          { context: { slot: number }; value: ({ err: unknown } | null)[] } | undefined;
        const status = result?.value[0];
        if (status && timers.has(subscription)) {
          clearInterval(timers.get(subscription));
          timers.delete(subscription);
          connection.send(
            JSON.stringify({
              jsonrpc: '2.0',
              method: 'signatureNotification',
              params: {
                result: { context: result.context, value: { err: status.err } },
                subscription,
              },
            }),
          );
        }
      } finally {
        busy = false;
      }
    };
    timers.set(
      subscription,
      setInterval(() => void check(), POLL_MS),
    );
    void check();
  };

  connection.onMessage((text) => {
    let message: RpcMessage;
    try {
      message = JSON.parse(text) as RpcMessage;
    } catch {
      reply(null, { error: { code: -32700, message: 'Parse error: the message is not JSON' } });
      return;
    }
    const { id, method, params } = message;
    // A notification (no id), such as the client's keep-alive ping, needs no answer.
    if (id === undefined || id === null) return;
    if (typeof method !== 'string') {
      reply(id, { error: { code: -32600, message: 'Invalid request: method must be a string' } });
      return;
    }
    if (method === 'signatureSubscribe') return subscribeSignature(id, params);
    if (method === 'signatureUnsubscribe') {
      const subscription = Array.isArray(params) ? Number(params[0]) : NaN;
      const known = timers.has(subscription);
      clearInterval(timers.get(subscription));
      timers.delete(subscription);
      reply(id, { result: known });
      return;
    }
    if (method.endsWith('Subscribe') || method.endsWith('Unsubscribe')) {
      reply(id, {
        error: {
          code: -32601,
          message: `${method} is not served by the sandbox; signatureSubscribe is`,
        },
      });
      return;
    }
    void rpc(method, params).then(
      (answer) => reply(id, { result: answer.result, error: answer.error }),
      (error: unknown) =>
        reply(id, { error: { code: -32603, message: `The sandbox failed: ${String(error)}` } }),
    );
  });
  connection.onClose(() => {
    for (const timer of timers.values()) clearInterval(timer);
    timers.clear();
  });
}

/** Listens for WebSocket upgrades on `port` (0 picks one); `httpUrl` is the sandbox's HTTP origin. */
export function listenSolanaSubscriptions(
  sandbox: Sandbox,
  options: { host?: string; port: number; httpUrl: string; guard?: Partial<SandboxGuard> },
): Promise<SolanaSubscriptionServer> {
  const host = options.host ?? DEFAULT_HOST;
  const guard = sandboxGuard(host, options.guard);
  const server = createServer((_request, response) => {
    response.writeHead(426, { 'Content-Type': 'text/plain', Upgrade: 'websocket' });
    response.end('WebSocket only: Solana signature subscriptions of the sandbox\n');
  });
  // Upgraded sockets leave the server's own bookkeeping: they are closed here on close().
  const sockets = new Set<Duplex>();
  server.on('upgrade', (request, socket) => {
    const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
    const match = PATH.exec(path);
    const checked = guardRequest('GET', path, request.headers, guard);
    if (!match || checked.kind !== 'pass') {
      socket.end(`HTTP/1.1 ${match ? 403 : 404} Refused\r\nConnection: close\r\n\r\n`);
      return;
    }
    const connection = acceptWebSocket(request, socket);
    if (!connection) return;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    serve(sandbox, connection, `${options.httpUrl}${path}`);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        server,
        url: `ws://${shownHost}:${address.port}`,
        close: () =>
          new Promise((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
  });
}
