/**
 * Secrets: arbitrary sensitive values (passwords, API keys, card details) held encrypted by the
 * platform's enclave. They travel only as ciphertext: a client encrypts to a single-use key the
 * enclave publishes (init_import_secrets → import_secrets), and export_secrets re-encrypts to a
 * key the client generated. Every export is an activity, so policies decide who may read what.
 */
import * as z from 'zod';
import {
  ORGANIZATION_ID,
  REQUEST_TIMESTAMP_MS,
  SECRET_EXPORT_PAYLOAD,
  SECRET_ID,
  SECRET_IMPORT_PAYLOAD,
  SECRET_IMPORT_TARGET_MESSAGE,
  SECRET_IMPORT_TARGET_PUBLIC_KEY,
  SECRET_NAME,
  TARGET_PUBLIC_KEY,
} from '../examples/ids';
import { PaginationSchema } from './common';
import { id, ids, int32, organizationIdField, text, uint64 } from './fields';

/** delete_secrets takes 1 to 32 ids. */
export const DELETE_SECRETS_LIMIT = { min: 1, max: 32 } as const;

export const TransportEncryptionSuiteSchema = z
  .enum(['TRANSPORT_ENCRYPTION_SUITE_ENCLAVE_ENCRYPT_V1'])
  .meta({
    id: 'TransportEncryptionSuite',
    description:
      'How a secret is encrypted in transit. `TRANSPORT_ENCRYPTION_SUITE_ENCLAVE_ENCRYPT_V1`: HPKE to a single-use P-256 key (the scheme wallet import and export use); payloads are JSON.',
  });
export type TransportEncryptionSuite = z.infer<typeof TransportEncryptionSuiteSchema>;

export const KeyValueSchema = z
  .object({
    key: text('Name of the property.', 'kind').optional(),
    value: text('Its value, as a string.', 'apiKey').optional(),
  })
  .meta({ id: 'KeyValue', description: 'A string property: one key and its value.' });
export type KeyValue = z.infer<typeof KeyValueSchema>;

const secretId = (description: string) => id(description, SECRET_ID);

const staticProperties = (description: string) =>
  z.array(KeyValueSchema).meta({
    description,
    examples: [
      [
        { key: 'kind', value: 'apiKey' },
        { key: 'environment', value: 'production' },
      ],
    ],
  });

export const InitImportSecretsIntentSchema = z
  .object({
    encryptionSuite: TransportEncryptionSuiteSchema,
    numSecrets: int32(
      'How many secrets the following import_secrets will carry; the enclave publishes one ingress key for each.',
      1,
    ),
  })
  .meta({ id: 'InitImportSecretsIntent', description: 'Parameters of init_import_secrets.' });
export type InitImportSecretsIntent = z.infer<typeof InitImportSecretsIntentSchema>;

export const InitImportSecretsResultSchema = z
  .object({
    enclaveTargetMessages: z.array(z.string()).meta({
      description:
        'One signed message per secret, each a JSON string: for enclave-encrypt v1 a version, hex `data` holding the ingress public key with the organization and user it is meant for, the quorum key’s `dataSignature` over it and that quorum public key. Check the signature before encrypting to the key.',
      examples: [[SECRET_IMPORT_TARGET_MESSAGE]],
    }),
  })
  .meta({ id: 'InitImportSecretsResult', description: 'Result of init_import_secrets.' });
export type InitImportSecretsResult = z.infer<typeof InitImportSecretsResultSchema>;

export const ImportSecretParamsSchema = z
  .object({
    name: text(
      'A name to find the secret by; when set it must differ from every other secret name in the organization.',
      SECRET_NAME,
    ).optional(),
    secretPayload: text(
      'The ciphertext, in the form the suite defines: for enclave-encrypt v1 a JSON string with the sender’s `encappedPublic` key and the hex `ciphertext`.',
      SECRET_IMPORT_PAYLOAD,
    ),
    targetPublicKey: text(
      'The ingress public key the payload was encrypted to, taken from one of the messages init_import_secrets returned.',
      SECRET_IMPORT_TARGET_PUBLIC_KEY,
    ),
    encryptionSuite: TransportEncryptionSuiteSchema,
    staticProperties: staticProperties(
      'Properties fixed to the secret for good. Policies can read them (`secret.static_properties`), so one policy can cover a whole class of secrets.',
    ).optional(),
  })
  .meta({ id: 'ImportSecretParams', description: 'One secret to store.' });
export type ImportSecretParams = z.infer<typeof ImportSecretParamsSchema>;

export const ImportSecretsIntentSchema = z
  .object({
    secrets: z.array(ImportSecretParamsSchema).meta({ description: 'The secrets to store.' }),
  })
  .meta({ id: 'ImportSecretsIntent', description: 'Parameters of import_secrets.' });
