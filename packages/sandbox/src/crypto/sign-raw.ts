import type { HashFunction, PayloadEncoding } from '@docs/platform-api';
import { ed25519 } from '@noble/curves/ed25519';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8Encode } from '@docs/platform-api/bytes';
import { fixedBytes, parseHex, requirePrivateKey } from './byte-inputs';
import type { Curve } from './derive';
import { hashTypedData } from './eip712';
import { hashAuthorization } from './eip7702';
import { CryptoInputError } from './errors';
import { taprootOutputPrivateKey } from './taproot';

export interface SignRawPayloadInput {
  curve: Curve;
  privateKey: Uint8Array;
  payload: string;
  encoding: PayloadEncoding;
  hashFunction: HashFunction;
  /**
   * The secp256k1 signature scheme: ECDSA unless the signing address asks for BIP-340 Schnorr,
   * plain (a Spark identity address) or by the key tweaked as BIP-341 says (a P2TR address).
   */
  scheme?: 'ECDSA' | 'BIP340' | 'BIP341';
}

/**
 * A signature as the platform returns it: lowercase hex without `0x`, `r` and `s` 32 bytes
 * each; `v` is the secp256k1 recovery id (`00` or `01`, which the published viem and ethers
 * adapters turn into 27/28), and `00` for ed25519 and BIP-340 Schnorr.
 */
export interface RawSignature {
  r: string;
  s: string;
  v: string;
}

/** Encodings whose payload is a structure the platform hashes itself (so they fix the hash). */
const STRUCTURED: Partial<Record<PayloadEncoding, (payload: string) => Uint8Array>> = {
  PAYLOAD_ENCODING_EIP712: hashTypedData,
  PAYLOAD_ENCODING_EIP7702_AUTHORIZATION: hashAuthorization,
};

function payloadBytes(payload: string, encoding: PayloadEncoding): Uint8Array {
  if (typeof payload !== 'string') throw new CryptoInputError('The payload must be a string');
  if (encoding === 'PAYLOAD_ENCODING_HEXADECIMAL') return parseHex(payload, 'payload');
  if (encoding === 'PAYLOAD_ENCODING_TEXT_UTF8') return utf8Encode(payload);
  throw new CryptoInputError(`Unknown payload encoding ${String(encoding)}`);
}

/** The 32 bytes a secp256k1 key signs for this payload, encoding and hash function. */
export function secp256k1Digest(
  payload: string,
  encoding: PayloadEncoding,
  hashFunction: HashFunction,
): Uint8Array {
  const structured = Object.hasOwn(STRUCTURED, encoding) ? STRUCTURED[encoding] : undefined;
  if (structured) {
    // The encoding defines the digest; SHA-256 would contradict it.
    if (hashFunction === 'HASH_FUNCTION_SHA256') {
      throw new CryptoInputError(
        `${encoding} payloads are hashed as their standard defines; use HASH_FUNCTION_NO_OP, not HASH_FUNCTION_SHA256`,
      );
    }
    return structured(payload);
  }
  const bytes = payloadBytes(payload, encoding);
  switch (hashFunction) {
    case 'HASH_FUNCTION_KECCAK256':
      return keccak_256(bytes);
    case 'HASH_FUNCTION_SHA256':
      return sha256(bytes);
    case 'HASH_FUNCTION_NO_OP':
      if (bytes.length !== 32) {
        throw new CryptoInputError(
          `With HASH_FUNCTION_NO_OP the payload must already be a 32-byte digest; it decodes to ${bytes.length} bytes`,
        );
      }
      return bytes;
    case 'HASH_FUNCTION_NOT_APPLICABLE':
      throw new CryptoInputError(
        'HASH_FUNCTION_NOT_APPLICABLE is for ed25519 keys; a secp256k1 key needs HASH_FUNCTION_KECCAK256, HASH_FUNCTION_SHA256 or HASH_FUNCTION_NO_OP',
      );
    default:
      throw new CryptoInputError(`Unknown hash function ${String(hashFunction)}`);
  }
}

/** Signs a 32-byte digest with RFC 6979 nonces and a low S, as the platform's signer does. */
export function signSecp256k1Digest(privateKey: Uint8Array, digest: Uint8Array) {
  const signature = secp256k1.sign(digest, privateKey, { lowS: true });
  return { r: signature.r, s: signature.s, recovery: signature.recovery };
}

/** `sign_raw_payload`: the signature of `payload` by `privateKey`, shaped as the platform returns it. */
export function signRawPayload(input: SignRawPayloadInput): RawSignature {
  const { curve, privateKey, payload, encoding, hashFunction } = input;
  requirePrivateKey(privateKey);
  if (curve === 'CURVE_SECP256K1' && (input.scheme === 'BIP340' || input.scheme === 'BIP341')) {
    // BIP-340 over the 32-byte digest, with fresh auxiliary randomness; no recovery id.
    const key = input.scheme === 'BIP341' ? taprootOutputPrivateKey(privateKey) : privateKey;
    const signature = schnorr.sign(secp256k1Digest(payload, encoding, hashFunction), key);
    return { r: bytesToHex(signature.slice(0, 32)), s: bytesToHex(signature.slice(32)), v: '00' };
  }
  if (curve === 'CURVE_SECP256K1') {
    const { r, s, recovery } = signSecp256k1Digest(
      privateKey,
      secp256k1Digest(payload, encoding, hashFunction),
    );
    return {
      r: bytesToHex(fixedBytes(r, 32)),
      s: bytesToHex(fixedBytes(s, 32)),
      v: `0${recovery}`,
    };
  }
  if (curve === 'CURVE_ED25519') {
    if (hashFunction !== 'HASH_FUNCTION_NOT_APPLICABLE') {
      throw new CryptoInputError(
        `ed25519 hashes the message itself (RFC 8032): send HASH_FUNCTION_NOT_APPLICABLE, not ${String(hashFunction)}`,
      );
    }
    if (Object.hasOwn(STRUCTURED, encoding)) {
      throw new CryptoInputError(
        `${encoding} payloads are signed with secp256k1 keys, not ed25519`,
      );
    }
    const signature = ed25519.sign(payloadBytes(payload, encoding), privateKey);
    return { r: bytesToHex(signature.slice(0, 32)), s: bytesToHex(signature.slice(32)), v: '00' };
  }
  throw new CryptoInputError(
    `Raw payloads are signed with CURVE_SECP256K1 or CURVE_ED25519 keys; received ${String(curve)}`,
  );
}
