/**
 * Moving secrets in and out, for wallets and private keys alike. Export seals the secret to the
 * request's `targetPublicKey` in a signed export bundle. The two-step import: init_import_* draws a P-256 target key
 * for one user and answers a bundle, signed by the sandbox signer, that announces its public half;
 * import_* opens the client's `encryptedBundle` with the private half. The target is kept until
 * the next init for the same user and kind replaces it.
 */
import { bytesToHex, hexToBytes } from '@docs/platform-api/bytes';
import { CryptoInputError, transferCrypto } from '../../crypto';
import type { ImportTargetRecord } from '../../storage/types';
import { invalid, precondition } from '../errors';
import type { HandlerContext, SubmissionOutcome } from '../contract';
import { ownRecord } from '../records/owned';

export type ImportKind = ImportTargetRecord['kind'];

const INIT_OPERATION: Record<ImportKind, string> = {
  wallet: 'init_import_wallet',
  privateKey: 'init_import_private_key',
};

/** `secret` in an export bundle for the request's `targetPublicKey`; 400 for a bad target key. */
export async function exportSecret(
  context: HandlerContext,
  secret: Uint8Array,
  parameters: { targetPublicKey: string },
): Promise<string> {
  const { exportBundle } = await transferCrypto();
  try {
    return exportBundle(secret, parameters.targetPublicKey, context.organizationId, context.random);
  } catch (error) {
    if (error instanceof CryptoInputError)
      throw invalid(error.message, 'TARGET_PUBLIC_KEY_INVALID');
    throw error;
  }
}

export const importTargetId = (organizationId: string, userId: string, kind: ImportKind) =>
  `${organizationId}/${userId}/${kind}`;

/** init_import_*: a new target key for `userId`, and the import bundle that announces it. */
export async function startImport(
  context: HandlerContext,
  userId: string,
  kind: ImportKind,
): Promise<SubmissionOutcome> {
  const organizationId = context.organizationId;
  await context.storage.read((tx) => ownRecord(tx, 'user', userId, organizationId, 'user'));
  const { importBundle, p256KeyPair } = await transferCrypto();
  const target = p256KeyPair(context.random);
  const record: ImportTargetRecord = {
    organizationId,
    userId,
    kind,
    targetPrivateKey: bytesToHex(target.privateKey),
    createdAt: context.timestamp(),
  };
  const id = importTargetId(organizationId, userId, kind);
  return {
    result: { importBundle: importBundle(target.publicKey, organizationId, userId) },
    write: async (tx) => {
      await ownRecord(tx, 'user', userId, organizationId, 'user');
      if (await tx.get('importTarget', id)) await tx.remove('importTarget', id);
      await tx.insert('importTarget', { id, organizationId, parentId: userId, data: record });
    },
  };
}

/** import_*: the secret in `encryptedBundle`, opened with the target `userId` was given. */
export async function openImport(
  context: HandlerContext,
  userId: string,
  kind: ImportKind,
  encryptedBundle: string,
): Promise<Uint8Array> {
  const target = await context.storage.read((tx) =>
    tx.get('importTarget', importTargetId(context.organizationId, userId, kind)),
  );
  if (!target) {
    throw precondition(
      `userId: user ${userId} has no import in progress in organization ${context.organizationId}; call ${INIT_OPERATION[kind]} for that user first`,
      'IMPORT_NOT_STARTED',
    );
  }
  const { openEncryptedBundle } = await transferCrypto();
  try {
    return openEncryptedBundle(encryptedBundle, hexToBytes(target.targetPrivateKey));
  } catch (error) {
    if (error instanceof CryptoInputError) {
      throw invalid(
        `encryptedBundle: ${error.message}. Encrypt it with the importBundle of ${INIT_OPERATION[kind]} for user ${userId}.`,
        'ENCRYPTED_BUNDLE_INVALID',
      );
    }
    throw error;
  }
}
