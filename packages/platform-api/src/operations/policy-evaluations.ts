/**
 * Policies tag, part 2: the two read-only checks added from the pinned client. They explain the
 * policy engine's behaviour rather than change it, so they sit with the policies they report on.
 */
import { exampleUuid } from '../examples/activity';
import { createdAt } from '../examples/entities';
import * as ids from '../examples/ids';
import {
  GetActivePoliciesRequestSchema,
  GetActivePoliciesResponseSchema,
  GetPolicyEvaluationsRequestSchema,
  GetPolicyEvaluationsResponseSchema,
} from '../schemas/policy-evaluations';
import { defineQuery, type Operation } from './define';

export const policyEvaluationOperations: Operation[] = [
  defineQuery({
    name: 'get_active_policies',
    sdkMethod: 'getActivePolicies',
    sdkServerMethod: false,
    tag: 'Policies',
    summary: 'Check which policies are in force',
    description:
      'Reports, for every policy of the organization, whether its `time` window is open now, using the clock of the secure enclave rather than yours. Use it before relying on a time-limited policy, or to find a window that fails to parse (`error`). Each policy is a line in `statuses`, and `evaluatedAtMs` is the instant checked. `@turnkey/sdk-server` 8.2.1 has no method for it; `@turnkey/http` sends it as `getActivePolicies`.',
    request: GetActivePoliciesRequestSchema,
    response: GetActivePoliciesResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: {
        statuses: [{ organizationId: ids.ORGANIZATION_ID, policyId: ids.POLICY_ID, active: true }],
        evaluatedAtMs: ids.REQUEST_TIMESTAMP_MS,
      },
    },
  }),
  defineQuery({
    name: 'get_policy_evaluations',
    sdkMethod: 'getPolicyEvaluations',
    tag: 'Policies',
    summary: 'Get policy evaluations',
    description:
      'Shows how the policy engine judged an activity: one evaluation per vote, each listing the verdict of every policy it ran. Use it to find out why an activity was allowed, denied or is still waiting for approvals. The evaluations are in `policyEvaluations`.',
    request: GetPolicyEvaluationsRequestSchema,
    response: GetPolicyEvaluationsResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, activityId: ids.PENDING_ACTIVITY_ID },
      response: {
        policyEvaluations: [
          {
            id: exampleUuid(`policy-evaluation:${ids.PENDING_ACTIVITY_ID}:${ids.USER_ID}`),
            activityId: ids.PENDING_ACTIVITY_ID,
            organizationId: ids.ORGANIZATION_ID,
            // Alice's vote on the pending activity (examples/activity.ts derives it the same way).
            voteId: exampleUuid(`vote:${ids.PENDING_ACTIVITY_ID}:${ids.USER_ID}`),
            policyEvaluations: [{ policyId: ids.POLICY_ID, outcome: 'OUTCOME_REQUIRES_CONSENSUS' }],
            createdAt,
          },
        ],
      },
    },
  }),
];
