/**
 * Whether an API key's public key is a point of the curve it is registered on. A compressed
 * secp256k1 key and a compressed P-256 key have the same shape (33 bytes, 02 or 03 first), so
 * only decoding the point on the named curve tells a key registered under the wrong curve.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { p256 } from '@noble/curves/p256';
import { secp256k1 } from '@noble/curves/secp256k1';

export type ApiKeyCurve =
  'API_KEY_CURVE_P256' | 'API_KEY_CURVE_SECP256K1' | 'API_KEY_CURVE_ED25519';

export function isPointOf(curve: ApiKeyCurve, publicKeyHex: string): boolean {
  try {
    if (curve === 'API_KEY_CURVE_ED25519') ed25519.ExtendedPoint.fromHex(publicKeyHex);
    else if (curve === 'API_KEY_CURVE_SECP256K1') secp256k1.ProjectivePoint.fromHex(publicKeyHex);
    else p256.ProjectivePoint.fromHex(publicKeyHex);
    return true;
  } catch {
    return false;
  }
}
