/**
 * User authentication flows that end with a short-lived credential for a user: email auth, OTP
 * (init, then verify), OAuth (OIDC token) and email recovery (init, then recover with a new
 * passkey). Each encrypts what it issues to a target public key held by the client.
 */
import * as z from 'zod';
import {
  AUTHENTICATOR_ID,
  END_USER_EMAIL,
  END_USER_ID,
  OTP_ID,
  SESSION_API_KEY_ID,
  TARGET_PUBLIC_KEY,
} from '../examples/ids';
import { AuthenticatorParamsV2Schema } from './credentials';
import { bool, email, expirationSeconds, id, ids, OTP_CODE_PATTERN, text } from './fields';

/** Default lifetime, in seconds, of credentials from email auth, OTP, OAuth and email recovery. */
export const DEFAULT_AUTH_EXPIRATION_SECONDS = '900';

export const targetPublicKeyField = text(
  'P-256 public key (hex) generated on the client; the credential bundle is encrypted to it, so only that client can use the new key.',
  TARGET_PUBLIC_KEY,
);

export const authExpirationField = expirationSeconds(
  'Lifetime of the issued credential in seconds, as a string.',
  DEFAULT_AUTH_EXPIRATION_SECONDS,
);

const apiKeyName = text(
  'Name for the issued API key. Defaults to a label that carries the time of issue.',
  'web-login',
);

const credentialBundle = text(
  'The new API key, encrypted to targetPublicKey. Decrypt it on the client that holds the matching private key.',
);

export const EmailCustomizationParamsSchema = z
  .object({
    appName: text('Your application name, shown in the email.', 'Acme Wallet').optional(),
    logoUrl: text(
      'URL of a PNG logo; it is resized to fit 340 × 124 px.',
      'https://acme.example/logo.png',
    ).optional(),
    magicLinkTemplate: text(
      'Link template for the email; it must hold the placeholder the platform replaces with the credential bundle.',
    ).optional(),
    templateVariables: text('JSON object of values for a custom template.').optional(),
    templateId: text('Identifier of a custom email template.').optional(),
  })
  .meta({ id: 'EmailCustomizationParams', description: 'Branding of the email sent to the user.' });
export type EmailCustomizationParams = z.infer<typeof EmailCustomizationParamsSchema>;

export const SmsCustomizationParamsSchema = z
  .object({
    template: text(
      'Text of the SMS; it must reference the placeholder the platform replaces with the OTP code.',
    ).optional(),
  })
  .meta({ id: 'SmsCustomizationParams', description: 'Wording of the SMS sent to the user.' });
export type SmsCustomizationParams = z.infer<typeof SmsCustomizationParamsSchema>;

export const EmailAuthIntentV2Schema = z
  .object({
    email: email(
      'Address of the user to log in; it must belong to a user of the organization.',
      END_USER_EMAIL,
    ),
    targetPublicKey: targetPublicKeyField,
    apiKeyName: apiKeyName.optional(),
    expirationSeconds: authExpirationField,
    emailCustomization: EmailCustomizationParamsSchema.optional(),
    invalidateExisting: bool('Revoke earlier email-auth keys of this user.').optional(),
    sendFromEmailAddress: email(
      'Sender address to use instead of the default.',
      'login@acme.example',
    ).optional(),
  })
  .meta({ id: 'EmailAuthIntentV2', description: 'Parameters of email_auth.' });
export type EmailAuthIntentV2 = z.infer<typeof EmailAuthIntentV2Schema>;

export const EmailAuthResultSchema = z
  .object({
    userId: id('The user the email belongs to.', END_USER_ID),
    apiKeyId: id('The issued API key; its bundle travels in the email.', SESSION_API_KEY_ID),
  })
  .meta({ id: 'EmailAuthResult', description: 'Result of email_auth.' });
export type EmailAuthResult = z.infer<typeof EmailAuthResultSchema>;

export const InitOtpAuthIntentSchema = z
  .object({
    otpType: text('Channel of the code: email or SMS.', 'OTP_TYPE_EMAIL'),
    contact: text(
      'Where to send the code: an email address, or an E.164 phone number for SMS.',
      END_USER_EMAIL,
    ),
    emailCustomization: EmailCustomizationParamsSchema.optional(),
    smsCustomization: SmsCustomizationParamsSchema.optional(),
    userIdentifier: text(
      'An identifier you choose for the end user who asked for the code.',
    ).optional(),
    sendFromEmailAddress: email(
      'Sender address to use instead of the default.',
      'login@acme.example',
    ).optional(),
  })
  .meta({ id: 'InitOtpAuthIntent', description: 'Parameters of init_otp_auth.' });
