import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@docs/platform-api/bytes';
import { describe, expect, it } from 'vitest';
import { CryptoInputError } from '../errors';
import { deriveP256Key, signP256RawPayload } from '../p256-keys';

// SLIP-10, test vector 1 for nist256p1 (seed 000102…0f): private and compressed public keys.
const SEED = hexToBytes('000102030405060708090a0b0c0d0e0f');
const VECTOR_1 = [
  {
    path: 'm',
    privateKey: '612091aaa12e22dd2abef664f8a01a82cae99ad7441b7ef8110424915c268bc2',
    publicKey: '0266874dc6ade47b3ecd096745ca09bcd29638dd52c2c12117b11ed3e458cfa9e8',
  },
  {
    path: "m/0'",
    privateKey: '6939694369114c67917a182c59ddb8cafc3004e63ca5d3b84403ba8613debc0c',
    publicKey: '0384610f5ecffe8fda089363a41f56a5c7ffc1d81b59a612d0d649b2d22355590c',
  },
  {
    path: "m/0'/1",
    privateKey: '284e9d38d07d21e4e281b645089a94f4cf5a5a81369acf151a1c3a57f18b2129',
    publicKey: '03526c63f8d0b4bbbf9c80df553fe66742df4676b241dabefdef67733e070f6844',
  },
];

describe('deriveP256Key', () => {
  it.each(VECTOR_1)('derives $path as SLIP-10 specifies', ({ path, privateKey, publicKey }) => {
    const key = deriveP256Key(SEED, path);
    expect(bytesToHex(key.privateKey)).toBe(privateKey);
    expect(bytesToHex(key.publicKey)).toBe(publicKey);
  });

  it('refuses a bad path or seed with a message', () => {
    expect(() => deriveP256Key(SEED, "44'/0'")).toThrow(CryptoInputError);
    expect(() => deriveP256Key(new Uint8Array(4), 'm')).toThrow(/16 to 64 bytes/);
  });
});

describe('signP256RawPayload', () => {
  const { privateKey, publicKey } = deriveP256Key(SEED, "m/0'/1");

  it('signs the SHA-256 digest with a low S and a recovery id that recovers the key', () => {
    const signature = signP256RawPayload(
      privateKey,
      'hello',
      'PAYLOAD_ENCODING_TEXT_UTF8',
      'HASH_FUNCTION_SHA256',
    );
    const digest = sha256(new TextEncoder().encode('hello'));
    const compact = hexToBytes(signature.r + signature.s);
    expect(p256.verify(compact, digest, publicKey)).toBe(true);
    const parsed = p256.Signature.fromCompact(compact);
    expect(parsed.hasHighS()).toBe(false);
    const recovered = parsed.addRecoveryBit(Number(signature.v)).recoverPublicKey(digest);
    expect(bytesToHex(recovered.toRawBytes(true))).toBe(bytesToHex(publicKey));
  });

  it('refuses the ed25519-only hash function and a digest of the wrong length', () => {
    expect(() =>
      signP256RawPayload(
        privateKey,
        'ab',
        'PAYLOAD_ENCODING_HEXADECIMAL',
        'HASH_FUNCTION_NOT_APPLICABLE',
      ),
    ).toThrow(/P-256 key needs/);
    expect(() =>
      signP256RawPayload(privateKey, 'abcd', 'PAYLOAD_ENCODING_HEXADECIMAL', 'HASH_FUNCTION_NO_OP'),
    ).toThrow(/32-byte digest/);
  });
});
