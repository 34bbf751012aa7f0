/**
 * Private key tags: a tag is its own record; the keys it groups carry its id in
 * `privateKeyTags`, so get_private_key shows it and deleting a tag takes it off every key.
 */
import {
  CreatePrivateKeyTagIntentSchema,
  DeletePrivateKeyTagsIntentSchema,
  ListPrivateKeyTagsRequestSchema,
  UpdatePrivateKeyTagIntentSchema,
} from '@docs/platform-api';

import type { PrivateKeyTagRecord, ReadTransaction, WriteTransaction } from '../../storage/types';
import { SandboxError } from '../errors';
import { faithful, query, submission } from '../contract';
import { privateKeyTagView } from '../views';
import { ownPrivateKey } from './private-keys';
import { ownRecord } from '../records/owned';

const ownTag = (tx: ReadTransaction, tagId: string, organizationId: string) =>
  ownRecord(tx, 'privateKeyTag', tagId, organizationId, 'private key tag');

async function checkNameFree(tx: ReadTransaction, organizationId: string, tagName: string) {
  const tags = await tx.list('privateKeyTag', { organizationId });
  if (tags.some((tag) => tag.tagName === tagName)) {
    throw new SandboxError(
      'ALREADY_EXISTS',
      'PRIVATE_KEY_TAG_NAME_TAKEN',
      `A private key tag named ${tagName} already exists in this organization`,
    );
  }
}

/** Adds `tagId` to the keys in `add` and takes it off those in `remove`. */
async function retag(
  tx: WriteTransaction,
  organizationId: string,
  tagId: string,
  add: readonly string[],
  remove: readonly string[],
  updatedAt: PrivateKeyTagRecord['updatedAt'],
) {
  for (const id of new Set([...add, ...remove])) {
    const key = await ownPrivateKey(tx, id, organizationId);
    const tags = key.privateKeyTags.filter((tag) => tag !== tagId);
    if (add.includes(id)) tags.push(tagId);
    await tx.update('privateKey', id, { ...key, privateKeyTags: tags, updatedAt });
  }
}

export const createPrivateKeyTag = submission(
  CreatePrivateKeyTagIntentSchema,
  faithful,
  async (context, parameters) => {
    const organizationId = context.organizationId;
    const check = async (tx: ReadTransaction) => {
      await checkNameFree(tx, organizationId, parameters.privateKeyTagName);
      for (const id of parameters.privateKeyIds) await ownPrivateKey(tx, id, organizationId);
    };
    await context.storage.read(check);
    const now = context.timestamp();
    const tag: PrivateKeyTagRecord = {
      tagId: context.newId(),
      organizationId,
      tagName: parameters.privateKeyTagName,
      createdAt: now,
      updatedAt: now,
    };
    return {
      result: { privateKeyTagId: tag.tagId, privateKeyIds: parameters.privateKeyIds },
      write: async (tx) => {
        await check(tx);
        await tx.insert('privateKeyTag', { id: tag.tagId, organizationId, data: tag });
        await retag(tx, organizationId, tag.tagId, parameters.privateKeyIds, [], now);
      },
    };
  },
);

export const listPrivateKeyTags = query(
  ListPrivateKeyTagsRequestSchema,
  faithful,
  async (context) => {
    const tags = await context.storage.read((tx) =>
      tx.list('privateKeyTag', { organizationId: context.organizationId }),
    );
    return { privateKeyTags: tags.map(privateKeyTagView) };
  },
);

export const updatePrivateKeyTag = submission(
  UpdatePrivateKeyTagIntentSchema,
  faithful,
  async (context, parameters) => {
    const organizationId = context.organizationId;
    const tagId = parameters.privateKeyTagId;
    const apply = async (tx: WriteTransaction) => {
      const tag = await ownTag(tx, tagId, organizationId);
      const now = context.timestamp();
      const newName = parameters.newPrivateKeyTagName;
      if (newName !== undefined && newName !== tag.tagName) {
        await checkNameFree(tx, organizationId, newName);
      }
      await tx.update('privateKeyTag', tagId, {
        ...tag,
        tagName: newName ?? tag.tagName,
        updatedAt: now,
      });
      await retag(
        tx,
        organizationId,
        tagId,
        parameters.addPrivateKeyIds,
        parameters.removePrivateKeyIds,
        now,
      );
    };
    await context.storage.read(async (tx) => {
      await ownTag(tx, tagId, organizationId);
      const ids = [...parameters.addPrivateKeyIds, ...parameters.removePrivateKeyIds];
      for (const id of ids) await ownPrivateKey(tx, id, organizationId);
    });
    return { result: { privateKeyTagId: tagId }, write: apply };
  },
);

export const deletePrivateKeyTags = submission(
  DeletePrivateKeyTagsIntentSchema,
  faithful,
  async (context, parameters) => {
    const organizationId = context.organizationId;
    const tagIds = parameters.privateKeyTagIds;
    const tagged = async (tx: ReadTransaction) => {
      for (const id of tagIds) await ownTag(tx, id, organizationId);
      const keys = await tx.list('privateKey', { organizationId });
      return keys.filter((key) => key.privateKeyTags.some((tag) => tagIds.includes(tag)));
    };
    const carriers = await context.storage.read(tagged);
    return {
      result: {
        privateKeyTagIds: tagIds,
        privateKeyIds: carriers.map((key) => key.privateKeyId),
      },
      write: async (tx) => {
        const now = context.timestamp();
        for (const key of await tagged(tx)) {
          await tx.update('privateKey', key.privateKeyId, {
            ...key,
            privateKeyTags: key.privateKeyTags.filter((tag) => !tagIds.includes(tag)),
            updatedAt: now,
          });
        }
        for (const id of tagIds) await tx.remove('privateKeyTag', id);
      },
    };
  },
);
