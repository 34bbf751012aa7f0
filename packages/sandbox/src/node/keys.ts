/** A new P-256 API key pair, in the hex forms `@turnkey/api-key-stamper` takes. */
import { p256 } from '@noble/curves/p256';
import { bytesToHex } from '@docs/platform-api/bytes';
import type { RandomBytes } from '../core/random';

export interface ApiKeyPair {
  /** Compressed public key, 66 hex digits. */
  publicKey: string;
  /** Private scalar, 64 hex digits. */
  privateKey: string;
}

export function newP256KeyPair(random: RandomBytes): ApiKeyPair {
  let privateKey = random(32);
  while (!p256.utils.isValidPrivateKey(privateKey)) privateKey = random(32);
  return {
    privateKey: bytesToHex(privateKey),
    publicKey: bytesToHex(p256.getPublicKey(privateKey, true)),
  };
}
