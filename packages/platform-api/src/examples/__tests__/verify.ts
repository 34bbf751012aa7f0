/** Signature checks the example tests share: uncompressed P-256 keys in hex, via node:crypto. */
import { createPublicKey, verify } from 'node:crypto';

/** An uncompressed P-256 point (`04‖x‖y`, hex) as a Node public key; throws on anything else. */
export function p256Key(hex: string) {
  const point = Buffer.from(hex, 'hex');
  if (point.length !== 65 || point[0] !== 4)
    throw new Error(`not an uncompressed P-256 key: ${hex}`);
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
}

/**
 * Whether `signatureHex` is an ECDSA P-256 / SHA-256 signature over `data` by `keyHex`: DER
 * encoded, or `r‖s` (64 bytes) when `encoding` is `raw`.
 */
export function verifiesP256(
  keyHex: string,
  data: Uint8Array,
  signatureHex: string,
  encoding: 'der' | 'raw' = 'der',
): boolean {
  return verify(
    'sha256',
    data,
    { key: p256Key(keyHex), dsaEncoding: encoding === 'raw' ? 'ieee-p1363' : 'der' },
    Buffer.from(signatureHex, 'hex'),
  );
}
