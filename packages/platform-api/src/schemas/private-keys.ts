/**
 * Standalone private keys: stored shape, creation, deletion, export, the two-step import and the
 * queries.
 */
import * as z from 'zod';
import {
  ORGANIZATION_ID,
  PRIVATE_KEY_ADDRESS,
  PRIVATE_KEY_ID,
  PRIVATE_KEY_NAME,
  PRIVATE_KEY_PUBLIC_KEY,
  PRIVATE_KEY_TAG_ID,
  TARGET_PUBLIC_KEY,
  USER_ID,
} from '../examples/ids';
import { TimestampSchema } from './common';
import { AddressFormatSchema, CurveSchema } from './enums';
import { bool, id, ids, organizationIdField, text } from './fields';

export const AddressSchema = z
  .object({
    format: AddressFormatSchema.optional(),
    address: text('The address in that format.', PRIVATE_KEY_ADDRESS).optional(),
  })
  .meta({ id: 'Address', description: 'An address of a private key in one format.' });
export type Address = z.infer<typeof AddressSchema>;

const addressFormats = z
  .array(AddressFormatSchema)
  .meta({ description: 'Address formats to derive from the key.' });

export const PrivateKeySchema = z
  .object({
    privateKeyId: id('Unique identifier of the private key.', PRIVATE_KEY_ID),
    publicKey: text('Public key, hex-encoded.', PRIVATE_KEY_PUBLIC_KEY),
    privateKeyName: text('Name given to the key.', PRIVATE_KEY_NAME),
    curve: CurveSchema,
    addresses: z.array(AddressSchema).meta({ description: 'Addresses derived from the key.' }),
    privateKeyTags: ids('Ids of the private key tags applied to the key.', [PRIVATE_KEY_TAG_ID]),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
    exported: bool('True once the key has been exported at least once.'),
    imported: bool('True when the key was imported rather than generated.'),
  })
  .meta({ id: 'PrivateKey', description: 'A single private key held by the platform.' });
export type PrivateKey = z.infer<typeof PrivateKeySchema>;

export const PrivateKeyParamsSchema = z
  .object({
    privateKeyName: text('Name for the new key.', PRIVATE_KEY_NAME),
    curve: CurveSchema,
    privateKeyTags: ids('Ids of private key tags to apply.', [PRIVATE_KEY_TAG_ID]),
    addressFormats,
  })
  .meta({ id: 'PrivateKeyParams', description: 'A private key to generate.' });
export type PrivateKeyParams = z.infer<typeof PrivateKeyParamsSchema>;

export const PrivateKeyResultSchema = z
  .object({
    privateKeyId: id('The new key.', PRIVATE_KEY_ID).optional(),
    addresses: z.array(AddressSchema).optional(),
  })
  .meta({ id: 'PrivateKeyResult', description: 'A generated key and its addresses.' });
export type PrivateKeyResult = z.infer<typeof PrivateKeyResultSchema>;

export const CreatePrivateKeysIntentV2Schema = z
  .object({ privateKeys: z.array(PrivateKeyParamsSchema) })
  .meta({ id: 'CreatePrivateKeysIntentV2', description: 'Parameters of create_private_keys.' });
export type CreatePrivateKeysIntentV2 = z.infer<typeof CreatePrivateKeysIntentV2Schema>;

export const CreatePrivateKeysResultV2Schema = z
  .object({ privateKeys: z.array(PrivateKeyResultSchema) })
  .meta({ id: 'CreatePrivateKeysResultV2', description: 'Result of create_private_keys.' });
export type CreatePrivateKeysResultV2 = z.infer<typeof CreatePrivateKeysResultV2Schema>;

export const DeletePrivateKeysIntentSchema = z
  .object({
    privateKeyIds: ids('Keys to delete.', [PRIVATE_KEY_ID]),
    deleteWithoutExport: bool(
      'Delete keys that were never exported. Without it, every key must have been exported first; the flag has no effect on keys already exported.',
    ).optional(),
  })
  .meta({ id: 'DeletePrivateKeysIntent', description: 'Parameters of delete_private_keys.' });
export type DeletePrivateKeysIntent = z.infer<typeof DeletePrivateKeysIntentSchema>;

