import { blake2b } from '@noble/hashes/blake2b';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { sha3_256 } from '@noble/hashes/sha3';
import { concatBytes } from '@noble/hashes/utils';
import { base32, base58check, base58xrp, bech32, bech32m } from '@scure/base';
import { bytesToHex } from '@docs/platform-api/bytes';
import { ethereumAddressBytes } from './ethereum-address';

/** Address encoders of the chains outside Bitcoin and Ethereum. Keys arrive already checked. */

export const hash160 = (bytes: Uint8Array): Uint8Array => ripemd160(sha256(bytes));
const base58Check = base58check(sha256);
const prefixed = (prefix: number, bytes: Uint8Array) =>
  concatBytes(new Uint8Array([prefix]), bytes);

/** Cosmos SDK chains: bech32 of hash160(compressed key) under the chain's prefix. */
export const cosmosStyle =
  (prefix: string) =>
  (key: Uint8Array): string =>
    bech32.encode(prefix, bech32.toWords(hash160(key)));

/** Tron: base58check of 0x41 and the 20 bytes an Ethereum address is made of. */
export const tronAddress = (key: Uint8Array): string =>
  base58Check.encode(prefixed(0x41, ethereumAddressBytes(key)));

/** Dogecoin P2PKH: base58check of the version byte (0x1e mainnet, 0x71 testnet) and hash160. */
export const dogecoinAddress =
  (version: number) =>
  (key: Uint8Array): string =>
    base58Check.encode(prefixed(version, hash160(key)));

/** XRP Ledger classic address: account id 0x00 || hash160, checksummed, Ripple's alphabet. */
export function xrpAddress(key: Uint8Array): string {
  const payload = prefixed(0x00, hash160(key));
  return base58xrp.encode(concatBytes(payload, sha256(sha256(payload)).slice(0, 4)));
}

/** Sui: BLAKE2b-256 of the ed25519 scheme flag (0x00) and the key, as 0x hex. */
export const suiAddress = (key: Uint8Array): string =>
  `0x${bytesToHex(blake2b(prefixed(0x00, key), { dkLen: 32 }))}`;

/** Aptos: SHA3-256 of the key and the single-key ed25519 scheme byte (0x00), as 0x hex. */
export const aptosAddress = (key: Uint8Array): string =>
  `0x${bytesToHex(sha3_256(concatBytes(key, new Uint8Array([0x00]))))}`;

/** CRC-16/XMODEM (polynomial 0x1021, initial 0), which Stellar's StrKey appends little-endian. */
export function crc16xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** Stellar account id (StrKey "G…"): base32 of version 6 << 3, the key and its CRC. */
export function stellarAddress(key: Uint8Array): string {
  const payload = prefixed(6 << 3, key);
  const crc = crc16xmodem(payload);
  return base32.encode(concatBytes(payload, new Uint8Array([crc & 0xff, crc >> 8])));
}

/**
 * Spark identity address: bech32m under `spark` / `sparkrt` of the Spark SDK's address
 * message holding only field 1, the 33-byte compressed identity key (tag 0x0a, length 0x21).
 */
export const sparkAddress =
  (prefix: string) =>
  (key: Uint8Array): string =>
    bech32m.encode(prefix, bech32m.toWords(concatBytes(new Uint8Array([0x0a, key.length]), key)));
