/** Private Keys tag, part 2: private key tags. */
import { hotWalletsTag } from '../examples/entities';
import * as ids from '../examples/ids';
import { ListPrivateKeyTagsRequestSchema, ListPrivateKeyTagsResponseSchema } from '../schemas/tags';
import { defineQuery, defineSubmission, type Operation } from './define';

export const privateKeyTagOperations: Operation[] = [
  defineQuery({
    name: 'list_private_key_tags',
    sdkMethod: 'listPrivateKeyTags',
    tag: 'Private Keys',
    summary: 'List private key tags',
    description:
      'Returns every private key tag of the organization. Policies can name a tag instead of listing keys one by one, so use this to find the tag a policy refers to. The tags are in `privateKeyTags`.',
    request: ListPrivateKeyTagsRequestSchema,
    response: ListPrivateKeyTagsResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: { privateKeyTags: [hotWalletsTag] },
    },
  }),
  defineSubmission({
    name: 'create_private_key_tag',
    sdkMethod: 'createPrivateKeyTag',
    tag: 'Private Keys',
    summary: 'Create private key tag',
    description:
      'Creates a tag and applies it to the private keys you list, so that one policy can cover the whole group. The new tag id and the tagged keys are in `activity.result.createPrivateKeyTagResult`.',
    activityType: 'ACTIVITY_TYPE_CREATE_PRIVATE_KEY_TAG',
    intentKey: 'createPrivateKeyTagIntent',
    result: { key: 'createPrivateKeyTagResult', source: 'wire' },
    example: {
      parameters: {
        privateKeyTagName: ids.PRIVATE_KEY_TAG_NAME,
        privateKeyIds: [ids.PRIVATE_KEY_ID],
      },
      result: { privateKeyTagId: ids.PRIVATE_KEY_TAG_ID, privateKeyIds: [ids.PRIVATE_KEY_ID] },
    },
  }),
  defineSubmission({
    name: 'update_private_key_tag',
    sdkMethod: 'updatePrivateKeyTag',
    tag: 'Private Keys',
    summary: 'Update private key tag',
    description:
      'Renames a private key tag and adds or removes keys in one step. The update is atomic: the rename, additions and removals apply together or not at all. The tag id is echoed in `activity.result.updatePrivateKeyTagResult.privateKeyTagId`.',
    activityType: 'ACTIVITY_TYPE_UPDATE_PRIVATE_KEY_TAG',
    intentKey: 'updatePrivateKeyTagIntent',
    result: { key: 'updatePrivateKeyTagResult', source: 'wire' },
    example: {
      parameters: {
        privateKeyTagId: ids.PRIVATE_KEY_TAG_ID,
        newPrivateKeyTagName: 'hot-wallets-eu',
        addPrivateKeyIds: [],
        removePrivateKeyIds: [ids.PRIVATE_KEY_ID],
      },
      result: { privateKeyTagId: ids.PRIVATE_KEY_TAG_ID },
    },
  }),
  defineSubmission({
    name: 'delete_private_key_tags',
    sdkMethod: 'deletePrivateKeyTags',
    tag: 'Private Keys',
    summary: 'Delete private key tags',
    description:
      'Deletes private key tags; the keys themselves stay. Policies that name a deleted tag no longer match those keys through it. The deleted tags and the keys that carried them are in `activity.result.deletePrivateKeyTagsResult`.',
    activityType: 'ACTIVITY_TYPE_DELETE_PRIVATE_KEY_TAGS',
    intentKey: 'deletePrivateKeyTagsIntent',
    result: { key: 'deletePrivateKeyTagsResult', source: 'wire' },
    example: {
      parameters: { privateKeyTagIds: [ids.PRIVATE_KEY_TAG_ID] },
      result: { privateKeyTagIds: [ids.PRIVATE_KEY_TAG_ID], privateKeyIds: [ids.PRIVATE_KEY_ID] },
    },
  }),
];
