/**
 * Stamp verification for the three API-key schemes, over raw bytes: the P-256 stamp exactly as
 * `@turnkey/api-key-stamper` makes it (and its high-S twin), secp256k1 over the EIP-191 digest
 * with a DER signature, and Ed25519. Each is checked to fail when one byte of the body changes.
 */
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { ed25519 } from '@noble/curves/ed25519';
import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex, utf8Encode } from '@docs/platform-api/bytes';
import { hashMessage } from 'viem';
import { describe, expect, it } from 'vitest';
import { newP256KeyPair } from '../../node/keys';
import { SandboxError } from '../errors';
import { secureRandom } from '../random';
import { verifyStamp } from '../stamp';

const body = utf8Encode(JSON.stringify({ organizationId: 'org', note: 'stamped ✓' }));

const header = (stamp: object) =>
  new Headers({
    'X-Stamp': btoa(JSON.stringify(stamp))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, ''),
  });

function tampered(bytes: Uint8Array) {
  const copy = bytes.slice();
  copy[3] = (copy[3] ?? 0) ^ 1;
  return copy;
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(SandboxError);
  return (error as SandboxError).turnkeyErrorCode;
}

describe('verifyStamp', () => {
  it('accepts the P-256 stamp of @turnkey/api-key-stamper, and its high-S form', async () => {
    const keys = newP256KeyPair(secureRandom);
    const stamper = new ApiKeyStamper({
      apiPublicKey: keys.publicKey,
      apiPrivateKey: keys.privateKey,
    });
    const text = new TextDecoder().decode(body);
    const { stampHeaderValue } = await stamper.stamp(text);
    const headers = new Headers({ 'X-Stamp': stampHeaderValue });
    expect(await verifyStamp(headers, body)).toMatchObject({
      publicKey: keys.publicKey,
      curveType: 'API_KEY_CURVE_P256',
    });
    expect(await rejection(verifyStamp(headers, tampered(body)))).toBe('SIGNATURE_INVALID');

    // The same signature with s replaced by n − s verifies too: low-S is not enforced.
    const stamp = JSON.parse(atob(stampHeaderValue.replace(/-/g, '+').replace(/_/g, '/'))) as {
      signature: string;
    };
    const signature = p256.Signature.fromHex(stamp.signature, 'der');
    const flipped = new p256.Signature(signature.r, p256.CURVE.n - signature.s);
    const highS = signature.hasHighS() ? signature : flipped;
    expect(highS.hasHighS()).toBe(true);
    const highHeaders = header({ ...stamp, signature: highS.toHex('der') });
    expect((await verifyStamp(highHeaders, body)).curveType).toBe('API_KEY_CURVE_P256');
  });

  it('accepts secp256k1 over the EIP-191 digest of the body, DER-encoded, high-S too', async () => {
    const privateKey = secp256k1.utils.randomPrivateKey();
    const publicKey = bytesToHex(secp256k1.getPublicKey(privateKey, true));
    const digest = hashMessage({ raw: body }).slice(2);
    const low = secp256k1.sign(digest, privateKey);
    for (const signature of [low, new secp256k1.Signature(low.r, secp256k1.CURVE.n - low.s)]) {
      const headers = header({
        publicKey,
        scheme: 'SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191',
        signature: signature.toHex('der'),
      });
      expect(await verifyStamp(headers, body)).toMatchObject({
        publicKey,
        curveType: 'API_KEY_CURVE_SECP256K1',
      });
      expect(await rejection(verifyStamp(headers, tampered(body)))).toBe('SIGNATURE_INVALID');
    }
  });

  it('accepts Ed25519 over the body', async () => {
    const privateKey = ed25519.utils.randomPrivateKey();
    const publicKey = bytesToHex(ed25519.getPublicKey(privateKey));
    const headers = header({
      publicKey,
      scheme: 'SIGNATURE_SCHEME_TK_API_ED25519',
      signature: bytesToHex(ed25519.sign(body, privateKey)),
    });
    expect(await verifyStamp(headers, body)).toMatchObject({
      publicKey,
      curveType: 'API_KEY_CURVE_ED25519',
    });
    expect(await rejection(verifyStamp(headers, tampered(body)))).toBe('SIGNATURE_INVALID');
  });

  it('names what is wrong with a missing, malformed or unknown-scheme stamp', async () => {
    expect(await rejection(verifyStamp(new Headers(), body))).toBe('STAMP_MISSING');
    expect(await rejection(verifyStamp(new Headers({ 'X-Stamp': '%%%' }), body))).toBe(
      'STAMP_MALFORMED',
    );
    expect(await rejection(verifyStamp(header({ publicKey: 'ab' }), body))).toBe('STAMP_MALFORMED');
    expect(
      await rejection(
        verifyStamp(
          header({ publicKey: 'ab', scheme: 'SIGNATURE_SCHEME_X', signature: 'cd' }),
          body,
        ),
      ),
    ).toBe('STAMP_SCHEME_UNSUPPORTED');
    expect(
      await rejection(
        verifyStamp(
          header({ publicKey: 'zz', scheme: 'SIGNATURE_SCHEME_TK_API_ED25519', signature: 'cd' }),
          body,
        ),
      ),
    ).toBe('STAMP_MALFORMED');
    const webauthn = new Headers({ 'X-Stamp-WebAuthn': '{}' });
    expect(await rejection(verifyStamp(webauthn, body))).toBe('STAMP_SCHEME_UNSUPPORTED');
  });

  it('answers as the platform does: SIGNATURE_MISSING without a stamp, 401 for an attested one it cannot read', async () => {
    const missing = (await verifyStamp(new Headers(), body).catch(
      (e: unknown) => e,
    )) as SandboxError;
    expect(missing.body()).toMatchObject({
      code: 16,
      message: expect.stringMatching(
        /^cannot authenticate public API activity request without a stamp/,
      ),
      details: [{ turnkeyErrorCode: 'SIGNATURE_MISSING' }],
    });
    const attested = new Headers({
      'X-Stamp-Attested': '{"scheme":"STAMP_ATTESTED_SCHEME_P256_OIDC"}',
    });
    const refused = (await verifyStamp(attested, body).catch((e: unknown) => e)) as SandboxError;
    expect(refused).toBeInstanceOf(SandboxError);
    expect(refused.toResponse().status).toBe(401);
    expect(refused.message).toMatch(/could not extract attested stamp/);
    expect(refused.category).toBe('UNAUTHENTICATED');
  });

  it('verifies an attested stamp over the exact body and keeps its token for the login', async () => {
    const privateKey = p256.utils.randomPrivateKey();
    const publicKey = bytesToHex(p256.getPublicKey(privateKey, true));
    const attestedHeader = (signed: Uint8Array, scheme = 'STAMP_ATTESTED_SCHEME_P256_OIDC') => {
      const signature = bytesToHex(p256.sign(sha256(signed), privateKey).toDERRawBytes());
      const stamp = { publicKeyAttestation: 'token', scheme, publicKey, signature };
      return new Headers({
        'X-Stamp-Attested': Buffer.from(JSON.stringify(stamp)).toString('base64url'),
      });
    };
    const verified = await verifyStamp(attestedHeader(body), body);
    expect(verified).toMatchObject({
      publicKey,
      curveType: 'API_KEY_CURVE_P256',
      attested: { scheme: 'STAMP_ATTESTED_SCHEME_P256_OIDC', attestation: 'token' },
    });

    const other = utf8Encode('{"organizationId":"org"}');
    const mismatch = (await verifyStamp(attestedHeader(other), body).catch(
      (e: unknown) => e,
    )) as SandboxError;
    expect(mismatch.category).toBe('SIGNATURE_INVALID');
    const unknown = (await verifyStamp(attestedHeader(body, 'STAMP_ATTESTED_SCHEME_X'), body).catch(
      (e: unknown) => e,
    )) as SandboxError;
    expect(unknown.message).toMatch(/unknown attested scheme STAMP_ATTESTED_SCHEME_X/);
  });
});