export type ImportSecretsIntent = z.infer<typeof ImportSecretsIntentSchema>;

export const ImportSecretsResultSchema = z
  .object({ secretIds: ids('Ids of the stored secrets, in request order.', [SECRET_ID]) })
  .meta({ id: 'ImportSecretsResult', description: 'Result of import_secrets.' });
export type ImportSecretsResult = z.infer<typeof ImportSecretsResultSchema>;

export const ExportSecretParamsSchema = z
  .object({
    secretId: secretId('The secret to read.'),
    targetPublicKey: text(
      'A P-256 public key (hex) the enclave encrypts the secret to. Generate a fresh pair for each export; whoever holds its private half can read the secret, and nobody else can, approvers included.',
      TARGET_PUBLIC_KEY,
    ),
    encryptionSuite: TransportEncryptionSuiteSchema,
    requestContext: z
      .array(KeyValueSchema)
      .optional()
      .meta({
        description:
          'Properties of this request, such as why the secret is needed, recorded with the activity so policies and auditors can see them.',
        examples: [[{ key: 'purpose', value: 'rotate-processor-key' }]],
      }),
  })
  .meta({
    id: 'ExportSecretParams',
    description: 'One secret to read, and the key to read it with.',
  });
export type ExportSecretParams = z.infer<typeof ExportSecretParamsSchema>;

export const ExportSecretsIntentSchema = z
  .object({
    secrets: z.array(ExportSecretParamsSchema).meta({ description: 'The secrets to read.' }),
  })
  .meta({ id: 'ExportSecretsIntent', description: 'Parameters of export_secrets.' });
export type ExportSecretsIntent = z.infer<typeof ExportSecretsIntentSchema>;

export const ExportSecretsResultSchema = z
  .object({
    secretPayloads: z.array(z.string()).meta({
      description:
        'One ciphertext per requested secret, in request order. For enclave-encrypt v1 each is a JSON string signed by the enclave quorum key, like an entry of `enclaveTargetMessages`; its hex `data` holds the encapsulated key and the ciphertext. Verify, then decrypt with the target private key.',
      examples: [[SECRET_EXPORT_PAYLOAD]],
    }),
  })
  .meta({ id: 'ExportSecretsResult', description: 'Result of export_secrets.' });
export type ExportSecretsResult = z.infer<typeof ExportSecretsResultSchema>;

export const DeleteSecretsIntentSchema = z
  .object({
    secretIds: z
      .array(z.string().min(1))
      .min(DELETE_SECRETS_LIMIT.min)
      .max(DELETE_SECRETS_LIMIT.max)
      .meta({
        description: `The secrets to delete: ${DELETE_SECRETS_LIMIT.min} to ${DELETE_SECRETS_LIMIT.max} different ids, all of secrets of this organization.`,
        examples: [[SECRET_ID]],
      }),
  })
  .meta({ id: 'DeleteSecretsIntent', description: 'Parameters of delete_secrets.' });
export type DeleteSecretsIntent = z.infer<typeof DeleteSecretsIntentSchema>;

export const DeleteSecretsResultSchema = z
  .object({ secretIds: ids('Ids of the deleted secrets, in request order.', [SECRET_ID]) })
  .meta({ id: 'DeleteSecretsResult', description: 'Result of delete_secrets.' });
export type DeleteSecretsResult = z.infer<typeof DeleteSecretsResultSchema>;

export const SecretMetadataSchema = z
  .object({
    secretId: secretId('Identifies the secret.'),
    name: text('The name given at import, if any.', SECRET_NAME).optional(),
    staticProperties: staticProperties('The properties fixed to the secret at import.'),
    createdAtUnixMs: uint64(
      'When the secret was stored, in milliseconds since the Unix epoch, as a decimal string.',
      REQUEST_TIMESTAMP_MS,
    ),
  })
  .meta({
    id: 'SecretMetadata',
    description: 'What the platform shows about a stored secret; never its value.',
  });
export type SecretMetadata = z.infer<typeof SecretMetadataSchema>;

export const ListSecretsRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    paginationOptions: PaginationSchema.optional(),
  })
  .meta({ id: 'ListSecretsRequest', description: 'Request body of list_secrets.' });
export type ListSecretsRequest = z.infer<typeof ListSecretsRequestSchema>;

export const ListSecretsResponseSchema = z
  .object({ secrets: z.array(SecretMetadataSchema) })
  .meta({ id: 'ListSecretsResponse', description: 'Response of list_secrets.' });
export type ListSecretsResponse = z.infer<typeof ListSecretsResponseSchema>;
