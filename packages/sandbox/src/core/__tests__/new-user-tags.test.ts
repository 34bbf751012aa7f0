/**
 * create_users checks the tags it is given, as update_user and create_api_only_users do: a tag id
 * that is not a user tag of the organization answers 404 naming the field, and nothing is
 * stored; a tag named twice is kept once.
 */
import { describe, expect, it } from 'vitest';
import { newServerClient, useSandbox } from '../../__tests__/conformance/support';

const harness = useSandbox();

const user = (userName: string, userTags: string[]) => ({
  userName,
  apiKeys: [],
  authenticators: [],
  oauthProviders: [],
  userTags,
});

describe('tags of new users', () => {
  it('refuses a tag id that names no user tag of the organization, and stores no user', async () => {
    const { client } = await newServerClient(harness);
    const before = (await client.getUsers({})).users.length;
    const unknownTag = '00000000-0000-4000-8000-000000000000';
    const error: unknown = await client
      .createUsers({ users: [user('Tagged', []), user('Mistagged', [unknownTag])] })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 5,
      message: expect.stringContaining(`users[1].userTags: no user tag ${unknownTag}`) as unknown,
      details: [
        {
          '@type': 'type.googleapis.com/errors.v1.TurnkeyErrorDetail',
          // The nearest published category, as the sandbox page's error table says.
          turnkeyErrorCode: 'REQUEST_INVALID',
        },
      ],
    });
    expect((await client.getUsers({})).users).toHaveLength(before);
  });

  it("refuses another organization's tag", async () => {
    const { client: other } = await newServerClient(harness);
    const { userTagId } = await other.createUserTag({ userTagName: 'theirs', userIds: [] });
    const { client } = await newServerClient(harness);
    await expect(client.createUsers({ users: [user('Borrower', [userTagId])] })).rejects.toThrow(
      /users\[0\]\.userTags: no user tag/,
    );
  });

  it('keeps a known tag once, so delete_user_tags removes it', async () => {
    const { client } = await newServerClient(harness);
    const { userTagId } = await client.createUserTag({ userTagName: 'ops', userIds: [] });
    const { userIds } = await client.createUsers({
      users: [user('Operator', [userTagId, userTagId])],
    });
    const userId = userIds[0] ?? '';
    expect((await client.getUser({ userId })).user.userTags).toEqual([userTagId]);
    await client.deleteUserTags({ userTagIds: [userTagId] });
    expect((await client.getUser({ userId })).user.userTags).toEqual([]);
  });
});
