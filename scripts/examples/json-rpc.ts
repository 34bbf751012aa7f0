/**
 * The JSON-RPC 2.0 over HTTP that the examples' chain stand-ins (Ethereum, Solana, Cosmos)
 * share: single and batch requests, a method's result or its error.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface JsonRpcOptions<Params> {
  /** The method's result; a throw becomes a JSON-RPC error with its message. */
  answer(method: string, params: Params): unknown;
  /** What a request without `params` gets. */
  noParams: Params;
  /** The error code a failed method answers with. */
  errorCode: number;
  /** Repeat the message as the error's `data` (CosmJS reads it from there). */
  messageAsData?: boolean;
}

export function jsonRpcServer<Params>(options: JsonRpcOptions<Params>): Server {
  async function reply(request: unknown): Promise<unknown> {
    const { id, method, params } = request as { id: unknown; method: string; params?: Params };
    try {
      return {
        jsonrpc: '2.0',
        id,
        result: await options.answer(method, params ?? options.noParams),
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const data = options.messageAsData ? { data: message } : {};
      return { jsonrpc: '2.0', id, error: { code: options.errorCode, message, ...data } };
    }
  }
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          res.writeHead(400).end();
          return;
        }
        const result = Array.isArray(body) ? await Promise.all(body.map(reply)) : await reply(body);
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result));
      })();
    });
  });
}

/** Listens on a free loopback port: the stand-in's URL and how to stop it. */
export async function listenOnLoopback(
  server: Server,
): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
