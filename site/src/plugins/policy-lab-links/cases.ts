/**
 * The requests a policy example is declared to allow and to deny, kept beside its page:
 * `examples.mdx` has `examples.policy-cases.json`, an object keyed by each example's first
 * `policyName` (see docs/decisions/0174). The check evaluates every case with the sandbox's
 * engine, and the "Open in Policy Lab" link opens the first allowed case.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as z from 'zod';
import { SimulationSchema, type SimulationInput } from '@docs/sandbox/policy';
import type { ExamplePolicy, PolicyExample } from './find-policy';

export const CASES_SUFFIX = '.policy-cases.json';

/**
 * One request: the simulation input without the policies (the example supplies them), with the
 * organization `records` it reads where it needs them (the wallet of the signing account, a key's
 * tags, a secret's static properties, an uploaded ABI), and a `note` for the reader of the file
 * (what an encoded transaction holds, say).
 */
const CaseSchema = SimulationSchema.omit({ policies: true, nowMs: true }).extend({
  note: z.string().optional(),
});

const ExampleCasesSchema = z.strictObject({
  /** Text to put in place of a `<PLACEHOLDER>` of the policy, e.g. an address in `eth.tx.to`. */
  values: z.record(z.string(), z.string()).optional(),
  allow: z.array(CaseSchema).default([]),
  deny: z.array(CaseSchema).default([]),
  /** Why one side (or both) cannot be evaluated without an organization's records. */
  offline: z.string().min(1).optional(),
});

const CasesFileSchema = z.record(z.string(), ExampleCasesSchema);

export type ExampleCases = z.output<typeof ExampleCasesSchema>;
export type CasesFile = z.output<typeof CasesFileSchema>;
export type Case = z.output<typeof CaseSchema>;

/** The cases file of a page, beside it. */
export const casesPathOf = (pagePath: string) => pagePath.replace(/\.mdx?$/, CASES_SUFFIX);

/** A page's cases, or undefined when it has no file; a malformed file throws naming itself. */
export function readCases(pagePath: string): CasesFile | undefined {
  const file = casesPathOf(pagePath);
  if (!existsSync(file)) return undefined;
  const parsed = CasesFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/**
 * Added after the policies of an example that only denies, so its "allow" cases can allow: the
 * example then shows which requests it lets through and which it blocks.
 */
export const BACKDROP: ExamplePolicy = {
  policyName: 'Everything else is allowed (added to show the deny)',
  effect: 'EFFECT_ALLOW',
  condition: 'true',
};

const fill = (text: string | undefined, values: Record<string, string>) =>
  text === undefined
    ? undefined
    : Object.entries(values).reduce((filled, [from, to]) => filled.split(from).join(to), text);

/** The example's policies with its declared values filled in, and the backdrop if it only denies. */
export function policiesFor(example: PolicyExample, cases?: ExampleCases): ExamplePolicy[] {
  const values = cases?.values ?? {};
  const filled = example.policies.map(({ condition, consensus, ...policy }) => {
    const c = fill(condition, values);
    const q = fill(consensus, values);
    return {
      ...policy,
      ...(c !== undefined ? { condition: c } : {}),
      ...(q !== undefined ? { consensus: q } : {}),
    };
  });
  return filled.every((policy) => policy.effect === 'EFFECT_DENY') ? [...filled, BACKDROP] : filled;
}

/** The simulation of one case of an example. */
export function caseInput(
  example: PolicyExample,
  cases: ExampleCases,
  request: Case,
): SimulationInput {
  const { request: activity, user, approvals, records } = request;
  return {
    policies: policiesFor(example, cases),
    request: activity,
    user,
    approvals,
    ...(records ? { records } : {}),
  };
}

export const isDenied = (outcome: string) =>
  outcome === 'OUTCOME_DENY_EXPLICIT' || outcome === 'OUTCOME_DENY_IMPLICIT';
