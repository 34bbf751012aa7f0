/**
 * Sessions for a user who is already known: stamp_login (a session JWT for the user whose key
 * stamped the request), create_read_write_session (a credential bundle for a user of the
 * organization) and email_auth (a credential bundle sent to the user's email, here the outbox).
 */
import {
  CreateReadWriteSessionIntentV2Schema,
  EmailAuthIntentV3Schema,
  StampLoginIntentSchema,
} from '@docs/platform-api';

import { insertMessage, newMessage } from '../auth/outbox';
import { issueLogin, requested, requireLifetime, requireP256PublicKey } from '../auth/session';
import { userByContact } from '../auth/users';
import { notFound } from '../errors';
import { simplified, submission } from '../contract';
import { PROFILE_FIDELITY } from './session-profiles';
import { ownRecord } from '../records/owned';

export const stampLogin = submission(
  StampLoginIntentSchema,
  simplified(
    `Any API key or passkey of the user may stamp it; the session JWT is signed by the sandbox session key (GET /sandbox/v1/info, \`keys.session\`). ${PROFILE_FIDELITY}`,
  ),
  async (context, parameters) => {
    const seconds = requireLifetime(parameters.expirationSeconds, 'expirationSeconds');
    const publicKey = requireP256PublicKey(parameters.publicKey, 'publicKey');
    const user = await context.storage.read((tx) =>
      ownRecord(tx, 'user', context.caller.userId, context.organizationId, 'user'),
    );
    const { credential: session, write } = await issueLogin(context, user, {
      operation: 'stamp_login',
      expirationSeconds: seconds,
      ...requested(parameters),
      session: { publicKey, sessionProfileId: parameters.sessionProfileId },
    });
    return { result: { session }, write };
  },
);

export const createReadWriteSession = submission(
  CreateReadWriteSessionIntentV2Schema,
  simplified(
    'The credential bundle is HPKE-encrypted to targetPublicKey as the platform does it; the session key is a P-256 API key with a lifetime, of type CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256.',
  ),
  async (context, parameters) => {
    const seconds = requireLifetime(parameters.expirationSeconds, 'expirationSeconds');
    const userId = parameters.userId ?? context.caller.userId;
    const { user, organization } = await context.storage.read(async (tx) => ({
      user: await ownRecord(tx, 'user', userId, context.organizationId, 'user'),
      organization: await tx.get('organization', context.organizationId),
    }));
    if (!organization) {
      throw notFound(`No organization ${context.organizationId}`, 'ORGANIZATION_NOT_FOUND');
    }
    const issued = await issueLogin(context, user, {
      operation: 'create_read_write_session',
      expirationSeconds: seconds,
      ...requested(parameters),
      bundle: {
        targetPublicKey: parameters.targetPublicKey,
        credentialType: 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
      },
    });
    return {
      result: {
        organizationId: organization.organizationId,
        organizationName: organization.name,
        userId: user.userId,
        username: user.userName,
        apiKeyId: issued.apiKey.apiKeyId,
        credentialBundle: issued.credential,
      },
      write: issued.write,
    };
  },
);

export const emailAuth = submission(
  EmailAuthIntentV3Schema,
  simplified(
    'The email, with the credential bundle, goes to the sandbox outbox (GET /sandbox/v1/outbox) instead of being sent; branding, templates and sender fields are stored as given and not rendered.',
  ),
  async (context, parameters) => {
    const seconds = requireLifetime(parameters.expirationSeconds, 'expirationSeconds');
    const user = await context.storage.read((tx) =>
      userByContact(tx, context.organizationId, 'OTP_TYPE_EMAIL', parameters.email),
    );
    const issued = await issueLogin(context, user, {
      operation: 'email_auth',
      expirationSeconds: seconds,
      ...requested(parameters),
      bundle: {
        targetPublicKey: parameters.targetPublicKey,
        credentialType: 'CREDENTIAL_TYPE_EMAIL_AUTH_KEY_P256',
      },
    });
    const appName = parameters.emailCustomization.appName;
    const message = newMessage(context, {
      channel: 'email',
      to: parameters.email,
      operation: 'email_auth',
      subject: `${appName} login`,
      text: `Your ${appName} login credential bundle: ${issued.credential}`,
      credentialBundle: issued.credential,
    });
    return {
      result: { userId: user.userId, apiKeyId: issued.apiKey.apiKeyId },
      write: async (tx) => {
        await issued.write(tx);
        await insertMessage(tx, message);
      },
    };
  },
);
