/**
 * Email recovery: init_user_email_recovery sends the user (here: the sandbox outbox) a
 * credential bundle holding a recovery key encrypted to `targetPublicKey`; with that key the
 * user submits recover_user, which registers a new passkey for them.
 */
import { InitUserEmailRecoveryIntentV2Schema, RecoverUserIntentSchema } from '@docs/platform-api';
import { insertMessage, newMessage } from '../auth/outbox';
import { issueLogin, requireLifetime } from '../auth/session';
import { userByContact } from '../auth/users';
import { simplified, submission } from '../contract';
import { insertAuthenticators, newAuthenticators } from '../records/authenticators';
import { REGISTRATION_DIFFERS } from './authenticators';
import { ownRecord } from '../records/owned';

export const initUserEmailRecovery = submission(
  InitUserEmailRecoveryIntentV2Schema,
  simplified(
    'The email, with the credential bundle, goes to the sandbox outbox (GET /sandbox/v1/outbox) instead of being sent; the recovery key is an API key of the user that may submit anything the user may, where the platform limits it to recover_user.',
  ),
  async (context, parameters) => {
    const seconds = requireLifetime(parameters.expirationSeconds, 'expirationSeconds');
    const user = await context.storage.read((tx) =>
      userByContact(tx, context.organizationId, 'OTP_TYPE_EMAIL', parameters.email),
    );
    const issued = await issueLogin(context, user, {
      operation: 'init_user_email_recovery',
      expirationSeconds: seconds,
      invalidateExisting: true,
      bundle: {
        targetPublicKey: parameters.targetPublicKey,
        credentialType: 'CREDENTIAL_TYPE_RECOVER_USER_KEY_P256',
      },
    });
    const appName = parameters.emailCustomization.appName;
    const message = newMessage(context, {
      channel: 'email',
      to: parameters.email,
      operation: 'init_user_email_recovery',
      subject: `${appName} account recovery`,
      text: `Your ${appName} recovery credential bundle: ${issued.credential}`,
      credentialBundle: issued.credential,
    });
    return {
      result: { userId: user.userId },
      write: async (tx) => {
        await issued.write(tx);
        await insertMessage(tx, message);
      },
    };
  },
);

export const recoverUser = submission(
  RecoverUserIntentSchema,
  simplified(
    `Adds the passkey to the user and leaves their other credentials. ${REGISTRATION_DIFFERS}`,
  ),
  async (context, parameters) => {
    await context.storage.read((tx) =>
      ownRecord(tx, 'user', parameters.userId, context.organizationId, 'user'),
    );
    const authenticators = newAuthenticators(
      context,
      context.organizationId,
      parameters.userId,
      [parameters.authenticator],
      'authenticator',
    );
    return {
      result: { authenticatorId: authenticators.map((record) => record.authenticatorId) },
      write: async (tx) => {
        await ownRecord(tx, 'user', parameters.userId, context.organizationId, 'user');
        await insertAuthenticators(tx, authenticators);
      },
    };
  },
);
