/**
 * Policies tag, queries added from the pinned client: which policies are in force right now
 * (get_active_policies) and how the policy engine judged each vote on an activity
 * (get_policy_evaluations).
 */
import * as z from 'zod';
import {
  ORGANIZATION_ID,
  PENDING_ACTIVITY_ID,
  POLICY_ID,
  REQUEST_TIMESTAMP_MS,
} from '../examples/ids';
import { TimestampSchema } from './common';
import { id, organizationIdField, text, uint64 } from './fields';

export const ActivePolicyStatusSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    policyId: id('The policy this line is about.', POLICY_ID),
    active: z.boolean().meta({
      description:
        'True when the policy takes part in evaluation at `evaluatedAtMs`. Policies with no `time` window are always true.',
    }),
    timeExpr: text(
      "The policy's `time` window as written; absent for a policy without one.",
    ).optional(),
    error: text(
      'Why the time window could not be read. A policy with an error counts as not in force.',
    ).optional(),
  })
  .meta({
    id: 'ActivePolicyStatus',
    description: 'Whether one policy is in force at the moment of the check.',
  });
export type ActivePolicyStatus = z.infer<typeof ActivePolicyStatusSchema>;

export const GetActivePoliciesRequestSchema = z
  .object({ organizationId: organizationIdField(ORGANIZATION_ID) })
  .meta({ id: 'GetActivePoliciesRequest', description: 'Request body of get_active_policies.' });
export type GetActivePoliciesRequest = z.infer<typeof GetActivePoliciesRequestSchema>;

export const GetActivePoliciesResponseSchema = z
  .object({
    statuses: z
      .array(ActivePolicyStatusSchema)
      .meta({ description: 'One entry per policy of the organization.' }),
    evaluatedAtMs: uint64(
      'The instant the windows were checked against, in milliseconds since the Unix epoch, taken from the clock of the secure enclave.',
      REQUEST_TIMESTAMP_MS,
    ),
  })
  .meta({ id: 'GetActivePoliciesResponse', description: 'Response of get_active_policies.' });
export type GetActivePoliciesResponse = z.infer<typeof GetActivePoliciesResponseSchema>;

export const OutcomeSchema = z
  .enum([
    'OUTCOME_ALLOW',
    'OUTCOME_DENY_EXPLICIT',
    'OUTCOME_DENY_IMPLICIT',
    'OUTCOME_REQUIRES_CONSENSUS',
    'OUTCOME_REJECTED',
    'OUTCOME_ERROR',
    'OUTCOME_REQUIRES_AUTHENTICATORS',
    'OUTCOME_TIME_INACTIVE',
  ])
  .meta({
    id: 'Outcome',
    description:
      'What one policy decided about an activity: allow it, deny it (a deny policy matched, or no allow policy did), wait for more approvals or for further authenticators, reject it, fail to evaluate, or skip it because its time window was closed.',
  });
export type Outcome = z.infer<typeof OutcomeSchema>;

export const PolicyOutcomeSchema = z
  .object({
    policyId: id('The policy that was checked.', POLICY_ID).optional(),
    outcome: OutcomeSchema.optional(),
  })
  .meta({ id: 'PolicyOutcome', description: 'The verdict of one policy.' });
export type PolicyOutcome = z.infer<typeof PolicyOutcomeSchema>;

export const PolicyEvaluationSchema = z
  .object({
    id: text('Identifies this evaluation.'),
    activityId: id('The activity that was evaluated.', PENDING_ACTIVITY_ID),
    organizationId: organizationIdField(ORGANIZATION_ID),
    voteId: text('The vote (approval or rejection) that triggered this evaluation.'),
    policyEvaluations: z
      .array(PolicyOutcomeSchema)
      .meta({ description: 'The verdict of every policy the engine ran for that vote.' }),
    createdAt: TimestampSchema,
  })
  .meta({
    id: 'PolicyEvaluation',
    description: 'One run of the policy engine over an activity, made when a vote arrived.',
  });
export type PolicyEvaluation = z.infer<typeof PolicyEvaluationSchema>;

export const GetPolicyEvaluationsRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    activityId: id('The activity whose evaluations you want.', PENDING_ACTIVITY_ID),
  })
  .meta({
    id: 'GetPolicyEvaluationsRequest',
    description: 'Request body of get_policy_evaluations.',
  });
export type GetPolicyEvaluationsRequest = z.infer<typeof GetPolicyEvaluationsRequestSchema>;

export const GetPolicyEvaluationsResponseSchema = z
  .object({
    policyEvaluations: z
      .array(PolicyEvaluationSchema)
      .meta({ description: 'One evaluation per vote cast on the activity.' }),
  })
  .meta({
    id: 'GetPolicyEvaluationsResponse',
    description: 'Response of get_policy_evaluations.',
  });
export type GetPolicyEvaluationsResponse = z.infer<typeof GetPolicyEvaluationsResponseSchema>;
