import { createApiKeyStamp } from '@docs/platform-api';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toCryptoKeyPair } from '../../keys';
import type { FromWorker, WorkerCall } from '../messages';
import type { SandboxIdentity, SandboxResponse, SandboxSnapshot } from '../protocol';
import { createWorkerHost } from '../worker-host';

afterEach(() => {
  vi.restoreAllMocks();
});

type Host = ReturnType<typeof createWorkerHost>;

let nextId = 1;
async function call(host: Host, message: WorkerCall): Promise<FromWorker> {
  return host.answer({ ...message, id: nextId++ });
}
async function value<T>(host: Host, message: WorkerCall): Promise<T> {
  const answer = await call(host, message);
  if (!answer.ok) throw new Error(`${answer.failure.kind}: ${answer.failure.message}`);
  return answer.value as T;
}

async function stampedPost(host: Host, identity: SandboxIdentity, path: string, body: object) {
  const text = JSON.stringify(body);
  const keyPair = await toCryptoKeyPair({
    publicKey: identity.apiPublicKey,
    privateKey: identity.apiPrivateKey,
    origin: 'generated',
  });
  return value<SandboxResponse>(host, {
    op: 'send',
    request: {
      path,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-stamp': await createApiKeyStamp(text, keyPair),
      },
      body: text,
    },
  });
}

