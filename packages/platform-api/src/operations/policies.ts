/** Policies tag. */
import { treasuryPolicy } from '../examples/entities';
import * as ids from '../examples/ids';
import {
  EXAMPLE_POLICY_CONDITION,
  EXAMPLE_POLICY_CONSENSUS,
  EXAMPLE_POLICY_NOTES,
  GetPoliciesRequestSchema,
  GetPoliciesResponseSchema,
  GetPolicyRequestSchema,
  GetPolicyResponseSchema,
} from '../schemas/policies';
import { defineQuery, defineSubmission, type Operation } from './define';

const treasuryPolicyParameters = {
  policyName: ids.POLICY_NAME,
  effect: 'EFFECT_ALLOW',
  condition: EXAMPLE_POLICY_CONDITION,
  consensus: EXAMPLE_POLICY_CONSENSUS,
  notes: EXAMPLE_POLICY_NOTES,
} as const;

export const policyOperations: Operation[] = [
  defineQuery({
    name: 'get_policy',
    sdkMethod: 'getPolicy',
    tag: 'Policies',
    summary: 'Get policy',
    description:
      'Returns one policy: its effect, condition, consensus expression and notes. Use it to show or audit the rule that governs a resource. The policy is in `policy`.',
    request: GetPolicyRequestSchema,
    response: GetPolicyResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, policyId: ids.POLICY_ID },
      response: { policy: treasuryPolicy },
    },
  }),
  defineQuery({
    name: 'list_policies',
    sdkMethod: 'getPolicies',
    tag: 'Policies',
    summary: 'List policies',
    description:
      'Returns every policy of the organization. Read them together to understand why an activity was allowed, denied or sent for consensus. The policies are in `policies`.',
    request: GetPoliciesRequestSchema,
    response: GetPoliciesResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: { policies: [treasuryPolicy] },
    },
  }),
  defineSubmission({
    name: 'create_policy',
    sdkMethod: 'createPolicy',
    tag: 'Policies',
    summary: 'Create policy',
    description:
      'Creates one policy. `effect` allows or denies the activities the `condition` selects; `consensus` states which approvers must agree before an allowed activity runs. Leave `condition` out to cover every activity. The new policy id is in `activity.result.createPolicyResult.policyId`.',
    activityType: 'ACTIVITY_TYPE_CREATE_POLICY_V3',
    intentKey: 'createPolicyIntentV3',
    result: { key: 'createPolicyResult', source: 'derived' },
    example: {
      parameters: treasuryPolicyParameters,
      result: { policyId: ids.POLICY_ID },
    },
  }),
  defineSubmission({
    name: 'create_policies',
    sdkMethod: 'createPolicies',
    tag: 'Policies',
    summary: 'Create policies',
    description:
      'Creates several policies in one activity, each shaped like the parameters of create_policy. Use it to set up a rule set at once, for example when you provision an organization. The new ids are in `activity.result.createPoliciesResult.policyIds`, in request order.',
    activityType: 'ACTIVITY_TYPE_CREATE_POLICIES',
    intentKey: 'createPoliciesIntent',
    result: { key: 'createPoliciesResult', source: 'wire' },
    example: {
      parameters: { policies: [treasuryPolicyParameters] },
      result: { policyIds: [ids.POLICY_ID] },
    },
  }),
  defineSubmission({
    name: 'update_policy',
    sdkMethod: 'updatePolicy',
    tag: 'Policies',
    summary: 'Update policy',
    description:
      'Changes an existing policy; only the fields you send change. Use it to tighten or relax a rule without deleting it. The policy id is echoed in `activity.result.updatePolicyResultV2.policyId`.',
    activityType: 'ACTIVITY_TYPE_UPDATE_POLICY_V2',
    intentKey: 'updatePolicyIntentV2',
    result: { key: 'updatePolicyResultV2', source: 'wire' },
    example: {
      parameters: { policyId: ids.POLICY_ID, policyConsensus: 'approvers.count() >= 3' },
      result: { policyId: ids.POLICY_ID },
    },
  }),
  defineSubmission({
    name: 'delete_policy',
    sdkMethod: 'deletePolicy',
    tag: 'Policies',
    summary: 'Delete policy',
    description:
      'Deletes a policy. Activities that relied on it are evaluated without it from then on, so check list_policies for a replacement first. The deleted id is echoed in `activity.result.deletePolicyResult.policyId`.',
    activityType: 'ACTIVITY_TYPE_DELETE_POLICY',
    intentKey: 'deletePolicyIntent',
    result: { key: 'deletePolicyResult', source: 'wire' },
    example: {
      parameters: { policyId: ids.POLICY_ID },
      result: { policyId: ids.POLICY_ID },
    },
  }),
  defineSubmission({
    name: 'delete_policies',
    sdkMethod: 'deletePolicies',
    tag: 'Policies',
    summary: 'Delete policies',
    description:
      'Removes several policies in one activity, where delete_policy takes one. Activities those policies allowed fall back to the remaining policies, so check what still permits your own automation before you send it. The deleted ids are in `activity.result.deletePoliciesResult.policyIds`.',
    activityType: 'ACTIVITY_TYPE_DELETE_POLICIES',
    intentKey: 'deletePoliciesIntent',
    result: { key: 'deletePoliciesResult', source: 'derived' },
    example: {
      parameters: { policyIds: [ids.POLICY_ID] },
      result: { policyIds: [ids.POLICY_ID] },
    },
  }),
];
