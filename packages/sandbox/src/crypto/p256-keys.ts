/**
 * P-256 keys (`CURVE_P256` private keys and wallet accounts), loaded on first use like the rest
 * of the P-256 code. Their public key is the compressed SEC1 point, as for secp256k1 keys; the
 * only addresses they have are the raw point encodings. Wallet accounts derive with SLIP-10's
 * nist256p1 rules, since the platform publishes the curve but not its derivation.
 */
import { p256 } from '@noble/curves/p256';
import { hmac } from '@noble/hashes/hmac';
import { sha512 } from '@noble/hashes/sha2';
import { concatBytes } from '@noble/hashes/utils';
import { bytesToHex, utf8Encode } from '@docs/platform-api/bytes';
import type { AddressFormat, HashFunction, PayloadEncoding } from '@docs/platform-api';
import { fixedBytes, requirePrivateKey } from './byte-inputs';
import { parsePath, type KeyPair } from './derive';
import { CryptoInputError } from './errors';
import { secp256k1Digest, type RawSignature } from './sign-raw';

export function p256KeyPairFromPrivateKey(privateKey: Uint8Array): KeyPair {
  requirePrivateKey(privateKey);
  if (!p256.utils.isValidPrivateKey(privateKey)) {
    throw new CryptoInputError('Not a P-256 private key: it must be between 1 and the curve order');
  }
  return { privateKey, publicKey: p256.getPublicKey(privateKey, true) };
}

export function generateP256KeyPair(random: (bytes: number) => Uint8Array): KeyPair {
  // A draw is out of range with probability about 2^-32; draw again if so.
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const candidate = random(32);
    if (p256.utils.isValidPrivateKey(candidate)) return p256KeyPairFromPrivateKey(candidate);
  }
  throw new CryptoInputError('The random source gave no valid P-256 key in 8 draws');
}

/** The address of a P-256 public key: its compressed or uncompressed point, in hex. */
export function p256Address(format: AddressFormat, publicKey: Uint8Array): string {
  if (format !== 'ADDRESS_FORMAT_COMPRESSED' && format !== 'ADDRESS_FORMAT_UNCOMPRESSED') {
    throw new CryptoInputError(
      `${format} is not an address of a CURVE_P256 key; use ADDRESS_FORMAT_COMPRESSED or ADDRESS_FORMAT_UNCOMPRESSED`,
    );
  }
  const point = p256.ProjectivePoint.fromHex(publicKey);
  return bytesToHex(point.toRawBytes(format === 'ADDRESS_FORMAT_COMPRESSED'));
}

const ORDER = p256.CURVE.n;
const HARDENED = 0x80000000;

function toScalar(bytes: Uint8Array): bigint {
  return BigInt(`0x${bytesToHex(bytes)}`);
}

/**
 * The key pair at `path` under a BIP-39 seed (SLIP-10 for nist256p1): the master key is the left
 * half of HMAC-SHA512 keyed with "Nist256p1 seed"; a child adds the left half of HMAC-SHA512 over
 * the parent to the parent key, and an out-of-range half is derived again from `0x01 || IR`.
 */
export function deriveP256Key(seed: Uint8Array, path: string): KeyPair {
  if (!(seed instanceof Uint8Array) || seed.length < 16 || seed.length > 64) {
    throw new CryptoInputError('A seed is 16 to 64 bytes (BIP-32)');
  }
  const indexes = parsePath(path);
  let node = hmac(sha512, utf8Encode('Nist256p1 seed'), seed);
  for (let scalar = toScalar(node.slice(0, 32)); scalar === 0n || scalar >= ORDER;) {
    node = hmac(sha512, utf8Encode('Nist256p1 seed'), node);
    scalar = toScalar(node.slice(0, 32));
  }
  let key = toScalar(node.slice(0, 32));
  let chainCode = node.slice(32);
  for (const index of indexes) {
    const indexBytes = fixedBytes(BigInt(index), 4);
    let data =
      index >= HARDENED
        ? concatBytes(new Uint8Array([0]), fixedBytes(key, 32), indexBytes)
        : concatBytes(p256.getPublicKey(fixedBytes(key, 32), true), indexBytes);
    for (;;) {
      const step = hmac(sha512, chainCode, data);
      const tweak = toScalar(step.slice(0, 32));
      const child = (tweak + key) % ORDER;
      if (tweak < ORDER && child !== 0n) {
        key = child;
        chainCode = step.slice(32);
        break;
      }
      data = concatBytes(new Uint8Array([1]), step.slice(32), indexBytes);
    }
  }
  const privateKey = fixedBytes(key, 32);
  return { privateKey, publicKey: p256.getPublicKey(privateKey, true) };
}

/**
 * `sign_raw_payload` with a P-256 key: the digest is chosen as for secp256k1 (the hash function
 * names it), the signature has a low S and `v` is its recovery id.
 */
export function signP256RawPayload(
  privateKey: Uint8Array,
  payload: string,
  encoding: PayloadEncoding,
  hashFunction: HashFunction,
): RawSignature {
  requirePrivateKey(privateKey);
  if (hashFunction === 'HASH_FUNCTION_NOT_APPLICABLE') {
    throw new CryptoInputError(
      'HASH_FUNCTION_NOT_APPLICABLE is for ed25519 keys; a P-256 key needs HASH_FUNCTION_SHA256, HASH_FUNCTION_KECCAK256 or HASH_FUNCTION_NO_OP',
    );
  }
  const digest = secp256k1Digest(payload, encoding, hashFunction);
  const signature = p256.sign(digest, privateKey, { lowS: true });
  return {
    r: bytesToHex(fixedBytes(signature.r, 32)),
    s: bytesToHex(fixedBytes(signature.s, 32)),
    v: `0${signature.recovery}`,
  };
}
