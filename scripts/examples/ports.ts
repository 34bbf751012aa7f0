/** Ports for the examples that start a server: a free one to give, and a wait until it listens. */
import { createServer, connect } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on `port`; stops trying when `signal` aborts. */
export async function listening(port: number, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (accepted) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('stopped before the server listened');
}
