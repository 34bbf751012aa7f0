/** create_api_only_users: users for backend services, created with API keys and nothing else. */
import * as z from 'zod';
import { SERVICE_USER_ID } from '../examples/ids';
import { ids } from './fields';
import { ApiOnlyUserParamsSchema } from './users';

export const CreateApiOnlyUsersIntentSchema = z
  .object({
    apiOnlyUsers: z
      .array(ApiOnlyUserParamsSchema)
      .meta({ description: 'The users to create, each with its API keys.' }),
  })
  .meta({ id: 'CreateApiOnlyUsersIntent', description: 'Parameters of create_api_only_users.' });
export type CreateApiOnlyUsersIntent = z.infer<typeof CreateApiOnlyUsersIntentSchema>;

export const CreateApiOnlyUsersResultSchema = z
  .object({ userIds: ids('Ids of the new users, in request order.', [SERVICE_USER_ID]) })
  .meta({ id: 'CreateApiOnlyUsersResult', description: 'Result of create_api_only_users.' });
export type CreateApiOnlyUsersResult = z.infer<typeof CreateApiOnlyUsersResultSchema>;
