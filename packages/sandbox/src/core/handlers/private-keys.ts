/** Standalone private keys: create, read, list, delete, export, and the two-step import. */
import {
  checkDeletePrivateKeys,
  type AddressFormat,
  CreatePrivateKeysIntentV2Schema,
  DeletePrivateKeysIntentSchema,
  ExportPrivateKeyIntentSchema,
  GetPrivateKeyRequestSchema,
  GetPrivateKeysRequestSchema,
  ImportPrivateKeyIntentSchema,
  InitImportPrivateKeyIntentSchema,
} from '@docs/platform-api';
import { bytesToHex, hexToBytes } from '@docs/platform-api/bytes';
import {
  curveForAddressFormat,
  generateKeyPair,
  keyPairFromPrivateKey,
  p256Keys,
  type Curve,
  type KeyPair,
} from '../../crypto';
import type { PrivateKeyRecord, ReadTransaction, WriteTransaction } from '../../storage/types';
import { invalid, notFound, precondition, SandboxError } from '../errors';
import { faithful, query, simplified, submission, type HandlerContext } from '../contract';
import { privateKeyView } from '../views';
import type { Minting } from '../contract';
import { addressOrError, asInvalid } from '../records/addresses';
import { ownRecord } from '../records/owned';
import { exportSecret, openImport, startImport } from './transfer';

interface KeyParams {
  privateKeyName: string;
  curve: string;
  addressFormats: AddressFormat[];
  privateKeyTags: string[];
}

type KeyCurve = Curve | 'CURVE_P256';

/** Refuses curves the sandbox has no keys for, naming the field. */
function keyCurve(curve: string, field: string): KeyCurve {
  if (curve === 'CURVE_SECP256K1' || curve === 'CURVE_ED25519' || curve === 'CURVE_P256') {
    return curve;
  }
  throw new SandboxError(
    'UNIMPLEMENTED',
    'CURVE_UNSUPPORTED',
    `${field}: ${curve} private keys are not implemented in the sandbox`,
  );
}

async function newKeyPair(curve: KeyCurve, random: Minting['random']): Promise<KeyPair> {
  if (curve === 'CURVE_P256') return (await p256Keys()).generateP256KeyPair(random);
  return generateKeyPair(curve, random);
}

async function keyPairOf(curve: KeyCurve, secret: Uint8Array): Promise<KeyPair> {
  if (curve === 'CURVE_P256') return (await p256Keys()).p256KeyPairFromPrivateKey(secret);
  return keyPairFromPrivateKey(curve, secret);
}

async function addressOf(curve: string, format: AddressFormat, key: Uint8Array, field: string) {
  if (curve !== 'CURVE_P256') return addressOrError(format, key, field);
  const { p256Address } = await p256Keys();
  try {
    return p256Address(format, key);
  } catch (error) {
    throw asInvalid(error, field);
  }
}

/** A private key record for `keyPair`, with an address in each requested format. */
async function newPrivateKey(
  context: Minting,
  organizationId: string,
  params: KeyParams,
  keyPair: KeyPair,
  imported: boolean,
  /** Prefix of the field names in errors, e.g. `privateKeys[0].`. */
  path: string,
): Promise<PrivateKeyRecord> {
  const field = (index: number) => `${path}addressFormats[${index}]`;
  const addresses: PrivateKeyRecord['addresses'] = [];
  for (const [index, format] of params.addressFormats.entries()) {
    const expected = curveForAddressFormat(format);
    if (expected !== undefined && expected !== params.curve) {
      throw invalid(`${field(index)}: ${format} needs ${expected}, the key is ${params.curve}`);
    }
    addresses.push({
      format,
      address: await addressOf(params.curve, format, keyPair.publicKey, field(index)),
    });
  }
  const now = context.timestamp();
  return {
    privateKeyId: context.newId(),
    organizationId,
    privateKeyName: params.privateKeyName,
    curve: params.curve,
    privateKey: bytesToHex(keyPair.privateKey),
    publicKey: bytesToHex(keyPair.publicKey),
    addresses,
    privateKeyTags: params.privateKeyTags,
    exported: false,
    imported,
    createdAt: now,
    updatedAt: now,
  };
}

/** Inserts `keys` after checking their names are free and their tags exist. */
async function insertPrivateKeys(tx: WriteTransaction, keys: PrivateKeyRecord[]) {
  for (const key of keys) {
    await checkNewKey(tx, key);
    await tx.insert('privateKey', {
      id: key.privateKeyId,
      organizationId: key.organizationId,
      data: key,
    });
  }
}

async function checkNewKey(tx: ReadTransaction, key: PrivateKeyRecord) {
  const existing = await tx.list('privateKey', { organizationId: key.organizationId });
  if (existing.some((other) => other.privateKeyName === key.privateKeyName)) {
    throw new SandboxError(
      'ALREADY_EXISTS',
      'PRIVATE_KEY_NAME_TAKEN',
      `A private key named ${key.privateKeyName} already exists in this organization`,
    );
  }
  for (const tagId of key.privateKeyTags) {
    const tag = await tx.get('privateKeyTag', tagId);
    if (!tag || tag.organizationId !== key.organizationId) {
      throw notFound(
        `privateKeyTags: no private key tag ${tagId} in organization ${key.organizationId}`,
        'PRIVATE_KEY_TAG_NOT_FOUND',
      );
    }
  }
}

