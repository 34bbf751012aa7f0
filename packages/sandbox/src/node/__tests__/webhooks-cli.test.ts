/**
 * `npm run sandbox -- webhooks listen` against a sandbox that restarts while it listens (as
 * `--data` restarts do during development): it waits for the sandbox and carries on forwarding.
 * The sandbox here answers the three routes the listener uses, on a port it keeps across the
 * restart.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listen } from '../webhooks-cli';

function delivery(n: number) {
  return {
    deliveryId: `d${n}`,
    eventId: `evt_${n}`,
    eventType: 'ACTIVITY_UPDATES',
    state: 'delivered',
    attempts: [{ attemptedAtMs: Date.UTC(2026, 0, 1, 0, 0, n), status: 200, durationMs: 3 }],
  };
}

function fakeSandbox(deliveries: unknown[], removed: string[]): Server {
  return createServer((request, response) => {
    const url = request.url ?? '';
    response.setHeader('Content-Type', 'application/json');
    if (request.method === 'POST' && url === '/sandbox/v1/webhooks/listeners') {
      response.end(JSON.stringify({ endpointId: 'listener-1', eventTypes: ['ACTIVITY_UPDATES'] }));
    } else if (request.method === 'GET' && url.startsWith('/sandbox/v1/webhooks/deliveries?')) {
      response.end(JSON.stringify({ deliveries, hasMore: false }));
    } else if (request.method === 'DELETE' && url === '/sandbox/v1/webhooks/listeners/listener-1') {
      removed.push('listener-1');
      response.end('{}');
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
}

const started = (server: Server, port = 0) =>
  new Promise<number>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const stopped = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('webhooks listen', () => {
  it('waits for a sandbox that stopped answering and forwards again once it is back', async () => {
    const removed: string[] = [];
    const deliveries: unknown[] = [delivery(1)];
    const first = fakeSandbox(deliveries, removed);
    const port = await started(first);
    const lines: string[] = [];
    const stop = new AbortController();
    const running = listen(
      `http://127.0.0.1:${port}`,
      'http://127.0.0.1:9/hook',
      'org',
      undefined,
      {
        pollMs: 10,
        log: (line) => lines.push(line),
        signal: stop.signal,
      },
    );
    await until(() => lines.some((line) => line.includes('evt_1')));

    await stopped(first);
    await until(() => lines.some((line) => line.includes('does not answer')));
    deliveries.push(delivery(2));
    const second = fakeSandbox(deliveries, removed);
    await started(second, port);
    await until(() => lines.some((line) => line.includes('evt_2')));
    expect(lines.some((line) => line.includes('answers again'))).toBe(true);
    // Each attempt is printed once, across the restart too.
    expect(lines.filter((line) => line.includes('evt_1'))).toHaveLength(1);

    stop.abort();
    await running;
    expect(removed).toEqual(['listener-1']);
    expect(lines.at(-1)).toBe('Listener removed.');
    await stopped(second);
  });
});
