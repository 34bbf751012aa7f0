/**
 * Users tag, part 5: the current sign-in flows, which end with a session JWT bound to a key the
 * client holds (OTP in three steps, OAuth, passkey stamp). README "Tag placement" says why they
 * sit with the older flows under Users.
 */
import * as ids from '../examples/ids';
import { defineSubmission, type Operation } from './define';

const session = { session: ids.SESSION_JWT };

export const loginOperations: Operation[] = [
  defineSubmission({
    name: 'init_otp',
    sdkMethod: 'initOtp',
    tag: 'Users',
    summary: 'Start OTP login',
    description:
      'Sends a one-time code by email, SMS or WhatsApp: step 1 of the current OTP login (init_otp, verify_otp, otp_login). `contact` must match `otpType`, and `appName` names your application in the message. Codes are 9 letters and digits unless you set `otpLength` and `alphanumeric`, and stay valid for 300 seconds unless `expirationSeconds` says otherwise (600 at most). `activity.result.initOtpResultV2` holds the `otpId` and a signed `otpEncryptionTargetBundle`; the client encrypts the code to that bundle for verify_otp.',
    activityType: 'ACTIVITY_TYPE_INIT_OTP_V3',
    intentKey: 'initOtpIntentV3',
    result: { key: 'initOtpResultV2', source: 'derived' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: {
        otpType: 'OTP_TYPE_EMAIL',
        contact: ids.END_USER_EMAIL,
        appName: 'Acme Wallet',
        otpLength: 6,
        alphanumeric: false,
        expirationSeconds: '300',
      },
      result: { otpId: ids.OTP_ID, otpEncryptionTargetBundle: ids.OTP_ENCRYPTION_TARGET_BUNDLE },
    },
  }),
  defineSubmission({
    name: 'verify_otp',
    sdkMethod: 'verifyOtp',
    tag: 'Users',
    summary: 'Verify OTP code',
    description:
      'Checks the code the user typed: step 2 of the OTP login. The code never travels in the clear; the client encrypts it, together with the login public key it generated, to the bundle init_otp returned, and sends the ciphertext as `encryptedOtpBundle` with the `otpId`. On success `activity.result.verifyOtpResult.verificationToken` holds a signed token proving the contact was verified, valid for `expirationSeconds` (one hour by default, one day at most). Spend it with otp_login.',
    activityType: 'ACTIVITY_TYPE_VERIFY_OTP_V2',
    intentKey: 'verifyOtpIntentV2',
    result: { key: 'verifyOtpResult', source: 'derived' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: {
        otpId: ids.OTP_ID,
        encryptedOtpBundle: ids.ENCRYPTED_OTP_BUNDLE,
        expirationSeconds: '3600',
      },
      result: { verificationToken: ids.VERIFICATION_TOKEN },
    },
  }),
  defineSubmission({
    name: 'otp_login',
    sdkMethod: 'otpLogin',
    tag: 'Users',
    summary: 'OTP login',
    description:
      'Turns a verification token from verify_otp into a session: step 3 of the OTP login. Send the token, the same `publicKey` that went into the encrypted bundle and a `clientSignature` by that key over the token id and the key; the platform consumes the token, so it works once. The session lasts `expirationSeconds` (900 seconds by default), and `sessionProfileId` picks a session profile other than plain read-write. The session JWT is in `activity.result.otpLoginResult.session`.',
    activityType: 'ACTIVITY_TYPE_OTP_LOGIN_V2',
    intentKey: 'otpLoginIntentV2',
    result: { key: 'otpLoginResult', source: 'derived' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: {
        verificationToken: ids.VERIFICATION_TOKEN,
        publicKey: ids.TARGET_PUBLIC_KEY,
        clientSignature: {
          publicKey: ids.TARGET_PUBLIC_KEY,
          scheme: 'CLIENT_SIGNATURE_SCHEME_API_P256',
          message: ids.LOGIN_SIGNED_MESSAGE,
          signature: ids.LOGIN_SIGNATURE,
        },
        expirationSeconds: '900',
        invalidateExisting: true,
      },
      result: session,
    },
  }),
  defineSubmission({
    name: 'oauth_login',
    sdkMethod: 'oauthLogin',
    tag: 'Users',
    summary: 'OAuth session login',
    description:
      'Starts a session for a user from an OIDC token, for an identity linked to them with create_oauth_providers. Unlike oauth, which returns an encrypted API key, it binds the session to the `publicKey` the client generated and returns a JWT. The session lasts `expirationSeconds` (900 seconds by default); set `invalidateExisting` to end the user’s earlier sessions. The session JWT is in `activity.result.oauthLoginResult.session`.',
    activityType: 'ACTIVITY_TYPE_OAUTH_LOGIN',
    intentKey: 'oauthLoginIntent',
    result: { key: 'oauthLoginResult', source: 'derived' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: {
        oidcToken: ids.OIDC_TOKEN,
        publicKey: ids.TARGET_PUBLIC_KEY,
        expirationSeconds: '900',
      },
      result: session,
    },
  }),
  defineSubmission({
    name: 'stamp_login',
    sdkMethod: 'stampLogin',
    tag: 'Users',
    summary: 'Passkey session login',
    description:
      'Starts a session for the user whose credential stamps this request, usually a passkey (the X-Stamp-WebAuthn header), so one passkey prompt yields a session instead of one prompt per request. The session is bound to the `publicKey` the client generated and lasts `expirationSeconds` (900 seconds by default). The session JWT is in `activity.result.stampLoginResult.session`.',
    activityType: 'ACTIVITY_TYPE_STAMP_LOGIN',
    intentKey: 'stampLoginIntent',
    result: { key: 'stampLoginResult', source: 'derived' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: {
        publicKey: ids.TARGET_PUBLIC_KEY,
        expirationSeconds: '900',
        invalidateExisting: true,
      },
      result: session,
    },
  }),
];
