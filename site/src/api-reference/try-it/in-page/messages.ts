/**
 * The messages between client.ts (the page) and worker.ts. Every call carries an id; the worker
 * answers each id exactly once, with a value or a failure.
 */
import type { SandboxIdentity, SandboxRequest, SandboxResponse, SandboxSnapshot } from './protocol';

export type WorkerCall =
  /** Opens the IndexedDB database; the client waits for it before offering the sandbox. */
  | { op: 'open' }
  | { op: 'identity' }
  | { op: 'send'; request: SandboxRequest }
  | { op: 'snapshot' }
  | { op: 'reset' };

export type Operation = WorkerCall['op'];

/** What each call answers with. */
export interface WorkerResults {
  open: null;
  identity: SandboxIdentity;
  send: SandboxResponse;
  snapshot: SandboxSnapshot;
  reset: null;
}

export interface WorkerFailure {
  /** `storage-full` when the browser refused to store more for this site. */
  kind: 'storage-full' | 'failed';
  message: string;
}

export type ToWorker = WorkerCall & { id: number };

export type FromWorker =
  | { id: number; ok: true; value: WorkerResults[Operation] }
  | { id: number; ok: false; failure: WorkerFailure };
