import { verifyApiKeyStamp, createApiKeyStamp } from '@docs/platform-api';
import { describe, expect, it } from 'vitest';
import { generateApiKey, parseApiKey, toCryptoKeyPair } from '../keys';

describe('API keys', () => {
  it('generates a pair whose stamps verify', async () => {
    const key = await generateApiKey();
    expect(key.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(key.privateKey).toMatch(/^[0-9a-f]{64}$/);
    const stamp = await createApiKeyStamp('{"a":1}', await toCryptoKeyPair(key));
    expect(await verifyApiKeyStamp('{"a":1}', stamp)).toEqual({
      valid: true,
      publicKey: key.publicKey,
    });
  });

  it('takes a pasted key back in the form the generator gives it', async () => {
    const key = await generateApiKey();
    const pasted = parseApiKey(` 0x${key.privateKey.toUpperCase()} `, key.publicKey);
    expect(pasted).toEqual({ ...key, origin: 'pasted' });
  });

  it('refuses malformed or mismatched keys with a reason', async () => {
    expect(parseApiKey('abc', `02${'1'.repeat(64)}`)).toEqual({
      error: 'The private key must be 64 hex characters (32 bytes); received 3 characters.',
    });
    expect(parseApiKey('1'.repeat(64), '04abcd')).toEqual({
      error:
        'The public key must be a compressed P-256 key: 66 hex characters starting with 02 or 03.',
    });
    const one = await generateApiKey();
    const two = await generateApiKey();
    await expect(toCryptoKeyPair({ ...one, publicKey: two.publicKey })).rejects.toThrowError(
      'The private key does not belong to this public key.',
    );
  });
});
