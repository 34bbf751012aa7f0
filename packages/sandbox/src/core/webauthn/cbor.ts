/**
 * A minimal CBOR (RFC 8949) decoder for what WebAuthn registrations carry: the attestation
 * object (a map of text keys) and the COSE public key inside its authenticator data (a map of
 * integer keys). It reads unsigned and negative integers, byte and text strings, arrays, maps,
 * tags (their value is returned as is), `false`, `true`, `null` and `undefined`. Indefinite
 * lengths, floats and integers beyond 2^53 are refused: no registration uses them.
 *
 * `decodeCborPrefix` also says where the first item ends, because the COSE key sits inside the
 * authenticator data with extension data possibly after it.
 */

export type CborValue =
  | number
  | Uint8Array
  | string
  | boolean
  | null
  | undefined
  | CborValue[]
  | Map<CborValue, CborValue>;

export class CborError extends Error {
  override readonly name = 'CborError';
}

/** Nesting beyond this is refused, so a hostile input cannot exhaust the stack. */
const MAX_DEPTH = 16;

class Reader {
  offset = 0;
  constructor(readonly bytes: Uint8Array) {}

  byte(): number {
    const value = this.bytes[this.offset];
    if (value === undefined) throw new CborError(`CBOR ends early at byte ${this.offset}`);
    this.offset += 1;
    return value;
  }

  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) {
      throw new CborError(
        `CBOR item of ${length} bytes at byte ${this.offset} runs past the end (${this.bytes.length} bytes)`,
      );
    }
    const out = this.bytes.slice(this.offset, this.offset + length);
    this.offset += length;
    return out;
  }

  /** The argument of an initial byte: the value itself or 1, 2, 4 or 8 bytes after it. */
  argument(info: number): number {
    if (info < 24) return info;
    const size = { 24: 1, 25: 2, 26: 4, 27: 8 }[info];
    if (size === undefined) {
      throw new CborError(
        info === 31
          ? `Indefinite-length CBOR items are not supported (byte ${this.offset - 1})`
          : `Reserved CBOR additional information ${info} at byte ${this.offset - 1}`,
      );
    }
    let value = 0n;
    for (const byte of this.take(size)) value = (value << 8n) | BigInt(byte);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new CborError(`CBOR integer ${value} is larger than this decoder handles`);
    }
    return Number(value);
  }

  item(depth: number): CborValue {
    if (depth > MAX_DEPTH) throw new CborError(`CBOR nests deeper than ${MAX_DEPTH} levels`);
    const initial = this.byte();
    const major = initial >> 5;
    const info = initial & 0x1f;
    if (major === 7) return this.simple(info);
    const argument = this.argument(info);
    switch (major) {
      case 0:
        return argument;
      case 1:
        return -1 - argument;
      case 2:
        return this.take(argument);
      case 3:
        try {
          return new TextDecoder('utf-8', { fatal: true }).decode(this.take(argument));
        } catch (error) {
          if (error instanceof CborError) throw error;
          throw new CborError(`CBOR text string at byte ${this.offset} is not UTF-8`);
        }
      case 4:
        return Array.from({ length: argument }, () => this.item(depth + 1));
      case 5: {
        const map = new Map<CborValue, CborValue>();
        for (let index = 0; index < argument; index += 1) {
          const key = this.item(depth + 1);
          if (map.has(key)) throw new CborError(`CBOR map repeats the key ${String(key)}`);
          map.set(key, this.item(depth + 1));
        }
        return map;
      }
      default:
        // Major type 6, a tag: its number is read above and its content returned.
        return this.item(depth + 1);
    }
  }

  simple(info: number): CborValue {
    switch (info) {
      case 20:
        return false;
      case 21:
        return true;
      case 22:
        return null;
      case 23:
        return undefined;
      default:
        throw new CborError(
          `CBOR simple value or float (additional information ${info}) is not supported`,
        );
    }
  }
}

/** Decodes the first CBOR item of `bytes`; `end` is the offset just after it. */
export function decodeCborPrefix(bytes: Uint8Array): { value: CborValue; end: number } {
  const reader = new Reader(bytes);
  const value = reader.item(0);
  return { value, end: reader.offset };
}

/** Decodes `bytes`, which must hold exactly one CBOR item. */
export function decodeCbor(bytes: Uint8Array): CborValue {
  const { value, end } = decodeCborPrefix(bytes);
  if (end !== bytes.length) {
    throw new CborError(`${bytes.length - end} bytes follow the CBOR item`);
  }
  return value;
}
