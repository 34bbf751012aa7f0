import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import {
  connectInPageSandbox,
  openInPageSandbox,
  UNAVAILABLE_MESSAGES,
  type ClientEnvironment,
  type WorkerLike,
} from '../client';
import type { FromWorker, ToWorker } from '../messages';
import type { InPageSandbox, InPageSandboxUnavailable } from '../protocol';
import { createWorkerHost } from '../worker-host';

// Each listener gets the event type it registered for; the fake only forwards what it is given.
type Listener = (event: never) => void;

/** A worker in this thread: messages are cloned and delivered on a later task, as postMessage does. */
class FakeWorker implements WorkerLike {
  readonly listeners = new Map<string, Listener[]>();
  readonly received: ToWorker[] = [];
  terminated = false;

  constructor(private readonly respond: (call: ToWorker) => Promise<FromWorker | undefined>) {}

  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  postMessage(message: ToWorker) {
    const call = structuredClone(message);
    this.received.push(call);
    setTimeout(() => {
      void this.respond(call).then((answer) => {
        if (!answer || this.terminated) return;
        this.emit('message', new MessageEvent('message', { data: structuredClone(answer) }));
      });
    }, 0);
  }

  emit(type: string, event: Event) {
    for (const listener of this.listeners.get(type) ?? [])
      (listener as (event: Event) => void)(event);
  }

  terminate() {
    this.terminated = true;
  }
}

function environment(
  respond: (call: ToWorker) => Promise<FromWorker | undefined>,
  overrides: Partial<ClientEnvironment> = {},
) {
  const workers: FakeWorker[] = [];
  const env: ClientEnvironment = {
    createWorker: () => {
      const worker = new FakeWorker(respond);
      workers.push(worker);
      return worker;
    },
    hasIndexedDb: true,
    timeoutMs: 200,
    ...overrides,
  };
  return { env, workers };
}

function realWorker() {
  const host = createWorkerHost({ indexedDB: new IDBFactory() });
  return environment((call) => host.answer(call));
}

function opened(result: InPageSandbox | InPageSandboxUnavailable): InPageSandbox {
  if ('kind' in result) throw new Error(`unavailable: ${result.message}`);
  return result;
}

const whoamiUnstamped = {
  path: '/public/v1/query/whoami',
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: '{}',
} as const;

