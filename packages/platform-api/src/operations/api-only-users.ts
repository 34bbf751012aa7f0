/** Users tag, from the pinned client: the API-only form of user creation. */
import * as ids from '../examples/ids';
import { defineSubmission, type Operation } from './define';

export const apiOnlyUserOperations: Operation[] = [
  defineSubmission({
    name: 'create_api_only_users',
    sdkMethod: 'createApiOnlyUsers',
    sdkServerMethod: false,
    tag: 'Users',
    summary: 'Create API-only users',
    description:
      'Adds users for backend services that sign every request with an API key and have no passkey, email or OAuth sign-in. The keys are P-256 (this form has no curve field) and `userTags` and `apiKeys` must be present, empty if need be; create_users covers the same case and also lets you pick the key curve. `@turnkey/sdk-server` 8.2.1 has no method for this submission, so the reference names no result of its own; the new user ids are in `activity.result.createApiOnlyUsersResult.userIds` of the activity it returns.',
    activityType: 'ACTIVITY_TYPE_CREATE_API_ONLY_USERS',
    intentKey: 'createApiOnlyUsersIntent',
    example: {
      parameters: {
        apiOnlyUsers: [
          {
            userName: ids.SERVICE_USER_NAME,
            userTags: [],
            apiKeys: [
              {
                apiKeyName: 'settlement-service-prod',
                publicKey: ids.SERVICE_API_KEY_PUBLIC_KEY,
              },
            ],
          },
        ],
      },
    },
  }),
];
