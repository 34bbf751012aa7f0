/**
 * The decision of an activity the policies judge several times: an export_secrets is evaluated
 * once per secret it names, and runs only if every evaluation allows (all or nothing). The
 * combined outcome is the first evaluation that failed, else that denied explicitly, else
 * implicitly, else that waits for approvals; otherwise every one allowed.
 */
import { decide, type Decision, type DecisionInput, type Outcome } from './engine';
import type { Scope } from './expression';

/** Which outcome decides the whole, first to last. */
const PRECEDENCE: readonly Outcome[] = [
  'OUTCOME_ERROR',
  'OUTCOME_DENY_EXPLICIT',
  'OUTCOME_DENY_IMPLICIT',
  'OUTCOME_REQUIRES_CONSENSUS',
  'OUTCOME_ALLOW',
];

/**
 * `decide` over each of `scopes` (one condition scope per evaluation); `label(index)` names an
 * evaluation in the combined reason (`secrets[1] (secret-id)`). With one scope it is `decide`.
 */
export function decideEach(
  input: Omit<DecisionInput, 'condition'>,
  scopes: readonly Scope[],
  label: (index: number) => string,
  options?: { trace?: boolean },
): Decision {
  const [first, ...rest] = scopes;
  if (first === undefined) throw new Error('decideEach: no condition scope');
  if (rest.length === 0) return decide({ ...input, condition: first }, options);
  const decisions = scopes.map((condition) => decide({ ...input, condition }, options));
  for (const outcome of PRECEDENCE) {
    const index = decisions.findIndex((decision) => decision.outcome === outcome);
    const decision = decisions[index];
    if (decision === undefined) continue;
    const all = outcome === 'OUTCOME_ALLOW' ? ` (all ${decisions.length} allowed)` : '';
    return { ...decision, reason: `${label(index)}: ${decision.reason}${all}` };
  }
  // Every decision has one of the outcomes above.
  throw new Error('decideEach: an outcome outside the precedence');
}
