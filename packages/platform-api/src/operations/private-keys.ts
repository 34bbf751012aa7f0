/** Private Keys tag, part 1: standalone private keys. */
import { hotSigner } from '../examples/entities';
import * as ids from '../examples/ids';
import {
  GetPrivateKeyRequestSchema,
  GetPrivateKeyResponseSchema,
  GetPrivateKeysRequestSchema,
  GetPrivateKeysResponseSchema,
} from '../schemas/private-keys';
import { defineQuery, defineSubmission, type Operation } from './define';

const hotSignerAddresses = [
  { format: 'ADDRESS_FORMAT_COMPRESSED', address: ids.PRIVATE_KEY_PUBLIC_KEY },
  { format: 'ADDRESS_FORMAT_ETHEREUM', address: ids.PRIVATE_KEY_ADDRESS },
] as const;

export const privateKeyOperations: Operation[] = [
  defineQuery({
    name: 'get_private_key',
    sdkMethod: 'getPrivateKey',
    tag: 'Private Keys',
    summary: 'Get private key',
    description:
      'Returns one private key: its public key, curve, derived addresses, tags, and whether it was imported or has been exported. The key is in `privateKey`.',
    request: GetPrivateKeyRequestSchema,
    response: GetPrivateKeyResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, privateKeyId: ids.PRIVATE_KEY_ID },
      response: { privateKey: hotSigner },
    },
  }),
  defineQuery({
    name: 'list_private_keys',
    sdkMethod: 'getPrivateKeys',
    tag: 'Private Keys',
    summary: 'List private keys',
    description:
      'Returns every standalone private key of the organization. Keys derived from wallets are not included; list those with list_wallet_accounts. The keys are in `privateKeys`.',
    request: GetPrivateKeysRequestSchema,
    response: GetPrivateKeysResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: { privateKeys: [hotSigner] },
    },
  }),
  defineSubmission({
    name: 'create_private_keys',
    sdkMethod: 'createPrivateKeys',
    tag: 'Private Keys',
    summary: 'Create private keys',
    description:
      'Generates standalone private keys, each on a curve you choose, with the address formats to derive and the private key tags to apply. Prefer wallets for new integrations that need many addresses; use a private key when you need exactly one key. The new ids and addresses, in request order, are in `activity.result.createPrivateKeysResultV2.privateKeys`.',
    activityType: 'ACTIVITY_TYPE_CREATE_PRIVATE_KEYS_V2',
    intentKey: 'createPrivateKeysIntentV2',
    result: { key: 'createPrivateKeysResultV2', source: 'wire' },
    example: {
      parameters: {
        privateKeys: [
          {
            privateKeyName: ids.PRIVATE_KEY_NAME,
            curve: 'CURVE_SECP256K1',
            privateKeyTags: [ids.PRIVATE_KEY_TAG_ID],
            addressFormats: ['ADDRESS_FORMAT_COMPRESSED', 'ADDRESS_FORMAT_ETHEREUM'],
          },
        ],
      },
      result: {
        privateKeys: [{ privateKeyId: ids.PRIVATE_KEY_ID, addresses: [...hotSignerAddresses] }],
      },
    },
  }),
  defineSubmission({
    name: 'delete_private_keys',
    sdkMethod: 'deletePrivateKeys',
    tag: 'Private Keys',
    summary: 'Delete private keys',
    description:
      'Deletes standalone private keys. Every key must have been exported first; set `deleteWithoutExport: true` to delete keys that never were, which destroys them for good. The flag has no effect on keys already exported. The deleted ids are in `activity.result.deletePrivateKeysResult.privateKeyIds`.',
    activityType: 'ACTIVITY_TYPE_DELETE_PRIVATE_KEYS',
    intentKey: 'deletePrivateKeysIntent',
    result: { key: 'deletePrivateKeysResult', source: 'wire' },
    example: {
      parameters: { privateKeyIds: [ids.PRIVATE_KEY_ID], deleteWithoutExport: false },
      result: { privateKeyIds: [ids.PRIVATE_KEY_ID] },
    },
  }),
  defineSubmission({
    name: 'export_private_key',
    sdkMethod: 'exportPrivateKey',
    tag: 'Private Keys',
    summary: 'Export private key',
    description:
      'Exports a private key encrypted to a P-256 `targetPublicKey` that you generated, so only the holder of the matching private key can read it. Export marks the key `exported`, which later allows deleting it without `deleteWithoutExport`. The encrypted key is in `activity.result.exportPrivateKeyResult.exportBundle`.',
    activityType: 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY',
    intentKey: 'exportPrivateKeyIntent',
    result: { key: 'exportPrivateKeyResult', source: 'wire' },
    example: {
      parameters: { privateKeyId: ids.PRIVATE_KEY_ID, targetPublicKey: ids.TARGET_PUBLIC_KEY },
      result: { privateKeyId: ids.PRIVATE_KEY_ID, exportBundle: ids.EXPORT_BUNDLE },
    },
  }),
  defineSubmission({
    name: 'init_import_private_key',
    sdkMethod: 'initImportPrivateKey',
    tag: 'Private Keys',
    summary: 'Start private key import',
    description:
      'Starts importing an existing private key: the first of two steps. Your client encrypts the key against the returned import bundle, so the key never travels in the clear. The bundle is in `activity.result.initImportPrivateKeyResult.importBundle`; finish with import_private_key, sent by the same user.',
    activityType: 'ACTIVITY_TYPE_INIT_IMPORT_PRIVATE_KEY',
    intentKey: 'initImportPrivateKeyIntent',
    result: { key: 'initImportPrivateKeyResult', source: 'wire' },
    example: {
      parameters: { userId: ids.USER_ID },
      result: { importBundle: ids.IMPORT_BUNDLE },
    },
  }),
  defineSubmission({
    name: 'import_private_key',
    sdkMethod: 'importPrivateKey',
    tag: 'Private Keys',
    summary: 'Import private key',
    description:
      'Finishes a private key import: send the key encrypted against the bundle from init_import_private_key, a name, its curve and the address formats to derive. The imported key is marked `imported`. Its id and addresses are in `activity.result.importPrivateKeyResult`.',
    activityType: 'ACTIVITY_TYPE_IMPORT_PRIVATE_KEY',
    intentKey: 'importPrivateKeyIntent',
    result: { key: 'importPrivateKeyResult', source: 'wire' },
    example: {
      parameters: {
        userId: ids.USER_ID,
        privateKeyName: ids.PRIVATE_KEY_NAME,
        encryptedBundle: ids.ENCRYPTED_BUNDLE,
        curve: 'CURVE_SECP256K1',
        addressFormats: ['ADDRESS_FORMAT_COMPRESSED', 'ADDRESS_FORMAT_ETHEREUM'],
      },
      result: { privateKeyId: ids.PRIVATE_KEY_ID, addresses: [...hotSignerAddresses] },
    },
  }),
];
