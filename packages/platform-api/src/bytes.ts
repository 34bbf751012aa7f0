/**
 * The byte encodings of the repository: hex, base64url, UTF-8 and big-endian integers, for the
 * stamp code here, the sandbox and the site (`@docs/platform-api/bytes`). Dependency-free and
 * built on what Node 20 and browsers both provide (TextEncoder, btoa, atob).
 */

export function utf8Encode(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

export function utf8Decode(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

const HEX = /^(?:[0-9a-fA-F]{2})*$/;

/** Parses an even-length hex string; throws on anything else. */
export function hexToBytes(hex: string): Uint8Array {
  if (!HEX.test(hex)) throw new Error(`Expected an even-length hex string, received "${hex}"`);
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

/** Base64url without padding (RFC 4648 §5). */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Standard base64 with padding (RFC 4648 §4). */
export function bytesToBase64(bytes: Uint8Array): string {
  return base64UrlToBase64(base64UrlEncode(bytes));
}

function base64UrlToBase64(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return base64 + '='.repeat((4 - (base64.length % 4)) % 4);
}

/** Decodes standard base64 (padding optional); throws on characters outside the alphabet. */
export function base64ToBytes(text: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new Error('Expected base64 text');
  return base64UrlDecode(text.replace(/\+/g, '-').replace(/\//g, '_'));
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Decodes base64url with or without padding; throws on characters outside the alphabet. */
export function base64UrlDecode(text: string): Uint8Array {
  const unpadded = text.replace(/=+$/, '');
  if (!BASE64URL.test(unpadded) || unpadded.length % 4 === 1) {
    throw new Error('Expected base64url text');
  }
  const base64 = unpadded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  // A plain loop: Uint8Array.from with a mapping function was the slowest step of reading a stamp.
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Big-endian unsigned integer from bytes. */
export function bytesToBigInt(bytes: Uint8Array): bigint {
  return bytes.length === 0 ? 0n : BigInt(`0x${bytesToHex(bytes)}`);
}

/** Big-endian bytes of `value`, left-padded with zeros to `length`. */
export function bigIntToBytes(value: bigint, length: number): Uint8Array {
  const hex = value.toString(16).padStart(length * 2, '0');
  if (hex.length > length * 2) throw new Error(`Value does not fit in ${length} bytes`);
  return hexToBytes(hex);
}
