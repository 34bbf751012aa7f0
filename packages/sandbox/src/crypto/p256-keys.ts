/**
 * P-256 private keys (`CURVE_P256` in `create_private_keys` and `import_private_key`), loaded on
 * first use like the rest of the P-256 code. Their public key is the compressed SEC1 point, as
 * for secp256k1 keys; the only addresses they have are the raw point encodings.
 */
import { p256 } from '@noble/curves/p256';
import { bytesToHex } from '@docs/platform-api/bytes';
import type { AddressFormat } from '@docs/platform-api';
import { requirePrivateKey } from './byte-inputs';
import type { KeyPair } from './derive';
import { CryptoInputError } from './errors';

export function p256KeyPairFromPrivateKey(privateKey: Uint8Array): KeyPair {
  requirePrivateKey(privateKey);
  if (!p256.utils.isValidPrivateKey(privateKey)) {
    throw new CryptoInputError('Not a P-256 private key: it must be between 1 and the curve order');
  }
  return { privateKey, publicKey: p256.getPublicKey(privateKey, true) };
}

export function generateP256KeyPair(random: (bytes: number) => Uint8Array): KeyPair {
  // A draw is out of range with probability about 2^-32; draw again if so.
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const candidate = random(32);
    if (p256.utils.isValidPrivateKey(candidate)) return p256KeyPairFromPrivateKey(candidate);
  }
  throw new CryptoInputError('The random source gave no valid P-256 key in 8 draws');
}

/** The address of a P-256 public key: its compressed or uncompressed point, in hex. */
export function p256Address(format: AddressFormat, publicKey: Uint8Array): string {
  if (format !== 'ADDRESS_FORMAT_COMPRESSED' && format !== 'ADDRESS_FORMAT_UNCOMPRESSED') {
    throw new CryptoInputError(
      `${format} is not an address of a CURVE_P256 key; use ADDRESS_FORMAT_COMPRESSED or ADDRESS_FORMAT_UNCOMPRESSED`,
    );
  }
  const point = p256.ProjectivePoint.fromHex(publicKey);
  return bytesToHex(point.toRawBytes(format === 'ADDRESS_FORMAT_COMPRESSED'));
}
