/**
 * Stamps: round trip, tamper rejection, and cross-checks of the DER and point encodings against
 * Node's own crypto (an independent implementation).
 */
import { createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64UrlDecode, base64UrlEncode, bytesToHex, hexToBytes, utf8Encode } from './bytes';
import {
  API_KEY_STAMP_SCHEME,
  cachedVerifyingKeys,
  compressP256PublicKey,
  createApiKeyStamp,
  decodeApiKeyStamp,
  decompressP256PublicKey,
  derSignatureToRaw,
  encodeApiKeyStamp,
  rawSignatureToDer,
  VERIFY_KEY_CACHE_SIZE,
  verifyApiKeyStamp,
  webAuthnChallenge,
} from './stamp';

const keyPair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
  'sign',
  'verify',
])) as CryptoKeyPair;

const body = JSON.stringify({
  type: 'ACTIVITY_TYPE_CREATE_WALLET',
  timestampMs: '1741080600000',
  organizationId: 'e28aac99-cdc0-47d4-8635-cf398951a43c',
  parameters: { walletName: 'Treasury', accounts: [] },
});

function decoded(header: string) {
  const stamp = decodeApiKeyStamp(header);
  if ('error' in stamp) throw new Error(stamp.error);
  return stamp;
}

describe('API key stamp', () => {
  it('round-trips: a fresh stamp verifies against its body', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const header = await createApiKeyStamp(body, keyPair);
      const result = await verifyApiKeyStamp(body, header);
      expect(result).toEqual({ valid: true, publicKey: decoded(header).publicKey });
    }
  });

  it('is base64url JSON with the compressed key, the scheme and a hex DER signature', async () => {
    const header = await createApiKeyStamp(body, keyPair);
    expect(header).toMatch(/^[A-Za-z0-9_-]+$/);
    const stamp = decoded(header);
    expect(Object.keys(JSON.parse(new TextDecoder().decode(base64UrlDecode(header))))).toEqual([
      'publicKey',
      'scheme',
      'signature',
    ]);
    expect(stamp.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(stamp.scheme).toBe(API_KEY_STAMP_SCHEME);
    expect(stamp.signature).toMatch(/^30[0-9a-f]+$/);
  });

  it('verifies the received bytes as well as the string they encode', async () => {
    const text = body.replace('Treasury', 'Trésor ✓');
    const header = await createApiKeyStamp(text, keyPair);
    expect((await verifyApiKeyStamp(utf8Encode(text), header)).valid).toBe(true);
    const bytes = utf8Encode(text);
    const last = bytes.length - 2;
    bytes[last] = (bytes[last] ?? 0) ^ 1;
    expect((await verifyApiKeyStamp(bytes, header)).valid).toBe(false);
  });

  it('rejects a changed body, even by one byte of whitespace', async () => {
    const header = await createApiKeyStamp(body, keyPair);
    expect((await verifyApiKeyStamp(`${body} `, header)).valid).toBe(false);
    const swapped = body.replace('Treasury', 'Treasurx');
    expect(await verifyApiKeyStamp(swapped, header)).toEqual({
      valid: false,
      reason: 'The signature does not match the body and public key',
    });
  });

  it('rejects a tampered signature or a different public key', async () => {
    const stamp = decoded(await createApiKeyStamp(body, keyPair));
    const last = stamp.signature.slice(-2) === '00' ? '01' : '00';
    const tampered = encodeApiKeyStamp({
      ...stamp,
      signature: stamp.signature.slice(0, -2) + last,
    });
    expect((await verifyApiKeyStamp(body, tampered)).valid).toBe(false);

    const other = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair;
    const otherKey = decoded(await createApiKeyStamp(body, other)).publicKey;
    const wrongKey = encodeApiKeyStamp({ ...stamp, publicKey: otherKey });
    expect((await verifyApiKeyStamp(body, wrongKey)).valid).toBe(false);
  });

  it('imports each public key once, keeps a bounded number and never keeps a bad one', async () => {
    const header = await createApiKeyStamp(body, keyPair);
    await verifyApiKeyStamp(body, header);
    const kept = cachedVerifyingKeys();
    expect((await verifyApiKeyStamp(body, header)).valid).toBe(true);
    expect(cachedVerifyingKeys()).toBe(kept);

    // A compressed point starts with 02 or 03: this one fails to import every time.
    const offCurve = `05${'0'.repeat(63)}5`;
    const bad = encodeApiKeyStamp({ ...decoded(header), publicKey: offCurve });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await verifyApiKeyStamp(body, bad)).valid).toBe(false);
      expect(cachedVerifyingKeys()).toBe(kept);
    }

    for (let index = 0; index <= VERIFY_KEY_CACHE_SIZE; index += 1) {
      const other = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
        'sign',
        'verify',
      ])) as CryptoKeyPair;
      await verifyApiKeyStamp(body, await createApiKeyStamp(body, other));
    }
    expect(cachedVerifyingKeys()).toBe(VERIFY_KEY_CACHE_SIZE);
    // Evicted, imported again, still verified.
    expect((await verifyApiKeyStamp(body, header)).valid).toBe(true);
  });

  it('explains malformed headers instead of throwing', async () => {
    const stamp = decoded(await createApiKeyStamp(body, keyPair));
    const encode = (value: unknown) => base64UrlEncode(utf8Encode(JSON.stringify(value)));
    const cases: [string, string][] = [
      ['not base64url!', 'The header is not base64url-encoded JSON'],
      [encode('a string'), 'The stamp is not an object'],
      [encode({ ...stamp, scheme: 'SIGNATURE_SCHEME_OTHER' }), 'scheme must be'],
      [encode({ ...stamp, publicKey: '04abcd' }), 'publicKey must be a compressed P-256'],
      [encode({ ...stamp, signature: 'xyz' }), 'signature must be a hex string'],
      [encode({ ...stamp, signature: '3000' }), 'Malformed DER signature'],
      [encode({ ...stamp, publicKey: `02${'ff'.repeat(32)}` }), 'not a field element'],
    ];
    for (const [header, reason] of cases) {
      const result = await verifyApiKeyStamp(body, header);
      expect(result.valid, reason).toBe(false);
      expect(result.valid ? '' : result.reason).toContain(reason);
    }
  });

  it('produces signatures that Node verifies as DER ECDSA-SHA256 over the body', async () => {
    const stamp = decoded(await createApiKeyStamp(body, keyPair));
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', keyPair.publicKey));
    const publicKey = createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' });
    const signature = Buffer.from(hexToBytes(stamp.signature));
    expect(
      verify('sha256', Buffer.from(body), { key: publicKey, dsaEncoding: 'der' }, signature),
    ).toBe(true);
  });

  it('accepts stamps whose DER signature was made by Node', async () => {
    const pair = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const point = pair.publicKey.export({ format: 'jwk' });
    const x = Buffer.from(String(point.x), 'base64url');
    const y = Buffer.from(String(point.y), 'base64url');
    const uncompressed = Uint8Array.from([0x04, ...x, ...y]);
    const signature = sign('sha256', Buffer.from(body), {
      key: pair.privateKey,
      dsaEncoding: 'der',
    });
    const header = encodeApiKeyStamp({
      publicKey: bytesToHex(compressP256PublicKey(uncompressed)),
      scheme: API_KEY_STAMP_SCHEME,
      signature: signature.toString('hex'),
    });
    expect((await verifyApiKeyStamp(body, header)).valid).toBe(true);
  });
});

