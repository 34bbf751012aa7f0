/**
 * MFA: per-user policies that make a user prove more than one authentication method before an
 * activity they take part in can go ahead, and the status of an activity against them.
 */
import * as z from 'zod';
import {
  API_KEY_ID,
  MFA_POLICY_ID,
  MFA_POLICY_NAME,
  ORGANIZATION_ID,
  PENDING_ACTIVITY_ID,
  USER_ID,
} from '../examples/ids';
import { TimestampSchema } from './common';
import { id, organizationIdField, text } from './fields';

export const AuthenticationTypeSchema = z
  .enum([
    'AUTHENTICATION_TYPE_EMAIL_OTP',
    'AUTHENTICATION_TYPE_SMS_OTP',
    'AUTHENTICATION_TYPE_PASSKEY',
    'AUTHENTICATION_TYPE_API_KEY',
    'AUTHENTICATION_TYPE_OAUTH',
    'AUTHENTICATION_TYPE_SESSION',
  ])
  .meta({
    id: 'AuthenticationType',
    description:
      'A way a user can prove who they are: a code by email or SMS, a passkey, an API key stamp, an OAuth identity or a session.',
  });
export type AuthenticationType = z.infer<typeof AuthenticationTypeSchema>;

export const AuthenticationMethodSchema = z
  .object({
    type: AuthenticationTypeSchema,
    id: text(
      'Narrows the method to one credential: an authenticator, API key or OAuth provider id, or for a session the session profile id. Absent: any credential of that type will do.',
      API_KEY_ID,
    ).optional(),
  })
  .meta({ id: 'AuthenticationMethod', description: 'One acceptable way to satisfy a step.' });
export type AuthenticationMethod = z.infer<typeof AuthenticationMethodSchema>;

export const RequiredAuthenticationMethodSchema = z
  .object({
    any: z.array(AuthenticationMethodSchema).meta({
      description: 'The methods that satisfy this step; the user needs one of them.',
    }),
  })
  .meta({
    id: 'RequiredAuthenticationMethod',
    description: 'One step of an MFA policy.',
  });
export type RequiredAuthenticationMethod = z.infer<typeof RequiredAuthenticationMethodSchema>;

const userId = (description: string) => id(description, USER_ID);
const mfaPolicyId = (description: string) => id(description, MFA_POLICY_ID);
const mfaPolicyName = text('A name people recognize the policy by.', MFA_POLICY_NAME);
const condition = text(
  'Expression in the policy language that picks the activities the policy covers.',
  "activity.type == 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2'",
);
const steps = z.array(RequiredAuthenticationMethodSchema).meta({
  description: 'The steps, in the order the user must complete them.',
});
const order = z
  .int()
  .min(0)
  .meta({
    format: 'int64',
    description:
      "Position among the user's MFA policies, from 0; lower numbers are evaluated first.",
    examples: [0],
  });
const notes = text('Free text for the people who maintain the policy.');

export const MfaPolicySchema = z
  .object({
    mfaPolicyId: mfaPolicyId('Identifies the MFA policy.'),
    mfaPolicyName,
    condition,
    requiredAuthenticationMethods: steps,
    order,
    notes: notes.optional(),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  })
  .meta({
    id: 'MfaPolicy',
    description: 'Which activities need extra authentication from a user, and which.',
  });
export type MfaPolicy = z.infer<typeof MfaPolicySchema>;

export const CreateMfaPolicyIntentSchema = z
  .object({
    userId: userId('The user the policy applies to.'),
    mfaPolicyName,
    condition,
    requiredAuthenticationMethods: steps,
    order,
    notes: notes.optional(),
  })
  .meta({ id: 'CreateMfaPolicyIntent', description: 'Parameters of create_mfa_policy.' });
export type CreateMfaPolicyIntent = z.infer<typeof CreateMfaPolicyIntentSchema>;

export const UpdateMfaPolicyIntentSchema = z
  .object({
    userId: userId('The user the policy belongs to.'),
    mfaPolicyId: mfaPolicyId('The MFA policy to change.'),
    mfaPolicyName: mfaPolicyName.optional(),
    condition: condition.optional(),
    requiredAuthenticationMethods: steps.optional(),
    order: order.optional(),
    notes: notes.optional(),
  })
  .meta({
    id: 'UpdateMfaPolicyIntent',
    description: 'Parameters of update_mfa_policy; only the fields present change.',
  });
export type UpdateMfaPolicyIntent = z.infer<typeof UpdateMfaPolicyIntentSchema>;

