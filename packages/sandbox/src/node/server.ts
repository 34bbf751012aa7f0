/**
 * The Node adapter: node:http in, fetch-style Request to the core, Response back out. The body
 * limit is enforced while the body streams in, so an oversized upload is refused after 1 MB is
 * read, not after all of it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_BODY_BYTES } from '../core/endpoints/api';
import { SandboxError } from '../core/errors';
import type { Sandbox, SandboxRequest } from '../core/index';
import { tooLarge } from '../core/endpoints/api';
import { DEFAULT_HOST, DEFAULT_PORT } from '../defaults';
import { guardRequest, sandboxGuard, type SandboxGuard } from './request-guard';

export interface ListenOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Hosts and origins allowed besides loopback ones (see request-guard.ts). */
  guard?: Partial<SandboxGuard>;
}

export interface RunningServer {
  server: Server;
  /** `http://host:port`, with the port actually bound. */
  url: string;
  close(): Promise<void>;
}

class BodyTooLarge extends Error {}

function readLimited(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? '0');
    if (declared > MAX_BODY_BYTES) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    request.on('data', (chunk: Uint8Array) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLarge());
        request.pause();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      const body = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(body);
    });
    request.on('error', reject);
  });
}

async function send(
  response: ServerResponse,
  answer: Response,
  extra: Record<string, string> = {},
): Promise<void> {
  const headers: Record<string, string> = { ...extra };
  answer.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const body = new Uint8Array(await answer.arrayBuffer());
  response.writeHead(answer.status, { ...headers, 'Content-Length': String(body.length) });
  response.end(body);
}

/** The request as the core reads it, over the body already read (see core/request.ts). */
function toRequest(
  request: IncomingMessage,
  body: Uint8Array<ArrayBuffer>,
  base: string,
): SandboxRequest {
  const method = request.method ?? 'GET';
  const bytes = method === 'GET' || method === 'HEAD' ? new Uint8Array(0) : body;
  return {
    url: new URL(request.url ?? '/', base).href,
    method,
    headers: {
      // Node keeps header names in lower case and joins repeated ones with ", ", as Headers does.
      get: (name) => {
        const value = request.headers[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : value;
      },
    },
    arrayBuffer: async () => bytes.slice().buffer,
    text: async () => new TextDecoder().decode(bytes),
    // The socket's peer, never a forwarded-for header: a client could write any address there.
    remoteAddress: request.socket.remoteAddress ?? null,
  };
}

export function listen(sandbox: Sandbox, options: ListenOptions = {}): Promise<RunningServer> {
  const host = options.host ?? DEFAULT_HOST;
  const port = options.port ?? DEFAULT_PORT;
  const guard = sandboxGuard(host, options.guard);
  const server = createServer((request, response) => {
    // The core reads the path, and the origin to name its own URLs (a chain's rpcUrl): the
    // address actually bound, never the Host header.
    const bound = server.address() as AddressInfo;
    const base = `http://${host.includes(':') ? `[${host}]` : host}:${bound.port}`;
    const method = request.method ?? 'GET';
    const checked = guardRequest(
      method,
      new URL(request.url ?? '/', base).pathname,
      request.headers,
      guard,
    );
    if (checked.kind !== 'pass') {
      const answer =
        checked.kind === 'preflight'
          ? new Response(null, { status: 204 })
          : checked.error.toResponse();
      // Read (at most the limit of) the body first, so the client is not cut off mid-send.
      void readLimited(request)
        .catch(() => undefined)
        .then(() => send(response, answer, checked.cors));
      return;
    }
    readLimited(request)
      .then((body) => sandbox.handle(toRequest(request, body, base)))
      .then((answer) => send(response, answer, checked.cors))
      .catch(async (error: unknown) => {
        const failure =
          error instanceof BodyTooLarge
            ? tooLarge()
            : new SandboxError('INTERNAL', 'INTERNAL', `The sandbox failed: ${String(error)}`);
        response.setHeader('Connection', 'close');
        await send(response, failure.toResponse(), checked.cors);
        request.destroy();
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        server,
        url: `http://${shownHost}:${address.port}`,
        close: () =>
          new Promise((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}
