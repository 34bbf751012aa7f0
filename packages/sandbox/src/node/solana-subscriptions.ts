/**
 * The WebSocket listener of the local Solana devnets' PubSub API. `@solana/web3.js` subscribes
 * on a WebSocket at the HTTP port plus one (unless the `Connection` names a `wsEndpoint`): it
 * confirms a sent transaction there (`signatureSubscribe`), and `onAccountChange`, `onLogs` and
 * `onSlotChange` subscribe there too. This listener serves
 * `ws://<host>:<port>/sandbox/v1/chains/<solana caip2>/rpc` with the `ws` package; what each
 * connection answers is in `solana-pubsub.ts`. An upgrade passes the very check the HTTP server
 * makes of a request (`guardRequest`): the same hosts and origins are allowed on both.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Socket, type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import WebSocket from 'ws';
import type { Sandbox } from '../core/index';
import { DEFAULT_HOST } from '../defaults';
import { guardRequest, sandboxGuard, type SandboxGuard } from './request-guard';
import { pubSubSession, type PubSubSession } from './solana-pubsub';

const PATH = /^\/sandbox\/v1\/chains\/(solana:[1-9A-HJ-NP-Za-km-z]{32,44})\/rpc$/;
/** A larger message is closed with 1009: a subscription request is a few hundred bytes. */
const MAX_MESSAGE = 1 << 20;
/** A client that leaves this much unread is closed (1008) rather than held in memory. */
const MAX_UNREAD = 16 << 20;

export interface SolanaSubscriptionServer {
  server: Server;
  /** `ws://host:port`, the origin the subscriptions are served on. */
  url: string;
  /** How many subscriptions the open connections hold. */
  active(): number;
  close(): Promise<void>;
}

/** Answers an upgrade that is not accepted with a plain HTTP status and says why. */
function refuse(socket: Duplex, status: 403 | 404, reason: string): void {
  const body = `${reason}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${status === 403 ? 'Forbidden' : 'Not Found'}\r\n` +
      'Content-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Listens for WebSocket upgrades on `port` (0 picks one). */
export function listenSolanaSubscriptions(
  sandbox: Sandbox,
  options: { host?: string; port: number; guard?: Partial<SandboxGuard> },
): Promise<SolanaSubscriptionServer> {
  const host = options.host ?? DEFAULT_HOST;
  const guard = sandboxGuard(host, options.guard);
  const { chains } = sandbox;
  const sockets = new WebSocket.Server({
    noServer: true,
    maxPayload: MAX_MESSAGE,
    perMessageDeflate: false,
  });
  const server = createServer((_request, response) => {
    response.writeHead(426, { 'Content-Type': 'text/plain', Upgrade: 'websocket' });
    response.end('WebSocket only: the Solana subscriptions of the sandbox\n');
  });

  const sessions = new Set<PubSubSession>();
  const serve = (socket: WebSocket, caip2: string) => {
    if (!chains) return;
    const session = pubSubSession(chains, caip2, (text) => {
      if (socket.readyState !== WebSocket.OPEN) return;
      if (socket.bufferedAmount > MAX_UNREAD) {
        socket.close(1008, 'notifications are not being read');
        return;
      }
      socket.send(text);
    });
    socket.on('message', (data) => {
      if (typeof data === 'string') void session.receive(data);
      else socket.close(1003, 'JSON-RPC text messages only');
    });
    sessions.add(session);
    socket.on('close', () => {
      sessions.delete(session);
      session.close();
    });
    // A protocol error (an unmasked or oversized frame) closes the socket with its code; the
    // error itself needs nothing more.
    socket.on('error', () => undefined);
  };

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that resets the connection mid-handshake must not end the process.
    socket.on('error', () => socket.destroy());
    const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
    const checked = guardRequest('GET', path, request.headers, guard);
    if (checked.kind === 'refuse') return refuse(socket, 403, checked.error.message);
    const caip2 = PATH.exec(path)?.[1];
    if (!caip2 || !chains || chains.familyOf(caip2) !== 'solana') {
      return refuse(socket, 404, `No Solana devnet serves subscriptions at ${path}`);
    }
    // The HTTP server hands over its TCP socket; ws takes that type.
    if (!(socket instanceof Socket)) return refuse(socket, 404, 'Not a TCP connection');
    sockets.handleUpgrade(request, socket, head, (accepted) => serve(accepted, caip2));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        server,
        url: `ws://${shownHost}:${address.port}`,
        active: () => [...sessions].reduce((sum, session) => sum + session.size, 0),
        close: () =>
          new Promise((done, fail) => {
            // Upgraded sockets leave the HTTP server's bookkeeping: the WebSocket server ends them.
            for (const client of sockets.clients) client.terminate();
            sockets.close();
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}
