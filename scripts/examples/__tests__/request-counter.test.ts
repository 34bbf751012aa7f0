import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { describe, expect, it } from 'vitest';
import { secureRandom } from '@docs/sandbox';
import { newP256KeyPair } from '@docs/sandbox/node';
import { RequestCounter } from '../request-counter';
import { readStampKey } from '../stamp-key';

async function stampedRequest(keys: { publicKey: string; privateKey: string }): Promise<Request> {
  const body = '{"organizationId":"o"}';
  const stamper = new ApiKeyStamper({
    apiPublicKey: keys.publicKey,
    apiPrivateKey: keys.privateKey,
  });
  const stamp = await stamper.stamp(body);
  return new Request('http://127.0.0.1/public/v1/query/whoami', {
    method: 'POST',
    headers: { [stamp.stampHeaderName]: stamp.stampHeaderValue },
    body,
  });
}

describe('readStampKey', () => {
  it('reads the public key of a stamp the published stamper made', async () => {
    const keys = newP256KeyPair(secureRandom);
    expect(readStampKey((await stampedRequest(keys)).headers)).toBe(keys.publicKey);
  });

  it('returns undefined for a missing or unreadable stamp', () => {
    expect(readStampKey(new Headers())).toBeUndefined();
    expect(readStampKey(new Headers({ 'X-Stamp': 'not base64url json' }))).toBeUndefined();
  });
});

describe('RequestCounter', () => {
  it('counts only the watched keys, until unwatched', async () => {
    const mine = newP256KeyPair(secureRandom);
    const other = newP256KeyPair(secureRandom);
    const counter = new RequestCounter();
    const sent = counter.watch([mine.publicKey]);
    counter.record(await stampedRequest(mine));
    counter.record(await stampedRequest(other));
    expect(sent.count).toBe(1);
    counter.unwatch([mine.publicKey]);
    counter.record(await stampedRequest(mine));
    expect(sent.count).toBe(1);
  });
});
