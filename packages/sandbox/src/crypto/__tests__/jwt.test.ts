import { verifyOtpVerificationToken, verifySessionJwtSignature } from '@turnkey/crypto';
import { p256 } from '@noble/curves/p256';
import { bytesToHex } from '@docs/platform-api/bytes';
import { randomBytes } from '@noble/hashes/utils';
import { describe, expect, it } from 'vitest';
import { decodeJwt, signJwt, verifyJwtSignature } from '../jwt';

const privateKey = p256.utils.randomPrivateKey();
const publicKey = p256.getPublicKey(privateKey, false);

describe('ES256 JWTs', () => {
  it('signs session JWTs that @turnkey/crypto verifies with the double digest, and not otherwise', async () => {
    const jwt = signJwt({ exp: 1, user_id: 'u' }, privateKey, 'double');
    expect(await verifySessionJwtSignature(jwt, bytesToHex(publicKey))).toBe(true);
    const single = signJwt({ exp: 1, user_id: 'u' }, privateKey, 'single');
    expect(await verifySessionJwtSignature(single, bytesToHex(publicKey))).toBe(false);
    expect(verifyJwtSignature(decodeJwt(jwt), publicKey, 'double')).toBe(true);
    expect(verifyJwtSignature(decodeJwt(jwt), publicKey, 'single')).toBe(false);
  });

  it('signs standard ES256 tokens that verifyOtpVerificationToken accepts', async () => {
    const claims = {
      id: 'token-1',
      verification_type: 'OTP_TYPE_EMAIL',
      contact: 'reader@example.com',
      organization_id: 'org',
      public_key: '02'.padEnd(66, 'a'),
      exp: String(Date.now() + 60_000),
    };
    const jwt = signJwt(claims, privateKey, 'single');
    await expect(verifyOtpVerificationToken(jwt, bytesToHex(publicKey))).resolves.toMatchObject(
      claims,
    );
    const otherKey = p256.getPublicKey(randomBytes(32), false);
    await expect(verifyOtpVerificationToken(jwt, bytesToHex(otherKey))).rejects.toThrow(
      /signature is invalid/,
    );
  });

  it('decodes only three-part tokens with JSON parts', () => {
    expect(() => decodeJwt('a.b')).toThrow(/three dot-separated parts/);
    expect(() => decodeJwt('e30.bm90IGpzb24.c2ln')).toThrow(/not JSON/);
  });
});
