/**
 * Activities: every submission creates one. This file holds the vote, the activity, the
 * response every submission returns, and the activity queries.
 */
import * as z from 'zod';
import {
  API_KEY_PUBLIC_KEY,
  ORGANIZATION_ID,
  PENDING_ACTIVITY_FINGERPRINT,
  PENDING_ACTIVITY_ID,
  USER_ID,
} from '../examples/ids';
import { PaginationSchema, StatusSchema, TimestampSchema } from './common';
import { ActivityTypeSchema } from './activity-types';
import { ActivityStatusSchema } from './enums';
import { IntentSchema, ResultSchema } from './activity-payloads';
import { bool, id, organizationIdField, text } from './fields';
import { UserSchema } from './users';
import { AppProofSchema } from './verifiable-cloud';

export const VoteSchema = z
  .object({
    id: id('Unique identifier of the vote.', 'f0c2a9d4-3b71-4e6a-9d85-1c7e2b4f6a03'),
    userId: id('The user who voted.', USER_ID),
    user: UserSchema,
    activityId: id('The activity voted on.', PENDING_ACTIVITY_ID),
    selection: z
      .enum(['VOTE_SELECTION_APPROVED', 'VOTE_SELECTION_REJECTED'])
      .meta({ description: 'Whether the vote approves or rejects the activity.' }),
    message: text('The message the voter signed.'),
    publicKey: text('Public key of the credential that signed the vote.', API_KEY_PUBLIC_KEY),
    signature: text('Signature over `message`, hex.'),
    scheme: text('Signature scheme of the credential.', 'SIGNATURE_SCHEME_TK_API_P256'),
    createdAt: TimestampSchema,
  })
  .meta({
    id: 'Vote',
    description:
      "One user's approval or rejection of an activity, with the signature that proves it.",
  });
export type Vote = z.infer<typeof VoteSchema>;

export const ActivitySchema = z
  .object({
    id: id('Unique identifier of the activity.', PENDING_ACTIVITY_ID),
    organizationId: id('The organization the activity acts on.', ORGANIZATION_ID),
    status: ActivityStatusSchema,
    type: ActivityTypeSchema,
    intent: IntentSchema,
    result: ResultSchema,
    votes: z.array(VoteSchema).meta({ description: 'Votes cast so far.' }),
    fingerprint: text(
      'Digest that identifies the activity; approve_activity and reject_activity take it.',
      PENDING_ACTIVITY_FINGERPRINT,
    ),
    canApprove: bool('Whether the caller may still approve the activity.'),
    canReject: bool('Whether the caller may still reject the activity.'),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
    failure: StatusSchema.optional().meta({ description: 'Why the activity failed, if it did.' }),
    appProofs: z.array(AppProofSchema).optional().meta({
      description:
        'Statements the enclaves signed while running the activity, such as the policy outcome; check each against a boot proof (get_boot_proof).',
    }),
  })
  .meta({
    id: 'Activity',
    description:
      'A request to change the organization, with its status, votes and outcome. Poll it with get_activity until it is COMPLETED, FAILED or REJECTED.',
  });
export type Activity = z.infer<typeof ActivitySchema>;

export const ActivityResponseSchema = z
  .object({ activity: ActivitySchema })
  .meta({ id: 'ActivityResponse', description: 'An activity, as returned by get_activity.' });
export type ActivityResponse = z.infer<typeof ActivityResponseSchema>;

/**
 * The response of one submission: the activity it created, with `intent` narrowed to that
 * submission's intent key and `result` to its result key (absent until the activity completes).
 */
export function submissionResponseSchema(
  id: string,
  intent: { key: string; schema: z.ZodType },
  result?: { key: string; schema: z.ZodType },
) {
  const narrowed = z.object({
    intent: z.object({ [intent.key]: intent.schema }),
    result: z.object(result ? { [result.key]: result.schema.optional() } : {}),
  });
  const output = result
    ? `Once it completes, \`activity.result.${result.key}\` holds the output.`
    : 'No result key is defined for this submission; its description says why and where any output is.';
  return z.object({ activity: z.intersection(ActivitySchema, narrowed) }).meta({
    id,
    description: `The activity the submission created. \`activity.intent.${intent.key}\` holds the parameters. ${output}`,
  });
}

export const GetActivityRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    activityId: id('The activity to read.', PENDING_ACTIVITY_ID),
  })
  .meta({ id: 'GetActivityRequest', description: 'Request body of get_activity.' });
export type GetActivityRequest = z.infer<typeof GetActivityRequestSchema>;

export const GetActivitiesRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    filterByStatus: z
      .array(ActivityStatusSchema)
      .optional()
      .meta({ description: 'Only activities in one of these statuses.' }),
    paginationOptions: PaginationSchema.optional(),
    filterByType: z
      .array(ActivityTypeSchema)
      .optional()
      .meta({ description: 'Only activities of one of these types.' }),
  })
  .meta({ id: 'GetActivitiesRequest', description: 'Request body of list_activities.' });
export type GetActivitiesRequest = z.infer<typeof GetActivitiesRequestSchema>;

export const GetActivitiesResponseSchema = z
  .object({ activities: z.array(ActivitySchema) })
  .meta({ id: 'GetActivitiesResponse', description: 'Response of list_activities.' });
export type GetActivitiesResponse = z.infer<typeof GetActivitiesResponseSchema>;
