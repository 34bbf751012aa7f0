/** Policies: stored shape, the selector, the intents that manage policies and the queries. */
import * as z from 'zod';
import { ORGANIZATION_ID, POLICY_ID, POLICY_NAME, WALLET_ID } from '../examples/ids';
import { TimestampSchema } from './common';
import { EffectSchema, OperatorSchema } from './enums';
import { id, ids, organizationIdField, text } from './fields';

/** Example expressions used across the policy schemas and operations. */
export const EXAMPLE_POLICY_CONDITION = `wallet.id == '${WALLET_ID}'`;
export const EXAMPLE_POLICY_CONSENSUS = 'approvers.count() >= 2';
export const EXAMPLE_POLICY_NOTES = 'Treasury transfers need a second root user to approve.';

const condition = text(
  'Expression in the policy language that selects the activities the policy applies to. Absent: the policy applies to every activity.',
  EXAMPLE_POLICY_CONDITION,
);
const consensus = text(
  'Expression in the policy language over the approvers of the activity; the policy matches only when it holds.',
  EXAMPLE_POLICY_CONSENSUS,
);
const notes = text('Free text for the people who maintain the policy.', EXAMPLE_POLICY_NOTES);
const time = text(
  'When the policy is in force, as a time window. A policy without one is in force at all times.',
);

export const PolicySchema = z
  .object({
    policyId: id('Unique identifier of the policy.', POLICY_ID),
    policyName: text('Name of the policy.', POLICY_NAME),
    effect: EffectSchema,
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
    notes,
    consensus,
    condition,
    time: time.optional(),
  })
  .meta({
    id: 'Policy',
    description:
      'A rule that allows or denies activities: the condition selects the activities, the consensus says who must approve.',
  });
export type Policy = z.infer<typeof PolicySchema>;

export const SelectorSchema = z
  .object({
    subject: text('The value the selector reads.', 'activity.type').optional(),
    operator: OperatorSchema.optional(),
    target: text(
      'The value it is compared against.',
      'ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
    ).optional(),
  })
  .meta({
    id: 'Selector',
    description: 'A single comparison in structured form: subject, operator, target.',
  });
export type Selector = z.infer<typeof SelectorSchema>;

export const CreatePolicyIntentV3Schema = z
  .object({
    policyName: text('Name of the new policy.', POLICY_NAME),
    effect: EffectSchema,
    condition: condition.optional(),
    consensus: consensus.optional(),
    notes,
    time: time.optional(),
  })
  .meta({ id: 'CreatePolicyIntentV3', description: 'A policy to create.' });
export type CreatePolicyIntentV3 = z.infer<typeof CreatePolicyIntentV3Schema>;

export const CreatePolicyResultSchema = z
  .object({ policyId: id('The new policy.', POLICY_ID) })
  .meta({ id: 'CreatePolicyResult', description: 'Result of create_policy.' });
export type CreatePolicyResult = z.infer<typeof CreatePolicyResultSchema>;

export const CreatePoliciesIntentSchema = z
  .object({ policies: z.array(CreatePolicyIntentV3Schema) })
  .meta({ id: 'CreatePoliciesIntent', description: 'Parameters of create_policies.' });
export type CreatePoliciesIntent = z.infer<typeof CreatePoliciesIntentSchema>;

export const CreatePoliciesResultSchema = z
  .object({ policyIds: ids('The new policies, in request order.', [POLICY_ID]) })
  .meta({ id: 'CreatePoliciesResult', description: 'Result of create_policies.' });
export type CreatePoliciesResult = z.infer<typeof CreatePoliciesResultSchema>;

export const UpdatePolicyIntentV2Schema = z
  .object({
    policyId: id('The policy to change.', POLICY_ID),
    policyName: text('New name.', POLICY_NAME).optional(),
    policyEffect: EffectSchema.optional(),
    policyCondition: condition.optional(),
    policyConsensus: consensus.optional(),
    policyNotes: notes.optional(),
    time: time.optional(),
  })
  .meta({
    id: 'UpdatePolicyIntentV2',
    description: 'Parameters of update_policy; only the fields present change.',
  });
export type UpdatePolicyIntentV2 = z.infer<typeof UpdatePolicyIntentV2Schema>;

export const UpdatePolicyResultV2Schema = z
  .object({ policyId: id('The changed policy.', POLICY_ID) })
  .meta({ id: 'UpdatePolicyResultV2', description: 'Result of update_policy.' });
export type UpdatePolicyResultV2 = z.infer<typeof UpdatePolicyResultV2Schema>;

export const DeletePolicyIntentSchema = z
  .object({ policyId: id('The policy to delete.', POLICY_ID) })
  .meta({ id: 'DeletePolicyIntent', description: 'Parameters of delete_policy.' });
export type DeletePolicyIntent = z.infer<typeof DeletePolicyIntentSchema>;

export const DeletePolicyResultSchema = z
  .object({ policyId: id('The deleted policy.', POLICY_ID) })
  .meta({ id: 'DeletePolicyResult', description: 'Result of delete_policy.' });
export type DeletePolicyResult = z.infer<typeof DeletePolicyResultSchema>;

export const GetPolicyRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    policyId: id('The policy to read.', POLICY_ID),
  })
  .meta({ id: 'GetPolicyRequest', description: 'Request body of get_policy.' });
export type GetPolicyRequest = z.infer<typeof GetPolicyRequestSchema>;

export const GetPolicyResponseSchema = z
  .object({ policy: PolicySchema })
  .meta({ id: 'GetPolicyResponse', description: 'Response of get_policy.' });
export type GetPolicyResponse = z.infer<typeof GetPolicyResponseSchema>;

export const GetPoliciesRequestSchema = z
  .object({ organizationId: organizationIdField(ORGANIZATION_ID) })
  .meta({ id: 'GetPoliciesRequest', description: 'Request body of list_policies.' });
export type GetPoliciesRequest = z.infer<typeof GetPoliciesRequestSchema>;

export const GetPoliciesResponseSchema = z
  .object({ policies: z.array(PolicySchema) })
  .meta({ id: 'GetPoliciesResponse', description: 'Response of list_policies.' });
export type GetPoliciesResponse = z.infer<typeof GetPoliciesResponseSchema>;

export const DeletePoliciesIntentSchema = z
  .object({ policyIds: ids('The policies to delete, all in this organization.', [POLICY_ID]) })
  .meta({ id: 'DeletePoliciesIntent', description: 'Parameters of delete_policies.' });
export type DeletePoliciesIntent = z.infer<typeof DeletePoliciesIntentSchema>;

export const DeletePoliciesResultSchema = z
  .object({ policyIds: ids('The policies that were deleted.', [POLICY_ID]) })
  .meta({ id: 'DeletePoliciesResult', description: 'Result of delete_policies.' });
export type DeletePoliciesResult = z.infer<typeof DeletePoliciesResultSchema>;
