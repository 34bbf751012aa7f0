/**
 * Tags group users or private keys so that a policy can name the group. User tags and private
 * key tags share one stored shape; their intents differ only in what they group.
 */
import * as z from 'zod';
import {
  ORGANIZATION_ID,
  PRIVATE_KEY_ID,
  PRIVATE_KEY_TAG_ID,
  PRIVATE_KEY_TAG_NAME,
  SECOND_USER_ID,
  USER_ID,
  USER_TAG_ID,
  USER_TAG_NAME,
} from '../examples/ids';
import { TimestampSchema } from './common';
import { TagTypeSchema } from './enums';
import { id, ids, organizationIdField, text } from './fields';

export const TagSchema = z
  .object({
    tagId: id('Unique identifier of the tag.', USER_TAG_ID),
    tagName: text('Name of the tag.', USER_TAG_NAME),
    tagType: TagTypeSchema,
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  })
  .meta({ id: 'Tag', description: 'A named group of users or of private keys.' });
export type Tag = z.infer<typeof TagSchema>;

export const CreateUserTagIntentSchema = z
  .object({
    userTagName: text('Name of the new tag.', USER_TAG_NAME),
    userIds: ids('Users to tag.', [USER_ID, SECOND_USER_ID]),
  })
  .meta({ id: 'CreateUserTagIntent', description: 'Parameters of create_user_tag.' });
export type CreateUserTagIntent = z.infer<typeof CreateUserTagIntentSchema>;

export const CreateUserTagResultSchema = z
  .object({
    userTagId: id('The new tag.', USER_TAG_ID),
    userIds: ids('Users tagged.', [USER_ID, SECOND_USER_ID]),
  })
  .meta({ id: 'CreateUserTagResult', description: 'Result of create_user_tag.' });
export type CreateUserTagResult = z.infer<typeof CreateUserTagResultSchema>;

export const UpdateUserTagIntentSchema = z
  .object({
    userTagId: id('The tag to change.', USER_TAG_ID),
    newUserTagName: text('New name.', USER_TAG_NAME).optional(),
    addUserIds: ids('Users to add to the tag.', [SECOND_USER_ID]),
    removeUserIds: ids('Users to remove from the tag.', []),
  })
  .meta({
    id: 'UpdateUserTagIntent',
    description:
      'Parameters of update_user_tag; the rename, additions and removals apply together.',
  });
export type UpdateUserTagIntent = z.infer<typeof UpdateUserTagIntentSchema>;

export const UpdateUserTagResultSchema = z
  .object({ userTagId: id('The changed tag.', USER_TAG_ID) })
  .meta({ id: 'UpdateUserTagResult', description: 'Result of update_user_tag.' });
export type UpdateUserTagResult = z.infer<typeof UpdateUserTagResultSchema>;

export const DeleteUserTagsIntentSchema = z
  .object({ userTagIds: ids('Tags to delete.', [USER_TAG_ID]) })
  .meta({ id: 'DeleteUserTagsIntent', description: 'Parameters of delete_user_tags.' });
export type DeleteUserTagsIntent = z.infer<typeof DeleteUserTagsIntentSchema>;

export const DeleteUserTagsResultSchema = z
  .object({
    userTagIds: ids('Tags deleted.', [USER_TAG_ID]),
    userIds: ids('Users that carried a deleted tag.', [USER_ID, SECOND_USER_ID]),
  })
  .meta({ id: 'DeleteUserTagsResult', description: 'Result of delete_user_tags.' });
export type DeleteUserTagsResult = z.infer<typeof DeleteUserTagsResultSchema>;

export const CreatePrivateKeyTagIntentSchema = z
  .object({
    privateKeyTagName: text('Name of the new tag.', PRIVATE_KEY_TAG_NAME),
    privateKeyIds: ids('Keys to tag.', [PRIVATE_KEY_ID]),
  })
  .meta({ id: 'CreatePrivateKeyTagIntent', description: 'Parameters of create_private_key_tag.' });
