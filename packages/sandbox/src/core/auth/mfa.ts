/**
 * MFA as an activity meets it: the first of the submitting user's MFA policies (lowest `order`)
 * whose condition holds decides which steps the activity needs; each stamp on it (the submission,
 * then approve_activity calls by the same user) proves one method, and each proof completes at
 * most one step.
 */
import type { AuthenticationMethod, RequiredAuthenticationMethod } from '@docs/platform-api';
import type { MfaPolicyRecord, MfaProgressRecord, ReadTransaction } from '../../storage/types';
import { invalid } from '../errors';
import { conditionScope, type ActivityFacts, type ApproverCredential } from '../policy/facts';
import {
  evaluateBool,
  NotApplicableError,
  parseExpression,
  PolicyEvaluationError,
  PolicySyntaxError,
} from '../policy/expression';

/** The method a credential proves: a passkey, a login's session key, or a plain API key. */
export function proofOf(key: ApproverCredential): AuthenticationMethod {
  if (!('apiKeyId' in key)) return { type: 'AUTHENTICATION_TYPE_PASSKEY', id: key.authenticatorId };
  if (key.credentialType !== undefined) {
    return {
      type: 'AUTHENTICATION_TYPE_SESSION',
      ...(key.sessionProfileId === undefined ? {} : { id: key.sessionProfileId }),
    };
  }
  return { type: 'AUTHENTICATION_TYPE_API_KEY', id: key.apiKeyId };
}

const matches = (method: AuthenticationMethod, proof: AuthenticationMethod) =>
  method.type === proof.type && (method.id === undefined || method.id === proof.id);

/** Whether `proofs` complete every step, each proof used for one step at most. */
export function stepsComplete(
  steps: readonly RequiredAuthenticationMethod[],
  proofs: readonly AuthenticationMethod[],
): boolean {
  // Steps are few; trying every assignment keeps a proof that fits two steps from being spent
  // on the wrong one.
  const assign = (step: number, used: ReadonlySet<number>): boolean => {
    const current = steps[step];
    if (!current) return true;
    return proofs.some(
      (proof, index) =>
        !used.has(index) &&
        current.any.some((method) => matches(method, proof)) &&
        assign(step + 1, new Set([...used, index])),
    );
  };
  return assign(0, new Set());
}

/** The user's MFA policy that governs an activity with `facts`, if any. */
export async function governingMfaPolicy(
  tx: ReadTransaction,
  organizationId: string,
  userId: string,
  facts: ActivityFacts,
): Promise<MfaPolicyRecord | undefined> {
  const policies = (await tx.list('mfaPolicy', { parentId: userId }))
    .map((policy, index) => ({ policy, index }))
    .sort((a, b) => a.policy.order - b.policy.order || a.index - b.index)
    .map(({ policy }) => policy);
  if (policies.length === 0) return undefined;
  const scope = await conditionScope(tx, organizationId, facts);
  for (const policy of policies) {
    try {
      if (evaluateBool(parseExpression(policy.condition), scope, 'condition')) return policy;
    } catch (error) {
      if (error instanceof NotApplicableError) continue;
      if (error instanceof PolicyEvaluationError || error instanceof PolicySyntaxError) {
        throw invalid(
          `MFA policy ${policy.mfaPolicyId} (${policy.mfaPolicyName}): its condition could not be evaluated: ${error.message}`,
          'POLICY_EVALUATION_FAILED',
        );
      }
      throw error;
    }
  }
  return undefined;
}

/**
 * The progress record that holds a new activity for MFA, or undefined when no MFA policy of the
 * submitter applies or the submission's own stamp already completes the policy.
 */
export async function mfaHold(
  tx: ReadTransaction,
  organizationId: string,
  userId: string,
  facts: ActivityFacts,
  key: ApproverCredential,
  activityId: string,
): Promise<MfaProgressRecord | undefined> {
  const policy = await governingMfaPolicy(tx, organizationId, userId, facts);
  if (!policy) return undefined;
  const satisfiedMethods = [proofOf(key)];
  if (stepsComplete(policy.requiredAuthenticationMethods, satisfiedMethods)) return undefined;
  return {
    activityId,
    organizationId,
    userId,
    mfaPolicyId: policy.mfaPolicyId,
    requiredMethods: policy.requiredAuthenticationMethods,
    satisfiedMethods,
    satisfied: false,
  };
}
