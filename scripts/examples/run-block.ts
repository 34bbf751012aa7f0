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

export function runModule(
  file: string,
  env: Record<string, string>,
  timeoutMs: number,
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
    const timer = setTimeout(() => {
      timedOut = true;
      void worker.terminate();
    }, timeoutMs);
    worker.on('error', (error) => {
      thrown = error;
    });
    worker.on('exit', (code) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      const output = stdout.trim();
      const tail = stderr.trim() ? `\n${stderr.trim()}` : '';
      if (timedOut) {
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
