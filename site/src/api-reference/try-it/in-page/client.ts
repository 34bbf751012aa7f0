/**
 * The page's side of the in-page sandbox: feature detection, one worker per page (started on the
 * first `openInPageSandbox()`), request ids, a time limit per call, and failures turned into
 * answers the panel can show. Nothing here loads the sandbox core; only the worker does.
 */
import { failureResponse } from './failure';
import type { FromWorker, Operation, ToWorker, WorkerCall, WorkerResults } from './messages';
import type {
  InPageSandbox,
  InPageSandboxUnavailable,
  SandboxRequest,
  SandboxResponse,
} from './protocol';

/** A call the worker has not answered by then fails (and the worker is restarted). */
export const CALL_TIMEOUT_MS = 15_000;

/**
 * The limit for the first call, which also waits for the worker to load its code and open
 * IndexedDB. On a busy machine that loading competes with the page's own hydration, and a worker
 * still loading is not stuck, so it gets longer than an ordinary call.
 */
export const START_TIMEOUT_MS = 60_000;

const OTHER_ENVIRONMENTS = 'The Local sandbox, Production and a custom base URL still work.';

export const UNAVAILABLE_MESSAGES = {
  'no-worker': `This browser cannot run a Web Worker here, so the in-page sandbox is off. ${OTHER_ENVIRONMENTS}`,
  'no-indexeddb': `This browser offers no IndexedDB here (private browsing can turn it off), so the in-page sandbox has nowhere to keep its keys. ${OTHER_ENVIRONMENTS}`,
  'storage-full': `The browser's storage for this site is full, so the in-page sandbox cannot save its state. Free some space for this site or reset the sandbox. ${OTHER_ENVIRONMENTS}`,
} as const;

/** The part of `Worker` the client uses, so tests can hand in a fake. */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}

export interface ClientEnvironment {
  /** Absent when the browser has no Worker. */
  createWorker?: () => WorkerLike;
  hasIndexedDb: boolean;
  timeoutMs: number;
  /** The limit for the `open` call that starts the worker; `START_TIMEOUT_MS` when absent. */
  startTimeoutMs?: number;
}

function browserEnvironment(): ClientEnvironment {
  return {
    createWorker:
      typeof Worker === 'undefined'
        ? undefined
        : () =>
            // A classic worker: the bundler loads the worker's lazy chunks with importScripts,
            // which module workers do not have.
            new Worker(new URL('./worker.ts', import.meta.url), {
              name: 'in-page-sandbox',
            }) as unknown as WorkerLike,
    hasIndexedDb: typeof indexedDB !== 'undefined',
    timeoutMs: CALL_TIMEOUT_MS,
    startTimeoutMs: START_TIMEOUT_MS,
  };
}

