/** Users and their API keys. */
import {
  CreateApiKeysIntentV2Schema,
  CreateUsersIntentV4Schema,
  DeleteApiKeysIntentSchema,
  GetApiKeyRequestSchema,
  GetApiKeysRequestSchema,
  GetUserRequestSchema,
  GetUsersRequestSchema,
} from '@docs/platform-api';

import type { ReadTransaction } from '../../storage/types';
import { notFound } from '../errors';
import { faithful, query, simplified, submission } from '../contract';
import { apiKeyView, userView } from '../views';
import { insertOauthProviders, newOauthProviders } from './auth-oauth';
import { ownRecord } from '../records/owned';
import { checkNewUserTags, insertApiKeys, insertUser, newApiKeys, newUser } from '../records/users';

export const createUsers = submission(
  CreateUsersIntentV4Schema,
  simplified('Authenticators are registered as create_authenticators does.'),
  async (context, parameters) => {
    const users = parameters.users.map((params, index) =>
      newUser(
        context,
        context.organizationId,
        { ...params, userTags: [...new Set(params.userTags ?? [])] },
        `users[${index}]`,
      ),
    );
    const checkTags = (tx: ReadTransaction) =>
      checkNewUserTags(tx, users, (index) => `users[${index}]`);
    await context.storage.read(checkTags);
    const links = await Promise.all(
      users.map(({ user }, index) =>
        newOauthProviders(
          context,
          user,
          parameters.users[index]?.oauthProviders ?? [],
          `users[${index}].oauthProviders`,
        ),
      ),
    );
    return {
      result: { userIds: users.map(({ user }) => user.userId) },
      write: async (tx) => {
        await checkTags(tx);
        for (const user of users) await insertUser(tx, user);
        for (const providers of links) await insertOauthProviders(tx, providers);
      },
    };
  },
);

export const getUser = query(GetUserRequestSchema, faithful, (context, input) =>
  context.storage.read(async (tx) => {
    const user = await ownRecord(tx, 'user', input.userId, context.organizationId, 'user');
    return { user: await userView(tx, user) };
  }),
);

export const listUsers = query(GetUsersRequestSchema, faithful, (context) =>
  context.storage.read(async (tx) => {
    const users = await tx.list('user', { organizationId: context.organizationId });
    return { users: await Promise.all(users.map((user) => userView(tx, user))) };
  }),
);

export const createApiKeys = submission(
  CreateApiKeysIntentV2Schema,
  faithful,
  async (context, parameters) => {
    await context.storage.read((tx) =>
      ownRecord(tx, 'user', parameters.userId, context.organizationId, 'user'),
    );
    const keys = newApiKeys(
      context,
      context.organizationId,
      parameters.userId,
      parameters.apiKeys,
      'apiKeys',
    );
    return {
      result: { apiKeyIds: keys.map((key) => key.apiKeyId) },
      write: async (tx) => {
        await ownRecord(tx, 'user', parameters.userId, context.organizationId, 'user');
        await insertApiKeys(tx, keys);
      },
    };
  },
);

export const getApiKeys = query(GetApiKeysRequestSchema, faithful, (context, input) =>
  context.storage.read(async (tx) => {
    const userId = input.userId;
    if (userId !== undefined) await ownRecord(tx, 'user', userId, context.organizationId, 'user');
    const keys =
      userId !== undefined
        ? await tx.list('apiKey', { parentId: userId })
        : await tx.list('apiKey', { organizationId: context.organizationId });
    return { apiKeys: keys.map(apiKeyView) };
  }),
);

export const getApiKey = query(GetApiKeyRequestSchema, faithful, (context, input) =>
  context.storage.read(async (tx) => {
    const key = await tx.get('apiKey', input.apiKeyId);
    if (!key || key.organizationId !== context.organizationId) {
      throw notFound(
        `No API key ${input.apiKeyId} in organization ${context.organizationId}`,
        'API_KEY_NOT_FOUND',
      );
    }
    return { apiKey: apiKeyView(key) };
  }),
);

export const deleteApiKeys = submission(
  DeleteApiKeysIntentSchema,
  faithful,
  async (context, parameters) => {
    const check = async (tx: ReadTransaction) => {
      await ownRecord(tx, 'user', parameters.userId, context.organizationId, 'user');
      const owned = new Set(
        (await tx.list('apiKey', { parentId: parameters.userId })).map((key) => key.apiKeyId),
      );
      const missing = parameters.apiKeyIds.filter((id) => !owned.has(id));
      if (missing.length > 0) {
        throw notFound(
          `apiKeyIds: user ${parameters.userId} has no API key ${missing.join(', ')}`,
          'API_KEY_NOT_FOUND',
        );
      }
    };
    await context.storage.read(check);
    return {
      result: { apiKeyIds: parameters.apiKeyIds },
      write: async (tx) => {
        await check(tx);
        for (const id of parameters.apiKeyIds) await tx.remove('apiKey', id);
      },
    };
  },
);
