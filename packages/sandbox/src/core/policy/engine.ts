/**
 * The policy decision, in the order the docs give it (policies/overview.mdx): the root quorum
 * bypasses policies; otherwise an applicable EFFECT_DENY policy denies (explicit deny); otherwise
 * an applicable EFFECT_ALLOW policy allows; otherwise the activity is denied (implicit deny). A
 * policy applies when its condition (if any) is true and its consensus (if any) is true; an allow
 * policy whose condition holds but whose consensus does not yet hold makes the activity wait for
 * more approvals. While some root users approved but fewer than the threshold, the activity waits
 * for the root quorum instead of being denied.
 *
 * With `{ trace: true }` the decision also says, per policy, what each expression computed and
 * read, or why it could not be evaluated; where the authorize path would answer 400 for a policy
 * that cannot be evaluated, the traced decision answers `OUTCOME_ERROR` naming that policy.
 */
import type { OrganizationRecord } from '../../storage/types';
import { invalid, SandboxError } from '../errors';
import {
  checkSupported,
  evaluateBool,
  NotApplicableError,
  parseExpression,
  PolicyEvaluationError,
  PolicySyntaxError,
  PolicyUnsupportedError,
  type EvaluationTrace,
  type Expression,
  type Scope,
} from './expression';
import { PolicyLimitError } from './limits';
import { CONDITION_KEYWORDS, CONSENSUS_KEYWORDS, consensusScope, type Approver } from './facts';

export type Outcome =
  | 'OUTCOME_ALLOW'
  | 'OUTCOME_REQUIRES_CONSENSUS'
  | 'OUTCOME_DENY_EXPLICIT'
  | 'OUTCOME_DENY_IMPLICIT'
  | 'OUTCOME_ERROR';

/** What the engine reads of a policy (a stored `PolicyRecord` is one). */
export interface PolicyInput {
  policyId: string;
  policyName: string;
  effect: 'EFFECT_ALLOW' | 'EFFECT_DENY';
  condition?: string | undefined;
  consensus?: string | undefined;
}

/** One expression of one policy as the traced decision evaluated it. */
export interface ExpressionTrace extends EvaluationTrace {
  text: string;
  /** `absent`: the policy has no such expression, which counts as true. */
  result: 'true' | 'false' | 'not applicable' | 'error' | 'absent';
  /** Why it is not applicable or could not be evaluated. */
  reason?: string;
}

export type Verdict =
  'allows' | 'denies' | 'needs more approvals' | 'does not apply' | 'could not be evaluated';

export interface PolicyTrace {
  policyId: string;
  policyName: string;
  effect: PolicyInput['effect'];
  verdict: Verdict;
  condition: ExpressionTrace;
  /** Left out when the condition did not hold, so the consensus was not evaluated. */
  consensus?: ExpressionTrace;
}

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
   * consensus) does not hold is OUTCOME_DENY_IMPLICIT. Absent when the root quorum decided.
   */
  verdicts?: PolicyVerdict[];
  /** The policy whose verdict is the outcome, when one policy decided. */
  decidingPolicy?: { policyId: string; policyName: string };
  /** Per policy, in order, when the decision was asked for a trace. */
  trace?: PolicyTrace[];
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
      if (error instanceof PolicyLimitError) {
        throw invalid(`${name}: too large: ${error.message}`, 'POLICY_TOO_LARGE');
      }
      if (error instanceof PolicyUnsupportedError) {
        throw new SandboxError('UNIMPLEMENTED', 'POLICY_EXPRESSION_UNSUPPORTED', error.message);
      }
      throw error;
    }
  }
}

const PARSED_KEPT = 512;
const parsed = new Map<string, Expression | Error>();

/**
 * `text` parsed, from a cache of the last `PARSED_KEPT` texts (every activity of an organization
 * reads the same policies); a text that does not parse keeps its error.
 */
function parsedExpression(text: string): Expression {
  let entry = parsed.get(text);
  if (entry === undefined) {
    try {
      entry = parseExpression(text);
    } catch (error) {
      if (!(error instanceof PolicySyntaxError || error instanceof PolicyLimitError)) throw error;
      entry = error;
    }
    if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value ?? '');
    parsed.set(text, entry);
  }
  if (entry instanceof Error) throw entry;
  return entry;
}

type Holds = { holds: boolean } | { holds: 'error'; reason: string };

/** Whether `policy`'s `field` holds in `scope`; a policy that cannot be evaluated says why. */
function holds(
  policy: PolicyInput,
  field: 'condition' | 'consensus',
  scope: Scope,
  trace: ExpressionTrace | undefined,
): Holds {
  const text = policy[field];
  if (text === undefined || text.trim() === '') return { holds: true };
  try {
    const value = evaluateBool(parsedExpression(text), scope, field, trace && { trace });
    if (trace) trace.result = value ? 'true' : 'false';
    return { holds: value };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof NotApplicableError) {
      if (trace) Object.assign(trace, { result: 'not applicable', reason });
      return { holds: false };
    }
    if (
      error instanceof PolicyEvaluationError ||
      error instanceof PolicySyntaxError ||
      error instanceof PolicyLimitError
    ) {
      if (trace) Object.assign(trace, { result: 'error', reason });
      return { holds: 'error', reason };
    }
    throw error;
  }
}

const expressionTrace = (text: string | undefined): ExpressionTrace => ({
  text: text ?? '',
  result: text === undefined || text.trim() === '' ? 'absent' : 'false',
  steps: [],
  facts: [],
  truncated: false,
});

