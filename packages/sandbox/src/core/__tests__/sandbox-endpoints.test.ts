/**
 * The sandbox-only endpoints, through `handle()` with no server: organizations, info, state,
 * reset, the clock (which expires an API key), and deterministic answers with a seed.
 */
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { afterEach, describe, expect, it } from 'vitest';
import { newP256KeyPair } from '../../node/keys';
import { openSqliteStorage } from '../../storage/sqlite';
import type { Storage } from '../../storage/types';
import { createSandbox, seededRandom, secureRandom, type Sandbox } from '../index';

const BASE = 'http://sandbox.test';
const opened: Storage[] = [];
afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

function sandbox(options: { seed?: string; nowMs?: number } = {}): Sandbox {
  const storage = openSqliteStorage({ location: ':memory:' });
  opened.push(storage);
  return createSandbox({
    storage,
    ...(options.seed !== undefined ? { random: seededRandom(options.seed) } : {}),
    ...(options.nowMs !== undefined ? { clock: { now: () => options.nowMs ?? 0 } } : {}),
  });
}

async function call(box: Sandbox, method: string, path: string, body?: unknown) {
  const response = await box.handle(
    new Request(`${BASE}${path}`, {
      method,
      ...(body !== undefined
        ? { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }
        : {}),
    }),
  );
  expect(response.headers.get('X-Sandbox')).toBe('true');
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function stamped(
  box: Sandbox,
  keys: { publicKey: string; privateKey: string },
  path: string,
  body: object,
) {
  const text = JSON.stringify(body);
  const stamper = new ApiKeyStamper({
    apiPublicKey: keys.publicKey,
    apiPrivateKey: keys.privateKey,
  });
  const stamp = await stamper.stamp(text);
  const response = await box.handle(
    new Request(`${BASE}${path}`, {
      method: 'POST',
      body: text,
      headers: {
        'Content-Type': 'application/json',
        [stamp.stampHeaderName]: stamp.stampHeaderValue,
      },
    }),
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('sandbox endpoints', () => {
  it('creates an organization whose root user holds the key, and shows it in state', async () => {
    const box = sandbox();
    const keys = newP256KeyPair(secureRandom);
    const created = await call(box, 'POST', '/sandbox/v1/organizations', {
      publicKey: keys.publicKey,
      organizationName: 'Docs reader',
    });
    expect(created.status).toBe(200);
    const organizationId = String(created.json.organizationId);
    const me = await stamped(box, keys, '/public/v1/query/whoami', { organizationId });
    expect(me.json).toMatchObject({ organizationId, organizationName: 'Docs reader' });

    const state = await call(box, 'GET', `/sandbox/v1/state?organizationId=${organizationId}`);
    expect(state.json).toMatchObject({
      organization: {
        organizationId,
        rootQuorum: { threshold: 1, userIds: [created.json.userId] },
      },
    });
    expect(JSON.stringify(state.json)).not.toMatch(/mnemonic|seed/);
  });

  it('refuses a bad organization request and an unknown endpoint with the error shape', async () => {
    const box = sandbox();
    const bad = await call(box, 'POST', '/sandbox/v1/organizations', { publicKey: 1 });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/publicKey/);
    const worse = await call(box, 'POST', '/sandbox/v1/organizations', {
      publicKey: 'not-hex',
    });
    expect(worse.status).toBe(400);
    expect(worse.json.message).toMatch(/rootUser\.apiKeys\[0\]\.publicKey/);
    const missing = await call(box, 'GET', '/sandbox/v1/nothing');
    expect(missing.status).toBe(404);
    const noOrg = await call(box, 'GET', '/sandbox/v1/state');
    expect(noOrg.status).toBe(400);
  });

  it('reports operation counts and the fidelity table in info', async () => {
    const { json } = await call(sandbox(), 'GET', '/sandbox/v1/info');
    const operations = json.operations as {
      total: number;
      faithful: number;
      simplified: number;
      notImplemented: number;
    };
    expect(operations.total).toBe(192);
    expect(operations.faithful + operations.simplified + operations.notImplemented).toBe(192);
    expect((json.fidelity as unknown[]).length).toBe(192);
  });

  it('moves the clock, which expires an API key with expirationSeconds', async () => {
    const box = sandbox();
    const root = newP256KeyPair(secureRandom);
    const { json } = await call(box, 'POST', '/sandbox/v1/organizations', {
      publicKey: root.publicKey,
    });
    const organizationId = String(json.organizationId);
    const session = newP256KeyPair(secureRandom);
    const created = await stamped(box, root, '/public/v1/submit/create_api_keys', {
      type: 'ACTIVITY_TYPE_CREATE_API_KEYS_V2',
      timestampMs: String(Date.now()),
      organizationId,
      parameters: {
        userId: json.userId,
        apiKeys: [
          {
            apiKeyName: 'session',
            publicKey: session.publicKey,
            curveType: 'API_KEY_CURVE_P256',
            expirationSeconds: '900',
          },
        ],
      },
    });
    expect(created.status).toBe(200);
    expect(
      (await stamped(box, session, '/public/v1/query/whoami', { organizationId })).status,
    ).toBe(200);
    const moved = await call(box, 'POST', '/sandbox/v1/clock', { advanceSeconds: 901 });
    expect(moved.json.clockOffsetMs).toBe(901_000);
    const expired = await stamped(box, session, '/public/v1/query/whoami', { organizationId });
    expect(expired.status).toBe(401);
    expect(expired.json.message).toMatch(/expired/);
    expect((await stamped(box, root, '/public/v1/query/whoami', { organizationId })).status).toBe(
      200,
    );
    expect((await call(box, 'POST', '/sandbox/v1/clock', { advanceSeconds: 'soon' })).status).toBe(
      400,
    );
  });

  it('reset deletes everything', async () => {
    const box = sandbox();
    const keys = newP256KeyPair(secureRandom);
    const { json } = await call(box, 'POST', '/sandbox/v1/organizations', {
      publicKey: keys.publicKey,
    });
    expect((await call(box, 'POST', '/sandbox/v1/reset')).json).toEqual({ reset: true });
    const after = await call(
      box,
      'GET',
      `/sandbox/v1/state?organizationId=${String(json.organizationId)}`,
    );
    expect(after.status).toBe(404);
  });

  it('gives the same ids, mnemonics and addresses for the same seed and requests', async () => {
    async function run(seed: string) {
      const box = sandbox({ seed, nowMs: 1_800_000_000_000 });
      const keys = newP256KeyPair(seededRandom(`${seed}:key`));
      const { json } = await call(box, 'POST', '/sandbox/v1/organizations', {
        publicKey: keys.publicKey,
      });
      const wallet = await stamped(box, keys, '/public/v1/submit/create_wallet', {
        type: 'ACTIVITY_TYPE_CREATE_WALLET',
        timestampMs: '1800000000000',
        organizationId: json.organizationId,
        parameters: {
          walletName: 'Seeded',
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
      // The vote carries the client's stamp, whose ECDSA nonce is random: leave its signature out.
      const activity = wallet.json.activity as { votes: { signature: string }[] };
      const votes = activity.votes.map((vote) => ({ ...vote, signature: typeof vote.signature }));
      return { organizationId: json.organizationId, activity: { ...activity, votes } };
    }
    const first = await run('docs');
    expect(await run('docs')).toEqual(first);
    expect((await run('other')).organizationId).not.toBe(first.organizationId);
  });
});
