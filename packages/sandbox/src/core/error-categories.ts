/**
 * Which `turnkeyErrorCode` an error carries. Handlers name the case they hit in the sandbox's own
 * words (`WALLET_NOT_FOUND`, `STAMP_MALFORMED`, …: the error's `reason`); a response carries only
 * a category the platform publishes (`@docs/platform-api/turnkey-error-codes`), so code tested
 * against the sandbox branches the same way in production.
 *
 * A reason listed in `CATEGORY_OF_REASON` gets its category from there; any other reason gets the
 * platform's nearest category for its status (`CATEGORY_OF_STATUS`). `SANDBOX_ONLY_REASONS`
 * lists the reasons that have no category of their own on the platform, for the sandbox page.
 */
import type { StatusCodeName } from '@docs/platform-api/status-codes';
import type { TurnkeyErrorCodeName } from '@docs/platform-api/turnkey-error-codes';

/**
 * Categories a response may carry: the published table, and `ORGANIZATION_MISMATCH`, which the
 * platform's errors page shows in its own example detail but leaves out of its table.
 */
export type EmittedCategory = TurnkeyErrorCodeName | 'ORGANIZATION_MISMATCH';

/** Categories the errors page shows outside its table. */
export const CATEGORIES_SHOWN_IN_EXAMPLES: readonly EmittedCategory[] = ['ORGANIZATION_MISMATCH'];

/** The category of each status, for reasons with no closer category. */
export const CATEGORY_OF_STATUS: Record<StatusCodeName, EmittedCategory> = {
  OK: 'UNSPECIFIED',
  CANCELLED: 'UNSPECIFIED',
  UNKNOWN: 'UNSPECIFIED',
  INVALID_ARGUMENT: 'REQUEST_INVALID',
  DEADLINE_EXCEEDED: 'UNSPECIFIED',
  NOT_FOUND: 'REQUEST_INVALID',
  ALREADY_EXISTS: 'REQUEST_INVALID',
  PERMISSION_DENIED: 'REQUEST_NOT_AUTHORIZED',
  RESOURCE_EXHAUSTED: 'REQUEST_INVALID',
  FAILED_PRECONDITION: 'REQUEST_INVALID',
  ABORTED: 'UNSPECIFIED',
  OUT_OF_RANGE: 'REQUEST_INVALID',
  UNIMPLEMENTED: 'UNSPECIFIED',
  INTERNAL: 'INTERNAL',
  UNAVAILABLE: 'UNSPECIFIED',
  DATA_LOSS: 'INTERNAL',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
};

/**
 * Reasons whose category is not their status's: the platform's own category where it has one,
 * or the nearest (each such pair is listed, with why, in `SANDBOX_ONLY_REASONS`).
 */
export const CATEGORY_OF_REASON: Readonly<Record<string, EmittedCategory>> = {
  // The platform's own categories, under the sandbox's name for the case.
  STAMP_MISSING: 'SIGNATURE_MISSING',
  SIGNATURE_MISSING: 'SIGNATURE_MISSING',
  SIGNATURE_INVALID: 'SIGNATURE_INVALID',
  CLIENT_SIGNATURE_INVALID: 'SIGNATURE_INVALID',
  PUBLIC_KEY_NOT_FOUND: 'PUBLIC_KEY_NOT_FOUND',
  API_KEY_EXPIRED: 'API_KEY_EXPIRED',
  AUTHENTICATOR_NOT_FOUND: 'CREDENTIAL_NOT_FOUND',
  CREDENTIAL_NOT_FOUND: 'CREDENTIAL_NOT_FOUND',
  REQUEST_NOT_AUTHORIZED: 'REQUEST_NOT_AUTHORIZED',
  ORGANIZATION_MISMATCH: 'ORGANIZATION_MISMATCH',
  ORGANIZATION_NOT_FOUND: 'ORGANIZATION_NOT_FOUND',
  INVALID_ORGANIZATION_ID: 'INVALID_ORGANIZATION_ID',
  OIDC_TOKEN_MALFORMED: 'INVALID_OIDC_TOKEN',
  OIDC_TOKEN_SIGNATURE_INVALID: 'INVALID_OIDC_TOKEN',
  OIDC_TOKEN_EXPIRED: 'INVALID_OIDC_TOKEN',
  OIDC_NONCE_MISMATCH: 'INVALID_OIDC_TOKEN',
  OIDC_ISSUER_UNSUPPORTED: 'INVALID_OIDC_TOKEN',
  OAUTH_PROVIDER_TAKEN: 'OAUTH_PROVIDER_ALREADY_EXISTS',
  TRANSACTION_TYPE_UNSUPPORTED: 'UNSUPPORTED_TRANSACTION_TYPE',
  INVALID_TRANSACTION: 'INVALID_TRANSACTION',
  INVALID_EMAIL: 'INVALID_EMAIL',
  INTERNAL: 'INTERNAL',
  // The platform's nearest category.
  STAMP_MALFORMED: 'UNAUTHENTICATED',
  STAMP_SCHEME_UNSUPPORTED: 'UNAUTHENTICATED',
  WALLET_NOT_EXPORTED: 'WALLET_ACCOUNT_NOT_EXPORTED',
  PRIVATE_KEY_NOT_EXPORTED: 'WALLET_ACCOUNT_NOT_EXPORTED',
  WALLET_ACCOUNT_NOT_EXPORTED: 'WALLET_ACCOUNT_NOT_EXPORTED',
};

/** Sandbox reasons the platform has no category for, with the category sent instead and why. */
export const SANDBOX_ONLY_REASONS: readonly {
  reason: string;
  category: EmittedCategory;
  why: string;
}[] = [
  {
    reason: 'STAMP_MALFORMED',
    category: 'UNAUTHENTICATED',
    why: 'an undecodable stamp header is 401 on the platform ("malformed activity stamp"), which lists no category of its own for it',
  },
  {
    reason: 'STAMP_SCHEME_UNSUPPORTED',
    category: 'UNAUTHENTICATED',
    why: 'a stamp of a scheme the sandbox does not verify is refused as unauthenticated',
  },
  {
    reason: 'INVALID_REQUEST_BODY',
    category: 'REQUEST_INVALID',
    why: 'a body that fails the operation’s schema is the platform’s "bad request body"',
  },
  {
    reason: 'WALLET_NOT_EXPORTED',
    category: 'WALLET_ACCOUNT_NOT_EXPORTED',
    why: 'deleting a wallet that was never exported; the platform publishes the category for wallet accounts',
  },
  {
    reason: 'PRIVATE_KEY_NOT_EXPORTED',
    category: 'WALLET_ACCOUNT_NOT_EXPORTED',
    why: 'deleting a private key that was never exported; nearest published category',
  },
  {
    reason: 'not found, already exists, failed precondition, too large',
    category: 'REQUEST_INVALID',
    why: 'the platform publishes no category for these; the status code and message say which case it is',
  },
];

/** The category a response carries for `reason` under `status`. */
export function categoryOf(status: StatusCodeName, reason: string): EmittedCategory {
  const own = Object.hasOwn(CATEGORY_OF_REASON, reason) ? CATEGORY_OF_REASON[reason] : undefined;
  return own ?? CATEGORY_OF_STATUS[status];
}
