/**
 * MFA tag. The examples give Alice one MFA policy: a transaction she signs needs her API key
 * stamp and then a code by email or SMS. The pending activity (her treasury transfer) has the
 * first step done.
 */
import { createdAt, updatedAt } from '../examples/entities';
import * as ids from '../examples/ids';
import {
  GetMfaPoliciesRequestSchema,
  GetMfaPoliciesResponseSchema,
  GetMfaPolicyRequestSchema,
  GetMfaPolicyResponseSchema,
  GetMfaStatusRequestSchema,
  GetMfaStatusResponseSchema,
  type RequiredAuthenticationMethod,
} from '../schemas/mfa';
import { defineQuery, defineSubmission, type Operation } from './define';

const apiKeyStep: RequiredAuthenticationMethod = {
  any: [{ type: 'AUTHENTICATION_TYPE_API_KEY', id: ids.API_KEY_ID }],
};
const codeStep: RequiredAuthenticationMethod = {
  any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }, { type: 'AUTHENTICATION_TYPE_SMS_OTP' }],
};
const policyParameters = {
  mfaPolicyName: ids.MFA_POLICY_NAME,
  condition: "activity.type == 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2'",
  requiredAuthenticationMethods: [apiKeyStep, codeStep],
  order: 0,
  notes: 'A stolen API key alone cannot move funds.',
};
const alicePolicy = {
  mfaPolicyId: ids.MFA_POLICY_ID,
  ...policyParameters,
  createdAt,
  updatedAt,
};
const ofAlice = { userId: ids.USER_ID, mfaPolicyId: ids.MFA_POLICY_ID };

export const mfaOperations: Operation[] = [
  defineQuery({
    name: 'get_mfa_policies',
    sdkMethod: 'getMfaPolicies',
    tag: 'MFA',
    summary: 'List MFA policies',
    description:
      'Returns every MFA policy of one user, each with its condition, its steps and its place in the evaluation `order`. Read them to see which of the user’s activities need more than one authentication. The policies are in `mfaPolicies`.',
    request: GetMfaPoliciesRequestSchema,
    response: GetMfaPoliciesResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, userId: ids.USER_ID },
      response: { mfaPolicies: [alicePolicy] },
    },
  }),
  defineQuery({
    name: 'get_mfa_policy',
    sdkMethod: 'getMfaPolicy',
    tag: 'MFA',
    summary: 'Get MFA policy',
    description:
      'Returns one MFA policy of a user, named by user and policy id. The policy is in `mfaPolicy`.',
    request: GetMfaPolicyRequestSchema,
    response: GetMfaPolicyResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, ...ofAlice },
      response: { mfaPolicy: alicePolicy },
    },
  }),
  defineQuery({
    name: 'get_mfa_status',
    sdkMethod: 'getMfaStatus',
    tag: 'MFA',
    summary: 'Get MFA status of an activity',
    description:
      'Shows, for an activity, each MFA policy that applies to its voters and how far each user has got: the methods already proved and the steps required. Use it while an activity waits for more authentication (a policy outcome of `OUTCOME_REQUIRES_AUTHENTICATORS`) to tell the user what is still missing. Pass `userId` for one user; the lines are in `mfaStatuses`.',
    request: GetMfaStatusRequestSchema,
    response: GetMfaStatusResponseSchema,
    example: {
      request: {
        organizationId: ids.ORGANIZATION_ID,
        activityId: ids.PENDING_ACTIVITY_ID,
        userId: ids.USER_ID,
      },
      response: {
        mfaStatuses: [
          {
            ...ofAlice,
            satisfied: false,
            satisfiedMethods: [...apiKeyStep.any],
            requiredMethods: [apiKeyStep, codeStep],
          },
        ],
      },
    },
  }),
  defineSubmission({
    name: 'create_mfa_policy',
    sdkMethod: 'createMfaPolicy',
    tag: 'MFA',
    summary: 'Create MFA policy',
    description:
      'Gives a user an MFA policy: for the activities its `condition` selects, the user must complete every step of `requiredAuthenticationMethods` in order, each step with any one of its methods. A user’s policies are evaluated by ascending `order`, from 0. The new id is in `activity.result.createMfaPolicyResult.mfaPolicyId`.',
    activityType: 'ACTIVITY_TYPE_CREATE_MFA_POLICY',
    intentKey: 'createMfaPolicyIntent',
    result: { key: 'createMfaPolicyResult', source: 'derived' },
    appProofs: false,
    example: {
      parameters: { userId: ids.USER_ID, ...policyParameters },
      result: { mfaPolicyId: ids.MFA_POLICY_ID },
    },
  }),
  defineSubmission({
    name: 'delete_mfa_policy',
    sdkMethod: 'deleteMfaPolicy',
    tag: 'MFA',
    summary: 'Delete MFA policy',
    description:
      'Removes an MFA policy from a user; the activities it covered then need only what the user’s other MFA policies ask. The deleted id is echoed in `activity.result.deleteMfaPolicyResult.mfaPolicyId`.',
    activityType: 'ACTIVITY_TYPE_DELETE_MFA_POLICY',
    intentKey: 'deleteMfaPolicyIntent',
    result: { key: 'deleteMfaPolicyResult', source: 'derived' },
    appProofs: false,
    example: { parameters: ofAlice, result: { mfaPolicyId: ids.MFA_POLICY_ID } },
  }),
  defineSubmission({
    name: 'update_mfa_policy',
    sdkMethod: 'updateMfaPolicy',
    tag: 'MFA',
    summary: 'Update MFA policy',
    description:
      'Changes an MFA policy of a user; only the fields you send change, and a new `requiredAuthenticationMethods` replaces all the steps. The id is echoed in `activity.result.updateMfaPolicyResult.mfaPolicyId`.',
    activityType: 'ACTIVITY_TYPE_UPDATE_MFA_POLICY',
    intentKey: 'updateMfaPolicyIntent',
    result: { key: 'updateMfaPolicyResult', source: 'derived' },
    appProofs: false,
    example: {
      parameters: {
        ...ofAlice,
        requiredAuthenticationMethods: [
          apiKeyStep,
          { any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }] },
        ],
      },
      result: { mfaPolicyId: ids.MFA_POLICY_ID },
    },
  }),
];
