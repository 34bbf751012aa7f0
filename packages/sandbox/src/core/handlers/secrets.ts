/**
 * Secrets: arbitrary values stored by the enclave, moved in and out the way keys are
 * (enclave-encrypt v1, `crypto/enclave-bundles.ts`). init_import_secrets hands out one signed,
 * single-use ingress key per secret; import_secrets opens each `{ encappedPublic, ciphertext }`
 * payload with the key it names and drops that key; export_secrets seals each value to the
 * client's target key in a signed bundle. Values never appear in a query.
 */
import { p256 } from '@noble/curves/p256';
import {
  DeleteSecretsIntentSchema,
  ExportSecretsIntentSchema,
  ImportSecretsIntentSchema,
  InitImportSecretsIntentSchema,
  ListSecretsRequestSchema,
} from '@docs/platform-api';
import { bytesToHex, hexToBytes } from '@docs/platform-api/bytes';
import { CryptoInputError, transferCrypto } from '../../crypto';
import type { ReadTransaction, SecretImportTargetRecord, SecretRecord } from '../../storage/types';
import { invalid, notFound, precondition } from '../errors';
import { faithful, query, simplified, submission } from '../contract';
import { page } from './paging';

/** Most ingress keys one init_import_secrets hands out (the sandbox's limit). */
export const MAX_SECRETS_PER_IMPORT = 32;

export const secretTargetId = (organizationId: string, targetPublicKey: string) =>
  `${organizationId}/secret-target/${targetPublicKey}`;

/** A P-256 public key as uncompressed lower-case hex, or 400 naming `field`. */
function uncompressedKey(value: string, field: string): string {
  try {
    return p256.ProjectivePoint.fromHex(value.toLowerCase()).toHex(false);
  } catch {
    throw invalid(
      `${field}: expected a P-256 public key in hex, as init_import_secrets returned it`,
    );
  }
}

export const initImportSecrets = submission(
  InitImportSecretsIntentSchema,
  simplified(
    `At most ${MAX_SECRETS_PER_IMPORT} ingress keys per request; each stays valid until import_secrets uses it. The messages are signed by the sandbox signer (GET /sandbox/v1/info), not the platform's quorum key.`,
  ),
  async (context, parameters) => {
    const count = parameters.numSecrets;
    if (!Number.isInteger(count) || count < 1 || count > MAX_SECRETS_PER_IMPORT) {
      throw invalid(
        `numSecrets: expected a whole number from 1 to ${MAX_SECRETS_PER_IMPORT}, received ${count}`,
      );
    }
    const { importBundle, p256KeyPair } = await transferCrypto();
    const { organizationId } = context;
    const { userId } = context.caller;
    const targets = Array.from({ length: count }, () => {
      const pair = p256KeyPair(context.random);
      const record: SecretImportTargetRecord = {
        organizationId,
        userId,
        targetPrivateKey: bytesToHex(pair.privateKey),
        targetPublicKey: bytesToHex(pair.publicKey),
        createdAt: context.timestamp(),
      };
      return { record, message: importBundle(pair.publicKey, organizationId, userId) };
    });
    return {
      result: { enclaveTargetMessages: targets.map((target) => target.message) },
      write: async (tx) => {
        for (const { record } of targets) {
          await tx.insert('secretImportTarget', {
            id: secretTargetId(organizationId, record.targetPublicKey),
            organizationId,
            parentId: userId,
            data: record,
          });
        }
      },
    };
  },
);