class CallFailed extends Error {
  override readonly name = 'CallFailed';
  constructor(
    message: string,
    readonly kind: 'storage-full' | 'failed' | 'timeout',
  ) {
    super(message);
  }
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: CallFailed) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** One worker and its calls in flight; restarts the worker after a crash or a stuck call. */
function createConnection(environment: ClientEnvironment & { createWorker: () => WorkerLike }) {
  let worker: WorkerLike | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function failAll(error: CallFailed) {
    for (const [id, call] of pending) {
      clearTimeout(call.timer);
      pending.delete(id);
      call.reject(error);
    }
  }

  function stop(error: CallFailed) {
    worker?.terminate();
    worker = undefined;
    failAll(error);
  }

  function start(): WorkerLike {
    const started = environment.createWorker();
    started.addEventListener('message', (event) => {
      const answer = event.data;
      const call = pending.get(answer.id);
      if (!call) return;
      pending.delete(answer.id);
      clearTimeout(call.timer);
      if (answer.ok) call.resolve(answer.value);
      else call.reject(new CallFailed(answer.failure.message, answer.failure.kind));
    });
    const crashed = (event: Event) => {
      const message = (event as Partial<ErrorEvent>).message;
      const detail = typeof message === 'string' && message ? `: ${message}` : '';
      if (worker === started) {
        stop(new CallFailed(`The in-page sandbox's worker stopped${detail}.`, 'failed'));
      }
    };
    started.addEventListener('error', crashed);
    started.addEventListener('messageerror', crashed);
    return started;
  }

  function call<O extends Operation>(
    message: Extract<WorkerCall, { op: O }>,
  ): Promise<WorkerResults[O]> {
    worker ??= start();
    const target = worker;
    const id = nextId++;
    const limitMs =
      message.op === 'open'
        ? (environment.startTimeoutMs ?? START_TIMEOUT_MS)
        : environment.timeoutMs;
    return new Promise<WorkerResults[O]>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(
          new CallFailed(
            `The in-page sandbox did not answer within ${limitMs / 1000} s, so it was restarted; try again.`,
            'timeout',
          ),
        );
        // A worker stuck on one call would leave every later call waiting too.
        if (worker === target) stop(new CallFailed('The in-page sandbox was restarted.', 'failed'));
      }, limitMs);
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      try {
        target.postMessage({ ...message, id });
      } catch (error) {
        pending.delete(id);
        clearTimeout(timer);
        reject(
          new CallFailed(
            `The request could not be handed to the worker: ${String(error)}`,
            'failed',
          ),
        );
      }
    });
  }

  return { call, close: () => stop(new CallFailed('The in-page sandbox was closed.', 'failed')) };
}

function asResponse(error: unknown): SandboxResponse {
  if (error instanceof CallFailed && error.kind === 'timeout') {
    return failureResponse('DEADLINE_EXCEEDED', 'SANDBOX_TIMEOUT', error.message);
  }
  const message = error instanceof Error ? error.message : String(error);
  return failureResponse('INTERNAL', 'SANDBOX_WORKER_FAILED', message);
}

/** Opens the in-page sandbox in a given environment; `openInPageSandbox` uses the browser's. */
export async function connectInPageSandbox(
  environment: ClientEnvironment,
): Promise<InPageSandbox | InPageSandboxUnavailable> {
  const { createWorker } = environment;
  if (!createWorker) return { kind: 'no-worker', message: UNAVAILABLE_MESSAGES['no-worker'] };
  if (!environment.hasIndexedDb) {
    return { kind: 'no-indexeddb', message: UNAVAILABLE_MESSAGES['no-indexeddb'] };
  }
  const connection = createConnection({ ...environment, createWorker });
  try {
    await connection.call({ op: 'open' });
  } catch (error) {
    connection.close();
    if (error instanceof CallFailed && error.kind === 'storage-full') {
      return { kind: 'storage-full', message: UNAVAILABLE_MESSAGES['storage-full'] };
    }
    const reason = error instanceof Error ? error.message : String(error);
    return {
      kind: 'failed-to-start',
      message: `The in-page sandbox did not start (${reason.replace(/\.$/, '')}). ${OTHER_ENVIRONMENTS}`,
    };
  }
  return {
    identity: () => connection.call({ op: 'identity' }),
    send: (request: SandboxRequest) =>
      connection.call({ op: 'send', request }).catch((error: unknown) => asResponse(error)),
    snapshot: () => connection.call({ op: 'snapshot' }),
    reset: () => connection.call({ op: 'reset' }).then(() => undefined),
    close: () => connection.close(),
  };
}

let opened: Promise<InPageSandbox | InPageSandboxUnavailable> | undefined;

/**
 * The page's in-page sandbox: started on the first call, shared by every later one until
 * `close()`. An environment that cannot run it gets the reason instead, with a sentence for the
 * reader; asking again retries.
 */
export function openInPageSandbox(): Promise<InPageSandbox | InPageSandboxUnavailable> {
  if (opened) return opened;
  const attempt = connectInPageSandbox(browserEnvironment()).then((result) => {
    if ('kind' in result) {
      opened = undefined;
      return result;
    }
    const close = result.close;
    return {
      ...result,
      close: () => {
        if (opened === attempt) opened = undefined;
        close();
      },
    };
  });
  opened = attempt;
  return attempt;
}
