/**
 * The checks the published clients make against the platform's own keys, which a local sandbox
 * cannot pass: it signs with keys of its own (`GET /sandbox/v1/info` publishes them). Each entry
 * names the `@turnkey/crypto` function, the argument that takes the sandbox's key instead, and
 * which of the sandbox's keys that is. The sandbox page's table and `sandboxOverrides()` are
 * built from this list.
 */

/** Which of the sandbox's public keys a check needs (see `/sandbox/v1/info`). */
export type SandboxKeyName = 'enclaveSigner' | 'session' | 'otp';

export interface ClientCheck {
  /** The `@turnkey/crypto` function that makes the check. */
  function: string;
  /** What it checks, and for which operations. */
  checks: string;
  /** The argument that takes the sandbox's key: an option name, or `argument N` (1-based). */
  argument: string;
  key: SandboxKeyName;
}

export const CLIENT_CHECKS: readonly ClientCheck[] = [
  {
    function: 'decryptExportBundle',
    checks:
      'the signature on an export bundle (export_wallet, export_wallet_account, export_private_key)',
    argument: 'dangerouslyOverrideSignerPublicKey',
    key: 'enclaveSigner',
  },
  {
    function: 'encryptWalletToBundle',
    checks:
      'the signature on the import bundle of init_import_wallet before encrypting a mnemonic to it',
    argument: 'dangerouslyOverrideSignerPublicKey',
    key: 'enclaveSigner',
  },
  {
    function: 'encryptPrivateKeyToBundle',
    checks:
      'the signature on the import bundle of init_import_private_key before encrypting a key to it',
    argument: 'dangerouslyOverrideSignerPublicKey',
    key: 'enclaveSigner',
  },
  {
    function: 'encryptOtpCodeToBundle',
    checks:
      'the signature on the OTP encryption target bundle of init_otp before encrypting the code to it',
    argument: 'argument 4',
    key: 'otp',
  },
  {
    function: 'verifyOtpVerificationToken',
    checks: 'the signature on the verification token of verify_otp',
    argument: 'argument 2',
    key: 'otp',
  },
  {
    function: 'verifySessionJwtSignature',
    checks: 'the signature on a session JWT from otp_login, oauth_login or stamp_login',
    argument: 'argument 2',
    key: 'session',
  },
];

/** The one line a test adds to pass the sandbox's key, e.g. `dangerouslyOverrideSignerPublicKey: <key>`. */
export function overrideLine(check: ClientCheck, publicKey: string): string {
  return check.argument.startsWith('argument ')
    ? `pass ${JSON.stringify(publicKey)} as ${check.argument} of ${check.function}`
    : `${check.argument}: ${JSON.stringify(publicKey)}`;
}
