/** Users tag, part 4: sign-in flows (email, OTP, OAuth) and email recovery. */
import { danaPasskeyRegistration } from '../examples/entities';
import * as ids from '../examples/ids';
import { defineSubmission, type Operation } from './define';

const emailCustomization = {
  appName: 'Acme Wallet',
  logoUrl: 'https://acme.example/logo.png',
};

export const userAuthOperations: Operation[] = [
  defineSubmission({
    name: 'email_auth',
    sdkMethod: 'emailAuth',
    tag: 'Users',
    summary: 'Email auth',
    description:
      'Logs a user in by email: the platform issues an API key for the user, encrypts it to your `targetPublicKey` and emails the resulting bundle. `email` and `targetPublicKey` are required. The key expires after `expirationSeconds`, 900 seconds (15 minutes) by default, and is named with a timestamped label unless you set `apiKeyName`. The ids of the user and the new key are in `activity.result.emailAuthResult`; the bundle itself only travels in the email.',
    activityType: 'ACTIVITY_TYPE_EMAIL_AUTH_V3',
    intentKey: 'emailAuthIntentV3',
    result: { key: 'emailAuthResult', source: 'derived' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: {
        email: ids.END_USER_EMAIL,
        targetPublicKey: ids.TARGET_PUBLIC_KEY,
        expirationSeconds: '900',
        emailCustomization,
        invalidateExisting: true,
      },
      result: { userId: ids.END_USER_ID, apiKeyId: ids.SESSION_API_KEY_ID },
    },
  }),
  defineSubmission({
    name: 'init_otp_auth',
    sdkMethod: 'initOtpAuth',
    tag: 'Users',
    summary: 'Start OTP auth',
    description:
      'Sends a 6-digit one-time code by email or SMS: the first step of an OTP login. Version 3 sends 9 letters and digits unless you set `otpLength` to 6 and `alphanumeric` to false, as the example does; otp_auth takes the code in whichever form was sent. `contact` is an email address or an E.164 phone number, matching `otpType`, and `appName` names your application in the message. The code id is in `activity.result.initOtpAuthResultV2.otpId`; pass it with the code the user types to otp_auth.',
    activityType: 'ACTIVITY_TYPE_INIT_OTP_AUTH_V3',
    intentKey: 'initOtpAuthIntentV3',
    result: { key: 'initOtpAuthResultV2', source: 'wire' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: {
        otpType: 'OTP_TYPE_EMAIL',
        contact: ids.END_USER_EMAIL,
        appName: emailCustomization.appName,
        otpLength: 6,
        alphanumeric: false,
        emailCustomization: { logoUrl: emailCustomization.logoUrl },
      },
      result: { otpId: ids.OTP_ID },
    },
  }),
  defineSubmission({
    name: 'otp_auth',
    sdkMethod: 'otpAuth',
    tag: 'Users',
    summary: 'OTP auth',
    description:
      'Completes an OTP login: send the `otpId` from init_otp_auth and the 6-digit `otpCode` the user received. The platform also issues an API key encrypted to the `targetPublicKey` you send, valid for `expirationSeconds` (900 seconds by default) and named with a timestamped label unless you set `apiKeyName`. The user id, and the key id and `credentialBundle` when a key was issued, are in `activity.result.otpAuthResult`.',
    activityType: 'ACTIVITY_TYPE_OTP_AUTH',
    intentKey: 'otpAuthIntent',
    result: { key: 'otpAuthResult', source: 'wire' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: {
        otpId: ids.OTP_ID,
        otpCode: '482913',
        targetPublicKey: ids.TARGET_PUBLIC_KEY,
        expirationSeconds: '900',
      },
      result: {
        userId: ids.END_USER_ID,
        apiKeyId: ids.SESSION_API_KEY_ID,
        credentialBundle: ids.CREDENTIAL_BUNDLE,
      },
    },
  }),
  defineSubmission({
    name: 'oauth',
    sdkMethod: 'oauth',
    tag: 'Users',
    summary: 'OAuth login',
    description:
      'Logs a user in with an OIDC token from a provider linked to them (see create_oauth_providers). The platform issues an API key encrypted to your `targetPublicKey`, valid for `expirationSeconds` (900 seconds by default) and named with a timestamped label unless you set `apiKeyName`. The user id, key id and encrypted `credentialBundle` are in `activity.result.oauthResult`.',
    activityType: 'ACTIVITY_TYPE_OAUTH',
    intentKey: 'oauthIntent',
    result: { key: 'oauthResult', source: 'wire' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: { oidcToken: ids.OIDC_TOKEN, targetPublicKey: ids.TARGET_PUBLIC_KEY },
      result: {
        userId: ids.END_USER_ID,
        apiKeyId: ids.SESSION_API_KEY_ID,
        credentialBundle: ids.CREDENTIAL_BUNDLE,
      },
    },
  }),
  defineSubmission({
    name: 'init_user_email_recovery',
    sdkMethod: 'initUserEmailRecovery',
    tag: 'Users',
    summary: 'Start email recovery',
    description:
      'Starts recovering a user who lost their passkeys: the platform emails them a recovery credential encrypted to your `targetPublicKey`, valid for `expirationSeconds` (900 seconds by default). Decrypt it on the client and use it to stamp recover_user. The id of the user being recovered is in `activity.result.initUserEmailRecoveryResult.userId`.',
    activityType: 'ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY_V2',
    intentKey: 'initUserEmailRecoveryIntentV2',
    result: { key: 'initUserEmailRecoveryResult', source: 'wire' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: {
        email: ids.END_USER_EMAIL,
        targetPublicKey: ids.TARGET_PUBLIC_KEY,
        expirationSeconds: '900',
        emailCustomization,
      },
      result: { userId: ids.END_USER_ID },
    },
  }),
  defineSubmission({
    name: 'recover_user',
    sdkMethod: 'recoverUser',
    tag: 'Users',
    summary: 'Recover user',
    description:
      'Finishes email recovery by registering a new passkey for the user. Stamp this request with the recovery credential from init_user_email_recovery. The new passkey id is in `activity.result.recoverUserResult.authenticatorId`.',
    activityType: 'ACTIVITY_TYPE_RECOVER_USER',
    intentKey: 'recoverUserIntent',
    result: { key: 'recoverUserResult', source: 'wire' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: { authenticator: danaPasskeyRegistration, userId: ids.END_USER_ID },
      result: { authenticatorId: [ids.AUTHENTICATOR_ID] },
    },
  }),
];
