import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8Encode } from '@docs/platform-api/bytes';
import { CryptoInputError } from './errors';

function secp256k1Point(publicKey: Uint8Array) {
  try {
    return secp256k1.ProjectivePoint.fromHex(publicKey);
  } catch {
    throw new CryptoInputError(
      `Not a secp256k1 public key: expected a 33- or 65-byte SEC1 point on the curve (${publicKey.length} bytes received)`,
    );
  }
}

/** The 65-byte uncompressed SEC1 form of a secp256k1 public key given in either form. */
export const uncompressedSecp256k1 = (publicKey: Uint8Array): Uint8Array =>
  secp256k1Point(publicKey).toRawBytes(false);

/** The 33-byte compressed SEC1 form of a secp256k1 public key given in either form. */
export const compressedSecp256k1 = (publicKey: Uint8Array): Uint8Array =>
  secp256k1Point(publicKey).toRawBytes(true);

/** EIP-55 mixed-case checksum of a 40-digit lowercase hex address. */
export function checksumEthereumAddress(lowercaseHex: string): string {
  const hash = bytesToHex(keccak_256(utf8Encode(lowercaseHex)));
  const digits = [...lowercaseHex].map((digit, index) =>
    parseInt(hash[index] ?? '0', 16) >= 8 ? digit.toUpperCase() : digit,
  );
  return `0x${digits.join('')}`;
}

/** The 20 bytes an Ethereum (and Tron) address is made of: the tail of keccak256(X || Y). */
export function ethereumAddressBytes(publicKey: Uint8Array): Uint8Array {
  return keccak_256(uncompressedSecp256k1(publicKey).slice(1)).slice(12);
}

export const ethereumAddress = (publicKey: Uint8Array): string =>
  checksumEthereumAddress(bytesToHex(ethereumAddressBytes(publicKey)));
