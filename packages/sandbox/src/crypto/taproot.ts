/**
 * The private key behind a key-path-only taproot output (BIP-86, the P2TR address the sandbox
 * derives): the internal key with even y, plus the BIP-341 tweak of its x coordinate with no
 * script tree. BIP-340 signatures by the result verify against the output key the address holds.
 */
import { schnorr, secp256k1 } from '@noble/curves/secp256k1';

const { taggedHash, bytesToNumberBE, numberToBytesBE, mod } = schnorr.utils;
const N = secp256k1.CURVE.n;

export function taprootOutputPrivateKey(internalPrivateKey: Uint8Array): Uint8Array {
  const d = bytesToNumberBE(internalPrivateKey);
  const point = secp256k1.ProjectivePoint.BASE.multiply(d);
  const even = point.toAffine().y % 2n === 0n ? d : N - d;
  const tweak = bytesToNumberBE(taggedHash('TapTweak', schnorr.utils.pointToBytes(point)));
  if (tweak >= N) throw new Error('taproot tweak is not below the curve order');
  const tweaked = mod(even + tweak, N);
  if (tweaked === 0n) throw new Error('taproot tweak gives the zero key');
  return numberToBytesBE(tweaked, 32);
}