describe('P-256 helpers', () => {
  it('compress and decompress public keys losslessly', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
        'sign',
      ])) as CryptoKeyPair;
      const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      const compressed = compressP256PublicKey(raw);
      expect(compressed).toHaveLength(33);
      expect(compressed[0]).toBe(((raw[64] ?? 0) & 1) === 1 ? 0x03 : 0x02);
      expect(decompressP256PublicKey(compressed)).toEqual(raw);
    }
  });

  it('encode r and s minimally, with a zero byte before a high bit', () => {
    const raw = new Uint8Array(64);
    raw[31] = 0x01; // r = 1
    raw[32] = 0x80; // s has its high bit set
    const der = rawSignatureToDer(raw);
    expect(bytesToHex(der)).toBe(`3026020101022100${'80'}${'00'.repeat(31)}`);
    expect(derSignatureToRaw(der)).toEqual(raw);
  });

  it('reject non-minimal or padded DER', () => {
    expect(() => derSignatureToRaw(hexToBytes('3006020101020101ffff'))).toThrow(/SEQUENCE/);
    expect(() => derSignatureToRaw(hexToBytes('300702020001020101'))).toThrow(/minimally/);
    expect(() => rawSignatureToDer(new Uint8Array(63))).toThrow(/64-byte/);
  });
});

describe('WebAuthn challenge', () => {
  it('is the hex SHA-256 of the body', async () => {
    expect(await webAuthnChallenge('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