export const DeletePrivateKeysResultSchema = z
  .object({ privateKeyIds: ids('Keys deleted.', [PRIVATE_KEY_ID]) })
  .meta({ id: 'DeletePrivateKeysResult', description: 'Result of delete_private_keys.' });
export type DeletePrivateKeysResult = z.infer<typeof DeletePrivateKeysResultSchema>;

export const ExportPrivateKeyIntentSchema = z
  .object({
    privateKeyId: id('The key to export.', PRIVATE_KEY_ID),
    targetPublicKey: text(
      'P-256 public key (hex) you generated for this export; the key material is encrypted to it.',
      TARGET_PUBLIC_KEY,
    ),
  })
  .meta({ id: 'ExportPrivateKeyIntent', description: 'Parameters of export_private_key.' });
export type ExportPrivateKeyIntent = z.infer<typeof ExportPrivateKeyIntentSchema>;

export const ExportPrivateKeyResultSchema = z
  .object({
    privateKeyId: id('The exported key.', PRIVATE_KEY_ID),
    exportBundle: text('The private key encrypted to targetPublicKey.'),
  })
  .meta({ id: 'ExportPrivateKeyResult', description: 'Result of export_private_key.' });
export type ExportPrivateKeyResult = z.infer<typeof ExportPrivateKeyResultSchema>;

export const InitImportPrivateKeyIntentSchema = z
  .object({ userId: id('The user who imports the key.', USER_ID) })
  .meta({
    id: 'InitImportPrivateKeyIntent',
    description: 'Parameters of init_import_private_key.',
  });
export type InitImportPrivateKeyIntent = z.infer<typeof InitImportPrivateKeyIntentSchema>;

export const InitImportPrivateKeyResultSchema = z
  .object({
    importBundle: text(
      'The bundle your client encrypts the private key against; send the ciphertext to import_private_key as encryptedBundle.',
    ),
  })
  .meta({ id: 'InitImportPrivateKeyResult', description: 'Result of init_import_private_key.' });
export type InitImportPrivateKeyResult = z.infer<typeof InitImportPrivateKeyResultSchema>;

export const ImportPrivateKeyIntentSchema = z
  .object({
    userId: id('The user who started the import with init_import_private_key.', USER_ID),
    privateKeyName: text('Name for the imported key.', PRIVATE_KEY_NAME),
    encryptedBundle: text('The private key encrypted to the key from the import bundle.'),
    curve: CurveSchema,
    addressFormats,
  })
  .meta({ id: 'ImportPrivateKeyIntent', description: 'Parameters of import_private_key.' });
export type ImportPrivateKeyIntent = z.infer<typeof ImportPrivateKeyIntentSchema>;

export const ImportPrivateKeyResultSchema = z
  .object({
    privateKeyId: id('The imported key.', PRIVATE_KEY_ID),
    addresses: z.array(AddressSchema).meta({ description: 'Addresses derived from the key.' }),
  })
  .meta({ id: 'ImportPrivateKeyResult', description: 'Result of import_private_key.' });
export type ImportPrivateKeyResult = z.infer<typeof ImportPrivateKeyResultSchema>;

export const GetPrivateKeyRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    privateKeyId: id('The key to read.', PRIVATE_KEY_ID),
  })
  .meta({ id: 'GetPrivateKeyRequest', description: 'Request body of get_private_key.' });
export type GetPrivateKeyRequest = z.infer<typeof GetPrivateKeyRequestSchema>;

export const GetPrivateKeyResponseSchema = z
  .object({ privateKey: PrivateKeySchema })
  .meta({ id: 'GetPrivateKeyResponse', description: 'Response of get_private_key.' });
export type GetPrivateKeyResponse = z.infer<typeof GetPrivateKeyResponseSchema>;

export const GetPrivateKeysRequestSchema = z
  .object({ organizationId: organizationIdField(ORGANIZATION_ID) })
  .meta({ id: 'GetPrivateKeysRequest', description: 'Request body of list_private_keys.' });
export type GetPrivateKeysRequest = z.infer<typeof GetPrivateKeysRequestSchema>;

export const GetPrivateKeysResponseSchema = z
  .object({ privateKeys: z.array(PrivateKeySchema) })
  .meta({ id: 'GetPrivateKeysResponse', description: 'Response of list_private_keys.' });
export type GetPrivateKeysResponse = z.infer<typeof GetPrivateKeysResponseSchema>;