describe('the in-page sandbox client', () => {
  it('says why when the browser has no Worker or no IndexedDB, pointing at the other environments', async () => {
    const noWorker = await connectInPageSandbox({ hasIndexedDb: true, timeoutMs: 10 });
    expect(noWorker).toEqual({ kind: 'no-worker', message: UNAVAILABLE_MESSAGES['no-worker'] });
    const { env } = realWorker();
    const noIndexedDb = await connectInPageSandbox({ ...env, hasIndexedDb: false });
    expect(noIndexedDb).toMatchObject({ kind: 'no-indexeddb' });
    for (const message of Object.values(UNAVAILABLE_MESSAGES)) {
      expect(message).toMatch(/Local sandbox, Production and a custom base URL still work\.$/);
    }
    // Node has no Worker: the page-level entry point says so instead of throwing.
    expect(await openInPageSandbox()).toMatchObject({ kind: 'no-worker' });
  });

  it('opens one worker and answers identity, send, snapshot and reset through it', async () => {
    const { env, workers } = realWorker();
    const sandbox = opened(await connectInPageSandbox(env));
    const identity = await sandbox.identity();
    expect(identity.organizationId).toMatch(/^[0-9a-f-]{36}$/);
    const response = await sandbox.send(whoamiUnstamped);
    expect(response.status).toBe(401);
    expect((await sandbox.snapshot()).organizationId).toBe(identity.organizationId);
    await sandbox.reset();
    expect((await sandbox.identity()).organizationId).not.toBe(identity.organizationId);
    expect(workers).toHaveLength(1);
    const ids = workers[0]?.received.map((call) => call.id) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    sandbox.close();
    expect(workers[0]?.terminated).toBe(true);
  });

  it('answers a send the worker never answers with a 504 in the error shape, then restarts it', async () => {
    let silent = true;
    const host = createWorkerHost({ indexedDB: new IDBFactory() });
    const { env, workers } = environment(async (call) =>
      call.op === 'send' && silent ? undefined : host.answer(call),
    );
    const sandbox = opened(await connectInPageSandbox(env));
    const response = await sandbox.send(whoamiUnstamped);
    expect(response.status).toBe(504);
    expect(JSON.parse(response.body)).toEqual({
      code: 4,
      message: 'The in-page sandbox did not answer within 0.2 s, so it was restarted; try again.',
      details: [
        {
          '@type': 'type.googleapis.com/errors.v1.TurnkeyErrorDetail',
          turnkeyErrorCode: 'UNSPECIFIED',
        },
      ],
    });
    expect(workers[0]?.terminated).toBe(true);
    silent = false;
    expect((await sandbox.send(whoamiUnstamped)).status).toBe(401);
    expect(workers).toHaveLength(2);
  });

  it('turns a crashed worker into a 500 for send and a rejection naming it for the rest', async () => {
    const { env, workers } = environment(async (call) =>
      call.op === 'open' ? { id: call.id, ok: true, value: null } : undefined,
    );
    const sandbox = opened(await connectInPageSandbox({ ...env, timeoutMs: 5_000 }));
    const sending = sandbox.send(whoamiUnstamped);
    const identifying = sandbox.identity();
    await new Promise((resolve) => setTimeout(resolve, 10));
    // What a worker whose script throws delivers (Node has no ErrorEvent to build one with).
    workers[0]?.emit(
      'error',
      Object.assign(new Event('error'), { message: 'Uncaught SyntaxError' }),
    );
    const response = await sending;
    expect(response.status).toBe(500);
    expect(JSON.parse(response.body)).toMatchObject({
      code: 13,
      message: "The in-page sandbox's worker stopped: Uncaught SyntaxError.",
    });
    await expect(identifying).rejects.toThrow("The in-page sandbox's worker stopped");
  });

  it('reports a worker that cannot open its database as failed-to-start or storage-full', async () => {
    const failing = environment(async (call) => ({
      id: call.id,
      ok: false,
      failure: { kind: 'failed', message: 'This browser offers no IndexedDB to the worker' },
    }));
    expect(await connectInPageSandbox(failing.env)).toEqual({
      kind: 'failed-to-start',
      message:
        'The in-page sandbox did not start (This browser offers no IndexedDB to the worker). The Local sandbox, Production and a custom base URL still work.',
    });
    expect(failing.workers[0]?.terminated).toBe(true);
    const full = environment(async (call) => ({
      id: call.id,
      ok: false,
      failure: { kind: 'storage-full', message: 'full' },
    }));
    expect(await connectInPageSandbox(full.env)).toEqual({
      kind: 'storage-full',
      message: UNAVAILABLE_MESSAGES['storage-full'],
    });
    const silent = environment(async () => undefined);
    expect(
      await connectInPageSandbox({ ...silent.env, timeoutMs: 20, startTimeoutMs: 20 }),
    ).toMatchObject({
      kind: 'failed-to-start',
      message: expect.stringMatching(/did not answer within/),
    });
  });

  it('gives the start its own, longer limit: a worker still loading is not stuck', async () => {
    const slowStart = environment(async (call) => {
      if (call.op !== 'open') return undefined;
      await new Promise((resolve) => setTimeout(resolve, 60));
      return { id: call.id, ok: true, value: null };
    });
    const sandbox = opened(
      await connectInPageSandbox({ ...slowStart.env, timeoutMs: 20, startTimeoutMs: 1_000 }),
    );
    // Ordinary calls keep the short limit.
    const answer = await sandbox.send(whoamiUnstamped);
    expect(answer.status).toBe(504);
    expect(answer.body).toMatch(/did not answer within 0.02 s/);
    const tooSlow = environment(async (call) => {
      await new Promise((resolve) => setTimeout(resolve, 60));
      return { id: call.id, ok: true, value: null };
    });
    expect(
      await connectInPageSandbox({ ...tooSlow.env, timeoutMs: 1_000, startTimeoutMs: 20 }),
    ).toMatchObject({ kind: 'failed-to-start', message: expect.stringMatching(/within 0.02 s/) });
  });

  it('fails calls in flight when closed, instead of leaving them waiting', async () => {
    const { env } = environment(async (call) =>
      call.op === 'open' ? { id: call.id, ok: true, value: null } : undefined,
    );
    const sandbox = opened(await connectInPageSandbox({ ...env, timeoutMs: 5_000 }));
    const snapshot = sandbox.snapshot();
    sandbox.close();
    await expect(snapshot).rejects.toThrow('The in-page sandbox was closed.');
  });
});
