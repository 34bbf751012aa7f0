/**
 * Compact JWTs signed with P-256 (ES256: a 64-byte r‖s signature, base64url). Two digests:
 *
 * - `single`: SHA-256 of `header.payload`, standard ES256 (OIDC tokens, OTP verification tokens);
 * - `double`: SHA-256 of that SHA-256, which is how the platform signs session JWTs and what
 *   `@turnkey/crypto`'s `verifySessionJwtSignature` checks.
 *
 * Signatures are low-S; verification accepts high-S as well, as WebCrypto and other JWT
 * libraries do.
 */
import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import { base64UrlDecode, base64UrlEncode, utf8Decode, utf8Encode } from '@docs/platform-api/bytes';
import { CryptoInputError } from './errors';

export type JwtDigest = 'single' | 'double';

/** A JWT part's bytes: unpadded base64url in its one canonical spelling, or `what` is refused. */
function decodePart(text: string, what: string): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = base64UrlDecode(text);
  } catch {
    throw new CryptoInputError(`${what} is not base64url`);
  }
  // Padding, or spare bits that are not zero, would decode too: a JWT part has neither.
  if (base64UrlEncode(bytes) !== text) throw new CryptoInputError(`${what} is not base64url`);
  return bytes;
}

const encodeJson = (value: unknown) => base64UrlEncode(utf8Encode(JSON.stringify(value)));

function digestOf(signingInput: string, digest: JwtDigest): Uint8Array {
  const once = sha256(utf8Encode(signingInput));
  return digest === 'double' ? sha256(once) : once;
}

/** A signed JWT with `claims`, header `{ alg: 'ES256', typ: 'JWT', ...header }`. */
export function signJwt(
  claims: Record<string, unknown>,
  privateKey: Uint8Array,
  digest: JwtDigest,
  header: Record<string, string> = {},
): string {
  const signingInput = `${encodeJson({ alg: 'ES256', typ: 'JWT', ...header })}.${encodeJson(claims)}`;
  const signature = p256.sign(digestOf(signingInput, digest), privateKey, { prehash: false });
  return `${signingInput}.${base64UrlEncode(signature.toCompactRawBytes())}`;
}

export interface DecodedJwt {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
  signingInput: string;
  signature: Uint8Array;
}

function decodeJsonPart(part: string, what: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8Decode(decodePart(part, what)));
  } catch (error) {
    if (error instanceof CryptoInputError) throw error;
    throw new CryptoInputError(`${what} is not JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new CryptoInputError(`${what} is not a JSON object`);
  }
  return parsed as Record<string, unknown>;
}

/** Splits and decodes a compact JWT without checking its signature. */
export function decodeJwt(token: string, what = 'The token'): DecodedJwt {
  const parts = typeof token === 'string' ? token.split('.') : [];
  const [header, payload, signature] = parts;
  if (parts.length !== 3 || !header || !payload || !signature) {
    throw new CryptoInputError(`${what} is not a JWT: expected three dot-separated parts`);
  }
  return {
    header: decodeJsonPart(header, `${what}'s header`),
    claims: decodeJsonPart(payload, `${what}'s payload`),
    signingInput: `${header}.${payload}`,
    signature: decodePart(signature, `${what}'s signature`),
  };
}

/** Whether `jwt` carries an ES256 signature by `publicKey` under `digest`. */
export function verifyJwtSignature(
  jwt: DecodedJwt,
  publicKey: Uint8Array,
  digest: JwtDigest,
): boolean {
  if (jwt.header.alg !== 'ES256' || jwt.signature.length !== 64) return false;
  try {
    return p256.verify(jwt.signature, digestOf(jwt.signingInput, digest), publicKey, {
      prehash: false,
      lowS: false,
    });
  } catch {
    return false;
  }
}
