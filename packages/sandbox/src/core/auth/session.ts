/**
 * What every login and auth flow ends with (`issueLogin`): an API key registered for the user
 * with a lifetime, and either a session JWT naming the client's own key (otp_login, oauth_login,
 * stamp_login) or a fresh key pair whose private half travels HPKE-encrypted to the client's
 * target key (email_auth, otp_auth, oauth, create_read_write_session, email recovery). The
 * sandbox clock expires both: the key stops stamping once `createdAt + expirationSeconds` passes.
 */
import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@docs/platform-api/bytes';
import { concatBytes } from '@noble/hashes/utils';
import { createBase58check } from '@scure/base';
import { transferCrypto } from '../../crypto';
import type {
  ApiKeyRecord,
  IssuedCredentialType,
  UserRecord,
  WriteTransaction,
} from '../../storage/types';
import { invalid } from '../errors';
import type { HandlerContext } from '../contract';
import { loginProfile } from '../records/session-profiles';
import { insertApiKeys } from '../records/users';
import { sandboxKey } from './keys';
import { SESSION_TYPE_READ_WRITE, signSession } from './tokens';

const base58check = createBase58check(sha256);

/** The operations whose keys are login sessions (invalidateExisting ends all of them). */
const LOGIN_OPERATIONS = new Set(['otp_login', 'oauth_login', 'stamp_login']);

/** A compressed P-256 public key in hex, or INVALID_ARGUMENT naming `field`. */
export function requireP256PublicKey(value: string, field: string): Uint8Array {
  if (!/^(0[23][0-9a-fA-F]{64}|04[0-9a-fA-F]{128})$/.test(value)) {
    throw invalid(
      `${field}: expected a P-256 public key in hex (66 digits compressed, or 130 uncompressed)`,
    );
  }
  try {
    return p256.ProjectivePoint.fromHex(value).toRawBytes(true);
  } catch {
    throw invalid(`${field}: ${value.slice(0, 12)}… is not a point on the P-256 curve`);
  }
}

/** A whole number of seconds above zero, or INVALID_ARGUMENT naming the field. */
export function requireLifetime(value: string, field: string, maxSeconds?: number): number {
  const seconds = Number(value);
  if (!Number.isSafeInteger(seconds) || seconds <= 0) {
    throw invalid(`${field}: expected a whole number of seconds above zero, received ${value}`);
  }
  if (maxSeconds !== undefined && seconds > maxSeconds) {
    throw invalid(`${field}: ${value} seconds is more than the maximum of ${maxSeconds}`);
  }
  return seconds;
}

export interface IssuedKey {
  apiKey: ApiKeyRecord;
  /** Registers the key; removes the user's earlier keys from the same flow when asked. */
  write(tx: WriteTransaction): Promise<void>;
}

export interface IssueOptions {
  publicKey: Uint8Array;
  expirationSeconds: number;
  operation: string;
  apiKeyName?: string;
  credentialType?: IssuedCredentialType;
  invalidateExisting?: boolean;
  sessionProfileId?: string;
}

type IssuedTo = Pick<UserRecord, 'userId' | 'organizationId'>;

/** `invalidateExisting` and `apiKeyName` of an intent, as `issueKey` takes them. */
export function requested(parameters: {
  invalidateExisting?: boolean;
  apiKeyName?: string;
}): Pick<IssueOptions, 'invalidateExisting' | 'apiKeyName'> {
  return {
    invalidateExisting: parameters.invalidateExisting ?? false,
    ...(parameters.apiKeyName !== undefined ? { apiKeyName: parameters.apiKeyName } : {}),
  };
}

export function issueKey(
  context: Pick<HandlerContext, 'newId' | 'timestamp'>,
  user: IssuedTo,
  options: IssueOptions,
): IssuedKey {
  const now = context.timestamp();
  const apiKey: ApiKeyRecord = {
    apiKeyId: context.newId(),
    organizationId: user.organizationId,
    userId: user.userId,
    apiKeyName: options.apiKeyName ?? `${options.operation}-${now.seconds}`,
    publicKey: bytesToHex(options.publicKey),
    curveType: 'API_KEY_CURVE_P256',
    expirationSeconds: String(options.expirationSeconds),
    ...(options.credentialType ? { credentialType: options.credentialType } : {}),
    ...(options.sessionProfileId ? { sessionProfileId: options.sessionProfileId } : {}),
    issuedBy: options.operation,
    createdAt: now,
    updatedAt: now,
  };
  const sameFlow = (issuedBy: string | undefined) =>
    issuedBy !== undefined &&
    (issuedBy === options.operation ||
      (LOGIN_OPERATIONS.has(issuedBy) && LOGIN_OPERATIONS.has(options.operation)));
  return {
    apiKey,
    async write(tx) {
      if (options.invalidateExisting) {
        for (const earlier of await tx.list('apiKey', { parentId: user.userId })) {
          if (sameFlow(earlier.issuedBy)) await tx.remove('apiKey', earlier.apiKeyId);
        }
      }
      await insertApiKeys(tx, [apiKey]);
    },
  };
}

