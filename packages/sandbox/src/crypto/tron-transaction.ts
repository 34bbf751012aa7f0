/**
 * TRANSACTION_TYPE_TRON: the caller sends a transaction's `raw_data` bytes (hex). The signature is
 * secp256k1 over sha256(raw_data), 65 bytes r || s || v with v = 27 + recovery id, and the answer
 * is the serialized `Transaction` message: field 1 `raw_data`, field 2 `signature`.
 */
import { sha256 } from '@noble/hashes/sha2';
import { concatBytes } from '@noble/hashes/utils';
import { bytesToHex } from '@docs/platform-api/bytes';
import { fixedBytes, parseHex, requirePrivateKey } from './byte-inputs';
import { CryptoInputError } from './errors';
import { signSecp256k1Digest } from './sign-raw';

/** A protobuf length prefix (unsigned varint). */
function varint(value: number): Uint8Array {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return Uint8Array.from(bytes);
}

/** A length-delimited protobuf field (wire type 2). */
const lengthDelimited = (field: number, value: Uint8Array) =>
  concatBytes(Uint8Array.of((field << 3) | 2), varint(value.length), value);

export function signTronTransaction(privateKey: Uint8Array, rawDataHex: string): string {
  requirePrivateKey(privateKey);
  const rawData = parseHex(rawDataHex, 'unsignedTransaction');
  if (rawData.length === 0) {
    throw new CryptoInputError(
      'unsignedTransaction is empty: send the raw_data_hex of the transaction',
    );
  }
  const { r, s, recovery } = signSecp256k1Digest(privateKey, sha256(rawData));
  const signature = concatBytes(fixedBytes(r, 32), fixedBytes(s, 32), Uint8Array.of(27 + recovery));
  return bytesToHex(concatBytes(lengthDelimited(1, rawData), lengthDelimited(2, signature)));
}
