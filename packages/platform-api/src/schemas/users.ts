/** Users: the stored user, the intents that create, update and delete users, and the queries. */
import * as z from 'zod';
import {
  ORGANIZATION_ID,
  SERVICE_USER_ID,
  USER_EMAIL,
  USER_ID,
  USER_NAME,
  USER_TAG_ID,
  END_USER_PHONE_NUMBER,
} from '../examples/ids';
import { TimestampSchema } from './common';
import {
  ApiKeyParamsSchema,
  ApiKeyParamsV2Schema,
  ApiKeySchema,
  AuthenticatorParamsV2Schema,
  AuthenticatorSchema,
  OauthProviderParamsV2Schema,
  OauthProviderSchema,
} from './credentials';
import { email, id, ids, organizationIdField, phoneNumber, text } from './fields';
import { MfaPolicySchema } from './mfa';

export const UserSchema = z
  .object({
    userId: id('Unique identifier of the user.', USER_ID),
    userName: text('Display name of the user.', USER_NAME),
    userEmail: email('Email address of the user.', USER_EMAIL).optional(),
    userPhoneNumber: phoneNumber('Phone number of the user.', END_USER_PHONE_NUMBER).optional(),
    authenticators: z.array(AuthenticatorSchema).meta({ description: "The user's passkeys." }),
    apiKeys: z.array(ApiKeySchema).meta({ description: "The user's API keys." }),
    userTags: ids('Ids of the user tags applied to the user.', [USER_TAG_ID]),
    oauthProviders: z
      .array(OauthProviderSchema)
      .meta({ description: 'OIDC identities linked to the user.' }),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
    mfaPolicies: z.array(MfaPolicySchema).meta({
      description:
        "The user's MFA policies, lowest `order` first: which activities need a second factor, and which. Empty when the user has none.",
    }),
  })
  .meta({
    id: 'User',
    description: 'A member of an organization and the credentials it authenticates with.',
  });
export type User = z.infer<typeof UserSchema>;

export const UserParamsV4Schema = z
  .object({
    userName: text('Display name of the new user.', USER_NAME),
    userEmail: email('Email address of the new user.', USER_EMAIL).optional(),
    userPhoneNumber: phoneNumber('Phone number of the new user.', END_USER_PHONE_NUMBER).optional(),
    apiKeys: z.array(ApiKeyParamsV2Schema).meta({ description: 'API keys to register.' }),
    authenticators: z
      .array(AuthenticatorParamsV2Schema)
      .meta({ description: 'Passkeys to register.' }),
    oauthProviders: z
      .array(OauthProviderParamsV2Schema)
      .meta({ description: 'OIDC identities to link.' }),
    userTags: ids('Ids of user tags to apply.', [USER_TAG_ID]),
  })
  .meta({ id: 'UserParamsV4', description: 'A user to create with its first credentials.' });
export type UserParamsV4 = z.infer<typeof UserParamsV4Schema>;

export const ApiOnlyUserParamsSchema = z
  .object({
    userName: text('Name of the service the user stands for.', 'settlement-service'),
    userEmail: email('Contact address for the service owner.', 'ops@acme.example').optional(),
    userTags: ids('Ids of user tags to apply.', [USER_TAG_ID]),
    apiKeys: z.array(ApiKeyParamsSchema).meta({ description: 'The API keys of the service.' }),
  })
  .meta({
    id: 'ApiOnlyUserParams',
    description:
      'An API-only user: a user for infrastructure that authenticates with API keys only and has no passkeys.',
  });
export type ApiOnlyUserParams = z.infer<typeof ApiOnlyUserParamsSchema>;

export const CreateUsersIntentV4Schema = z
  .object({ users: z.array(UserParamsV4Schema) })
  .meta({ id: 'CreateUsersIntentV4', description: 'Parameters of create_users.' });
export type CreateUsersIntentV4 = z.infer<typeof CreateUsersIntentV4Schema>;

export const CreateUsersResultSchema = z
  .object({ userIds: ids('Ids of the created users, in request order.', [SERVICE_USER_ID]) })
  .meta({ id: 'CreateUsersResult', description: 'Result of create_users.' });
export type CreateUsersResult = z.infer<typeof CreateUsersResultSchema>;

export const UpdateUserIntentSchema = z
  .object({
    userId: id('The user to update.', USER_ID),
    userName: text('New display name.', USER_NAME).optional(),
    userEmail: email('New email address.', USER_EMAIL).optional(),
    userTagIds: ids('The complete new list of user tag ids.', [USER_TAG_ID]).optional(),
    userPhoneNumber: phoneNumber('New phone number.', END_USER_PHONE_NUMBER).optional(),
  })
  .meta({
    id: 'UpdateUserIntent',
    description: 'Parameters of update_user; only the fields present change.',
  });
