/**
 * Reading the policy engine's work: which policies are in force (get_active_policies) and how
 * it judged an activity, one evaluation per approving vote (get_policy_evaluations).
 */
import {
  GetActivePoliciesRequestSchema,
  GetPolicyEvaluationsRequestSchema,
} from '@docs/platform-api';
import { query, simplified } from '../contract';
import { ownRecord } from '../records/owned';

export const getActivePolicies = query(
  GetActivePoliciesRequestSchema,
  simplified(
    'The sandbox stores no time windows (the `time` of a policy is accepted and ignored), so every policy is reported active, without timeExpr; evaluatedAtMs is the sandbox clock.',
  ),
  (context) =>
    context.storage.read(async (tx) => {
      const policies = await tx.list('policy', { organizationId: context.organizationId });
      return {
        statuses: policies.map((policy) => ({
          organizationId: policy.organizationId,
          policyId: policy.policyId,
          active: true,
        })),
        evaluatedAtMs: String(context.now()),
      };
    }),
);

export const getPolicyEvaluations = query(
  GetPolicyEvaluationsRequestSchema,
  simplified(
    'An evaluation is stored for the submission and for each approval; a rejection stores none. A policy whose condition does not hold (or a deny policy whose consensus does not) is listed as OUTCOME_DENY_IMPLICIT, and the engine stops at the first explicit deny. When the root quorum decides, the evaluation lists no policies. A parent key acting on a sub-organization is judged by the parent’s policies, which the list names.',
  ),
  (context, input) =>
    context.storage.read(async (tx) => {
      await ownRecord(tx, 'activity', input.activityId, context.organizationId, 'activity');
      const evaluations = await tx.list('policyEvaluation', { parentId: input.activityId });
      return {
        policyEvaluations: evaluations
          .filter((evaluation) => evaluation.organizationId === context.organizationId)
          .map((evaluation) => ({
            id: evaluation.id,
            activityId: evaluation.activityId,
            organizationId: evaluation.organizationId,
            voteId: evaluation.voteId,
            policyEvaluations: evaluation.policyEvaluations,
            createdAt: evaluation.createdAt,
          })),
      };
    }),
);
