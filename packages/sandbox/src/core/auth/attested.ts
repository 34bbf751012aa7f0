/**
 * Who an attested stamp (`X-Stamp-Attested`) speaks for. Its key is vouched for by a token: an
 * OTP verification token bound to that key (`public_key`), or an OIDC token whose nonce is the
 * SHA-256 of that key. The user is the one of the addressed organization, or of one of its
 * sub-organizations, whose contact or OIDC identity the token names, as the platform finds the
 * verified sub-organization when a login names only the parent. The published clients send such
 * stamps for `stamp_login` (`loginWithOtp` and `loginWithOauth` of `@turnkey/core`), and the
 * platform takes them on `approve_activity` as the proof of an email OTP, SMS OTP or OAuth MFA
 * step; the sandbox accepts them for those two requests.
 */
import type { AuthenticationMethod } from '@docs/platform-api';
import type {
  ApiKeyRecord,
  OrganizationRecord,
  ReadTransaction,
  UserRecord,
} from '../../storage/types';
import type { Caller, VerifiedStamp } from '../contract';
import { notFound, SandboxError, unauthenticated } from '../errors';
import { sandboxKey, type KeyDeps } from './keys';
import { loginNonce, verifyOidcToken } from './oidc';
import { readVerificationToken } from './tokens';
import { linkedIdentity, userByContact } from './users';

export const ATTESTED_OPERATIONS: ReadonlySet<string> = new Set([
  'stamp_login',
  'approve_activity',
]);

/** The MFA method a verification token of `verificationType` proves, if any. */
export function otpProof(verificationType: string): AuthenticationMethod | undefined {
  if (verificationType === 'OTP_TYPE_EMAIL') return { type: 'AUTHENTICATION_TYPE_EMAIL_OTP' };
  if (verificationType === 'OTP_TYPE_SMS') return { type: 'AUTHENTICATION_TYPE_SMS_OTP' };
  return undefined;
}

/** A user the token names, and the MFA method the token proves for that user. */
interface Found {
  user: UserRecord;
  proof: AuthenticationMethod | undefined;
}

type Finder = (tx: ReadTransaction, organizationId: string) => Promise<Found>;

/** How to find the token's user in one organization, after checking the token. */
async function finderOf(
  deps: KeyDeps,
  attested: NonNullable<VerifiedStamp['attested']>,
  publicKey: string,
  nowMs: number,
): Promise<Finder> {
  if (attested.scheme === 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN') {
    const claims = readVerificationToken(
      attested.attestation,
      await sandboxKey(deps, 'otp'),
      nowMs,
    );
    if (claims.public_key.toLowerCase() !== publicKey) {
      throw unauthenticated(
        'could not verify attested stamp: the verification token is bound to another public key than the one that signed',
        'SIGNATURE_INVALID',
      );
    }
    const proof = otpProof(claims.verification_type);
    return async (tx, organizationId) => ({
      user: await userByContact(tx, organizationId, claims.verification_type, claims.contact),
      proof,
    });
  }
  const claims = verifyOidcToken(
    attested.attestation,
    await sandboxKey(deps, 'oidc'),
    nowMs,
    loginNonce(publicKey),
  );
  return async (tx, organizationId) => {
    const { user, link } = await linkedIdentity(tx, organizationId, claims.iss, claims.sub);
    return { user, proof: { type: 'AUTHENTICATION_TYPE_OAUTH', id: link.providerId } };
  };
}

const absent = (error: unknown) =>
  error instanceof SandboxError && error.reason === 'USER_NOT_FOUND';

/** The caller an attested stamp authenticates, and the organization the request then acts on. */
export async function attestedCaller(
  deps: KeyDeps,
  stamp: VerifiedStamp,
  organization: OrganizationRecord,
  operation: string,
  nowMs: number,
): Promise<{ caller: Caller; organizationId: string }> {
  if (!stamp.attested) throw new Error('attestedCaller needs an attested stamp');
  if (!ATTESTED_OPERATIONS.has(operation)) {
    throw unauthenticated(
      `could not verify attested stamp: the sandbox accepts X-Stamp-Attested for ${[...ATTESTED_OPERATIONS].join(', ')} only; stamp ${operation} with the session key that login returns`,
      'STAMP_SCHEME_UNSUPPORTED',
    );
  }
  const find = await finderOf(deps, stamp.attested, stamp.publicKey, nowMs);
  const users = await deps.storage.read(async (tx) => {
    const children = await tx.list('organization', { parentId: organization.organizationId });
    const found: Found[] = [];
    for (const organizationId of [
      organization.organizationId,
      ...children.map((c) => c.organizationId),
    ]) {
      try {
        found.push(await find(tx, organizationId));
      } catch (error) {
        if (!absent(error)) throw error;
      }
    }
    return found;
  });
  const [match, another] = users;
  if (!match) {
    throw notFound(
      `no user of organization ${organization.organizationId} or its sub-organizations matches the attested stamp's token`,
      'USER_NOT_FOUND',
    );
  }
  if (another) {
    throw unauthenticated(
      'more than one suborg associated with the attested identity: name the sub-organization in organizationId',
    );
  }
  const { user, proof } = match;
  const now = deps.timestamp();
  const attestedKey: ApiKeyRecord = {
    apiKeyId: '',
    organizationId: user.organizationId,
    userId: user.userId,
    apiKeyName: 'attested stamp',
    publicKey: stamp.publicKey,
    curveType: 'API_KEY_CURVE_P256',
    createdAt: now,
    updatedAt: now,
  };
  return {
    caller: {
      organizationId: user.organizationId,
      userId: user.userId,
      apiKeyId: '',
      viaParent: false,
      attestedKey,
      ...(proof ? { attestedProof: proof } : {}),
    },
    organizationId: user.organizationId,
  };
}