export type CreatePrivateKeyTagIntent = z.infer<typeof CreatePrivateKeyTagIntentSchema>;

export const CreatePrivateKeyTagResultSchema = z
  .object({
    privateKeyTagId: id('The new tag.', PRIVATE_KEY_TAG_ID),
    privateKeyIds: ids('Keys tagged.', [PRIVATE_KEY_ID]),
  })
  .meta({ id: 'CreatePrivateKeyTagResult', description: 'Result of create_private_key_tag.' });
export type CreatePrivateKeyTagResult = z.infer<typeof CreatePrivateKeyTagResultSchema>;

export const UpdatePrivateKeyTagIntentSchema = z
  .object({
    privateKeyTagId: id('The tag to change.', PRIVATE_KEY_TAG_ID),
    newPrivateKeyTagName: text('New name.', PRIVATE_KEY_TAG_NAME).optional(),
    addPrivateKeyIds: ids('Keys to add to the tag.', [PRIVATE_KEY_ID]),
    removePrivateKeyIds: ids('Keys to remove from the tag.', []),
  })
  .meta({
    id: 'UpdatePrivateKeyTagIntent',
    description:
      'Parameters of update_private_key_tag; the rename, additions and removals apply together.',
  });
export type UpdatePrivateKeyTagIntent = z.infer<typeof UpdatePrivateKeyTagIntentSchema>;

export const UpdatePrivateKeyTagResultSchema = z
  .object({ privateKeyTagId: id('The changed tag.', PRIVATE_KEY_TAG_ID) })
  .meta({ id: 'UpdatePrivateKeyTagResult', description: 'Result of update_private_key_tag.' });
export type UpdatePrivateKeyTagResult = z.infer<typeof UpdatePrivateKeyTagResultSchema>;

export const DeletePrivateKeyTagsIntentSchema = z
  .object({ privateKeyTagIds: ids('Tags to delete.', [PRIVATE_KEY_TAG_ID]) })
  .meta({
    id: 'DeletePrivateKeyTagsIntent',
    description: 'Parameters of delete_private_key_tags.',
  });
export type DeletePrivateKeyTagsIntent = z.infer<typeof DeletePrivateKeyTagsIntentSchema>;

export const DeletePrivateKeyTagsResultSchema = z
  .object({
    privateKeyTagIds: ids('Tags deleted.', [PRIVATE_KEY_TAG_ID]),
    privateKeyIds: ids('Keys that carried a deleted tag.', [PRIVATE_KEY_ID]),
  })
  .meta({ id: 'DeletePrivateKeyTagsResult', description: 'Result of delete_private_key_tags.' });
export type DeletePrivateKeyTagsResult = z.infer<typeof DeletePrivateKeyTagsResultSchema>;

const organizationOnly = { organizationId: organizationIdField(ORGANIZATION_ID) };

export const ListUserTagsRequestSchema = z
  .object(organizationOnly)
  .meta({ id: 'ListUserTagsRequest', description: 'Request body of list_user_tags.' });
export type ListUserTagsRequest = z.infer<typeof ListUserTagsRequestSchema>;

export const ListUserTagsResponseSchema = z
  .object({ userTags: z.array(TagSchema) })
  .meta({ id: 'ListUserTagsResponse', description: 'Response of list_user_tags.' });
export type ListUserTagsResponse = z.infer<typeof ListUserTagsResponseSchema>;

export const ListPrivateKeyTagsRequestSchema = z
  .object(organizationOnly)
  .meta({ id: 'ListPrivateKeyTagsRequest', description: 'Request body of list_private_key_tags.' });
export type ListPrivateKeyTagsRequest = z.infer<typeof ListPrivateKeyTagsRequestSchema>;

export const ListPrivateKeyTagsResponseSchema = z
  .object({ privateKeyTags: z.array(TagSchema) })
  .meta({ id: 'ListPrivateKeyTagsResponse', description: 'Response of list_private_key_tags.' });
export type ListPrivateKeyTagsResponse = z.infer<typeof ListPrivateKeyTagsResponseSchema>;