export const importSecrets = submission(
  ImportSecretsIntentSchema,
  simplified(
    'Values are kept in plain form in the sandbox store (never returned by a query); static properties are stored, listed and read by policies as secret.static_properties.',
  ),
  async (context, parameters) => {
    const { secrets } = parameters;
    if (secrets.length === 0) throw invalid('secrets: expected at least one secret');
    const { organizationId } = context;
    const keys = secrets.map((secret, index) =>
      uncompressedKey(secret.targetPublicKey, `secrets[${index}].targetPublicKey`),
    );
    const names = secrets.map((secret) => secret.name).filter((name) => name !== undefined);
    keys.forEach((key, index) => {
      if (keys.indexOf(key) !== index) {
        throw invalid(`secrets[${index}].targetPublicKey: each ingress key carries one secret`);
      }
    });
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index) {
        throw invalid(`secrets: the name ${name} is given twice; names must be unique`);
      }
    });
    const check = async (tx: ReadTransaction) => {
      const taken = new Set((await tx.list('secret', { organizationId })).map((s) => s.name));
      for (const [index, secret] of secrets.entries()) {
        if (secret.name !== undefined && taken.has(secret.name)) {
          throw precondition(
            `secrets[${index}].name: organization ${organizationId} already has a secret named ${secret.name}`,
            'SECRET_NAME_TAKEN',
          );
        }
      }
      return Promise.all(
        keys.map(async (key, index) => {
          const target = await tx.get('secretImportTarget', secretTargetId(organizationId, key));
          if (!target) {
            throw precondition(
              `secrets[${index}].targetPublicKey: no unused ingress key ${key.slice(0, 12)}… in organization ${organizationId}; call init_import_secrets first`,
              'IMPORT_NOT_STARTED',
            );
          }
          if (target.userId !== context.caller.userId) {
            throw precondition(
              `secrets[${index}].targetPublicKey: the ingress key was issued to user ${target.userId}, not to the caller`,
              'IMPORT_NOT_STARTED',
            );
          }
          return target;
        }),
      );
    };
    const targets = await context.storage.read(check);
    const { openEncryptedBundle } = await transferCrypto();
    const createdAtUnixMs = String(context.now());
    const records: SecretRecord[] = secrets.map((secret, index) => {
      let value: Uint8Array;
      try {
        value = openEncryptedBundle(
          secret.secretPayload,
          hexToBytes(targets[index]?.targetPrivateKey ?? ''),
        );
      } catch (error) {
        if (!(error instanceof CryptoInputError)) throw error;
        throw invalid(
          `secrets[${index}].secretPayload: ${error.message}. Encrypt it to the ingress key named in targetPublicKey.`,
          'ENCRYPTED_BUNDLE_INVALID',
        );
      }
      return {
        secretId: context.newId(),
        organizationId,
        ...(secret.name !== undefined ? { name: secret.name } : {}),
        staticProperties: secret.staticProperties ?? [],
        value: bytesToHex(value),
        createdAtUnixMs,
      };
    });
    return {
      result: { secretIds: records.map((record) => record.secretId) },
      write: async (tx) => {
        await check(tx);
        for (const key of keys)
          await tx.remove('secretImportTarget', secretTargetId(organizationId, key));
        for (const record of records) {
          await tx.insert('secret', {
            id: record.secretId,
            organizationId,
            ...(record.name !== undefined ? { lookup: record.name } : {}),
            data: record,
          });
        }
      },
    };
  },
);

async function ownSecret(tx: ReadTransaction, organizationId: string, id: string, field: string) {
  const secret = await tx.get('secret', id);
  if (secret?.organizationId !== organizationId) {
    throw notFound(
      `${field}: no secret ${id} in organization ${organizationId}`,
      'SECRET_NOT_FOUND',
    );
  }
  return secret;
}

export const exportSecrets = submission(
  ExportSecretsIntentSchema,
  simplified(
    'Each payload is signed by the sandbox signer (GET /sandbox/v1/info), not the platform’s quorum key; requestContext is recorded with the activity only.',
  ),
  async (context, parameters) => {
    const { secrets } = parameters;
    if (secrets.length === 0) throw invalid('secrets: expected at least one secret');
    const stored = await context.storage.read((tx) =>
      Promise.all(
        secrets.map((secret, index) =>
          ownSecret(tx, context.organizationId, secret.secretId, `secrets[${index}].secretId`),
        ),
      ),
    );
    const { exportBundle } = await transferCrypto();
    const secretPayloads = secrets.map((secret, index) => {
      try {
        return exportBundle(
          hexToBytes(stored[index]?.value ?? ''),
          secret.targetPublicKey,
          context.organizationId,
          context.random,
        );
      } catch (error) {
        if (!(error instanceof CryptoInputError)) throw error;
        throw invalid(`secrets[${index}].${error.message}`, 'TARGET_PUBLIC_KEY_INVALID');
      }
    });
    return { result: { secretPayloads } };
  },
);

export const listSecrets = query(ListSecretsRequestSchema, faithful, (context, input) =>
  context.storage.read(async (tx) => {
    const secrets = await tx.list('secret', { organizationId: context.organizationId });
    return {
      secrets: page(secrets, (s) => s.secretId, input.paginationOptions, true).map((s) => ({
        secretId: s.secretId,
        ...(s.name !== undefined ? { name: s.name } : {}),
        staticProperties: s.staticProperties,
        createdAtUnixMs: s.createdAtUnixMs,
      })),
    };
  }),
);

export const deleteSecrets = submission(
  DeleteSecretsIntentSchema,
  faithful,
  async (context, parameters) => {
    const { secretIds } = parameters;
    secretIds.forEach((id, index) => {
      if (secretIds.indexOf(id) !== index) {
        throw invalid(`secretIds[${index}]: ${id} is listed twice; the ids must be distinct`);
      }
    });
    const check = (tx: ReadTransaction) =>
      Promise.all(
        secretIds.map((id, index) =>
          ownSecret(tx, context.organizationId, id, `secretIds[${index}]`),
        ),
      );
    await context.storage.read(check);
    return {
      result: { secretIds },
      write: async (tx) => {
        await check(tx);
        for (const id of secretIds) await tx.remove('secret', id);
      },
    };
  },
);
