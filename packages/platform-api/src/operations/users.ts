/** Users tag, part 1: users and who-am-I. */
import { alice, bob } from '../examples/entities';
import * as ids from '../examples/ids';
import { GetWhoamiRequestSchema, GetWhoamiResponseSchema } from '../schemas/sessions';
import {
  GetUserRequestSchema,
  GetUserResponseSchema,
  GetUsersRequestSchema,
  GetUsersResponseSchema,
} from '../schemas/users';
import { defineQuery, defineSubmission, type Operation } from './define';

export const userOperations: Operation[] = [
  defineQuery({
    name: 'whoami',
    sdkMethod: 'getWhoami',
    tag: 'Users',
    summary: 'Who am I',
    description:
      'Returns the organization and the user behind the stamp of the request. Call it after a login to learn which user and sub-organization the credential belongs to. The answer is the four top-level fields of the response.',
    request: GetWhoamiRequestSchema,
    response: GetWhoamiResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: {
        organizationId: ids.ORGANIZATION_ID,
        organizationName: ids.ORGANIZATION_NAME,
        userId: ids.USER_ID,
        username: ids.USER_NAME,
      },
    },
  }),
  defineQuery({
    name: 'get_user',
    sdkMethod: 'getUser',
    tag: 'Users',
    summary: 'Get user',
    description:
      'Returns one user with their credentials: passkeys, API keys and linked OAuth identities, plus user tags and contact details. The user is in `user`.',
    request: GetUserRequestSchema,
    response: GetUserResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, userId: ids.USER_ID },
      response: { user: alice },
    },
  }),
  defineQuery({
    name: 'list_users',
    sdkMethod: 'getUsers',
    tag: 'Users',
    summary: 'List users',
    description:
      'Returns every user of the organization with their credentials and tags. The users are in `users`.',
    request: GetUsersRequestSchema,
    response: GetUsersResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: { users: [alice, bob] },
    },
  }),
  defineSubmission({
    name: 'create_users',
    sdkMethod: 'createUsers',
    tag: 'Users',
    summary: 'Create users',
    description:
      'Adds users to the organization, each with the API keys and passkeys it signs in with and its user tags. For a backend service, give the user API keys only (an API-only user). The new user ids, in request order, are in `activity.result.createUsersResult.userIds`.',
    activityType: 'ACTIVITY_TYPE_CREATE_USERS_V4',
    intentKey: 'createUsersIntentV4',
    result: { key: 'createUsersResult', source: 'derived' },
    example: {
      parameters: {
        users: [
          {
            userName: ids.SERVICE_USER_NAME,
            apiKeys: [
              {
                apiKeyName: 'settlement-service-prod',
                publicKey: ids.SERVICE_API_KEY_PUBLIC_KEY,
                curveType: 'API_KEY_CURVE_P256',
              },
            ],
            authenticators: [],
            oauthProviders: [],
            userTags: [],
          },
        ],
      },
      result: { userIds: [ids.SERVICE_USER_ID] },
    },
  }),
  defineSubmission({
    name: 'update_user',
    sdkMethod: 'updateUser',
    tag: 'Users',
    summary: 'Update user',
    description:
      "Changes a user's name, email, phone number or tags; only the fields you send change, and `userTagIds` replaces the whole tag list. Phone numbers use E.164 (for example +14155550123). The user id is echoed in `activity.result.updateUserResult.userId`.",
    activityType: 'ACTIVITY_TYPE_UPDATE_USER',
    intentKey: 'updateUserIntent',
    result: { key: 'updateUserResult', source: 'wire' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: { userId: ids.END_USER_ID, userPhoneNumber: ids.END_USER_PHONE_NUMBER },
      result: { userId: ids.END_USER_ID },
    },
  }),
  defineSubmission({
    name: 'delete_users',
    sdkMethod: 'deleteUsers',
    tag: 'Users',
    summary: 'Delete users',
    description:
      'Removes users, with their credentials, from the organization; use it to retire a service user or someone who left the team. The deleted ids are in `activity.result.deleteUsersResult.userIds`.',
    activityType: 'ACTIVITY_TYPE_DELETE_USERS',
    intentKey: 'deleteUsersIntent',
    result: { key: 'deleteUsersResult', source: 'wire' },
    example: {
      parameters: { userIds: [ids.SERVICE_USER_ID] },
      result: { userIds: [ids.SERVICE_USER_ID] },
    },
  }),
  defineSubmission({
    name: 'update_user_name',
    sdkMethod: 'updateUserName',
    tag: 'Users',
    summary: 'Rename user',
    description:
      "Changes only a user's display name, leaving email, phone number and tags alone. Prefer it to update_user when the name is all that changes, since a policy can allow this narrower activity on its own. The user id is echoed in `activity.result.updateUserNameResult.userId`.",
    activityType: 'ACTIVITY_TYPE_UPDATE_USER_NAME',
    intentKey: 'updateUserNameIntent',
    result: { key: 'updateUserNameResult', source: 'derived' },
    example: {
      parameters: { userId: ids.SERVICE_USER_ID, userName: ids.SERVICE_USER_NAME },
      result: { userId: ids.SERVICE_USER_ID },
    },
  }),
  defineSubmission({
    name: 'update_user_email',
    sdkMethod: 'updateUserEmail',
    tag: 'Users',
    summary: 'Change user email',
    description:
      "Sets or removes a user's email address; an empty `userEmail` removes it. To record the new address as verified, first prove it with init_otp and verify_otp and pass the resulting `verificationToken`. The user id is echoed in `activity.result.updateUserEmailResult.userId`.",
    activityType: 'ACTIVITY_TYPE_UPDATE_USER_EMAIL',
    intentKey: 'updateUserEmailIntent',
    result: { key: 'updateUserEmailResult', source: 'derived' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: {
        userId: ids.END_USER_ID,
        userEmail: ids.END_USER_EMAIL,
        verificationToken: ids.VERIFICATION_TOKEN,
      },
      result: { userId: ids.END_USER_ID },
    },
  }),
  defineSubmission({
    name: 'update_user_phone_number',
    sdkMethod: 'updateUserPhoneNumber',
    tag: 'Users',
    summary: 'Change user phone number',
    description:
      "Sets or removes a user's phone number, written in E.164 form (for example +14155550123); an empty `userPhoneNumber` removes it. Pass a `verificationToken` from an SMS OTP check (init_otp, verify_otp) to store the number as verified. The user id is echoed in `activity.result.updateUserPhoneNumberResult.userId`.",
    activityType: 'ACTIVITY_TYPE_UPDATE_USER_PHONE_NUMBER',
    intentKey: 'updateUserPhoneNumberIntent',
    result: { key: 'updateUserPhoneNumberResult', source: 'derived' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: { userId: ids.END_USER_ID, userPhoneNumber: ids.END_USER_PHONE_NUMBER },
      result: { userId: ids.END_USER_ID },
    },
  }),
];
