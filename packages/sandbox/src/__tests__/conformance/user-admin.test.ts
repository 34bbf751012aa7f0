/**
 * Changing and removing users through the unmodified published clients: `@turnkey/sdk-server`'s
 * `apiClient()` updates and deletes, `@turnkey/http` creates API-only users (sdk-server 8.2.1 has
 * no method for it). A deleted user's API key stops stamping; a root-quorum member cannot be
 * deleted; one organization never reaches another's users.
 */
import { describe, expect, it } from 'vitest';
import { base64UrlEncode } from '@docs/platform-api/bytes';
import { secureRandom } from '../../core/index';
import { SoftwareAuthenticator } from '../../core/webauthn/__tests__/software-authenticator';
import { newP256KeyPair } from '../../node/keys';
import { failure, nonRootUserOf, serverClientOf } from './policy-support';
import { clientFor, newOrganization, now, useSandbox } from './support';

const harness = useSandbox();

describe('updating users', () => {
  it('changes name, email, phone number and tags, and removes a contact with an empty string', async () => {
    const root = await newOrganization(harness);
    const client = serverClientOf(harness, root);
    const { userId } = await nonRootUserOf(harness, root, 'Operator');
    const { userTagId } = await client.createUserTag({ userTagName: 'ops', userIds: [] });

    const updated = await client.updateUser({
      userId,
      userName: 'Operator One',
      userEmail: 'ops@example.com',
      userPhoneNumber: '+14155550123',
      userTagIds: [userTagId],
    });
    expect(updated.userId).toBe(userId);
    expect((await client.getUser({ userId })).user).toMatchObject({
      userName: 'Operator One',
      userEmail: 'ops@example.com',
      userPhoneNumber: '+14155550123',
      userTags: [userTagId],
    });

    await client.updateUserName({ userId, userName: 'Operator Two' });
    await client.updateUserEmail({ userId, userEmail: 'two@example.com' });
    await client.updateUserPhoneNumber({ userId, userPhoneNumber: '' });
    const { user } = await client.getUser({ userId });
    expect(user.userName).toBe('Operator Two');
    expect(user.userEmail).toBe('two@example.com');
    expect(user.userPhoneNumber).toBeUndefined();
    expect(user.userTags).toEqual([userTagId]);

    await client.updateUser({ userId, userTagIds: [] });
    expect((await client.getUser({ userId })).user.userTags).toEqual([]);
  });

  it('answers 400 or 404 naming the field for bad input', async () => {
    const root = await newOrganization(harness);
    const client = serverClientOf(harness, root);
    const { userId } = await nonRootUserOf(harness, root, 'Operator');
    const phone = await failure(client.updateUserPhoneNumber({ userId, userPhoneNumber: '555' }));
    expect(phone.code).toBe(3);
    expect(phone.message).toContain('userPhoneNumber');
    const email = await failure(client.updateUserEmail({ userId, userEmail: 'not-an-address' }));
    expect(email.code).toBe(3);
    expect(email.message).toContain('userEmail');
    const name = await failure(client.updateUserName({ userId, userName: '  ' }));
    expect(name.code).toBe(3);
    expect(name.message).toContain('userName');
    const tag = await failure(client.updateUser({ userId, userTagIds: ['no-such-tag'] }));
    expect(tag.code).toBe(5);
    expect(tag.message).toContain('userTagIds');
    const token = await failure(
      client.updateUserEmail({ userId, userEmail: 'a@example.com', verificationToken: 'x.y.z' }),
    );
    expect(token.code).toBe(16);
    expect(token.message).toContain('verificationToken');
    const missing = await failure(client.updateUserName({ userId: 'no-such-user', userName: 'x' }));
    expect(missing.code).toBe(5);
  });

  it('never reaches a user of another organization', async () => {
    const owner = await newOrganization(harness);
    const other = await newOrganization(harness);
    const { userId } = await nonRootUserOf(harness, owner, 'Operator');
    const renamed = await failure(
      serverClientOf(harness, other).updateUserName({ userId, userName: 'Stolen' }),
    );
    expect(renamed.code).toBe(5);
    const deleted = await failure(
      serverClientOf(harness, other).deleteUsers({ userIds: [userId] }),
    );
    expect(deleted.code).toBe(5);
    expect((await serverClientOf(harness, owner).getUser({ userId })).user.userName).toBe(
      'Operator',
    );
  });
});

