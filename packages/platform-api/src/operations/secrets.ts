/**
 * Secrets tag: store arbitrary values encrypted by the enclave (init_import_secrets →
 * import_secrets), read them back encrypted to a key of your own (export_secrets), list and
 * delete them.
 */
import * as ids from '../examples/ids';
import { ListSecretsRequestSchema, ListSecretsResponseSchema } from '../schemas/secrets';
import { defineQuery, defineSubmission, type Operation } from './define';

const suite = 'TRANSPORT_ENCRYPTION_SUITE_ENCLAVE_ENCRYPT_V1' as const;
const staticProperties = [
  { key: 'kind', value: 'apiKey' },
  { key: 'environment', value: 'production' },
];

export const secretOperations: Operation[] = [
  defineQuery({
    name: 'list_secrets',
    sdkMethod: 'listSecrets',
    tag: 'Secrets',
    summary: 'List secrets',
    description:
      'Lists the stored secrets of an organization without their values: id, name, static properties and when each was stored. Page through them with `paginationOptions` (a `limit` of 1 to 100, 10 by default). The secrets are in `secrets`; read a value with export_secrets.',
    request: ListSecretsRequestSchema,
    response: ListSecretsResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: {
        secrets: [
          {
            secretId: ids.SECRET_ID,
            name: ids.SECRET_NAME,
            staticProperties,
            createdAtUnixMs: ids.REQUEST_TIMESTAMP_MS,
          },
        ],
      },
    },
  }),
  defineSubmission({
    name: 'init_import_secrets',
    sdkMethod: 'initImportSecrets',
    sdkServerMethod: false,
    tag: 'Secrets',
    summary: 'Start secret import',
    description:
      'Step 1 of storing secrets: the enclave creates `numSecrets` single-use ingress keys and signs each with its quorum key. Check each signature, encrypt one secret to each key and send the ciphertexts with import_secrets. `@turnkey/sdk-server` 8.2.1 has no method for this submission, so the reference names no result of its own; the signed keys are in `activity.result.initImportSecretsResult.enclaveTargetMessages` of the activity it returns.',
    activityType: 'ACTIVITY_TYPE_INIT_IMPORT_SECRETS',
    intentKey: 'initImportSecretsIntent',
    appProofs: false,
    example: { parameters: { encryptionSuite: suite, numSecrets: 1 } },
  }),
  defineSubmission({
    name: 'import_secrets',
    sdkMethod: 'importSecrets',
    tag: 'Secrets',
    summary: 'Import secrets',
    description:
      'Step 2 of storing secrets: send each secret encrypted to an ingress key from init_import_secrets. The enclave decrypts it, stores it re-encrypted and drops the ingress key, so each key carries one secret once. A `name` must be unique in the organization, and `staticProperties` stay with the secret for good, where policies can match them. The new ids are in `activity.result.importSecretsResult.secretIds`, in request order.',
    activityType: 'ACTIVITY_TYPE_IMPORT_SECRETS',
    intentKey: 'importSecretsIntent',
    appProofs: false,
    result: { key: 'importSecretsResult', source: 'derived' },
    example: {
      parameters: {
        secrets: [
          {
            name: ids.SECRET_NAME,
            secretPayload: ids.SECRET_IMPORT_PAYLOAD,
            targetPublicKey: ids.SECRET_IMPORT_TARGET_PUBLIC_KEY,
            encryptionSuite: suite,
            staticProperties,
          },
        ],
      },
      result: { secretIds: [ids.SECRET_ID] },
    },
  }),
  defineSubmission({
    name: 'export_secrets',
    sdkMethod: 'exportSecrets',
    tag: 'Secrets',
    summary: 'Export secrets',
    description:
      'Reads stored secrets: the enclave encrypts each one to the `targetPublicKey` sent with it, so only the holder of that key pair can decrypt it, whoever approved. Export is an activity, so policies decide who may read which secret (for example by its static properties) and with how many approvals; a batch runs whole or not at all. The ciphertexts are in `activity.result.exportSecretsResult.secretPayloads`, in request order.',
    activityType: 'ACTIVITY_TYPE_EXPORT_SECRETS',
    intentKey: 'exportSecretsIntent',
    appProofs: false,
    result: { key: 'exportSecretsResult', source: 'derived' },
    example: {
      parameters: {
        secrets: [
          {
            secretId: ids.SECRET_ID,
            targetPublicKey: ids.TARGET_PUBLIC_KEY,
            encryptionSuite: suite,
            requestContext: [{ key: 'purpose', value: 'rotate-processor-key' }],
          },
        ],
      },
      result: { secretPayloads: [ids.SECRET_EXPORT_PAYLOAD] },
    },
  }),
  defineSubmission({
    name: 'delete_secrets',
    sdkMethod: 'deleteSecrets',
    sdkServerMethod: false,
    tag: 'Secrets',
    summary: 'Delete secrets',
    description:
      'Deletes stored secrets by id: 1 to 32 different ids per request, all of secrets in the organization the request names. `@turnkey/sdk-server` 8.2.1 has no method for this submission, so the reference names no result of its own; the deleted ids are in `activity.result.deleteSecretsResult.secretIds` of the activity it returns.',
    activityType: 'ACTIVITY_TYPE_DELETE_SECRETS',
    intentKey: 'deleteSecretsIntent',
    appProofs: false,
    example: { parameters: { secretIds: [ids.SECRET_ID] } },
  }),
];
