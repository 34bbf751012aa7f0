/**
 * Users that come and go: create_api_only_users (users with API keys and nothing else) and
 * delete_users, which takes each user's API keys, passkeys, OAuth links and pending imports (of
 * wallets, keys and secrets) with it. A member of the root quorum cannot be deleted: the platform
 * answers "quorum users missing" and asks for update_root_quorum first.
 */
import { CreateApiOnlyUsersIntentSchema, DeleteUsersIntentSchema } from '@docs/platform-api';
import type { ReadTransaction, WriteTransaction } from '../../storage/types';
import { invalid, notFound, precondition } from '../errors';
import { faithful, submission } from '../contract';
import { checkNewUserTags, insertUser, newUser } from '../records/users';
import { secretTargetId } from './secrets';
import { importTargetId } from './transfer';
import { checkEmail, checkUserName } from './user-updates';

export const createApiOnlyUsers = submission(
  CreateApiOnlyUsersIntentSchema,
  faithful,
  async (context, parameters) => {
    const users = parameters.apiOnlyUsers.map((params, index) => {
      const path = `apiOnlyUsers[${index}]`;
      checkUserName(params.userName, `${path}.userName`);
      if (params.userEmail !== undefined) checkEmail(params.userEmail, `${path}.userEmail`);
      return newUser(
        context,
        context.organizationId,
        {
          ...params,
          userTags: [...new Set(params.userTags)],
          apiKeys: params.apiKeys.map((key) => ({ ...key, curveType: 'API_KEY_CURVE_P256' })),
        },
        path,
      );
    });
    const checkTags = (tx: ReadTransaction) =>
      checkNewUserTags(tx, users, (index) => `apiOnlyUsers[${index}]`);
    await context.storage.read(checkTags);
    return {
      result: { userIds: users.map(({ user }) => user.userId) },
      write: async (tx) => {
        await checkTags(tx);
        for (const user of users) await insertUser(tx, user);
      },
    };
  },
);

/** Everything that belongs to one user and goes with it. */
async function removeUser(tx: WriteTransaction, userId: string) {
  for (const key of await tx.list('apiKey', { parentId: userId })) {
    await tx.remove('apiKey', key.apiKeyId);
  }
  for (const passkey of await tx.list('authenticator', { parentId: userId })) {
    await tx.remove('authenticator', passkey.authenticatorId);
  }
  for (const link of await tx.list('oauthProvider', { parentId: userId })) {
    await tx.remove('oauthProvider', link.providerId);
  }
  for (const target of await tx.list('importTarget', { parentId: userId })) {
    await tx.remove('importTarget', importTargetId(target.organizationId, userId, target.kind));
  }
  for (const target of await tx.list('secretImportTarget', { parentId: userId })) {
    await tx.remove(
      'secretImportTarget',
      secretTargetId(target.organizationId, target.targetPublicKey),
    );
  }
  await tx.remove('user', userId);
}

export const deleteUsers = submission(
  DeleteUsersIntentSchema,
  faithful,
  async (context, parameters) => {
    if (parameters.userIds.length === 0) {
      throw invalid('userIds: expected at least one user id');
    }
    const userIds = [...new Set(parameters.userIds)];
    const check = async (tx: ReadTransaction) => {
      for (const userId of userIds) {
        if ((await tx.get('user', userId))?.organizationId !== context.organizationId) {
          throw notFound(
            `userIds: no user ${userId} in organization ${context.organizationId}`,
            'USER_NOT_FOUND',
          );
        }
      }
      const organization = await tx.get('organization', context.organizationId);
      const inQuorum = userIds.filter((id) => organization?.rootQuorum.userIds.includes(id));
      if (inQuorum.length > 0) {
        throw precondition(
          `userIds: ${inQuorum.join(', ')} ${inQuorum.length === 1 ? 'is a member' : 'are members'} of the root quorum (quorum users missing); remove them with update_root_quorum first`,
          'QUORUM_USERS_MISSING',
        );
      }
    };
    await context.storage.read(check);
    return {
      result: { userIds },
      write: async (tx) => {
        await check(tx);
        for (const userId of userIds) await removeUser(tx, userId);
      },
    };
  },
);
