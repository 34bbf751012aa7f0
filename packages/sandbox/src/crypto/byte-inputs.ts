/**
 * What the crypto layer checks and builds from bytes: hex inputs and private keys refused with
 * errors that name the input, integers at minimal or fixed width, joining and comparing. The
 * encodings themselves (hex, base64url, UTF-8) are `@docs/platform-api/bytes`.
 */
import { hexToBytes } from '@docs/platform-api/bytes';
import { CryptoInputError } from './errors';

const HEX = /^[0-9a-fA-F]*$/;

/**
 * Reads a hexadecimal string (an optional `0x` prefix is accepted) into bytes. `what` names
 * the input in the error, e.g. `payload`.
 */
export function parseHex(value: string, what: string): Uint8Array {
  if (typeof value !== 'string') throw new CryptoInputError(`${what} must be a hex string`);
  const digits = value.startsWith('0x') || value.startsWith('0X') ? value.slice(2) : value;
  if (!HEX.test(digits)) {
    throw new CryptoInputError(
      `${what} is not hexadecimal: it contains a character outside 0-9, a-f`,
    );
  }
  if (digits.length % 2 !== 0) {
    throw new CryptoInputError(`${what} has an odd number of hex digits (${digits.length})`);
  }
  return hexToBytes(digits);
}

/** Big-endian bytes with no leading zero bytes (zero is the empty array), as RLP wants integers. */
export function minimalBytes(value: bigint): Uint8Array {
  if (value === 0n) return new Uint8Array(0);
  let digits = value.toString(16);
  if (digits.length % 2 === 1) digits = `0${digits}`;
  return hexToBytes(digits);
}

/** `value` as exactly `length` big-endian bytes; throws if it does not fit. */
export function fixedBytes(value: bigint, length: number): Uint8Array {
  const digits = value.toString(16).padStart(length * 2, '0');
  if (digits.length > length * 2)
    throw new CryptoInputError(`value does not fit in ${length} bytes`);
  return hexToBytes(digits);
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** Throws unless `privateKey` is the 32 bytes both curves use. */
export function requirePrivateKey(privateKey: Uint8Array): void {
  if (!(privateKey instanceof Uint8Array) || privateKey.length !== 32) {
    throw new CryptoInputError('A private key is 32 bytes');
  }
}

/** Joins any number of byte arrays (no argument spreading, so long lists are fine). */
export function joinBytes(parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}
