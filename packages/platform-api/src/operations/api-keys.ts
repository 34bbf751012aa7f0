/** API Keys tag. */
import { aliceApiKey } from '../examples/entities';
import * as ids from '../examples/ids';
import {
  GetApiKeyRequestSchema,
  GetApiKeyResponseSchema,
  GetApiKeysRequestSchema,
  GetApiKeysResponseSchema,
} from '../schemas/api-keys';
import { defineQuery, defineSubmission, type Operation } from './define';

export const apiKeyOperations: Operation[] = [
  defineQuery({
    name: 'get_api_key',
    sdkMethod: 'getApiKey',
    tag: 'API Keys',
    summary: 'Get API key',
    description:
      'Returns one API key: its public key and curve (as a credential type), name and lifetime. The key is in `apiKey`.',
    request: GetApiKeyRequestSchema,
    response: GetApiKeyResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, apiKeyId: ids.API_KEY_ID },
      response: { apiKey: aliceApiKey },
    },
  }),
  defineQuery({
    name: 'get_api_keys',
    sdkMethod: 'getApiKeys',
    tag: 'API Keys',
    summary: 'List API keys',
    description:
      'Returns the API keys of the organization, or of one user when you pass `userId`. Use it to audit which keys can sign requests and to find keys to rotate. The keys are in `apiKeys`.',
    request: GetApiKeysRequestSchema,
    response: GetApiKeysResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, userId: ids.USER_ID },
      response: { apiKeys: [aliceApiKey] },
    },
  }),
  defineSubmission({
    name: 'create_api_keys',
    sdkMethod: 'createApiKeys',
    tag: 'API Keys',
    summary: 'Create API keys',
    description:
      'Registers API keys for a user: generate the key pair yourself and send only the public key, its curve and a name. Set `expirationSeconds` for a key that should stop working, for example when rotating keys. The new key ids are in `activity.result.createApiKeysResult.apiKeyIds`.',
    activityType: 'ACTIVITY_TYPE_CREATE_API_KEYS_V2',
    intentKey: 'createApiKeysIntentV2',
    result: { key: 'createApiKeysResult', source: 'derived' },
    example: {
      parameters: {
        apiKeys: [
          {
            apiKeyName: 'settlement-service-2025-03',
            publicKey: ids.SERVICE_API_KEY_PUBLIC_KEY,
            curveType: 'API_KEY_CURVE_P256',
            expirationSeconds: '7776000',
          },
        ],
        userId: ids.SERVICE_USER_ID,
      },
      result: { apiKeyIds: [ids.SERVICE_API_KEY_ID] },
    },
  }),
  defineSubmission({
    name: 'delete_api_keys',
    sdkMethod: 'deleteApiKeys',
    tag: 'API Keys',
    summary: 'Delete API keys',
    description:
      'Removes API keys from a user (`userId` and the `apiKeyIds`). Requests stamped with a removed key are no longer accepted, so roll out the replacement first. The removed ids are in `activity.result.deleteApiKeysResult.apiKeyIds`.',
    activityType: 'ACTIVITY_TYPE_DELETE_API_KEYS',
    intentKey: 'deleteApiKeysIntent',
    result: { key: 'deleteApiKeysResult', source: 'wire' },
    example: {
      parameters: { userId: ids.SERVICE_USER_ID, apiKeyIds: [ids.SERVICE_API_KEY_ID] },
      result: { apiKeyIds: [ids.SERVICE_API_KEY_ID] },
    },
  }),
];
