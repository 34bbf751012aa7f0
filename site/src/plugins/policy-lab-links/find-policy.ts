/**
 * Which fenced code blocks of the docs are policy examples: a ```json block that holds a policy
 * (`effect` of EFFECT_ALLOW or EFFECT_DENY, with `condition` or `consensus`), a create_policy
 * request body (the policy in `parameters`), a create_policies body (`parameters.policies`) or a
 * list of policies. The remark step that links them to the Policy Lab and the check that
 * evaluates them both read blocks through this one function.
 */

export interface ExamplePolicy {
  policyName: string;
  effect: 'EFFECT_ALLOW' | 'EFFECT_DENY';
  condition?: string;
  consensus?: string;
}

export interface PolicyExample {
  policies: ExamplePolicy[];
  /** The name the example's cases are filed under: its first policy's `policyName`. */
  key: string;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

function policyOf(value: unknown): ExamplePolicy | undefined {
  const fields = record(value);
  if (!fields) return undefined;
  const { policyName, effect, condition, consensus } = fields;
  if (effect !== 'EFFECT_ALLOW' && effect !== 'EFFECT_DENY') return undefined;
  if (typeof condition !== 'string' && typeof consensus !== 'string') return undefined;
  return {
    policyName: typeof policyName === 'string' && policyName ? policyName : 'Policy',
    effect,
    ...(typeof condition === 'string' ? { condition } : {}),
    ...(typeof consensus === 'string' ? { consensus } : {}),
  };
}

function policiesIn(value: unknown): ExamplePolicy[] {
  if (Array.isArray(value)) return value.map(policyOf).filter((policy) => policy !== undefined);
  const single = policyOf(value);
  if (single) return [single];
  const parameters = record(record(value)?.parameters);
  if (!parameters) return [];
  return Array.isArray(parameters.policies)
    ? policiesIn(parameters.policies)
    : policiesIn(parameters);
}

export const POLICY_LANGS = new Set(['json']);

/** The policy example a code block holds, or undefined when it holds none. */
export function findPolicyExample(lang: string, code: string): PolicyExample | undefined {
  if (!POLICY_LANGS.has(lang)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(code);
  } catch {
    return undefined;
  }
  const policies = policiesIn(parsed);
  const first = policies[0];
  return first ? { policies, key: first.policyName } : undefined;
}

/** A block that names a policy effect: the check fails when such a block is not recognised. */
export const MENTIONS_EFFECT = /"effect"\s*:\s*"EFFECT_(ALLOW|DENY)"/;
