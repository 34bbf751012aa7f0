/**
 * The current sign-in flows, which end with a session JWT instead of an encrypted API key:
 * OTP in three steps (init_otp → verify_otp → otp_login), OAuth (oauth_login) and a passkey
 * stamp (stamp_login). In each, the client generates a P-256 key pair and sends the public half;
 * the session the platform signs names that key, and the client stamps later requests with the
 * private half.
 */
import * as z from 'zod';
import {
  ENCRYPTED_OTP_BUNDLE,
  OTP_ENCRYPTION_TARGET_BUNDLE,
  OTP_ID,
  SESSION_JWT,
  TARGET_PUBLIC_KEY,
  VERIFICATION_TOKEN,
} from '../examples/ids';
import { DEFAULT_AUTH_EXPIRATION_SECONDS, initOtpFields } from './auth';
import { bool, expirationSeconds, id, text } from './fields';
import { ClientSignatureSchema } from './sub-organizations';

/** Default lifetime, in seconds, of a verification token from verify_otp (1 hour). */
export const DEFAULT_VERIFICATION_TOKEN_SECONDS = '3600';

const loginPublicKey = text(
  'P-256 public key (hex, compressed) generated on the client. The session is bound to it: the client signs its later requests with the matching private key.',
  TARGET_PUBLIC_KEY,
);

const sessionExpiration = expirationSeconds(
  'How long the session lasts, in seconds, as a string.',
  DEFAULT_AUTH_EXPIRATION_SECONDS,
);

const invalidateExistingSessions = bool(
  "Revoke this user's earlier login sessions when this one starts.",
).optional();

const sessionProfileId = text(
  'The session profile that sets what this session may do. Without it the session is an ordinary read-write one.',
).optional();

const session = text(
  'The session: a JWT signed by the platform naming the user, the organization, the bound public key, the session type and the expiry. Keep it with the private key; together they authenticate later requests.',
  SESSION_JWT,
);

export const InitOtpIntentV3Schema = z
  .object({
    ...initOtpFields,
    otpType: text(
      'Channel that carries the code: `OTP_TYPE_EMAIL`, `OTP_TYPE_SMS` or `OTP_TYPE_WHATSAPP`.',
      'OTP_TYPE_EMAIL',
    ),
  })
  .meta({ id: 'InitOtpIntentV3', description: 'Parameters of init_otp.' });
export type InitOtpIntentV3 = z.infer<typeof InitOtpIntentV3Schema>;

export const InitOtpResultV2Schema = z
  .object({
    otpId: id('Identifies this OTP attempt; pass it to verify_otp.', OTP_ID),
    otpEncryptionTargetBundle: text(
      'A bundle signed by the platform holding the public key to encrypt the code to. Check its signature, then encrypt the code and your login public key to it for verify_otp.',
      OTP_ENCRYPTION_TARGET_BUNDLE,
    ),
  })
  .meta({ id: 'InitOtpResultV2', description: 'Result of init_otp.' });
export type InitOtpResultV2 = z.infer<typeof InitOtpResultV2Schema>;

export const VerifyOtpIntentV2Schema = z
  .object({
    otpId: id('The id init_otp returned.', OTP_ID),
    encryptedOtpBundle: text(
      "The code the user typed and the client's login public key, encrypted to the key in init_otp's `otpEncryptionTargetBundle`. Only the platform's enclave can read it.",
      ENCRYPTED_OTP_BUNDLE,
    ),
    expirationSeconds: expirationSeconds(
      'How long the verification token stays usable, in seconds, as a string; 86400 (one day) at most.',
      DEFAULT_VERIFICATION_TOKEN_SECONDS,
    ),
  })
  .meta({ id: 'VerifyOtpIntentV2', description: 'Parameters of verify_otp.' });
export type VerifyOtpIntentV2 = z.infer<typeof VerifyOtpIntentV2Schema>;

export const VerifyOtpResultSchema = z
  .object({
    verificationToken: text(
      'A JWT signed by the platform that proves the contact was verified: it holds its own id, the contact, the channel and an expiry. Pass it to otp_login, which consumes it.',
      VERIFICATION_TOKEN,
    ),
  })
  .meta({ id: 'VerifyOtpResult', description: 'Result of verify_otp.' });
export type VerifyOtpResult = z.infer<typeof VerifyOtpResultSchema>;

export const OtpLoginIntentV2Schema = z
  .object({
    verificationToken: text('The token verify_otp returned.', VERIFICATION_TOKEN),
    publicKey: loginPublicKey,
    clientSignature: ClientSignatureSchema,
    expirationSeconds: sessionExpiration,
    invalidateExisting: invalidateExistingSessions,
    sessionProfileId,
  })
  .meta({ id: 'OtpLoginIntentV2', description: 'Parameters of otp_login.' });
export type OtpLoginIntentV2 = z.infer<typeof OtpLoginIntentV2Schema>;

export const OauthLoginIntentSchema = z
  .object({
    oidcToken: text(
      'The OIDC ID token (a JWT) the identity provider issued, for an identity linked to a user of the organization.',
    ),
    publicKey: loginPublicKey,
    expirationSeconds: sessionExpiration,
    invalidateExisting: invalidateExistingSessions,
    sessionProfileId,
  })
  .meta({ id: 'OauthLoginIntent', description: 'Parameters of oauth_login.' });
export type OauthLoginIntent = z.infer<typeof OauthLoginIntentSchema>;

export const StampLoginIntentSchema = z
  .object({
    publicKey: loginPublicKey,
    expirationSeconds: sessionExpiration,
    invalidateExisting: invalidateExistingSessions,
    sessionProfileId,
  })
  .meta({ id: 'StampLoginIntent', description: 'Parameters of stamp_login.' });
export type StampLoginIntent = z.infer<typeof StampLoginIntentSchema>;

/** The three logins answer the same shape under their own result name. */
function sessionResult<Id extends string>(id: Id, operation: string) {
  return z.object({ session }).meta({ id, description: `Result of ${operation}.` });
}

export const OtpLoginResultSchema = sessionResult('OtpLoginResult', 'otp_login');
export type OtpLoginResult = z.infer<typeof OtpLoginResultSchema>;

export const OauthLoginResultSchema = sessionResult('OauthLoginResult', 'oauth_login');
export type OauthLoginResult = z.infer<typeof OauthLoginResultSchema>;

export const StampLoginResultSchema = sessionResult('StampLoginResult', 'stamp_login');
export type StampLoginResult = z.infer<typeof StampLoginResultSchema>;