/** A private key of this organization, or NOT_FOUND naming it. */
export const ownPrivateKey = (tx: ReadTransaction, id: string, organizationId: string) =>
  ownRecord(tx, 'privateKey', id, organizationId, 'private key');

export const createPrivateKeys = submission(
  CreatePrivateKeysIntentV2Schema,
  simplified(
    'CURVE_P256 keys have the raw point encodings as their only addresses (ADDRESS_FORMAT_COMPRESSED, ADDRESS_FORMAT_UNCOMPRESSED) and sign raw payloads (the digest as for secp256k1, `v` the recovery id), and can be read, exported and deleted.',
  ),
  async (context, parameters) => {
    const keys: PrivateKeyRecord[] = [];
    for (const [index, params] of parameters.privateKeys.entries()) {
      const path = `privateKeys[${index}].`;
      const curve = keyCurve(params.curve, `${path}curve`);
      keys.push(
        await newPrivateKey(
          context,
          context.organizationId,
          params,
          await newKeyPair(curve, context.random),
          false,
          path,
        ),
      );
    }
    await context.storage.read(async (tx) => {
      for (const key of keys) await checkNewKey(tx, key);
    });
    return {
      result: {
        privateKeys: keys.map((key) => ({
          privateKeyId: key.privateKeyId,
          addresses: key.addresses,
        })),
      },
      write: (tx) => insertPrivateKeys(tx, keys),
    };
  },
);

export const getPrivateKey = query(GetPrivateKeyRequestSchema, faithful, async (context, input) => {
  const key = await context.storage.read((tx) =>
    ownPrivateKey(tx, input.privateKeyId, context.organizationId),
  );
  return { privateKey: privateKeyView(key) };
});

export const listPrivateKeys = query(GetPrivateKeysRequestSchema, faithful, async (context) => {
  const keys = await context.storage.read((tx) =>
    tx.list('privateKey', { organizationId: context.organizationId }),
  );
  return { privateKeys: keys.map(privateKeyView) };
});

export const deletePrivateKeys = submission(
  DeletePrivateKeysIntentSchema,
  faithful,
  async (context, parameters) => {
    const check = async (tx: ReadTransaction) => {
      const keys = await tx.list('privateKey', { organizationId: context.organizationId });
      const verdict = checkDeletePrivateKeys(parameters, keys);
      if (verdict.ok) return;
      const message = verdict.violations.map((violation) => violation.message).join(' ');
      throw verdict.violations.some((violation) => violation.message.includes('known target'))
        ? notFound(message, 'PRIVATE_KEY_NOT_FOUND')
        : precondition(message, 'PRIVATE_KEY_NOT_EXPORTED');
    };
    await context.storage.read(check);
    return {
      result: { privateKeyIds: parameters.privateKeyIds },
      write: async (tx) => {
        await check(tx);
        for (const id of parameters.privateKeyIds) await tx.remove('privateKey', id);
      },
    };
  },
);

export const exportPrivateKey = submission(
  ExportPrivateKeyIntentSchema,
  faithful,
  async (context, parameters) => {
    const key = await context.storage.read((tx) =>
      ownPrivateKey(tx, parameters.privateKeyId, context.organizationId),
    );
    const exportBundle = await exportSecret(context, hexToBytes(key.privateKey), parameters);
    return {
      result: { privateKeyId: key.privateKeyId, exportBundle },
      write: async (tx) => {
        const current = await ownPrivateKey(tx, key.privateKeyId, context.organizationId);
        await tx.update('privateKey', key.privateKeyId, {
          ...current,
          exported: true,
          updatedAt: context.timestamp(),
        });
      },
    };
  },
);

export const initImportPrivateKey = submission(
  InitImportPrivateKeyIntentSchema,
  simplified(
    'The import target stays valid until the next init_import_private_key for the same user replaces it; any user of the organization may start an import for another.',
  ),
  (context, parameters) => startImport(context, parameters.userId, 'privateKey'),
);

export const importPrivateKey = submission(
  ImportPrivateKeyIntentSchema,
  simplified(
    'CURVE_P256 keys have the raw point encodings as their only addresses (ADDRESS_FORMAT_COMPRESSED, ADDRESS_FORMAT_UNCOMPRESSED) and sign raw payloads (the digest as for secp256k1, `v` the recovery id), and can be read, exported and deleted.',
  ),
  async (context: HandlerContext, parameters) => {
    const curve = keyCurve(parameters.curve, 'curve');
    const secret = await openImport(
      context,
      parameters.userId,
      'privateKey',
      parameters.encryptedBundle,
    );
    let keyPair: KeyPair;
    try {
      keyPair = await keyPairOf(curve, secret);
    } catch (error) {
      throw asInvalid(error, 'encryptedBundle');
    }
    const key = await newPrivateKey(
      context,
      context.organizationId,
      { ...parameters, privateKeyTags: [] },
      keyPair,
      true,
      '',
    );
    await context.storage.read((tx) => checkNewKey(tx, key));
    return {
      result: { privateKeyId: key.privateKeyId, addresses: key.addresses },
      write: (tx) => insertPrivateKeys(tx, [key]),
    };
  },
);
