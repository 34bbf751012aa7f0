/**
 * The traced decision: per policy, each sub-expression's value, each fact read, or the reason it
 * could not be evaluated; the outcome and deciding policy are those of the untraced decision.
 */
import { describe, expect, it } from 'vitest';
import type { OrganizationRecord } from '../../../storage/types';
import { decide, type DecisionInput, type PolicyInput } from '../engine';
import { formatExpression, NotApplicableError, parseExpression, type Scope } from '../expression';

const at = { seconds: '0', nanos: '0' };
const organization: OrganizationRecord = {
  organizationId: 'org',
  name: 'org',
  rootQuorum: { threshold: 1, userIds: ['root'] },
  createdAt: at,
  updatedAt: at,
};
const condition: Scope = {
  activity: { type: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2', resource: 'WALLET', action: 'SIGN' },
  eth: { tx: { to: '0x1111111111111111111111111111111111111111', value: 5n } },
  solana: () => {
    throw new NotApplicableError('solana.tx is not applicable to sign_transaction');
  },
};
const input = (policies: PolicyInput[]): DecisionInput => ({
  organization,
  policies,
  approvers: [],
  condition,
});

describe('the traced decision', () => {
  it('records each sub-expression, each fact and the deciding policy', () => {
    const policies: PolicyInput[] = [
      {
        policyId: 'p1',
        policyName: 'Solana only',
        effect: 'EFFECT_ALLOW',
        condition: 'solana.tx.transfers.count() == 1',
      },
      {
        policyId: 'p2',
        policyName: 'Small transfers to the treasury',
        effect: 'EFFECT_ALLOW',
        condition: "eth.tx.to == '0x1111111111111111111111111111111111111111' && eth.tx.value < 10",
      },
    ];
    const decision = decide(input(policies), { trace: true });
    expect(decision.outcome).toBe('OUTCOME_ALLOW');
    expect(decision.decidingPolicy).toEqual({
      policyId: 'p2',
      policyName: 'Small transfers to the treasury',
    });
    const [solana, treasury] = decision.trace ?? [];
    expect(solana?.verdict).toBe('does not apply');
    expect(solana?.condition).toMatchObject({
      result: 'not applicable',
      reason: 'solana.tx is not applicable to sign_transaction',
    });
    expect(treasury?.verdict).toBe('allows');
    expect(treasury?.condition.facts).toEqual([
      { fact: 'eth.tx.to', value: "'0x1111111111111111111111111111111111111111'" },
      { fact: 'eth.tx.value', value: '5' },
    ]);
    expect(treasury?.condition.steps).toContainEqual({
      expression: 'eth.tx.value < 10',
      value: 'true',
      depth: 1,
    });
    expect(treasury?.condition.steps.at(-1)).toMatchObject({ depth: 0, value: 'true' });
    expect(treasury?.consensus?.result).toBe('absent');
    // Tracing changes nothing the untraced decision answers.
    const plain = decide(input(policies));
    expect(plain.outcome).toBe(decision.outcome);
    expect(plain.reason).toBe(decision.reason);
    expect(plain.trace).toBeUndefined();
  });

  it('records the bound item of each predicate run and names a type error', () => {
    const decision = decide(
      input([
        {
          policyId: 'p1',
          policyName: 'Mixed',
          effect: 'EFFECT_ALLOW',
          condition: '[1, 2].any(n, n == 2) && activity.type > 3',
        },
      ]),
      { trace: true },
    );
    expect(decision.outcome).toBe('OUTCOME_ERROR');
    expect(decision.reason).toBe(
      'Policy p1 (Mixed): its condition could not be evaluated: > needs an int, found string',
    );
    const condition = decision.trace?.[0]?.condition;
    expect(condition?.steps).toContainEqual({
      expression: 'n == 2',
      value: 'false',
      depth: 2,
      where: 'n = 1',
    });
    expect(condition?.steps).toContainEqual({
      expression: 'n == 2',
      value: 'true',
      depth: 2,
      where: 'n = 2',
    });
    expect(condition?.facts).toEqual([
      { fact: 'activity.type', value: "'ACTIVITY_TYPE_SIGN_TRANSACTION_V2'" },
    ]);
  });

  it('keeps tracing after the deny that decided, so every policy has a verdict', () => {
    const decision = decide(
      input([
        {
          policyId: 'd',
          policyName: 'Deny signing',
          effect: 'EFFECT_DENY',
          condition: "activity.action == 'SIGN'",
        },
        { policyId: 'a', policyName: 'Allow all', effect: 'EFFECT_ALLOW', condition: 'true' },
      ]),
      { trace: true },
    );
    expect(decision.outcome).toBe('OUTCOME_DENY_EXPLICIT');
    expect(decision.decidingPolicy?.policyId).toBe('d');
    expect(decision.trace?.map((policy) => policy.verdict)).toEqual(['denies', 'allows']);
  });

  it.each([
    "eth.tx.to == 'a' || !(eth.tx.value < 1 && activity.type in ['x', 'y'])",
    '(a || b) && c',
    '!(a == b)',
    'x.filter(t, t.amount > 1)[0..2].count() >= 1',
  ])('writes %s back with the parentheses its meaning needs', (text) => {
    const written = formatExpression(parseExpression(text));
    expect(parseExpression(written)).toEqual(parseExpression(text));
  });
});