describe('the worker host', () => {
  it('creates the reader identity once, and it answers a stamped whoami after a reload', async () => {
    const indexedDB = new IDBFactory();
    const host = createWorkerHost({ indexedDB });
    const [first, again] = await Promise.all([
      value<SandboxIdentity>(host, { op: 'identity' }),
      value<SandboxIdentity>(host, { op: 'identity' }),
    ]);
    expect(again).toEqual(first);
    expect(first.apiPublicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(first.apiPrivateKey).toMatch(/^[0-9a-f]{64}$/);

    // A reload: a new worker over the same database.
    const reloaded = createWorkerHost({ indexedDB });
    expect(await value<SandboxIdentity>(reloaded, { op: 'identity' })).toEqual(first);
    const response = await stampedPost(reloaded, first, '/public/v1/query/whoami', {
      organizationId: first.organizationId,
    });
    expect(response.status).toBe(200);
    // The Node sandbox's server sends the reason phrase; the worker's Response has none.
    expect(response.statusText).toBe('OK');
    expect(JSON.parse(response.body)).toMatchObject({
      organizationId: first.organizationId,
      userId: first.userId,
    });
    expect(response.headers).toContainEqual(['x-sandbox', 'true']);
  });

  it('snapshots what the organization holds, and reset starts a new organization', async () => {
    const host = createWorkerHost({ indexedDB: new IDBFactory() });
    const identity = await value<SandboxIdentity>(host, { op: 'identity' });
    const created = await stampedPost(host, identity, '/public/v1/submit/create_wallet', {
      type: 'ACTIVITY_TYPE_CREATE_WALLET',
      timestampMs: String(Date.now()),
      organizationId: identity.organizationId,
      parameters: {
        walletName: 'First wallet',
        accounts: [
          {
            curve: 'CURVE_SECP256K1',
            pathFormat: 'PATH_FORMAT_BIP32',
            path: "m/44'/60'/0'/0/0",
            addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
          },
        ],
      },
    });
    expect(created.status).toBe(200);
    const snapshot = await value<SandboxSnapshot>(host, { op: 'snapshot' });
    expect(snapshot.organizationId).toBe(identity.organizationId);
    expect(snapshot.users).toEqual([{ userId: identity.userId, userName: 'Reader' }]);
    expect(snapshot.wallets).toHaveLength(1);
    expect(snapshot.wallets[0]).toMatchObject({
      walletName: 'First wallet',
      accounts: [{ addressFormat: 'ADDRESS_FORMAT_ETHEREUM', path: "m/44'/60'/0'/0/0" }],
    });
    expect(snapshot.wallets[0]?.accounts[0]?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(JSON.stringify(snapshot)).not.toContain(identity.apiPrivateKey);

    expect(await call(host, { op: 'reset' })).toMatchObject({ ok: true, value: null });
    const fresh = await value<SandboxIdentity>(host, { op: 'identity' });
    expect(fresh.organizationId).not.toBe(identity.organizationId);
    expect((await value<SandboxSnapshot>(host, { op: 'snapshot' })).wallets).toEqual([]);
    const stale = await stampedPost(host, identity, '/public/v1/query/whoami', {
      organizationId: identity.organizationId,
    });
    // The old organization is gone with everything else.
    expect(stale.status).toBe(404);
  });

  it('makes a new identity when /sandbox/v1/reset removed the organization', async () => {
    const host = createWorkerHost({ indexedDB: new IDBFactory() });
    const identity = await value<SandboxIdentity>(host, { op: 'identity' });
    const reset = await value<SandboxResponse>(host, {
      op: 'send',
      request: { path: '/sandbox/v1/reset', method: 'POST', headers: {}, body: '' },
    });
    expect(reset.status).toBe(200);
    const next = await value<SandboxIdentity>(host, { op: 'identity' });
    expect(next.organizationId).not.toBe(identity.organizationId);
  });

  it('answers a malformed request with a 400 in the error shape that says what is wrong', async () => {
    const host = createWorkerHost({ indexedDB: new IDBFactory() });
    const cases = [
      [
        { path: 'https://elsewhere.example/x', method: 'POST', headers: {}, body: '' },
        /path must start with a single "\/"/,
      ],
      [{ path: '//elsewhere/x', method: 'POST', headers: {}, body: '' }, /path must start/],
      [
        { path: '/x', method: 'PUT', headers: {}, body: '' },
        /method must be GET or POST \(received "PUT"\)/,
      ],
      [
        { path: '/x', method: 'POST', headers: { a: 1 }, body: '' },
        /headers must be an object of strings/,
      ],
      [{ path: '/x', method: 'POST', headers: {}, body: null }, /body must be a string/],
      [null, /not an object/],
    ] as const;
    for (const [request, message] of cases) {
      const response = await value<SandboxResponse>(host, {
        op: 'send',
        request: request as never,
      });
      expect(response.status).toBe(400);
      const body = JSON.parse(response.body) as {
        code: number;
        message: string;
        details: unknown[];
      };
      expect(body.code).toBe(3);
      expect(body.message).toMatch(message);
      expect(body.details).toEqual([
        {
          '@type': 'type.googleapis.com/errors.v1.TurnkeyErrorDetail',
          turnkeyErrorCode: 'REQUEST_INVALID',
        },
      ]);
    }
  });

  it('answers an unstamped call with the core own 401, as the Node sandbox does', async () => {
    const host = createWorkerHost({ indexedDB: new IDBFactory() });
    const response = await value<SandboxResponse>(host, {
      op: 'send',
      request: {
        path: '/public/v1/query/whoami',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"organizationId":"x"}',
      },
    });
    expect(response.status).toBe(401);
    expect(response.statusText).toBe('Unauthorized');
    expect(JSON.parse(response.body)).toMatchObject({ code: 16 });
  });

  it('turns a failure inside the worker into a 500 in the error shape, never a rejection', async () => {
    const broken = {
      open: () => {
        throw new Error('the database is broken');
      },
    } as unknown as IDBFactory;
    const host = createWorkerHost({ indexedDB: broken });
    const response = await value<SandboxResponse>(host, {
      op: 'send',
      request: { path: '/public/v1/query/whoami', method: 'POST', headers: {}, body: '{}' },
    });
    expect(response.status).toBe(500);
    expect(response.statusText).toBe('Internal Server Error');
    expect(JSON.parse(response.body)).toEqual({
      code: 13,
      message: 'The in-page sandbox failed: the database is broken',
      details: [
        {
          '@type': 'type.googleapis.com/errors.v1.TurnkeyErrorDetail',
          turnkeyErrorCode: 'INTERNAL',
        },
      ],
    });
    expect(await call(host, { op: 'identity' })).toMatchObject({
      ok: false,
      failure: { kind: 'failed', message: 'the database is broken' },
    });
    expect(await call(host, { op: 'nonsense' } as never)).toMatchObject({
      ok: false,
      failure: { message: 'Unknown operation "nonsense"' },
    });
  });

  it('reports storage full as its own kind when the identity cannot be saved', async () => {
    const host = createWorkerHost({ indexedDB: new IDBFactory() });
    expect(await call(host, { op: 'open' })).toMatchObject({ ok: true });
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('Quota', 'QuotaExceededError');
    });
    expect(await call(host, { op: 'identity' })).toMatchObject({
      ok: false,
      failure: {
        kind: 'storage-full',
        message: expect.stringMatching(/storage for this site is full/),
      },
    });
  });
});
