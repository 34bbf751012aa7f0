/**
 * Sessions and identity: who-am-I, read-only sessions (1 hour) and read-write sessions (an API
 * key with a lifetime, 900 seconds by default).
 */
import * as z from 'zod';
import {
  END_USER_ID,
  END_USER_NAME,
  ORGANIZATION_ID,
  ORGANIZATION_NAME,
  SESSION_API_KEY_ID,
  SUB_ORGANIZATION_ID,
  SUB_ORGANIZATION_NAME,
  USER_ID,
  USER_NAME,
} from '../examples/ids';
import { bool, expirationSeconds, id, organizationIdField, text, uint64 } from './fields';
import { targetPublicKeyField } from './auth';

/** A read-only session is valid for one hour. */
export const READ_ONLY_SESSION_SECONDS = 3600;
/** A read-write session lasts this many seconds when `expirationSeconds` is absent. */
export const DEFAULT_READ_WRITE_SESSION_SECONDS = '900';

const identityFields = {
  organizationId: id('The organization of the caller.', SUB_ORGANIZATION_ID),
  organizationName: text('Its name.', SUB_ORGANIZATION_NAME),
  userId: id('The calling user.', END_USER_ID),
  username: text("The calling user's name.", END_USER_NAME),
};

export const GetWhoamiRequestSchema = z
  .object({ organizationId: organizationIdField(ORGANIZATION_ID) })
  .meta({ id: 'GetWhoamiRequest', description: 'Request body of whoami.' });
export type GetWhoamiRequest = z.infer<typeof GetWhoamiRequestSchema>;

export const GetWhoamiResponseSchema = z
  .object({
    organizationId: id('The organization of the caller.', ORGANIZATION_ID),
    organizationName: text('Its name.', ORGANIZATION_NAME),
    userId: id('The user whose credential stamped the request.', USER_ID),
    username: text("The user's name.", USER_NAME),
  })
  .meta({
    id: 'GetWhoamiResponse',
    description: 'The organization and user behind the stamp of the request.',
  });
export type GetWhoamiResponse = z.infer<typeof GetWhoamiResponseSchema>;

export const CreateReadOnlySessionIntentSchema = z.object({}).meta({
  id: 'CreateReadOnlySessionIntent',
  description: 'Parameters of create_read_only_session: none.',
});
export type CreateReadOnlySessionIntent = z.infer<typeof CreateReadOnlySessionIntentSchema>;

export const CreateReadOnlySessionResultSchema = z
  .object({
    ...identityFields,
    session: text('The read-only session token, valid for one hour.'),
    sessionExpiry: uint64(
      'When the session ends, in seconds since the Unix epoch: one hour after creation.',
      '1741084200',
    ),
  })
  .meta({ id: 'CreateReadOnlySessionResult', description: 'Result of create_read_only_session.' });
export type CreateReadOnlySessionResult = z.infer<typeof CreateReadOnlySessionResultSchema>;

export const CreateReadWriteSessionIntentV2Schema = z
  .object({
    targetPublicKey: targetPublicKeyField,
    userId: id(
      'The user the session key is issued to. When absent, the user who stamped the request.',
      END_USER_ID,
    ).optional(),
    apiKeyName: text('Name for the session key.', 'browser-session').optional(),
    expirationSeconds: expirationSeconds(
      'Lifetime of the session key in seconds, as a string.',
      DEFAULT_READ_WRITE_SESSION_SECONDS,
    ),
    invalidateExisting: bool('Revoke the earlier session keys of this user.').optional(),
  })
  .meta({
    id: 'CreateReadWriteSessionIntentV2',
    description: 'Parameters of create_read_write_session.',
  });
export type CreateReadWriteSessionIntentV2 = z.infer<typeof CreateReadWriteSessionIntentV2Schema>;

export const CreateReadWriteSessionResultV2Schema = z
  .object({
    ...identityFields,
    apiKeyId: id('The session API key.', SESSION_API_KEY_ID),
    credentialBundle: text('The session key, encrypted to targetPublicKey.'),
  })
  .meta({
    id: 'CreateReadWriteSessionResultV2',
    description: 'Result of create_read_write_session.',
  });
export type CreateReadWriteSessionResultV2 = z.infer<typeof CreateReadWriteSessionResultV2Schema>;
