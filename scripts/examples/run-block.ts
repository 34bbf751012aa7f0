/**
 * Runs one example, already compiled to an ES module, in a worker thread with its own
 * `process.env`: `process.exit()` ends only the worker, and a block that hangs is terminated at
 * the timeout. A worker starts faster than a process and shares the sandbox's event loop host.
 */
import { Worker } from 'node:worker_threads';

export interface BlockOutcome {
  ok: boolean;
  /** Why it failed: the exit code, the uncaught error or the timeout, with the block's stderr. */
  error?: string;
  output: string;
  ms: number;
}

/**
 * `stopWhen`: for a block that serves until stopped, a promise that resolves once it is ready;
 * the worker is then terminated and the run counts as a clean one.
 */
export function runModule(
  file: string,
  env: Record<string, string>,
  timeoutMs: number,
  stopWhen?: (signal: AbortSignal) => Promise<void>,
): Promise<BlockOutcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const worker = new Worker(file, { env, stdout: true, stderr: true });
    let stdout = '';
    let stderr = '';
    worker.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    worker.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let thrown: unknown;
    let timedOut = false;
    let stoppedWhenReady = false;
    const stopped = new AbortController();
    const timer = setTimeout(() => {
      timedOut = true;
      stopped.abort();
      void worker.terminate();
    }, timeoutMs);
    stopWhen?.(stopped.signal).then(
      () => {
        stoppedWhenReady = true;
        void worker.terminate();
      },
      () => undefined,
    );
    worker.on('error', (error) => {
      thrown = error;
    });
    worker.on('exit', (code) => {
      clearTimeout(timer);
      stopped.abort();
      const ms = performance.now() - started;
      const output = stdout.trim();
      const tail = stderr.trim() ? `\n${stderr.trim()}` : '';
      if (stoppedWhenReady && thrown === undefined) {
        resolve({ ok: true, output, ms });
      } else if (timedOut) {
        resolve({ ok: false, error: `did not finish within ${timeoutMs} ms${tail}`, output, ms });
      } else if (thrown !== undefined) {
        const message = thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown);
        resolve({ ok: false, error: `threw ${message}${tail}`, output, ms });
      } else if (code !== 0) {
        resolve({ ok: false, error: `exited with code ${code}${tail}`, output, ms });
      } else {
        resolve({ ok: true, output, ms });
      }
    });
  });
}
