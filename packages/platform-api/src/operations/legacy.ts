/**
 * Operations and activity versions the platform calls legacy: still accepted, not for new
 * integrations. The reference marks them, `<Legacy op="…" />` renders the note on a page, and
 * `check:content` fails when a page names one of these operations without that note.
 */
import type { ActivityType } from '../schemas/activity-types';

export interface LegacyOperation {
  /** The operations to use instead, in the order a reader calls them. */
  use: readonly string[];
  /** Why it is legacy and what to do, for readers: one or two sentences. */
  note: string;
  /** Where the platform says so (repository@commit:path). */
  source: string;
}

const DOCS = 'tkhq/docs@c8289df27996be9941f7ed87eb93649bf3eb2bac';

export const LEGACY_OPERATIONS: Readonly<Record<string, LegacyOperation>> = {
  email_auth: {
    use: ['init_otp', 'verify_otp', 'otp_login'],
    note: 'It mails the user an encrypted API key (a credential bundle) that only the older iframe-based clients can open, and the current SDKs do not offer it. Sign users in by email with the OTP flow instead.',
    source: `${DOCS}:features/authentication/email.mdx`,
  },
  init_user_email_recovery: {
    use: ['init_otp', 'verify_otp', 'otp_login', 'create_authenticators'],
    note: 'The platform keeps the email recovery flow for existing integrations and is deprecating it. Let the user sign in by email with the OTP flow, then add a new passkey to their account.',
    source: `${DOCS}:features/authentication/email.mdx`,
  },
  recover_user: {
    use: ['init_otp', 'verify_otp', 'otp_login', 'create_authenticators'],
    note: 'It ends the legacy email recovery flow. Let the user sign in by email with the OTP flow, then add a new passkey to their account.',
    source: `${DOCS}:features/authentication/email.mdx`,
  },
  create_read_write_session: {
    use: ['stamp_login', 'otp_login', 'oauth_login'],
    note: 'It returns an encrypted credential bundle instead of a session, and the current SDKs do not use it: they make the session key in the client and register it with a login activity.',
    source: `${DOCS}:features/authentication/sessions/overview.mdx`,
  },
};

export interface LegacyActivityType {
  /** The version to send instead. */
  use: ActivityType;
  /** What changed, for readers. */
  note: string;
  source: string;
}

const OTP_MIGRATION = `${DOCS}:features/authentication/otp-migration-guide.mdx`;
const EMAIL = `${DOCS}:features/authentication/email.mdx`;

export const LEGACY_ACTIVITY_TYPES: Readonly<Partial<Record<ActivityType, LegacyActivityType>>> = {
  ACTIVITY_TYPE_INIT_OTP: {
    use: 'ACTIVITY_TYPE_INIT_OTP_V3',
    note: 'Part of the plaintext OTP flow; version 3 returns the bundle the code is encrypted to.',
    source: OTP_MIGRATION,
  },
  ACTIVITY_TYPE_INIT_OTP_V2: {
    use: 'ACTIVITY_TYPE_INIT_OTP_V3',
    note: 'Part of the plaintext OTP flow; version 3 returns the bundle the code is encrypted to.',
    source: OTP_MIGRATION,
  },
  ACTIVITY_TYPE_VERIFY_OTP: {
    use: 'ACTIVITY_TYPE_VERIFY_OTP_V2',
    note: 'Sends the code in plaintext; version 2 takes it encrypted (`encryptedOtpBundle`).',
    source: OTP_MIGRATION,
  },
  ACTIVITY_TYPE_OTP_LOGIN: {
    use: 'ACTIVITY_TYPE_OTP_LOGIN_V2',
    note: 'Version 2 requires a `clientSignature` by the key bound during verification.',
    source: OTP_MIGRATION,
  },
  ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7: {
    use: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8',
    note: 'Transitional: accepts both plaintext-flow and enclave-issued verification tokens; version 8 accepts only the latter.',
    source: OTP_MIGRATION,
  },
  ACTIVITY_TYPE_EMAIL_AUTH: {
    use: 'ACTIVITY_TYPE_EMAIL_AUTH_V3',
    note: 'Version 3 requires `emailCustomization.appName`.',
    source: EMAIL,
  },
  ACTIVITY_TYPE_EMAIL_AUTH_V2: {
    use: 'ACTIVITY_TYPE_EMAIL_AUTH_V3',
    note: 'Version 3 requires `emailCustomization.appName`.',
    source: EMAIL,
  },
  ACTIVITY_TYPE_INIT_OTP_AUTH: {
    use: 'ACTIVITY_TYPE_INIT_OTP_AUTH_V3',
    note: 'Version 3 takes `appName` at the top level, where it is required.',
    source: EMAIL,
  },
  ACTIVITY_TYPE_INIT_OTP_AUTH_V2: {
    use: 'ACTIVITY_TYPE_INIT_OTP_AUTH_V3',
    note: 'Version 3 takes `appName` at the top level, where it is required.',
    source: EMAIL,
  },
  ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY: {
    use: 'ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY_V2',
    note: 'Version 2 requires `emailCustomization.appName`.',
    source: EMAIL,
  },
};
