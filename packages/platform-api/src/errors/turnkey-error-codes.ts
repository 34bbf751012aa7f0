/**
 * The `turnkeyErrorCode` values the platform lists for error details. An error body's `details`
 * may hold an entry `{ "@type": TURNKEY_ERROR_DETAIL_TYPE, "turnkeyErrorCode": "…" }`; the code
 * names a category of error, and the message says which case of it happened.
 *
 * Source: the platform's errors page, tkhq/docs@c8289df2:api-reference/overview/errors.mdx
 * (its table of available codes, and its example detail). The descriptions are ours. The list is
 * not complete: the page's own example carries `ORGANIZATION_MISMATCH`, which its table omits,
 * and it says not every error carries a code yet.
 */

/** The `@type` of the detail entry that carries a `turnkeyErrorCode`. */
export const TURNKEY_ERROR_DETAIL_TYPE = 'type.googleapis.com/errors.v1.TurnkeyErrorDetail';

export interface TurnkeyErrorCode {
  code: string;
  /** What it tells a client, in the reference's words. */
  meaning: string;
}

export const TURNKEY_ERROR_CODES = [
  { code: 'UNSPECIFIED', meaning: 'The error carries no category.' },
  { code: 'INTERNAL', meaning: 'Something failed on the platform’s side.' },
  { code: 'ORGANIZATION_NOT_FOUND', meaning: 'No organization has the ID you sent.' },
  { code: 'API_OPERATIONS_DISABLED', meaning: 'The platform has paused API access for everyone.' },
  {
    code: 'SIGNING_QUOTA_EXCEEDED',
    meaning: 'The organization has used up its signing quota, so activities do not run.',
  },
  {
    code: 'REQUEST_NOT_AUTHORIZED',
    meaning:
      'The caller may not do this: outside its permissions, or outside what its session allows.',
  },
  {
    code: 'PUBLIC_KEY_NOT_FOUND',
    meaning: 'The stamp’s public key is not registered in the organization or its parent.',
  },
  {
    code: 'RATE_LIMIT_EXCEEDED',
    meaning: 'The organization sent too many requests and is being held back.',
  },
  { code: 'SIGNATURE_MISSING', meaning: 'The request has no stamp header.' },
  {
    code: 'SIGNATURE_INVALID',
    meaning: 'The stamp’s signature (API key or passkey) does not verify over the body.',
  },
  {
    code: 'CREDENTIAL_NOT_FOUND',
    meaning: 'The credential or passkey is not known to the organization or its parent.',
  },
  {
    code: 'CREDENTIAL_CONFLICT',
    meaning: 'More than one sub-organization holds this credential, so the sign-in is ambiguous.',
  },
  { code: 'API_KEY_EXPIRED', meaning: 'The API key’s lifetime is over; use a new one.' },
  {
    code: 'REQUEST_INVALID',
    meaning: 'A parameter is missing or has a value the platform rejects.',
  },
  { code: 'FORBIDDEN', meaning: 'The user may not read or act on this organization.' },
  { code: 'UNAUTHENTICATED', meaning: 'The request carries no valid credential.' },
  {
    code: 'UNSUPPORTED_TRANSACTION_TYPE',
    meaning: 'The transaction is of a chain type the platform does not parse.',
  },
  {
    code: 'INVALID_TRANSACTION',
    meaning:
      'The transaction is malformed, for example a Solana transaction with too many addresses.',
  },
  {
    code: 'INVALID_OIDC_TOKEN',
    meaning: 'The OIDC token is not a valid JWT or lacks the `aud`, `sub` or `iss` claim.',
  },
  { code: 'INVALID_ORGANIZATION_ID', meaning: 'The organization ID is not a well-formed UUID.' },
  { code: 'OAUTH2_CREDENTIAL_NOT_FOUND', meaning: 'No OAuth 2.0 credential has the ID you sent.' },
  {
    code: 'OAUTH2_PROVIDER_NOT_FOUND',
    meaning: 'The OAuth 2.0 provider you named does not exist.',
  },
  { code: 'INVALID_OAUTH2_PROVIDER', meaning: 'The OAuth 2.0 provider’s settings are wrong.' },
  {
    code: 'OAUTH2_PROVIDER_NOT_CONFIGURED',
    meaning: 'The organization has not set up this OAuth 2.0 provider.',
  },
  {
    code: 'INVALID_ACTIVITY_CALLER',
    meaning: 'A sub-organization may not submit this activity.',
  },
  {
    code: 'WALLET_ACCOUNT_NOT_EXPORTED',
    meaning: 'The wallet account was never exported, so it cannot be deleted without the override.',
  },
  {
    code: 'INVALID_TIME',
    meaning: 'The time range is invalid or would produce too many intervals.',
  },
  { code: 'RPC_CALL_ERROR', meaning: 'The call to a chain’s RPC provider failed.' },
  {
    code: 'INVALID_EMAIL',
    meaning: 'The email address is malformed; check its format, domain and top-level domain.',
  },
  { code: 'INVALID_FQDN', meaning: 'The email address’s domain could not be reached or verified.' },
  {
    code: 'OAUTH_PROVIDER_ALREADY_EXISTS',
    meaning: 'An OAuth provider with the same audience, subject and issuer is already linked.',
  },
  { code: 'EMAIL_SENDING_DISABLED', meaning: 'The platform is not sending email at the moment.' },
] as const satisfies readonly TurnkeyErrorCode[];

export type TurnkeyErrorCodeName = (typeof TURNKEY_ERROR_CODES)[number]['code'];
