/** A webhook receiver for the conformance tests: a real HTTP server on loopback. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver that records every request and answers with the next planned status (then 200). */
export class Receiver {
  readonly received: Received[] = [];
  planned: (number | 'hang')[] = [];
  private server!: Server;
  private readonly waiters = new Set<() => void>();
  url = '';

  /**
   * The requests to `path` once there are at least `count`: resolved when the delivery arrives,
   * however long the sandbox takes, and refused after `timeoutMs` so a missing one fails the
   * test with the path named instead of hanging it.
   */
  waitFor(path: string, count: number, timeoutMs = 30_000): Promise<Received[]> {
    const matching = () => this.received.filter((request) => request.path === path);
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = matching();
        if (found.length < count) return;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`${matching().length} of ${count} deliveries to ${path} arrived`));
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        for (const waiter of [...this.waiters]) waiter();
        const next = this.planned.shift() ?? 200;
        if (next === 'hang') return;
        response.writeHead(next).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
