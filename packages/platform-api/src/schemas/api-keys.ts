/** API keys: the intents that create and delete them, and the queries that read them. */
import * as z from 'zod';
import { API_KEY_ID, ORGANIZATION_ID, SERVICE_USER_ID, USER_ID } from '../examples/ids';
import { ApiKeyParamsV2Schema, ApiKeySchema } from './credentials';
import { id, ids, organizationIdField } from './fields';

export const CreateApiKeysIntentV2Schema = z
  .object({
    apiKeys: z.array(ApiKeyParamsV2Schema).meta({ description: 'The keys to register.' }),
    userId: id('The user the keys belong to.', SERVICE_USER_ID),
  })
  .meta({ id: 'CreateApiKeysIntentV2', description: 'Parameters of create_api_keys.' });
export type CreateApiKeysIntentV2 = z.infer<typeof CreateApiKeysIntentV2Schema>;

export const CreateApiKeysResultSchema = z
  .object({ apiKeyIds: ids('Ids of the registered keys, in request order.', [API_KEY_ID]) })
  .meta({ id: 'CreateApiKeysResult', description: 'Result of create_api_keys.' });
export type CreateApiKeysResult = z.infer<typeof CreateApiKeysResultSchema>;

export const DeleteApiKeysIntentSchema = z
  .object({
    userId: id('The user the keys belong to.', SERVICE_USER_ID),
    apiKeyIds: ids('The keys to remove.', [API_KEY_ID]),
  })
  .meta({ id: 'DeleteApiKeysIntent', description: 'Parameters of delete_api_keys.' });
export type DeleteApiKeysIntent = z.infer<typeof DeleteApiKeysIntentSchema>;

export const DeleteApiKeysResultSchema = z
  .object({ apiKeyIds: ids('The keys removed.', [API_KEY_ID]) })
  .meta({ id: 'DeleteApiKeysResult', description: 'Result of delete_api_keys.' });
export type DeleteApiKeysResult = z.infer<typeof DeleteApiKeysResultSchema>;

export const GetApiKeyRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    apiKeyId: id('The key to read.', API_KEY_ID),
  })
  .meta({ id: 'GetApiKeyRequest', description: 'Request body of get_api_key.' });
export type GetApiKeyRequest = z.infer<typeof GetApiKeyRequestSchema>;

export const GetApiKeyResponseSchema = z
  .object({ apiKey: ApiKeySchema })
  .meta({ id: 'GetApiKeyResponse', description: 'Response of get_api_key.' });
export type GetApiKeyResponse = z.infer<typeof GetApiKeyResponseSchema>;

export const GetApiKeysRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    userId: id('Only return the keys of this user.', USER_ID).optional(),
  })
  .meta({ id: 'GetApiKeysRequest', description: 'Request body of get_api_keys.' });
export type GetApiKeysRequest = z.infer<typeof GetApiKeysRequestSchema>;

export const GetApiKeysResponseSchema = z
  .object({ apiKeys: z.array(ApiKeySchema) })
  .meta({ id: 'GetApiKeysResponse', description: 'Response of get_api_keys.' });
export type GetApiKeysResponse = z.infer<typeof GetApiKeysResponseSchema>;
