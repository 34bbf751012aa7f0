/**
 * The in-page sandbox's Web Worker: client.ts starts it with `new Worker(new URL('./worker.ts',
 * import.meta.url))`, so the bundler emits it, and everything it imports (the sandbox core), as
 * separate same-origin assets the page loads only when a reader opens the in-page sandbox; the
 * parts loaded on first use (non-English word lists) are chunks of their own.
 */
import type { FromWorker, ToWorker } from './messages';
import { createWorkerHost } from './worker-host';

/** The part of the worker's global scope used here (the site compiles against the DOM lib). */
interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

const scope = self as unknown as WorkerScope;
const host = createWorkerHost();

scope.addEventListener('message', (event) => {
  const call = event.data as ToWorker;
  // Without a numeric id there is no one to answer; the client's time limit covers it.
  if (typeof call !== 'object' || call === null || typeof call.id !== 'number') return;
  void host.answer(call).then((answer) => scope.postMessage(answer));
});
