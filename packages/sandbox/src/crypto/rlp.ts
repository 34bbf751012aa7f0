import { concatBytes } from '@noble/hashes/utils';
import { joinBytes, minimalBytes } from './byte-inputs';
import { CryptoInputError } from './errors';

/** An RLP item: a byte string or a list of items. */
export type RlpItem = Uint8Array | RlpItem[];

function lengthPrefix(length: number, shortBase: number): Uint8Array {
  if (length < 56) return new Uint8Array([shortBase + length]);
  const digits = minimalBytes(BigInt(length));
  return concatBytes(new Uint8Array([shortBase + 55 + digits.length]), digits);
}

/** The canonical RLP encoding of an item (Ethereum Yellow Paper, appendix B). */
export function rlpEncode(item: RlpItem): Uint8Array {
  if (item instanceof Uint8Array) {
    if (item.length === 1 && (item[0] ?? 0) < 0x80) return item;
    return concatBytes(lengthPrefix(item.length, 0x80), item);
  }
  const body = joinBytes(item.map(rlpEncode));
  return concatBytes(lengthPrefix(body.length, 0xc0), body);
}

function fail(detail: string): never {
  throw new CryptoInputError(`The transaction is not valid RLP: ${detail}`);
}

function readLength(bytes: Uint8Array, at: number, size: number): number {
  if (at + size > bytes.length) fail('a length runs past the end');
  if (bytes[at] === 0) fail('a length has a leading zero byte');
  let length = 0;
  for (let index = 0; index < size; index += 1) length = length * 256 + (bytes[at + index] ?? 0);
  if (length < 56) fail('a long length is used for a short item');
  return length;
}

/** Lists nest at most this deep; Ethereum transactions need four levels. */
const MAX_DEPTH = 16;

/** Decodes one item starting at `at`; returns it and where the next item starts. */
function decodeAt(bytes: Uint8Array, at: number, depth: number): [RlpItem, number] {
  const first = bytes[at];
  if (first === undefined) fail('it ends early');
  if (first < 0x80) return [bytes.slice(at, at + 1), at + 1];
  const isList = first >= 0xc0;
  const base = isList ? 0xc0 : 0x80;
  let start = at + 1;
  let length = first - base;
  if (length > 55) {
    const size = length - 55;
    length = readLength(bytes, start, size);
    start += size;
  }
  const end = start + length;
  if (end > bytes.length) fail('an item runs past the end');
  if (!isList) {
    if (length === 1 && (bytes[start] ?? 0) < 0x80) fail('a single small byte is wrapped');
    return [bytes.slice(start, end), end];
  }
  if (depth >= MAX_DEPTH) fail(`lists nest deeper than ${MAX_DEPTH} levels`);
  const items: RlpItem[] = [];
  for (let next = start; next < end;) {
    const [item, after] = decodeAt(bytes, next, depth + 1);
    if (after > end) fail('a list item runs past its list');
    items.push(item);
    next = after;
  }
  return [items, end];
}

/** Decodes bytes holding exactly one canonical RLP item. */
export function rlpDecode(bytes: Uint8Array): RlpItem {
  const [item, end] = decodeAt(bytes, 0, 0);
  if (end !== bytes.length) fail(`${bytes.length - end} bytes follow the item`);
  return item;
}
