/**
 * What the sandbox signs for the login flows, in the shapes the published clients read:
 *
 * - session JWTs: the claims `@turnkey/core`'s and `@turnkey/sdk-browser`'s `parseSession` read
 *   (`exp` in seconds, `public_key`, `session_type`, `user_id`, `organization_id`), signed with the
 *   double SHA-256 `verifySessionJwtSignature` checks;
 * - verification tokens: a standard ES256 JWT with the claims `verifyOtpVerificationToken`
 *   requires (`id`, `verification_type`, `contact`, `organization_id`, `public_key`, and `exp` as
 *   a millisecond string);
 * - signed bundles (init_otp's encryption target): `{ enclaveQuorumPublic, dataSignature, data }`
 *   with a DER signature over SHA-256 of the hex-encoded `data`, as `encryptOtpCodeToBundle`
 *   verifies it.
 */
import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8Encode } from '@docs/platform-api/bytes';
import { CryptoInputError } from '../../crypto/errors';
import { decodeJwt, signJwt, verifyJwtSignature } from '../../crypto/jwt';
import { SandboxError } from '../errors';
import type { SandboxKey } from './keys';

export const SESSION_TYPE_READ_WRITE = 'SESSION_TYPE_READ_WRITE';

export interface SessionClaims {
  exp: number;
  public_key: string;
  session_type: string;
  user_id: string;
  organization_id: string;
}

export function signSession(claims: SessionClaims, key: SandboxKey): string {
  return signJwt({ ...claims }, key.privateKey, 'double');
}

export interface VerificationClaims {
  id: string;
  verification_type: string;
  contact: string;
  organization_id: string;
  public_key: string;
  /** Milliseconds since the epoch, as a string. */
  exp: string;
}

export function signVerificationToken(claims: VerificationClaims, key: SandboxKey): string {
  return signJwt({ ...claims }, key.privateKey, 'single');
}

const invalidToken = (message: string) =>
  new SandboxError('UNAUTHENTICATED', 'VERIFICATION_TOKEN_INVALID', message);

/** The claims of a verification token this sandbox signed, or UNAUTHENTICATED saying why not. */
export function readVerificationToken(
  token: string,
  key: SandboxKey,
  nowMs: number,
): VerificationClaims {
  let decoded;
  try {
    decoded = decodeJwt(token, 'verificationToken');
  } catch (error) {
    if (error instanceof CryptoInputError) throw invalidToken(error.message);
    throw error;
  }
  if (
    !verifyJwtSignature(decoded, p256.ProjectivePoint.fromHex(key.publicKey).toRawBytes(), 'single')
  ) {
    throw invalidToken("verificationToken: the signature is not the sandbox OTP key's");
  }
  const claims = decoded.claims;
  for (const field of [
    'id',
    'verification_type',
    'contact',
    'organization_id',
    'public_key',
    'exp',
  ]) {
    if (typeof claims[field] !== 'string' || claims[field] === '') {
      throw invalidToken(`verificationToken: the claim ${field} is missing`);
    }
  }
  const verified = claims as unknown as VerificationClaims;
  if (Number(verified.exp) <= nowMs) {
    throw new SandboxError(
      'UNAUTHENTICATED',
      'VERIFICATION_TOKEN_EXPIRED',
      'verificationToken: the verification token has expired',
    );
  }
  return verified;
}

/** `data` signed the way the platform's enclaves sign a bundle. */
export function signedBundle(data: Record<string, unknown>, key: SandboxKey): string {
  const bytes = utf8Encode(JSON.stringify(data));
  const signature = p256.sign(sha256(bytes), key.privateKey, { prehash: false });
  return JSON.stringify({
    enclaveQuorumPublic: key.publicKey,
    dataSignature: signature.toDERHex(),
    data: bytesToHex(bytes),
  });
}
