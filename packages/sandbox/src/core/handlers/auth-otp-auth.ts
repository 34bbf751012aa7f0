/**
 * The older OTP flow: init_otp_auth sends a code to the outbox; otp_auth takes the code in the
 * clear and returns the user's new key as a credential bundle encrypted to targetPublicKey.
 */
import { InitOtpAuthIntentV3Schema, OtpAuthIntentSchema } from '@docs/platform-api';
import { checkCode, newOtp, OTP_FIDELITY, spend } from '../auth/otp';
import { issueLogin, requested, requireLifetime } from '../auth/session';
import { userByContact } from '../auth/users';
import { simplified, submission } from '../contract';

export const initOtpAuth = submission(
  InitOtpAuthIntentV3Schema,
  simplified(OTP_FIDELITY),
  (context, parameters) => {
    const { otp, write } = newOtp(context, parameters, 'init_otp_auth');
    return Promise.resolve({ result: { otpId: otp.otpId }, write });
  },
);

export const otpAuth = submission(
  OtpAuthIntentSchema,
  simplified(
    'The credential bundle is HPKE-encrypted to targetPublicKey as the platform does it, by a sandbox key pair; the key is stored as CREDENTIAL_TYPE_OTP_AUTH_KEY_P256.',
  ),
  async (context, parameters) => {
    const seconds = requireLifetime(parameters.expirationSeconds, 'expirationSeconds');
    const otp = await checkCode(context, parameters.otpId, parameters.otpCode, 'init_otp_auth');
    const user = await context.storage.read((tx) =>
      userByContact(tx, context.organizationId, otp.otpType, otp.contact),
    );
    const issued = await issueLogin(context, user, {
      operation: 'otp_auth',
      expirationSeconds: seconds,
      ...requested(parameters),
      bundle: {
        targetPublicKey: parameters.targetPublicKey,
        credentialType: 'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256',
      },
    });
    return {
      result: {
        userId: user.userId,
        apiKeyId: issued.apiKey.apiKeyId,
        credentialBundle: issued.credential,
      },
      write: async (tx) => {
        await spend(otp.otpId)(tx);
        await issued.write(tx);
      },
    };
  },
);
