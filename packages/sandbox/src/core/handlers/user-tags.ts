/**
 * User tags: named groups of users that a policy's consensus can name (`approvers` carry their
 * tag ids). A tag lives as its own record; each user record lists the ids of its tags.
 */
import {
  CreateUserTagIntentSchema,
  DeleteUserTagsIntentSchema,
  ListUserTagsRequestSchema,
  UpdateUserTagIntentSchema,
} from '@docs/platform-api';

import type { ReadTransaction, UserTagRecord, WriteTransaction } from '../../storage/types';
import { faithful, query, submission } from '../contract';
import { userTagView } from '../views';
import { ownRecord } from '../records/owned';

const ownTag = (tx: ReadTransaction, tagId: string, organizationId: string) =>
  ownRecord(tx, 'userTag', tagId, organizationId, 'user tag');

async function checkUsers(tx: ReadTransaction, userIds: string[], organizationId: string) {
  for (const userId of userIds) await ownRecord(tx, 'user', userId, organizationId, 'user');
}

/** Adds or removes `tagId` on each user; a user already in the wanted state is left alone. */
async function retag(
  tx: WriteTransaction,
  userIds: string[],
  tagId: string,
  organizationId: string,
  add: boolean,
  updatedAt: UserTagRecord['updatedAt'],
) {
  for (const userId of new Set(userIds)) {
    const user = await ownRecord(tx, 'user', userId, organizationId, 'user');
    const has = user.userTags.includes(tagId);
    if (has === add) continue;
    const userTags = add ? [...user.userTags, tagId] : user.userTags.filter((id) => id !== tagId);
    await tx.update('user', userId, { ...user, userTags, updatedAt });
  }
}

export const createUserTag = submission(
  CreateUserTagIntentSchema,
  faithful,
  async (context, parameters) => {
    const organizationId = context.organizationId;
    await context.storage.read((tx) => checkUsers(tx, parameters.userIds, organizationId));
    const now = context.timestamp();
    const tag: UserTagRecord = {
      tagId: context.newId(),
      organizationId,
      tagName: parameters.userTagName,
      createdAt: now,
      updatedAt: now,
    };
    return {
      result: { userTagId: tag.tagId, userIds: parameters.userIds },
      write: async (tx) => {
        await tx.insert('userTag', { id: tag.tagId, organizationId, data: tag });
        await retag(tx, parameters.userIds, tag.tagId, organizationId, true, now);
      },
    };
  },
);

export const listUserTags = query(ListUserTagsRequestSchema, faithful, (context) =>
  context.storage.read(async (tx) => ({
    userTags: (await tx.list('userTag', { organizationId: context.organizationId })).map(
      userTagView,
    ),
  })),
);

export const updateUserTag = submission(
  UpdateUserTagIntentSchema,
  faithful,
  async (context, parameters) => {
    const organizationId = context.organizationId;
    const check = async (tx: ReadTransaction) => {
      const tag = await ownTag(tx, parameters.userTagId, organizationId);
      await checkUsers(tx, [...parameters.addUserIds, ...parameters.removeUserIds], organizationId);
      return tag;
    };
    await context.storage.read(check);
    const now = context.timestamp();
    return {
      result: { userTagId: parameters.userTagId },
      write: async (tx) => {
        const tag = await check(tx);
        const tagName = parameters.newUserTagName || tag.tagName;
        await tx.update('userTag', tag.tagId, { ...tag, tagName, updatedAt: now });
        await retag(tx, parameters.addUserIds, tag.tagId, organizationId, true, now);
        await retag(tx, parameters.removeUserIds, tag.tagId, organizationId, false, now);
      },
    };
  },
);

export const deleteUserTags = submission(
  DeleteUserTagsIntentSchema,
  faithful,
  async (context, parameters) => {
    const organizationId = context.organizationId;
    const carriers = async (tx: ReadTransaction) => {
      for (const tagId of parameters.userTagIds) await ownTag(tx, tagId, organizationId);
      const users = await tx.list('user', { organizationId });
      return users.filter((user) => user.userTags.some((id) => parameters.userTagIds.includes(id)));
    };
    const before = await context.storage.read(carriers);
    const now = context.timestamp();
    return {
      result: { userTagIds: parameters.userTagIds, userIds: before.map((user) => user.userId) },
      write: async (tx) => {
        const users = await carriers(tx);
        for (const user of users) {
          const userTags = user.userTags.filter((id) => !parameters.userTagIds.includes(id));
          await tx.update('user', user.userId, { ...user, userTags, updatedAt: now });
        }
        for (const tagId of new Set(parameters.userTagIds)) await tx.remove('userTag', tagId);
      },
    };
  },
);
