/**
 * The policy decision, in the order the docs give it (policies/overview.mdx): the root quorum
 * bypasses policies; otherwise an applicable EFFECT_DENY policy denies (explicit deny); otherwise
 * an applicable EFFECT_ALLOW policy allows; otherwise the activity is denied (implicit deny). A
 * policy applies when its condition (if any) is true and its consensus (if any) is true; an allow
 * policy whose condition holds but whose consensus does not yet hold makes the activity wait for
 * more approvals. While some root users approved but fewer than the threshold, the activity waits
 * for the root quorum instead of being denied.
 */
import type { OrganizationRecord, PolicyRecord } from '../../storage/types';
import { invalid, SandboxError } from '../errors';
import {
  checkSupported,
  evaluateBool,
  NotApplicableError,
  parseExpression,
  PolicyEvaluationError,
  PolicySyntaxError,
  PolicyUnsupportedError,
  type Scope,
} from './expression';
import { CONDITION_KEYWORDS, CONSENSUS_KEYWORDS, consensusScope, type Approver } from './facts';

export type Outcome =
  | 'OUTCOME_ALLOW'
  | 'OUTCOME_REQUIRES_CONSENSUS'
  | 'OUTCOME_DENY_EXPLICIT'
  | 'OUTCOME_DENY_IMPLICIT';

/** The verdict of one policy the engine ran (what get_policy_evaluations lists). */
export interface PolicyVerdict {
  policyId: string;
  outcome: Outcome;
}

export interface Decision {
  outcome: Outcome;
  /** Why, in one sentence: the policy that decided, or the root quorum. */
  reason: string;
  /**
   * The policies run, in order, each with its verdict: a policy whose condition (or, for a deny,
   * consensus) does not hold is OUTCOME_DENY_IMPLICIT. Empty when the root quorum decided.
   */
  verdicts?: PolicyVerdict[];
}

/**
 * Checks a policy's expressions when it is created or updated: syntax errors answer 400,
 * keywords and functions the sandbox does not evaluate answer 501, both naming the field.
 */
export function checkPolicyExpressions(
  expressions: { condition?: string | undefined; consensus?: string | undefined },
  path: string,
): void {
  const fields = [
    ['condition', expressions.condition, CONDITION_KEYWORDS],
    ['consensus', expressions.consensus, CONSENSUS_KEYWORDS],
  ] as const;
  for (const [field, text, keywords] of fields) {
    if (text === undefined || text.trim() === '') continue;
    const name = `${path}${field}`;
    try {
      checkSupported(parseExpression(text), keywords, name);
    } catch (error) {
      if (error instanceof PolicySyntaxError) {
        throw invalid(`${name}: not a policy expression: ${error.message}`, 'POLICY_SYNTAX_ERROR');
      }
      if (error instanceof PolicyUnsupportedError) {
        throw new SandboxError('UNIMPLEMENTED', 'POLICY_EXPRESSION_UNSUPPORTED', error.message);
      }
      throw error;
    }
  }
}

function holds(policy: PolicyRecord, field: 'condition' | 'consensus', scope: Scope): boolean {
  const text = policy[field];
  if (text === undefined || text.trim() === '') return true;
  try {
    return evaluateBool(parseExpression(text), scope, field);
  } catch (error) {
    if (error instanceof NotApplicableError) return false;
    if (error instanceof PolicyEvaluationError || error instanceof PolicySyntaxError) {
      throw invalid(
        `Policy ${policy.policyId} (${policy.policyName}): its ${field} could not be evaluated: ${error.message}`,
        'POLICY_EVALUATION_FAILED',
      );
    }
    throw error;
  }
}

export interface DecisionInput {
  organization: OrganizationRecord;
  policies: readonly PolicyRecord[];
  approvers: readonly Approver[];
  condition: Scope;
  /** A permission that needs no policy (a user managing their own API keys). */
  implicitAllow?: boolean;
}

/** The root quorum's decision when its threshold is reached, otherwise undefined. */
export function rootQuorumDecision(
  organization: OrganizationRecord,
  approvers: readonly Approver[],
): Decision | undefined {
  const rootIds = new Set(organization.rootQuorum.userIds);
  const count = new Set(approvers.map(({ user }) => user.userId).filter((id) => rootIds.has(id)))
    .size;
  const threshold = organization.rootQuorum.threshold;
  return count > 0 && count >= threshold
    ? { outcome: 'OUTCOME_ALLOW', reason: `approved by the root quorum (${count} of ${threshold})` }
    : undefined;
}

export function decide(input: DecisionInput): Decision {
  const { organization, policies, approvers } = input;
  const byRoot = rootQuorumDecision(organization, approvers);
  if (byRoot) return byRoot;
  const rootIds = new Set(organization.rootQuorum.userIds);
  const rootApprovers = approvers.filter(({ user }) => rootIds.has(user.userId));
  const threshold = organization.rootQuorum.threshold;
  const consensus = consensusScope(approvers);
  const verdicts: PolicyVerdict[] = [];
  const verdict = (policy: PolicyRecord, outcome: Outcome) =>
    verdicts.push({ policyId: policy.policyId, outcome });
  let allowedBy: PolicyRecord | undefined;
  let waitingFor: PolicyRecord | undefined;
  for (const policy of policies) {
    if (!holds(policy, 'condition', input.condition)) {
      verdict(policy, 'OUTCOME_DENY_IMPLICIT');
      continue;
    }
    const agreed = holds(policy, 'consensus', consensus);
    if (policy.effect === 'EFFECT_DENY') {
      if (agreed) {
        verdict(policy, 'OUTCOME_DENY_EXPLICIT');
        return {
          outcome: 'OUTCOME_DENY_EXPLICIT',
          reason: `policy ${policy.policyId} (${policy.policyName}) denies it`,
          verdicts,
        };
      }
      verdict(policy, 'OUTCOME_DENY_IMPLICIT');
    } else if (agreed) {
      verdict(policy, 'OUTCOME_ALLOW');
      allowedBy ??= policy;
    } else {
      verdict(policy, 'OUTCOME_REQUIRES_CONSENSUS');
      waitingFor ??= policy;
    }
  }
  if (allowedBy) {
    return {
      outcome: 'OUTCOME_ALLOW',
      reason: `policy ${allowedBy.policyId} (${allowedBy.policyName}) allows it`,
      verdicts,
    };
  }
  if (input.implicitAllow) {
    return { outcome: 'OUTCOME_ALLOW', reason: 'users may manage their own API keys', verdicts };
  }
  if (waitingFor) {
    return {
      outcome: 'OUTCOME_REQUIRES_CONSENSUS',
      reason: `policy ${waitingFor.policyId} (${waitingFor.policyName}) needs more approvals`,
      verdicts,
    };
  }
  if (rootApprovers.length > 0) {
    return {
      outcome: 'OUTCOME_REQUIRES_CONSENSUS',
      reason: `the root quorum needs ${threshold} approvals`,
      verdicts,
    };
  }
  return { outcome: 'OUTCOME_DENY_IMPLICIT', reason: 'no policy allows it', verdicts };
}
