/**
 * User tags and invitations through `@turnkey/sdk-server`'s `apiClient()`: a tag applied,
 * renamed, moved between users and deleted, with the users' `userTags` following; a policy whose
 * consensus names the tag allows a tagged non-root user; invitations stored and withdrawn.
 */
import { Turnkey } from '@turnkey/sdk-server';
import { describe, expect, it } from 'vitest';
import { secureRandom } from '../../core/index';
import { newP256KeyPair } from '../../node/keys';
import {
  clientFor,
  createWalletIn,
  ETHEREUM_ACCOUNT,
  newOrganization,
  useSandbox,
} from './support';

const harness = useSandbox();

async function setUp() {
  const root = await newOrganization(harness);
  const client = new Turnkey({
    apiBaseUrl: harness.url,
    apiPublicKey: root.keys.publicKey,
    apiPrivateKey: root.keys.privateKey,
    defaultOrganizationId: root.organizationId,
  }).apiClient();
  const keys = newP256KeyPair(secureRandom);
  const { userIds } = await client.createUsers({
    users: [
      {
        userName: 'Operator',
        apiKeys: [{ apiKeyName: 'op', publicKey: keys.publicKey, curveType: 'API_KEY_CURVE_P256' }],
        authenticators: [],
        oauthProviders: [],
        userTags: [],
      },
    ],
  });
  const operator = {
    ...root,
    userId: userIds[0] ?? '',
    keys,
    ...clientFor(harness, keys),
  };
  return { root, client, operator };
}

const tagsOf = async (client: ReturnType<Turnkey['apiClient']>, userId: string) =>
  (await client.getUser({ userId })).user.userTags;

describe('user tags', () => {
  it('creates, lists, updates and deletes a tag, and the users carry it meanwhile', async () => {
    const { root, client, operator } = await setUp();
    const created = await client.createUserTag({
      userTagName: 'approvers',
      userIds: [operator.userId],
    });
    expect(created.userIds).toEqual([operator.userId]);
    const tagId = created.userTagId;
    expect(await tagsOf(client, operator.userId)).toEqual([tagId]);
    expect((await client.listUserTags({})).userTags).toEqual([
      expect.objectContaining({ tagId, tagName: 'approvers', tagType: 'TAG_TYPE_USER' }),
    ]);
    const organization = await root.client.getOrganization({
      organizationId: root.organizationId,
    });
    expect(organization.organizationData.tags?.map((tag) => tag.tagId)).toEqual([tagId]);

    await client.updateUserTag({
      userTagId: tagId,
      newUserTagName: 'treasury approvers',
      addUserIds: [root.userId],
      removeUserIds: [operator.userId],
    });
    expect((await client.listUserTags({})).userTags[0]?.tagName).toBe('treasury approvers');
    expect(await tagsOf(client, root.userId)).toEqual([tagId]);
    expect(await tagsOf(client, operator.userId)).toEqual([]);

    const deleted = await client.deleteUserTags({ userTagIds: [tagId] });
    expect(deleted).toMatchObject({ userTagIds: [tagId], userIds: [root.userId] });
    expect((await client.listUserTags({})).userTags).toEqual([]);
    expect(await tagsOf(client, root.userId)).toEqual([]);
  });

  it('refuses unknown users and tags with 404 and changes nothing', async () => {
    const { client, operator } = await setUp();
    await expect(
      client.createUserTag({ userTagName: 'x', userIds: [operator.userId, 'no-such-user'] }),
    ).rejects.toThrow(/No user no-such-user/);
    expect((await client.listUserTags({})).userTags).toEqual([]);
    expect(await tagsOf(client, operator.userId)).toEqual([]);
    await expect(
      client.updateUserTag({ userTagId: 'no-such-tag', addUserIds: [], removeUserIds: [] }),
    ).rejects.toThrow(/No user tag no-such-tag/);
    await expect(client.deleteUserTags({ userTagIds: ['no-such-tag'] })).rejects.toThrow(
      /No user tag no-such-tag/,
    );
  });

  it('lets a policy name the tag: a tagged non-root user is allowed, an untagged one waits', async () => {
    const { client, operator } = await setUp();
    const { userTagId } = await client.createUserTag({ userTagName: 'ops', userIds: [] });
    await client.createPolicy({
      policyName: 'ops may create wallets',
      effect: 'EFFECT_ALLOW',
      consensus: `approvers.any(user, user.tags.contains('${userTagId}'))`,
      condition: "activity.resource == 'WALLET' && activity.action == 'CREATE'",
      notes: '',
    });
    // Untagged, the operator's own approval does not satisfy the consensus: the activity waits.
    const before = await createWalletIn(operator, 'before', [ETHEREUM_ACCOUNT]);
    expect(before.activity.status).toBe('ACTIVITY_STATUS_CONSENSUS_NEEDED');
    await client.updateUserTag({ userTagId, addUserIds: [operator.userId], removeUserIds: [] });
    const { activity } = await createWalletIn(operator, 'after', [ETHEREUM_ACCOUNT]);
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
  });
});

describe('invitations', () => {
  it('stores an invitation (no email is sent), shows it in the state, and withdraws it', async () => {
    const { root, client } = await setUp();
    const { userTagId } = await client.createUserTag({ userTagName: 'finance', userIds: [] });
    const { invitationIds } = await client.createInvitations({
      invitations: [
        {
          receiverUserName: 'Carol',
          receiverUserEmail: 'carol@example.com',
          receiverUserTags: [userTagId],
          accessType: 'ACCESS_TYPE_WEB',
          senderUserId: root.userId,
        },
      ],
    });
    expect(invitationIds).toHaveLength(1);
    const state = async () =>
      (await (
        await fetch(`${harness.url}/sandbox/v1/state?organizationId=${root.organizationId}`)
      ).json()) as { invitations: { invitationId: string; receiverUserEmail: string }[] };
    expect((await state()).invitations).toEqual([
      expect.objectContaining({
        invitationId: invitationIds[0],
        receiverUserEmail: 'carol@example.com',
      }),
    ]);
    const { invitationId } = await client.deleteInvitation({
      invitationId: invitationIds[0] ?? '',
    });
    expect(invitationId).toBe(invitationIds[0]);
    expect((await state()).invitations).toEqual([]);
    await expect(client.deleteInvitation({ invitationId: invitationId })).rejects.toThrow(
      /No invitation/,
    );
  });

  it('refuses an unknown sender or tag with 404', async () => {
    const { root, client } = await setUp();
    const invitation = {
      receiverUserName: 'Dan',
      receiverUserEmail: 'dan@example.com',
      receiverUserTags: [] as string[],
      accessType: 'ACCESS_TYPE_API' as const,
      senderUserId: 'no-such-user',
    };
    await expect(client.createInvitations({ invitations: [invitation] })).rejects.toThrow(
      /No user no-such-user/,
    );
    await expect(
      client.createInvitations({
        invitations: [{ ...invitation, senderUserId: root.userId, receiverUserTags: ['nope'] }],
      }),
    ).rejects.toThrow(/invitations\[0\]\.receiverUserTags: no user tag nope/);
  });
});
