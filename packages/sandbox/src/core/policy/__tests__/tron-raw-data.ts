/**
 * Tron raw_data built by hand for tests, with java-tron's field numbers (tronprotocol/protocol
 * at GreatVoyage-v4.8.1: core/Tron.proto `Transaction.raw` and `Transaction.Contract`).
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8Encode } from '@docs/platform-api/bytes';
import { concatBytes } from '@noble/hashes/utils';
import { base58check } from '@scure/base';

const base58 = base58check(sha256);

/** A base58check Tron address of 0x41 and twenty `fill` bytes. */
export const tronAddress = (fill: number) =>
  base58.encode(Uint8Array.from([0x41, ...new Array<number>(20).fill(fill)]));

function varint(value: bigint): Uint8Array {
  const bytes: number[] = [];
  let rest = BigInt.asUintN(64, value);
  while (rest >= 0x80n) {
    bytes.push(Number(rest & 0x7fn) | 0x80);
    rest >>= 7n;
  }
  bytes.push(Number(rest));
  return Uint8Array.from(bytes);
}

/** One protobuf field: a number (varint) or bytes (length-delimited). */
export function field(number: number, value: bigint | number | Uint8Array | string): Uint8Array {
  if (typeof value === 'bigint' || typeof value === 'number') {
    return concatBytes(varint(BigInt(number << 3)), varint(BigInt(value)));
  }
  const bytes = typeof value === 'string' ? utf8Encode(value) : value;
  return concatBytes(varint(BigInt((number << 3) | 2)), varint(BigInt(bytes.length)), bytes);
}

export const message = (...fields: Uint8Array[]) => concatBytes(...fields);
/** The 21 bytes of a base58check Tron address. */
export const address = (text: string) => base58.decode(text);

/** A raw_data `contract` field: the type's number, its parameter as a `google.protobuf.Any`. */
export function contract(type: number, name: string, parameter: Uint8Array, permissionId = 0) {
  const any = message(field(1, `type.googleapis.com/protocol.${name}`), field(2, parameter));
  return field(
    11,
    message(field(1, type), field(2, any), ...(permissionId ? [field(5, permissionId)] : [])),
  );
}

/** Hex raw_data with fixed block reference, times and fee_limit around `contracts`. */
export function rawData(...contracts: Uint8Array[]) {
  return bytesToHex(
    message(
      field(1, Uint8Array.of(0x0a, 0x2b)), // ref_block_bytes
      field(4, Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8)), // ref_block_hash
      field(8, 1_700_000_060_000), // expiration
      ...contracts,
      field(14, 1_700_000_000_000), // timestamp
      field(18, 30_000_000), // fee_limit
    ),
  );
}
