/** New users with their API keys and passkeys, built before the transaction that inserts them. */
import type { ApiKeyParamsV2, AuthenticatorParamsV2, UserParamsV4 } from '@docs/platform-api';
import type {
  ApiKeyRecord,
  AuthenticatorRecord,
  ReadTransaction,
  UserRecord,
  WriteTransaction,
} from '../../storage/types';
import { isPointOf } from '../../crypto';
import type { Minting } from '../contract';
import { invalid, notFound } from '../errors';
import { insertAuthenticators, newAuthenticators } from './authenticators';

export interface NewUser {
  user: UserRecord;
  apiKeys: ApiKeyRecord[];
  /** Passkeys registered with the user (`authenticators` of the user's parameters). */
  authenticators?: AuthenticatorRecord[];
}

/**
 * Refuses new users whose tags are not user tags of their organization, naming the field
 * (`${path(index)}.userTags`): a tag id that names nothing would be listed on the user and could
 * never be removed with delete_user_tags.
 */
export async function checkNewUserTags(
  tx: ReadTransaction,
  users: NewUser[],
  path: (index: number) => string,
) {
  for (const [index, { user }] of users.entries()) {
    for (const tagId of user.userTags) {
      if ((await tx.get('userTag', tagId))?.organizationId !== user.organizationId) {
        throw notFound(
          `${path(index)}.userTags: no user tag ${tagId} in organization ${user.organizationId}`,
          'USER_TAG_NOT_FOUND',
        );
      }
    }
  }
}

export function newApiKeys(
  context: Minting,
  organizationId: string,
  userId: string,
  params: ApiKeyParamsV2[],
  path: string,
): ApiKeyRecord[] {
  return params.map((param, index) => {
    const publicKey = param.publicKey.toLowerCase();
    const ed25519 = param.curveType === 'API_KEY_CURVE_ED25519';
    if (!(ed25519 ? /^[0-9a-f]{64}$/ : /^0[23][0-9a-f]{64}$/).test(publicKey)) {
      throw invalid(
        `${path}[${index}].publicKey: expected ${ed25519 ? 'a 64-digit hex Ed25519' : 'a 66-digit hex compressed'} public key for ${param.curveType}`,
      );
    }
    if (!isPointOf(param.curveType, publicKey)) {
      throw invalid(
        `${path}[${index}].publicKey: not a point of ${param.curveType}; is the key registered under the wrong curveType?`,
      );
    }
    const now = context.timestamp();
    return {
      apiKeyId: context.newId(),
      organizationId,
      userId,
      apiKeyName: param.apiKeyName,
      publicKey,
      curveType: param.curveType,
      ...(param.expirationSeconds !== undefined
        ? { expirationSeconds: param.expirationSeconds }
        : {}),
      createdAt: now,
      updatedAt: now,
    };
  });
}

export function newUser(
  context: Minting,
  organizationId: string,
  params: Pick<UserParamsV4, 'userName' | 'userEmail' | 'userPhoneNumber' | 'apiKeys'> & {
    userTags?: string[];
    authenticators?: AuthenticatorParamsV2[];
  },
  path: string,
): NewUser {
  const userId = context.newId();
  const now = context.timestamp();
  const user: UserRecord = {
    userId,
    organizationId,
    userName: params.userName,
    ...(params.userEmail !== undefined ? { userEmail: params.userEmail } : {}),
    ...(params.userPhoneNumber !== undefined ? { userPhoneNumber: params.userPhoneNumber } : {}),
    userTags: params.userTags ?? [],
    createdAt: now,
    updatedAt: now,
  };
  return {
    user,
    apiKeys: newApiKeys(context, organizationId, userId, params.apiKeys, `${path}.apiKeys`),
    authenticators: newAuthenticators(
      context,
      organizationId,
      userId,
      params.authenticators ?? [],
      `${path}.authenticators`,
    ),
  };
}

export async function insertApiKeys(tx: WriteTransaction, keys: ApiKeyRecord[]) {
  for (const key of keys) {
    await tx.insert('apiKey', {
      id: key.apiKeyId,
      organizationId: key.organizationId,
      parentId: key.userId,
      lookup: key.publicKey,
      data: key,
    });
  }
}

export async function insertUser(
  tx: WriteTransaction,
  { user, apiKeys, authenticators = [] }: NewUser,
) {
  await tx.insert('user', { id: user.userId, organizationId: user.organizationId, data: user });
  await insertApiKeys(tx, apiKeys);
  await insertAuthenticators(tx, authenticators);
}