export type InitOtpAuthIntent = z.infer<typeof InitOtpAuthIntentSchema>;

export const InitOtpAuthResultSchema = z
  .object({ otpId: id('Identifies this code; pass it to otp_auth.', OTP_ID) })
  .meta({ id: 'InitOtpAuthResult', description: 'Result of init_otp_auth.' });
export type InitOtpAuthResult = z.infer<typeof InitOtpAuthResultSchema>;

export const OtpAuthIntentSchema = z
  .object({
    otpId: id('The id returned by init_otp_auth.', OTP_ID),
    otpCode: z
      .string()
      .regex(OTP_CODE_PATTERN, 'Expected the 6-digit code, digits only')
      .meta({ description: 'The 6-digit code the user received.', examples: ['482913'] }),
    targetPublicKey: targetPublicKeyField.optional(),
    apiKeyName: apiKeyName.optional(),
    expirationSeconds: authExpirationField,
    invalidateExisting: bool('Revoke earlier OTP-auth keys of this user.').optional(),
  })
  .meta({ id: 'OtpAuthIntent', description: 'Parameters of otp_auth.' });
export type OtpAuthIntent = z.infer<typeof OtpAuthIntentSchema>;

export const OtpAuthResultSchema = z
  .object({
    userId: id('The user the contact belongs to.', END_USER_ID),
    apiKeyId: id(
      'The issued API key, when targetPublicKey was given.',
      SESSION_API_KEY_ID,
    ).optional(),
    credentialBundle: credentialBundle.optional(),
  })
  .meta({ id: 'OtpAuthResult', description: 'Result of otp_auth.' });
export type OtpAuthResult = z.infer<typeof OtpAuthResultSchema>;

export const OauthIntentSchema = z
  .object({
    oidcToken: text('An OIDC ID token (JWT) for an identity linked to a user.'),
    targetPublicKey: targetPublicKeyField,
    apiKeyName: apiKeyName.optional(),
    expirationSeconds: authExpirationField,
  })
  .meta({ id: 'OauthIntent', description: 'Parameters of oauth.' });
export type OauthIntent = z.infer<typeof OauthIntentSchema>;

export const OauthResultSchema = z
  .object({
    userId: id('The user the identity is linked to.', END_USER_ID),
    apiKeyId: id('The issued API key.', SESSION_API_KEY_ID),
    credentialBundle,
  })
  .meta({ id: 'OauthResult', description: 'Result of oauth.' });
export type OauthResult = z.infer<typeof OauthResultSchema>;

export const InitUserEmailRecoveryIntentSchema = z
  .object({
    email: email('Address of the user to recover.', END_USER_EMAIL),
    targetPublicKey: targetPublicKeyField,
    expirationSeconds: authExpirationField,
    emailCustomization: EmailCustomizationParamsSchema.optional(),
  })
  .meta({
    id: 'InitUserEmailRecoveryIntent',
    description: 'Parameters of init_user_email_recovery.',
  });
export type InitUserEmailRecoveryIntent = z.infer<typeof InitUserEmailRecoveryIntentSchema>;

export const InitUserEmailRecoveryResultSchema = z
  .object({ userId: id('The user the recovery email was sent to.', END_USER_ID) })
  .meta({
    id: 'InitUserEmailRecoveryResult',
    description: 'Result of init_user_email_recovery.',
  });
export type InitUserEmailRecoveryResult = z.infer<typeof InitUserEmailRecoveryResultSchema>;

export const RecoverUserIntentSchema = z
  .object({
    authenticator: AuthenticatorParamsV2Schema,
    userId: id('The user being recovered.', END_USER_ID),
  })
  .meta({ id: 'RecoverUserIntent', description: 'Parameters of recover_user.' });
export type RecoverUserIntent = z.infer<typeof RecoverUserIntentSchema>;

export const RecoverUserResultSchema = z
  .object({ authenticatorId: ids('The passkey registered for the user.', [AUTHENTICATOR_ID]) })
  .meta({ id: 'RecoverUserResult', description: 'Result of recover_user.' });
export type RecoverUserResult = z.infer<typeof RecoverUserResultSchema>;