export const DeleteMfaPolicyIntentSchema = z
  .object({
    userId: userId('The user the policy belongs to.'),
    mfaPolicyId: mfaPolicyId('The MFA policy to delete.'),
  })
  .meta({ id: 'DeleteMfaPolicyIntent', description: 'Parameters of delete_mfa_policy.' });
export type DeleteMfaPolicyIntent = z.infer<typeof DeleteMfaPolicyIntentSchema>;

/** The three submissions answer the policy id under their own result name. */
function mfaPolicyResult<Id extends string>(resultId: Id, operation: string, words: string) {
  return z
    .object({ mfaPolicyId: mfaPolicyId(words) })
    .meta({ id: resultId, description: `Result of ${operation}.` });
}

export const CreateMfaPolicyResultSchema = mfaPolicyResult(
  'CreateMfaPolicyResult',
  'create_mfa_policy',
  'The new MFA policy.',
);
export type CreateMfaPolicyResult = z.infer<typeof CreateMfaPolicyResultSchema>;

export const UpdateMfaPolicyResultSchema = mfaPolicyResult(
  'UpdateMfaPolicyResult',
  'update_mfa_policy',
  'The MFA policy that changed.',
);
export type UpdateMfaPolicyResult = z.infer<typeof UpdateMfaPolicyResultSchema>;

export const DeleteMfaPolicyResultSchema = mfaPolicyResult(
  'DeleteMfaPolicyResult',
  'delete_mfa_policy',
  'The MFA policy that was deleted.',
);
export type DeleteMfaPolicyResult = z.infer<typeof DeleteMfaPolicyResultSchema>;

export const GetMfaPolicyRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    userId: userId('The user the policy belongs to.'),
    mfaPolicyId: mfaPolicyId('The MFA policy to read.'),
  })
  .meta({ id: 'GetMfaPolicyRequest', description: 'Request body of get_mfa_policy.' });
export type GetMfaPolicyRequest = z.infer<typeof GetMfaPolicyRequestSchema>;

export const GetMfaPolicyResponseSchema = z
  .object({ mfaPolicy: MfaPolicySchema })
  .meta({ id: 'GetMfaPolicyResponse', description: 'Response of get_mfa_policy.' });
export type GetMfaPolicyResponse = z.infer<typeof GetMfaPolicyResponseSchema>;

export const GetMfaPoliciesRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    userId: userId('The user whose MFA policies you want.'),
  })
  .meta({ id: 'GetMfaPoliciesRequest', description: 'Request body of get_mfa_policies.' });
export type GetMfaPoliciesRequest = z.infer<typeof GetMfaPoliciesRequestSchema>;

export const GetMfaPoliciesResponseSchema = z
  .object({ mfaPolicies: z.array(MfaPolicySchema) })
  .meta({ id: 'GetMfaPoliciesResponse', description: 'Response of get_mfa_policies.' });
export type GetMfaPoliciesResponse = z.infer<typeof GetMfaPoliciesResponseSchema>;

export const MfaStatusSchema = z
  .object({
    mfaPolicyId: mfaPolicyId('The MFA policy this line is about.'),
    userId: userId('The user who must satisfy it.'),
    satisfied: z.boolean().meta({ description: 'True once every step is complete.' }),
    satisfiedMethods: z
      .array(AuthenticationMethodSchema)
      .meta({ description: 'The methods the user has already proved for this activity.' }),
    requiredMethods: z
      .array(RequiredAuthenticationMethodSchema)
      .meta({ description: "The policy's steps, in order." }),
  })
  .meta({
    id: 'MfaStatus',
    description: 'How far one user has got with one MFA policy on an activity.',
  });
export type MfaStatus = z.infer<typeof MfaStatusSchema>;

export const GetMfaStatusRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    activityId: id('The activity to check.', PENDING_ACTIVITY_ID),
    userId: userId('Only this user’s status. Absent: every user who voted.').optional(),
  })
  .meta({ id: 'GetMfaStatusRequest', description: 'Request body of get_mfa_status.' });
export type GetMfaStatusRequest = z.infer<typeof GetMfaStatusRequestSchema>;

export const GetMfaStatusResponseSchema = z
  .object({
    mfaStatuses: z
      .array(MfaStatusSchema)
      .meta({ description: 'One line per MFA policy and user that apply to the activity.' }),
  })
  .meta({ id: 'GetMfaStatusResponse', description: 'Response of get_mfa_status.' });
export type GetMfaStatusResponse = z.infer<typeof GetMfaStatusResponseSchema>;
