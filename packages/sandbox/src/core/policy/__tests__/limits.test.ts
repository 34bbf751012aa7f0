/**
 * Issue 28: no expression stalls or crashes the engine. Each expression the issue reports is
 * refused when written (400 naming the field), and a copy stored before the limits makes the
 * decision fail fast with a reason instead of throwing a RangeError or running for seconds.
 */
import { describe, expect, it } from 'vitest';
import type { OrganizationRecord, PolicyRecord } from '../../../storage/types';
import { SandboxError } from '../../errors';
import { checkPolicyExpressions, decide } from '../engine';
import { evaluate, parseExpression, type Scope } from '../expression';
import { POLICY_LIMITS, PolicyLimitError } from '../limits';
import { HOSTILE_EXPRESSIONS, nestedAll } from './hostile-expressions';

const at = { seconds: '0', nanos: '0' };
const organization: OrganizationRecord = {
  organizationId: 'org',
  name: 'org',
  rootQuorum: { threshold: 1, userIds: ['root'] },
  createdAt: at,
  updatedAt: at,
};
const stored = (condition: string): PolicyRecord => ({
  policyId: 'stored',
  organizationId: 'org',
  policyName: 'written before the limits',
  effect: 'EFFECT_ALLOW',
  condition,
  notes: '',
  createdAt: at,
  updatedAt: at,
});
const condition: Scope = {
  activity: { type: 'ACTIVITY_TYPE_CREATE_WALLET', resource: 'WALLET', action: 'CREATE' },
};

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('it did not throw');
}

describe('policy limits', () => {
  it('builds the nested all() at the size the issue reports', () => {
    expect(nestedAll().length).toBeGreaterThan(3200);
    expect(nestedAll().length).toBeLessThan(3400);
  });

  it.each(Object.entries(HOSTILE_EXPRESSIONS))(
    'refuses %s when it is written, with 400 naming the field',
    (_, text) => {
      const error = thrown(() => checkPolicyExpressions({ condition: text }, 'policies[2].'));
      expect(error).toBeInstanceOf(SandboxError);
      const refusal = error as SandboxError;
      expect(refusal.status).toBe('INVALID_ARGUMENT');
      expect(refusal.turnkeyErrorCode).toBe('POLICY_TOO_LARGE');
      expect(refusal.message).toMatch(/^policies\[2\]\.condition: too large: /);
      const consensus = thrown(() => checkPolicyExpressions({ consensus: text }, ''));
      expect((consensus as SandboxError).message).toMatch(/^consensus: too large: /);
    },
  );

  it.each(Object.entries(HOSTILE_EXPRESSIONS))(
    'fails the decision fast, with a reason, when %s was stored before the limits',
    (_, text) => {
      const started = performance.now();
      const error = thrown(() =>
        decide({ organization, policies: [stored(text)], approvers: [], condition }),
      );
      expect(performance.now() - started).toBeLessThan(1000);
      expect(error).toBeInstanceOf(SandboxError);
      expect((error as SandboxError).turnkeyErrorCode).toBe('POLICY_EVALUATION_FAILED');
      expect((error as SandboxError).message).toMatch(/written before the limits/);
      const traced = decide(
        { organization, policies: [stored(text)], approvers: [], condition },
        { trace: true },
      );
      expect(traced.outcome).toBe('OUTCOME_ERROR');
      expect(traced.trace?.[0]?.condition.result).toBe('error');
      expect(traced.trace?.[0]?.condition.reason).toMatch(/allowed|levels|parts/);
    },
  );

  it('names the limit each expression breaks', () => {
    const reason = (text: string) => (thrown(() => parseExpression(text)) as Error).message;
    expect(reason(HOSTILE_EXPRESSIONS['4,000 !'] ?? '')).toMatch(/nests deeper than 32 levels/);
    expect(reason(HOSTILE_EXPRESSIONS['an 8,000-term &&'] ?? '')).toMatch(/16384 are allowed/);
    expect(reason(Array.from({ length: 1100 }, () => 'true').join('&&'))).toMatch(
      /more than 2000 parts/,
    );
    expect(reason(nestedAll())).toMatch(/steps over its own lists/);
    const binding = "activity.params.a.any(a, a.any(b, b.any(c, c.any(d, d.any(e, e == 'x')))))";
    expect(reason(binding)).toMatch(/nest deeper than 4 levels/);
  });

  it('keeps what the docs write: a hundred-address allow-list, any() inside any()', () => {
    const addresses = Array.from(
      { length: 100 },
      (_, index) => `'0x${index.toString(16).padStart(40, '0')}'`,
    );
    expect(() => parseExpression(`eth.tx.to in [${addresses.join(', ')}]`)).not.toThrow();
    const nested = "solana.tx.instructions.any(i, i.accounts.any(a, a.account_key == 'k'))";
    expect(() => parseExpression(nested)).not.toThrow();
  });

  it('stops an evaluation whose lists come from the activity after maxSteps', () => {
    const list = Array.from({ length: 100 }, (_, index) => BigInt(index));
    const scope: Scope = { activity: { params: { xs: list } } };
    const text =
      'activity.params.xs.all(a, activity.params.xs.all(b, activity.params.xs.all(c, a != b || b != c || true)))';
    const started = performance.now();
    const error = thrown(() => evaluate(parseExpression(text), scope));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(PolicyLimitError);
    expect((error as Error).message).toMatch(`after ${POLICY_LIMITS.maxSteps} steps`);
  });
});