describe('API-only users', () => {
  it('creates users whose P-256 keys stamp requests, and checks their tags', async () => {
    const root = await newOrganization(harness);
    const keys = newP256KeyPair(secureRandom);
    const { activity } = await root.client.createApiOnlyUsers({
      type: 'ACTIVITY_TYPE_CREATE_API_ONLY_USERS',
      timestampMs: now(),
      organizationId: root.organizationId,
      parameters: {
        apiOnlyUsers: [
          {
            userName: 'settlement-service',
            userTags: [],
            apiKeys: [{ apiKeyName: 'prod', publicKey: keys.publicKey }],
          },
        ],
      },
    });
    const userIds = activity.result.createApiOnlyUsersResult?.userIds ?? [];
    expect(userIds).toHaveLength(1);
    const service = clientFor(harness, keys).client;
    const whoami = await service.getWhoami({ organizationId: root.organizationId });
    expect(whoami.userId).toBe(userIds[0]);
    expect(whoami.username).toBe('settlement-service');

    const badTag = await failure(
      root.client.createApiOnlyUsers({
        type: 'ACTIVITY_TYPE_CREATE_API_ONLY_USERS',
        timestampMs: now(),
        organizationId: root.organizationId,
        parameters: {
          apiOnlyUsers: [{ userName: 'svc', userTags: ['no-such-tag'], apiKeys: [] }],
        },
      }),
    );
    expect(badTag.code).toBe(5);
    expect(badTag.message).toContain('apiOnlyUsers[0].userTags');
    const badKey = await failure(
      root.client.createApiOnlyUsers({
        type: 'ACTIVITY_TYPE_CREATE_API_ONLY_USERS',
        timestampMs: now(),
        organizationId: root.organizationId,
        parameters: {
          apiOnlyUsers: [
            { userName: 'svc', userTags: [], apiKeys: [{ apiKeyName: 'k', publicKey: '04zz' }] },
          ],
        },
      }),
    );
    expect(badKey.code).toBe(3);
    expect(badKey.message).toContain('apiOnlyUsers[0].apiKeys[0].publicKey');
  });
});

describe('deleting users', () => {
  it('removes the user with its API keys and passkeys, so the key no longer stamps', async () => {
    const root = await newOrganization(harness);
    const client = serverClientOf(harness, root);
    const operator = await nonRootUserOf(harness, root, 'Operator');
    expect((await operator.client.getWhoami({ organizationId: root.organizationId })).userId).toBe(
      operator.userId,
    );
    const passkey = new SoftwareAuthenticator();
    await client.createAuthenticators({
      userId: operator.userId,
      authenticators: [passkey.registration(base64UrlEncode(secureRandom(32)))],
    });
    const { authenticators } = await root.client.getAuthenticators({
      organizationId: root.organizationId,
      userId: operator.userId,
    });
    expect(authenticators).toHaveLength(1);

    const { userIds } = await client.deleteUsers({ userIds: [operator.userId] });
    expect(userIds).toEqual([operator.userId]);
    expect((await failure(client.getUser({ userId: operator.userId }))).code).toBe(5);
    expect((await client.getApiKeys({})).apiKeys).toHaveLength(1);
    const stamped = await failure(
      operator.client.getWhoami({ organizationId: root.organizationId }),
    );
    expect(stamped.code).toBe(16);
    const state = (await (
      await fetch(`${harness.url}/sandbox/v1/state?organizationId=${root.organizationId}`)
    ).json()) as { authenticators: unknown[] };
    expect(state.authenticators).toEqual([]);
  });

  it('refuses a member of the root quorum until update_root_quorum removes it', async () => {
    const root = await newOrganization(harness);
    const client = serverClientOf(harness, root);
    const refused = await failure(client.deleteUsers({ userIds: [root.userId] }));
    expect(refused.code).toBe(9);
    expect(refused.message).toContain('root quorum');
    const empty = await failure(client.deleteUsers({ userIds: [] }));
    expect(empty.code).toBe(3);
    expect(empty.message).toContain('userIds');
  });
});
