import { generateKeyPairSync } from 'node:crypto';
import { verifyApiKeyStamp } from '@docs/platform-api';
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { describe, expect, it } from 'vitest';
import { leanStamper } from '../lean-client.mjs';

function apiKey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const raw = publicKey.export({ format: 'jwk' });
  const y = Buffer.from(raw.y, 'base64url');
  const prefix = y[y.length - 1] % 2 === 0 ? '02' : '03';
  return {
    privateKeyHex: Buffer.from(jwk.d, 'base64url').toString('hex'),
    publicKeyHex: prefix + Buffer.from(raw.x, 'base64url').toString('hex'),
  };
}

describe('leanStamper', () => {
  it('makes stamps the platform verifies, in the published stamper’s shape', async () => {
    const { privateKeyHex, publicKeyHex } = apiKey();
    const body = JSON.stringify({ organizationId: 'org' });
    const stamp = leanStamper(publicKeyHex, privateKeyHex);
    const header = stamp(body);
    expect(await verifyApiKeyStamp(body, header)).toEqual({ valid: true, publicKey: publicKeyHex });
    expect(await verifyApiKeyStamp(`${body} `, header)).toMatchObject({ valid: false });

    const published = await new ApiKeyStamper({
      apiPublicKey: publicKeyHex,
      apiPrivateKey: privateKeyHex,
    }).stamp(body);
    const fields = (value) => Object.keys(JSON.parse(Buffer.from(value, 'base64url').toString()));
    expect(fields(header).sort()).toEqual(fields(published.stampHeaderValue).sort());
  });

  it('refuses a private key that is not the public key’s', () => {
    const one = apiKey();
    const other = apiKey();
    expect(() => leanStamper(one.publicKeyHex, other.privateKeyHex)).toThrow(/does not belong/);
  });
});
