/**
 * A sandbox started without chains (the in-page one is): no chain listed, and the chain
 * endpoints and operations answer 501 with a sentence saying where the chains run.
 */
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { afterEach, describe, expect, it } from 'vitest';
import { newP256KeyPair } from '../../node/keys';
import { openSqliteStorage } from '../../storage/sqlite';
import type { Storage } from '../../storage/types';
import { createSandbox, secureRandom } from '../index';

const BASE = 'http://sandbox.test';
const opened: Storage[] = [];
afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

function chainless() {
  const storage = openSqliteStorage({ location: ':memory:' });
  opened.push(storage);
  return createSandbox({ storage });
}

async function post(box: ReturnType<typeof chainless>, path: string, body: string, headers = {}) {
  const response = await box.handle(
    new Request(`${BASE}${path}`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', ...headers },
    }),
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('a sandbox without local chains', () => {
  it('lists none and answers the chain endpoints with 501 and the reason', async () => {
    const box = chainless();
    const info = await box.handle(new Request(`${BASE}/sandbox/v1/info`));
    expect(((await info.json()) as { chains: unknown[] }).chains).toEqual([]);
    for (const path of ['/sandbox/v1/faucet', '/sandbox/v1/chains/eip155:1/rpc']) {
      const answer = await post(box, path, '{}');
      expect(answer.status, path).toBe(501);
      expect(String(answer.json.message)).toMatch(/Local chains run in the Node sandbox/);
    }
  });

  it('answers a chain operation with 501 and the reason', async () => {
    const box = chainless();
    const keys = newP256KeyPair(secureRandom);
    const { organizationId } = await box.createOrganization({ publicKey: keys.publicKey });
    const body = JSON.stringify({
      organizationId,
      address: '0x0000000000000000000000000000000000000001',
      caip2: 'eip155:1',
      nonce: true,
    });
    const stamp = await new ApiKeyStamper({
      apiPublicKey: keys.publicKey,
      apiPrivateKey: keys.privateKey,
    }).stamp(body);
    const answer = await post(box, '/public/v1/query/get_nonces', body, {
      [stamp.stampHeaderName]: stamp.stampHeaderValue,
    });
    expect(answer.status).toBe(501);
    expect(String(answer.json.message)).toMatch(/Local chains run in the Node sandbox/);
  });
});
