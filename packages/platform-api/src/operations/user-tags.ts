/** Users tag, part 2: user tags. */
import { approversTag } from '../examples/entities';
import * as ids from '../examples/ids';
import { ListUserTagsRequestSchema, ListUserTagsResponseSchema } from '../schemas/tags';
import { defineQuery, defineSubmission, type Operation } from './define';

export const userTagOperations: Operation[] = [
  defineQuery({
    name: 'list_user_tags',
    sdkMethod: 'listUserTags',
    tag: 'Users',
    summary: 'List user tags',
    description:
      'Returns every user tag of the organization. A policy can name a tag instead of individual users, for example to require approval from any member of a team. The tags are in `userTags`.',
    request: ListUserTagsRequestSchema,
    response: ListUserTagsResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: { userTags: [approversTag] },
    },
  }),
  defineSubmission({
    name: 'create_user_tag',
    sdkMethod: 'createUserTag',
    tag: 'Users',
    summary: 'Create user tag',
    description:
      'Creates a tag and applies it to the users you list, so that one policy can refer to the whole group. The new tag id and the tagged users are in `activity.result.createUserTagResult`.',
    activityType: 'ACTIVITY_TYPE_CREATE_USER_TAG',
    intentKey: 'createUserTagIntent',
    result: { key: 'createUserTagResult', source: 'wire' },
    example: {
      parameters: { userTagName: ids.USER_TAG_NAME, userIds: [ids.USER_ID, ids.SECOND_USER_ID] },
      result: { userTagId: ids.USER_TAG_ID, userIds: [ids.USER_ID, ids.SECOND_USER_ID] },
    },
  }),
  defineSubmission({
    name: 'update_user_tag',
    sdkMethod: 'updateUserTag',
    tag: 'Users',
    summary: 'Update user tag',
    description:
      'Renames a user tag and adds or removes users in one step. The update is atomic: the rename, additions and removals apply together or not at all. The tag id is echoed in `activity.result.updateUserTagResult.userTagId`.',
    activityType: 'ACTIVITY_TYPE_UPDATE_USER_TAG',
    intentKey: 'updateUserTagIntent',
    result: { key: 'updateUserTagResult', source: 'wire' },
    example: {
      parameters: {
        userTagId: ids.USER_TAG_ID,
        addUserIds: [ids.SECOND_USER_ID],
        removeUserIds: [],
      },
      result: { userTagId: ids.USER_TAG_ID },
    },
  }),
  defineSubmission({
    name: 'delete_user_tags',
    sdkMethod: 'deleteUserTags',
    tag: 'Users',
    summary: 'Delete user tags',
    description:
      'Deletes user tags; the users themselves stay. Policies that name a deleted tag no longer match those users through it. The deleted tags and the users that carried them are in `activity.result.deleteUserTagsResult`.',
    activityType: 'ACTIVITY_TYPE_DELETE_USER_TAGS',
    intentKey: 'deleteUserTagsIntent',
    result: { key: 'deleteUserTagsResult', source: 'wire' },
    example: {
      parameters: { userTagIds: [ids.USER_TAG_ID] },
      result: { userTagIds: [ids.USER_TAG_ID], userIds: [ids.USER_ID, ids.SECOND_USER_ID] },
    },
  }),
];
