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
import { bool, email, expirationSeconds, id, ids, text } from './fields';

/** Default lifetime, in seconds, of credentials from email auth, OTP, OAuth and email recovery. */
export const DEFAULT_AUTH_EXPIRATION_SECONDS = '900';

/** Default lifetime, in seconds, of the code init_otp_auth sends (V3). */
export const DEFAULT_OTP_EXPIRATION_SECONDS = '300';

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

const emailBrandingFields = {
  logoUrl: text(
    'URL of a PNG logo; it is resized to fit 340 × 124 px.',
    'https://acme.example/logo.png',
  ).optional(),
  magicLinkTemplate: text(
    'Link template for the email; it must hold the placeholder the platform replaces with the credential bundle.',
  ).optional(),
  templateVariables: text('JSON object of values for a custom template.').optional(),
  templateId: text('Identifier of a custom email template.').optional(),
};

export const EmailAuthCustomizationParamsSchema = z
  .object({
    appName: text('Your application name, shown in the email.', 'Acme Wallet'),
    ...emailBrandingFields,
  })
  .meta({
    id: 'EmailAuthCustomizationParams',
    description: 'Branding of the email sent to the user; the application name is required.',
  });
export type EmailAuthCustomizationParams = z.infer<typeof EmailAuthCustomizationParamsSchema>;

export const EmailCustomizationParamsV2Schema = z.object(emailBrandingFields).meta({
  id: 'EmailCustomizationParamsV2',
  description: 'Branding of the OTP email. The application name is a field of the request itself.',
});
export type EmailCustomizationParamsV2 = z.infer<typeof EmailCustomizationParamsV2Schema>;

const senderFields = {
  sendFromEmailAddress: email(
    'Sender address to use instead of the default.',
    'login@acme.example',
  ).optional(),
  sendFromEmailSenderName: text(
    'Sender name shown with the sender address, instead of the default.',
    'Acme Wallet',
  ).optional(),
  replyToEmailAddress: email(
    'Address that replies to the email go to.',
    'support@acme.example',
  ).optional(),
};

export const SmsCustomizationParamsSchema = z
  .object({
    template: text(
      'Text of the SMS; it must reference the placeholder the platform replaces with the OTP code.',
    ).optional(),
  })
  .meta({ id: 'SmsCustomizationParams', description: 'Wording of the SMS sent to the user.' });
export type SmsCustomizationParams = z.infer<typeof SmsCustomizationParamsSchema>;

export const EmailAuthIntentV3Schema = z
  .object({
    email: email(
      'Address of the user to log in; it must belong to a user of the organization.',
      END_USER_EMAIL,
    ),
    targetPublicKey: targetPublicKeyField,
    apiKeyName: apiKeyName.optional(),
    expirationSeconds: authExpirationField,
    emailCustomization: EmailAuthCustomizationParamsSchema,
    invalidateExisting: bool('Revoke earlier email-auth keys of this user.').optional(),
    ...senderFields,
  })
  .meta({ id: 'EmailAuthIntentV3', description: 'Parameters of email_auth.' });
export type EmailAuthIntentV3 = z.infer<typeof EmailAuthIntentV3Schema>;

export const EmailAuthResultSchema = z
  .object({
    userId: id('The user the email belongs to.', END_USER_ID),
    apiKeyId: id('The issued API key; its bundle travels in the email.', SESSION_API_KEY_ID),
  })
  .meta({ id: 'EmailAuthResult', description: 'Result of email_auth.' });
export type EmailAuthResult = z.infer<typeof EmailAuthResultSchema>;

/**
 * The fields init_otp_auth (V3) and init_otp (V3) share: the channel, the contact, the code's
 * form and lifetime, and the message's branding.
 */
export const initOtpFields = {
  otpType: text('Channel of the code: email or SMS.', 'OTP_TYPE_EMAIL'),
  contact: text(
    'Where to send the code: an email address, or an E.164 phone number for SMS.',
    END_USER_EMAIL,
  ),
  otpLength: z
    .int32()
    .optional()
    .meta({
      format: 'int32',
      description:
        'How many characters the code has; 9 when absent. Set 6, with `alphanumeric` false, for a 6-digit code.',
      examples: [6],
    }),
  appName: text(
    'Your application name, shown in the message that carries the code.',
    'Acme Wallet',
  ),
  emailCustomization: EmailCustomizationParamsV2Schema.optional(),
  smsCustomization: SmsCustomizationParamsSchema.optional(),
  userIdentifier: text(
    'An identifier you choose for the end user who asked for the code.',
  ).optional(),
  alphanumeric: bool(
    'Send a code of digits and capital letters (Crockford base 32) instead of digits only; true when absent.',
  ).optional(),
  expirationSeconds: expirationSeconds(
    'How long the code stays valid, in seconds, as a string: 300 (5 minutes) when absent, 600 at most.',
    DEFAULT_OTP_EXPIRATION_SECONDS,
  ),
  ...senderFields,
};

export const InitOtpAuthIntentV3Schema = z
  .object(initOtpFields)
  .meta({ id: 'InitOtpAuthIntentV3', description: 'Parameters of init_otp_auth.' });
export type InitOtpAuthIntentV3 = z.infer<typeof InitOtpAuthIntentV3Schema>;

export const InitOtpAuthResultV2Schema = z
  .object({ otpId: id('Identifies this code; pass it to otp_auth.', OTP_ID) })
  .meta({ id: 'InitOtpAuthResultV2', description: 'Result of init_otp_auth.' });
export type InitOtpAuthResultV2 = z.infer<typeof InitOtpAuthResultV2Schema>;

export const OtpAuthIntentSchema = z
  .object({
    otpId: id('The id returned by init_otp_auth.', OTP_ID),
    // Only a string in the client's types: the code's length and alphabet are whatever
    // init_otp_auth was given (9 letters and digits by default), so the check is the code's own.
    otpCode: z
      .string()
      .min(1)
      .meta({
        description:
          'The code the user received, as typed: 9 letters and digits by default, or the length and alphabet init_otp_auth was given (6 digits with `otpLength` 6 and `alphanumeric` false).',
        examples: ['482913'],
      }),
    targetPublicKey: targetPublicKeyField,
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
    invalidateExisting: bool('Revoke earlier OAuth-issued keys of this user.').optional(),
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

export const InitUserEmailRecoveryIntentV2Schema = z
  .object({
    email: email('Address of the user to recover.', END_USER_EMAIL),
    targetPublicKey: targetPublicKeyField,
    expirationSeconds: authExpirationField,
    emailCustomization: EmailAuthCustomizationParamsSchema,
    ...senderFields,
  })
  .meta({
    id: 'InitUserEmailRecoveryIntentV2',
    description: 'Parameters of init_user_email_recovery.',
  });
export type InitUserEmailRecoveryIntentV2 = z.infer<typeof InitUserEmailRecoveryIntentV2Schema>;

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
