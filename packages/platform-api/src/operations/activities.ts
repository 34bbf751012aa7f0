/** Activities and Consensus tags. */
import { BOB_SIGNER, pendingActivity } from '../examples/activity';
import * as ids from '../examples/ids';
import {
  ActivityResponseSchema,
  GetActivitiesRequestSchema,
  GetActivitiesResponseSchema,
  GetActivityRequestSchema,
} from '../schemas/activities';
import { defineQuery, defineSubmission, type Operation } from './define';

export const activityOperations: Operation[] = [
  defineQuery({
    name: 'get_activity',
    sdkMethod: 'getActivity',
    tag: 'Activities',
    summary: 'Get activity',
    description:
      'Returns one activity with its status, intent, votes and result. Submissions run asynchronously: poll this query until the status is ACTIVITY_STATUS_COMPLETED (read the output under `activity.result`), ACTIVITY_STATUS_FAILED (read `activity.failure`) or ACTIVITY_STATUS_REJECTED. An activity in ACTIVITY_STATUS_CONSENSUS_NEEDED waits for approvals; its `fingerprint` is what approve_activity and reject_activity take.',
    request: GetActivityRequestSchema,
    response: ActivityResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, activityId: ids.PENDING_ACTIVITY_ID },
      response: { activity: pendingActivity },
    },
  }),
  defineQuery({
    name: 'list_activities',
    sdkMethod: 'getActivities',
    tag: 'Activities',
    summary: 'List activities',
    description:
      'Returns the activities of the organization, optionally filtered by status and by type. Filter on ACTIVITY_STATUS_CONSENSUS_NEEDED to build an approval queue. Results are paginated: `paginationOptions.limit` is 1 to 100 and defaults to 10. The activities are in `activities`.',
    request: GetActivitiesRequestSchema,
    response: GetActivitiesResponseSchema,
    example: {
      request: {
        organizationId: ids.ORGANIZATION_ID,
        filterByStatus: ['ACTIVITY_STATUS_CONSENSUS_NEEDED'],
        paginationOptions: { limit: '10' },
      },
      response: { activities: [pendingActivity] },
    },
  }),
];

export const consensusOperations: Operation[] = [
  defineSubmission({
    name: 'approve_activity',
    sdkMethod: 'approveActivity',
    tag: 'Consensus',
    summary: 'Approve activity',
    description:
      'Adds your approval to an activity that waits in ACTIVITY_STATUS_CONSENSUS_NEEDED, named by its `fingerprint`. Once the approvals satisfy the matching policy (for root-quorum and feature changes: the threshold of the current root quorum), the activity runs. Read the target activity with get_activity to see its new status and result; this submission produces no result of its own.',
    activityType: 'ACTIVITY_TYPE_APPROVE_ACTIVITY',
    intentKey: 'approveActivityIntent',
    example: {
      parameters: { fingerprint: ids.PENDING_ACTIVITY_FINGERPRINT },
      signer: BOB_SIGNER,
    },
  }),
  defineSubmission({
    name: 'reject_activity',
    sdkMethod: 'rejectActivity',
    tag: 'Consensus',
    summary: 'Reject activity',
    description:
      'Rejects an activity that waits in ACTIVITY_STATUS_CONSENSUS_NEEDED, named by its `fingerprint`. A rejected activity ends in ACTIVITY_STATUS_REJECTED and does not run; to try again, submit a new request. This submission produces no result of its own; read the target with get_activity.',
    activityType: 'ACTIVITY_TYPE_REJECT_ACTIVITY',
    intentKey: 'rejectActivityIntent',
    example: {
      parameters: { fingerprint: ids.PENDING_ACTIVITY_FINGERPRINT },
      signer: BOB_SIGNER,
    },
  }),
];
