import { ed25519 } from '@noble/curves/ed25519';
import { secp256k1 } from '@noble/curves/secp256k1';
import { randomBytes } from '@noble/hashes/utils';
import { requirePrivateKey } from './byte-inputs';
import type { Curve, KeyPair } from './derive';
import { CryptoInputError } from './errors';

/**
 * The key pair of a raw private key (for imported keys and `create_private_keys`): secp256k1
 * keys must lie in [1, n-1]; every 32 bytes is an ed25519 key.
 */
export function keyPairFromPrivateKey(curve: Curve, privateKey: Uint8Array): KeyPair {
  requirePrivateKey(privateKey);
  if (curve === 'CURVE_ED25519') return { privateKey, publicKey: ed25519.getPublicKey(privateKey) };
  if (curve !== 'CURVE_SECP256K1') {
    throw new CryptoInputError(
      `Keys are CURVE_SECP256K1 or CURVE_ED25519; received ${String(curve)}`,
    );
  }
  if (!secp256k1.utils.isValidPrivateKey(privateKey)) {
    throw new CryptoInputError(
      'Not a secp256k1 private key: it must be between 1 and the curve order',
    );
  }
  return { privateKey, publicKey: secp256k1.getPublicKey(privateKey, true) };
}

/** A new key pair from `random` (the CSPRNG by default; the sandbox's `--seed` passes its own). */
export function generateKeyPair(
  curve: Curve,
  random: (bytes: number) => Uint8Array = randomBytes,
): KeyPair {
  // A secp256k1 draw is out of range with probability about 2^-128; draw again if so.
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const candidate = random(32);
    if (curve !== 'CURVE_SECP256K1' || secp256k1.utils.isValidPrivateKey(candidate)) {
      return keyPairFromPrivateKey(curve, candidate);
    }
  }
  throw new CryptoInputError('The random source gave no valid secp256k1 key in 8 draws');
}