export interface DecisionInput {
  organization: OrganizationRecord;
  policies: readonly PolicyInput[];
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

const named = (policy: PolicyInput) => `policy ${policy.policyId} (${policy.policyName})`;
const deciding = ({ policyId, policyName }: PolicyInput) => ({ policyId, policyName });

/** Each policy's verdict, and the first that cannot be evaluated, in the policies' order. */
function judge(input: DecisionInput, consensus: Scope, tracing: boolean) {
  const verdicts: { policy: PolicyInput; verdict: Verdict; reason?: string }[] = [];
  const traces: PolicyTrace[] = [];
  for (const policy of input.policies) {
    const conditionTrace = tracing ? expressionTrace(policy.condition) : undefined;
    const trace: PolicyTrace | undefined = conditionTrace && {
      ...deciding(policy),
      effect: policy.effect,
      verdict: 'does not apply',
      condition: conditionTrace,
    };
    if (trace) traces.push(trace);
    const record = (verdict: Verdict, reason?: string) => {
      verdicts.push({ policy, verdict, ...(reason !== undefined ? { reason } : {}) });
      if (trace) trace.verdict = verdict;
    };
    const condition = holds(policy, 'condition', input.condition, conditionTrace);
    if (condition.holds === 'error') {
      record('could not be evaluated', `its condition could not be evaluated: ${condition.reason}`);
      if (!tracing) break;
      continue;
    }
    if (!condition.holds) {
      record('does not apply');
      continue;
    }
    if (trace) trace.consensus = expressionTrace(policy.consensus);
    const agreed = holds(policy, 'consensus', consensus, trace?.consensus);
    if (agreed.holds === 'error') {
      record('could not be evaluated', `its consensus could not be evaluated: ${agreed.reason}`);
      if (!tracing) break;
    } else if (policy.effect === 'EFFECT_DENY') {
      record(agreed.holds ? 'denies' : 'does not apply');
      if (agreed.holds && !tracing) break;
    } else {
      record(agreed.holds ? 'allows' : 'needs more approvals');
    }
  }
  return { verdicts, traces };
}

/** The decision; `options.trace` adds each policy's trace (and never changes the outcome). */
/** A policy's verdict in the platform's words, for the stored evaluations. */
const VERDICT_OUTCOME: Record<Verdict, Outcome | undefined> = {
  allows: 'OUTCOME_ALLOW',
  denies: 'OUTCOME_DENY_EXPLICIT',
  'needs more approvals': 'OUTCOME_REQUIRES_CONSENSUS',
  'does not apply': 'OUTCOME_DENY_IMPLICIT',
  'could not be evaluated': undefined,
};

export function decide(input: DecisionInput, options?: { trace?: boolean }): Decision {
  const tracing = options?.trace === true;
  const { organization, approvers } = input;
  const byRoot = rootQuorumDecision(organization, approvers);
  if (byRoot) return tracing ? { ...byRoot, trace: [] } : byRoot;
  const rootIds = new Set(organization.rootQuorum.userIds);
  const rootApprovers = approvers.filter(({ user }) => rootIds.has(user.userId));
  const threshold = organization.rootQuorum.threshold;
  const { verdicts, traces } = judge(input, consensusScope(approvers), tracing);
  const outcomes = verdicts.flatMap(({ policy, verdict }) => {
    const outcome = VERDICT_OUTCOME[verdict];
    return outcome ? [{ policyId: policy.policyId, outcome }] : [];
  });
  const withTrace = (decision: Decision): Decision => ({
    ...decision,
    verdicts: outcomes,
    ...(tracing ? { trace: traces } : {}),
  });
  // The first policy that fails or denies decides, as the untraced loop stops there.
  const stop = verdicts.find(
    ({ verdict }) => verdict === 'could not be evaluated' || verdict === 'denies',
  );
  if (stop?.verdict === 'could not be evaluated') {
    const message = `Policy ${stop.policy.policyId} (${stop.policy.policyName}): ${stop.reason ?? ''}`;
    if (!tracing) throw invalid(message, 'POLICY_EVALUATION_FAILED');
    return withTrace({
      outcome: 'OUTCOME_ERROR',
      reason: message,
      decidingPolicy: deciding(stop.policy),
    });
  }
  if (stop) {
    return withTrace({
      outcome: 'OUTCOME_DENY_EXPLICIT',
      reason: `${named(stop.policy)} denies it`,
      decidingPolicy: deciding(stop.policy),
    });
  }
  const allowedBy = verdicts.find(({ verdict }) => verdict === 'allows')?.policy;
  if (allowedBy) {
    return withTrace({
      outcome: 'OUTCOME_ALLOW',
      reason: `${named(allowedBy)} allows it`,
      decidingPolicy: deciding(allowedBy),
    });
  }
  if (input.implicitAllow) {
    return withTrace({ outcome: 'OUTCOME_ALLOW', reason: 'users may manage their own API keys' });
  }
  const waitingFor = verdicts.find(({ verdict }) => verdict === 'needs more approvals')?.policy;
  if (waitingFor) {
    return withTrace({
      outcome: 'OUTCOME_REQUIRES_CONSENSUS',
      reason: `${named(waitingFor)} needs more approvals`,
      decidingPolicy: deciding(waitingFor),
    });
  }
  if (rootApprovers.length > 0) {
    return withTrace({
      outcome: 'OUTCOME_REQUIRES_CONSENSUS',
      reason: `the root quorum needs ${threshold} approvals`,
    });
  }
  return withTrace({ outcome: 'OUTCOME_DENY_IMPLICIT', reason: 'no policy allows it' });
}