/** A session JWT for `issued`, signed by the sandbox session key. */
export async function sessionFor(context: HandlerContext, issued: IssuedKey): Promise<string> {
  const key = await sandboxKey(context, 'session');
  const { apiKey } = issued;
  return signSession(
    {
      exp: Number(apiKey.createdAt.seconds) + Number(apiKey.expirationSeconds),
      public_key: apiKey.publicKey,
      session_type: SESSION_TYPE_READ_WRITE,
      user_id: apiKey.userId,
      organization_id: apiKey.organizationId,
    },
    key,
  );
}

/**
 * A new P-256 private key, and its credential bundle: base58check of the compressed encapsulated
 * key and the ciphertext, as `@turnkey/crypto`'s `decryptCredentialBundle` reads it.
 */
export async function newCredential(
  context: Pick<HandlerContext, 'random'>,
  targetPublicKey: string,
): Promise<{ publicKey: Uint8Array; credentialBundle: string }> {
  const target = requireP256PublicKey(targetPublicKey, 'targetPublicKey');
  let privateKey = context.random(32);
  while (!p256.utils.isValidPrivateKey(privateKey)) privateKey = context.random(32);
  const recipient = p256.ProjectivePoint.fromHex(target).toRawBytes(false);
  const { compressedP256, hpkeSeal } = await transferCrypto();
  const sealed = hpkeSeal(privateKey, recipient, context.random);
  return {
    publicKey: p256.getPublicKey(privateKey, true),
    credentialBundle: base58check.encode(
      concatBytes(compressedP256(sealed.encappedPublic), sealed.ciphertext),
    ),
  };
}

/** What a login or auth flow's intent says of the key it issues. */
export interface LoginOptions {
  operation: string;
  expirationSeconds: number;
  invalidateExisting?: boolean;
  apiKeyName?: string;
}

/** How the issued key reaches the client. */
export type LoginDelivery =
  /**
   * The client's own key, registered as a CREDENTIAL_TYPE_LOGIN key for the named session
   * profile's lifetime when it has one (`loginProfile`); the client gets a session JWT
   * (otp_login, oauth_login, stamp_login).
   */
  | { session: { publicKey: Uint8Array; sessionProfileId?: string } }
  /**
   * A new key whose private half travels sealed to `targetPublicKey` in a credential bundle
   * (email_auth, otp_auth, oauth, create_read_write_session, init_user_email_recovery).
   */
  | { bundle: { targetPublicKey: string; credentialType: IssuedCredentialType } };

export interface IssuedLogin extends IssuedKey {
  /** The session JWT, or the credential bundle. */
  credential: string;
}

/** What every login and auth flow ends with: a key issued to `user`, delivered as asked. */
export async function issueLogin(
  context: HandlerContext,
  user: IssuedTo,
  options: LoginOptions & LoginDelivery,
): Promise<IssuedLogin> {
  const { operation, expirationSeconds, invalidateExisting, apiKeyName } = options;
  const requested = {
    operation,
    ...(invalidateExisting !== undefined ? { invalidateExisting } : {}),
    ...(apiKeyName !== undefined ? { apiKeyName } : {}),
  };
  if ('session' in options) {
    const { publicKey, sessionProfileId } = options.session;
    const profile = await loginProfile(
      context,
      context.organizationId,
      expirationSeconds,
      sessionProfileId,
    );
    const issued = issueKey(context, user, {
      ...requested,
      publicKey,
      ...profile,
      credentialType: 'CREDENTIAL_TYPE_LOGIN',
    });
    return { ...issued, credential: await sessionFor(context, issued) };
  }
  const { targetPublicKey, credentialType } = options.bundle;
  const { publicKey, credentialBundle } = await newCredential(context, targetPublicKey);
  const issued = issueKey(context, user, {
    ...requested,
    publicKey,
    expirationSeconds,
    credentialType,
  });
  return { ...issued, credential: credentialBundle };
}