export type UpdateUserIntent = z.infer<typeof UpdateUserIntentSchema>;

export const UpdateUserResultSchema = z
  .object({ userId: id('The updated user.', USER_ID) })
  .meta({ id: 'UpdateUserResult', description: 'Result of update_user.' });
export type UpdateUserResult = z.infer<typeof UpdateUserResultSchema>;

export const DeleteUsersIntentSchema = z
  .object({ userIds: ids('Users to delete.', [SERVICE_USER_ID]) })
  .meta({ id: 'DeleteUsersIntent', description: 'Parameters of delete_users.' });
export type DeleteUsersIntent = z.infer<typeof DeleteUsersIntentSchema>;

export const DeleteUsersResultSchema = z
  .object({ userIds: ids('Users deleted.', [SERVICE_USER_ID]) })
  .meta({ id: 'DeleteUsersResult', description: 'Result of delete_users.' });
export type DeleteUsersResult = z.infer<typeof DeleteUsersResultSchema>;

export const GetUserRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    userId: id('The user to read.', USER_ID),
  })
  .meta({ id: 'GetUserRequest', description: 'Request body of get_user.' });
export type GetUserRequest = z.infer<typeof GetUserRequestSchema>;

export const GetUserResponseSchema = z
  .object({ user: UserSchema })
  .meta({ id: 'GetUserResponse', description: 'Response of get_user.' });
export type GetUserResponse = z.infer<typeof GetUserResponseSchema>;

export const GetUsersRequestSchema = z
  .object({ organizationId: organizationIdField(ORGANIZATION_ID) })
  .meta({ id: 'GetUsersRequest', description: 'Request body of list_users.' });
export type GetUsersRequest = z.infer<typeof GetUsersRequestSchema>;

export const GetUsersResponseSchema = z
  .object({ users: z.array(UserSchema) })
  .meta({ id: 'GetUsersResponse', description: 'Response of list_users.' });
export type GetUsersResponse = z.infer<typeof GetUsersResponseSchema>;

const verificationTokenField = text(
  'A verification token from verify_otp for the new contact. Send it to mark the new address or number as verified; without it the contact is stored unverified.',
).optional();

export const UpdateUserNameIntentSchema = z
  .object({
    userId: id('The user to rename.', USER_ID),
    userName: text('The new display name.', USER_NAME),
  })
  .meta({ id: 'UpdateUserNameIntent', description: 'Parameters of update_user_name.' });
export type UpdateUserNameIntent = z.infer<typeof UpdateUserNameIntentSchema>;

export const UpdateUserEmailIntentSchema = z
  .object({
    userId: id('The user whose email address changes.', USER_ID),
    userEmail: text(
      'The new email address. An empty string removes the address from the user.',
      USER_EMAIL,
    ),
    verificationToken: verificationTokenField,
  })
  .meta({ id: 'UpdateUserEmailIntent', description: 'Parameters of update_user_email.' });
export type UpdateUserEmailIntent = z.infer<typeof UpdateUserEmailIntentSchema>;

export const UpdateUserPhoneNumberIntentSchema = z
  .object({
    userId: id('The user whose phone number changes.', USER_ID),
    userPhoneNumber: text(
      'The new phone number in E.164 form (for example +14155550123). An empty string removes the number from the user.',
      END_USER_PHONE_NUMBER,
    ),
    verificationToken: verificationTokenField,
  })
  .meta({
    id: 'UpdateUserPhoneNumberIntent',
    description: 'Parameters of update_user_phone_number.',
  });
export type UpdateUserPhoneNumberIntent = z.infer<typeof UpdateUserPhoneNumberIntentSchema>;

/** The three single-field updates answer the id of the user they changed. */
function updatedUserResult<Id extends string>(id: Id, operation: string) {
  return z
    .object({ userId: text('The user that was changed.', USER_ID) })
    .meta({ id, description: `Result of ${operation}.` });
}

export const UpdateUserNameResultSchema = updatedUserResult(
  'UpdateUserNameResult',
  'update_user_name',
);
export type UpdateUserNameResult = z.infer<typeof UpdateUserNameResultSchema>;

export const UpdateUserEmailResultSchema = updatedUserResult(
  'UpdateUserEmailResult',
  'update_user_email',
);
export type UpdateUserEmailResult = z.infer<typeof UpdateUserEmailResultSchema>;

export const UpdateUserPhoneNumberResultSchema = updatedUserResult(
  'UpdateUserPhoneNumberResult',
  'update_user_phone_number',
);
export type UpdateUserPhoneNumberResult = z.infer<typeof UpdateUserPhoneNumberResultSchema>;
