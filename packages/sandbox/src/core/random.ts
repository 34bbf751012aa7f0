/**
 * Randomness and ids. By default bytes come from WebCrypto; with a seed (`--seed`) they come from
 * SHA-256 in counter mode over the seed, so the same seed and the same requests give the same
 * ids, mnemonics and keys.
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8Encode } from '@docs/platform-api/bytes';

export type RandomBytes = (length: number) => Uint8Array;

export const secureRandom: RandomBytes = (length) =>
  globalThis.crypto.getRandomValues(new Uint8Array(length));

/** A deterministic byte stream from `seed`; never use it for anything but a sandbox. */
export function seededRandom(seed: string): RandomBytes {
  const key = utf8Encode(seed);
  let counter = 0;
  let pool: Uint8Array = new Uint8Array(0);
  return (length) => {
    const out = new Uint8Array(length);
    let filled = 0;
    while (filled < length) {
      if (pool.length === 0) {
        const block = new Uint8Array(key.length + 8);
        block.set(key);
        new DataView(block.buffer).setBigUint64(key.length, BigInt(counter));
        counter += 1;
        pool = sha256(block);
      }
      const take = Math.min(pool.length, length - filled);
      out.set(pool.subarray(0, take), filled);
      pool = pool.subarray(take);
      filled += take;
    }
    return out;
  };
}

/** A version-4 UUID from 16 random bytes. */
export function uuidFrom(random: RandomBytes): string {
  const bytes = random(16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytesToHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
