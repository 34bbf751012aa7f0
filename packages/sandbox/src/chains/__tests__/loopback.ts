/**
 * Loopback HTTP servers that stand in for a chain node in tests: each answers every request the
 * same way, and all are closed after the file's tests.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** Call at the top of a test file; the servers it starts stop after the file's tests. */
export function useLoopbackServers() {
  const servers: Server[] = [];
  afterAll(() =>
    Promise.all(
      servers.map((server) => {
        server.closeAllConnections();
        return new Promise((done) => server.close(done));
      }),
    ),
  );
  const start = (listener: RequestListener) => {
    const server = createServer(listener);
    servers.push(server);
    return listen(server);
  };
  return {
    /** Answers each JSON body with `answer(body)` as JSON; `undefined` never answers. Its URL. */
    json: (answer: (body: unknown) => unknown) =>
      start((request, response) => {
        let text = '';
        request.on('data', (chunk: Buffer) => (text += chunk.toString()));
        request.on('end', () => {
          void Promise.resolve(answer(JSON.parse(text))).then((body) => {
            if (body === undefined) return;
            response.setHeader('Content-Type', 'application/json');
            response.end(JSON.stringify(body));
          });
        });
      }),
    /** Answers every request with `body` as it is (not JSON-RPC). Its URL. */
    text: (body: string) => start((_request, response) => response.end(body)),
  };
}

/** An http URL on a loopback port nothing listens on (it was free a moment ago). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  const url = await listen(server);
  await new Promise((done) => server.close(done));
  return url;
}
