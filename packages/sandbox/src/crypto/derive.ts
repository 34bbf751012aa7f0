import type { Curve as PlatformCurve } from '@docs/platform-api';
import { ed25519 } from '@noble/curves/ed25519';
import { hmac } from '@noble/hashes/hmac';
import { sha512 } from '@noble/hashes/sha2';
import { utf8Encode } from '@docs/platform-api/bytes';
import { concatBytes } from '@noble/hashes/utils';
import { HDKey } from '@scure/bip32';
import { fixedBytes } from './byte-inputs';
import { CryptoInputError } from './errors';

/** The curves a wallet account can be derived on (the platform's P-256 is not one here). */
export type Curve = Extract<PlatformCurve, 'CURVE_SECP256K1' | 'CURVE_ED25519'>;

export interface KeyPair {
  privateKey: Uint8Array;
  /** secp256k1: 33-byte compressed SEC1 point; ed25519: the 32-byte RFC 8032 key. */
  publicKey: Uint8Array;
}

const HARDENED = 0x80000000;
const SEGMENT = /^(\d+)(['hH]?)$/;
const MAX_DEPTH = 255;

/** The child indexes of a BIP-32 path such as `m/44'/60'/0'/0/0` (hardened ones have bit 31 set). */
export function parsePath(path: string): number[] {
  if (typeof path !== 'string' || !(path === 'm' || path.startsWith('m/'))) {
    throw new CryptoInputError(
      `Derivation path ${JSON.stringify(path)} must start with "m/", e.g. m/44'/60'/0'/0/0`,
    );
  }
  if (path === 'm') return [];
  const segments = path.slice(2).split('/');
  // BIP-32 serializes a key's depth in one byte.
  if (segments.length > MAX_DEPTH) {
    throw new CryptoInputError(
      `Derivation path has ${segments.length} levels; BIP-32 allows at most ${MAX_DEPTH}`,
    );
  }
  return segments.map((segment) => {
    const match = SEGMENT.exec(segment);
    const index = match ? Number(match[1]) : NaN;
    if (!match || !Number.isSafeInteger(index) || index >= HARDENED) {
      throw new CryptoInputError(
        `Derivation path ${JSON.stringify(path)} has an invalid segment ${JSON.stringify(segment)}: each is a number below 2^31, optionally followed by ' for hardened`,
      );
    }
    return match[2] ? index + HARDENED : index;
  });
}

function checkSeed(seed: Uint8Array): void {
  if (!(seed instanceof Uint8Array) || seed.length < 16 || seed.length > 64) {
    throw new CryptoInputError('A seed is 16 to 64 bytes (BIP-32)');
  }
}

/** SLIP-10 for ed25519: every step hardened, the key is the left half of an HMAC-SHA512. */
function deriveEd25519(seed: Uint8Array, path: string, indexes: number[]): KeyPair {
  const soft = indexes.findIndex((index) => index < HARDENED);
  if (soft !== -1) {
    throw new CryptoInputError(
      `ed25519 keys derive only through hardened steps (SLIP-10), but segment ${soft + 1} of ${path} is not hardened; write it with a trailing '`,
    );
  }
  let node = hmac(sha512, utf8Encode('ed25519 seed'), seed);
  for (const index of indexes) {
    const data = concatBytes(new Uint8Array([0]), node.slice(0, 32), fixedBytes(BigInt(index), 4));
    node = hmac(sha512, node.slice(32), data);
  }
  const privateKey = node.slice(0, 32);
  return { privateKey, publicKey: ed25519.getPublicKey(privateKey) };
}

/** The key pair at `path` under a BIP-39 seed: BIP-32 for secp256k1, SLIP-10 for ed25519. */
export function deriveKey(seed: Uint8Array, curve: Curve, path: string): KeyPair {
  checkSeed(seed);
  const indexes = parsePath(path);
  if (curve === 'CURVE_ED25519') return deriveEd25519(seed, path, indexes);
  if (curve !== 'CURVE_SECP256K1') {
    throw new CryptoInputError(
      `Wallet accounts derive on CURVE_SECP256K1 or CURVE_ED25519; received ${String(curve)}`,
    );
  }
  const node = indexes.reduce((key, index) => key.deriveChild(index), HDKey.fromMasterSeed(seed));
  if (!node.privateKey || !node.publicKey) throw new Error('BIP-32 derivation produced no key');
  return { privateKey: node.privateKey, publicKey: node.publicKey };
}
