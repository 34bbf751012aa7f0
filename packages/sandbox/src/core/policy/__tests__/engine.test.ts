/** The decision order of the policy overview: root quorum, explicit deny, allow, implicit deny. */
import { describe, expect, it } from 'vitest';
import type {
  ApiKeyRecord,
  OrganizationRecord,
  PolicyRecord,
  UserRecord,
} from '../../../storage/types';
import { SandboxError } from '../../errors';
import { checkPolicyExpressions, decide, type DecisionInput } from '../engine';
import type { Approver } from '../facts';

const at = { seconds: '0', nanos: '0' };

function approver(userId: string): Approver {
  const user: UserRecord = {
    userId,
    organizationId: 'org',
    userName: userId,
    userTags: [],
    createdAt: at,
    updatedAt: at,
  };
  const key: ApiKeyRecord = {
    apiKeyId: `${userId}-key`,
    organizationId: 'org',
    userId,
    apiKeyName: 'k',
    publicKey: `02${'ab'.repeat(32)}`,
    curveType: 'API_KEY_CURVE_P256',
    createdAt: at,
    updatedAt: at,
  };
  return { user, key };
}

function policy(
  policyId: string,
  effect: PolicyRecord['effect'],
  expressions: { condition?: string; consensus?: string },
): PolicyRecord {
  return {
    policyId,
    organizationId: 'org',
    policyName: policyId,
    effect,
    ...expressions,
    notes: '',
    createdAt: at,
    updatedAt: at,
  };
}

const organization = (threshold: number, userIds: string[]): OrganizationRecord => ({
  organizationId: 'org',
  name: 'org',
  rootQuorum: { threshold, userIds },
  createdAt: at,
  updatedAt: at,
});

const sign = { activity: { action: 'SIGN', resource: 'WALLET', type: 'T' } };

function outcome(input: Partial<DecisionInput>) {
  return decide({
    organization: organization(1, ['root']),
    policies: [],
    approvers: [approver('op')],
    condition: sign,
    ...input,
  }).outcome;
}

describe('policy decision', () => {
  it('denies by default', () => {
    expect(outcome({})).toBe('OUTCOME_DENY_IMPLICIT');
  });

  it('allows when an allow policy applies', () => {
    const allow = policy('a', 'EFFECT_ALLOW', {
      consensus: "approvers.any(u, u.id == 'op')",
      condition: "activity.action == 'SIGN'",
    });
    expect(outcome({ policies: [allow] })).toBe('OUTCOME_ALLOW');
  });

  it('lets an explicit deny win over an allow', () => {
    const allow = policy('a', 'EFFECT_ALLOW', { condition: "activity.action == 'SIGN'" });
    const deny = policy('d', 'EFFECT_DENY', { condition: "activity.resource == 'WALLET'" });
    expect(outcome({ policies: [allow, deny] })).toBe('OUTCOME_DENY_EXPLICIT');
  });

  it('ignores a deny policy whose consensus does not hold', () => {
    const allow = policy('a', 'EFFECT_ALLOW', { condition: "activity.action == 'SIGN'" });
    const deny = policy('d', 'EFFECT_DENY', { consensus: "approvers.any(u, u.id == 'intern')" });
    expect(outcome({ policies: [allow, deny] })).toBe('OUTCOME_ALLOW');
  });

  it('waits for consensus when the condition holds and the consensus not yet', () => {
    const two = policy('two', 'EFFECT_ALLOW', { consensus: 'approvers.count() >= 2' });
    expect(outcome({ policies: [two] })).toBe('OUTCOME_REQUIRES_CONSENSUS');
    expect(outcome({ policies: [two], approvers: [approver('op'), approver('b')] })).toBe(
      'OUTCOME_ALLOW',
    );
    const other = policy('x', 'EFFECT_ALLOW', {
      consensus: 'approvers.count() >= 2',
      condition: "activity.action == 'DELETE'",
    });
    expect(outcome({ policies: [other] })).toBe('OUTCOME_DENY_IMPLICIT');
  });

  it('lets the root quorum bypass policies, and waits for it below the threshold', () => {
    const deny = policy('d', 'EFFECT_DENY', {});
    expect(outcome({ policies: [deny], approvers: [approver('root')] })).toBe('OUTCOME_ALLOW');
    const quorum = organization(2, ['root', 'root2']);
    expect(outcome({ organization: quorum, approvers: [approver('root')] })).toBe(
      'OUTCOME_REQUIRES_CONSENSUS',
    );
    expect(
      outcome({ organization: quorum, approvers: [approver('root'), approver('root2')] }),
    ).toBe('OUTCOME_ALLOW');
  });

  it('allows a user managing their own keys unless a deny applies', () => {
    expect(outcome({ implicitAllow: true })).toBe('OUTCOME_ALLOW');
    const deny = policy('d', 'EFFECT_DENY', {});
    expect(outcome({ implicitAllow: true, policies: [deny] })).toBe('OUTCOME_DENY_EXPLICIT');
  });

  it('fails clearly when a policy cannot be evaluated, never allowing', () => {
    const broken = policy('b', 'EFFECT_ALLOW', { condition: "activity.action > 'A'" });
    expect(() => outcome({ policies: [broken] })).toThrow(/Policy b .* could not be evaluated/);
  });

  it('checks expressions when a policy is written', () => {
    const code = (run: () => void) => {
      try {
        run();
      } catch (error) {
        return error instanceof SandboxError ? error.turnkeyErrorCode : 'other';
      }
      return 'none';
    };
    expect(code(() => checkPolicyExpressions({ condition: "wallet.id == 'w'" }, ''))).toBe('none');
    expect(code(() => checkPolicyExpressions({ condition: 'wallet.id ==' }, ''))).toBe(
      'POLICY_SYNTAX_ERROR',
    );
    expect(code(() => checkPolicyExpressions({ condition: "private_key.id == 'k'" }, ''))).toBe(
      'none',
    );
    expect(
      code(() => checkPolicyExpressions({ condition: "wallets.any(w, w.id == 'k')" }, '')),
    ).toBe('POLICY_EXPRESSION_UNSUPPORTED');
    expect(code(() => checkPolicyExpressions({ consensus: "wallet.id == 'w'" }, ''))).toBe(
      'POLICY_EXPRESSION_UNSUPPORTED',
    );
  });
});

describe('policy verdicts', () => {
  const verdicts = (input: Partial<DecisionInput>) =>
    decide({
      organization: organization(1, ['root']),
      policies: [],
      approvers: [approver('op')],
      condition: sign,
      ...input,
    }).verdicts;

  it('lists every policy run, in order, with what it decided', () => {
    const policies = [
      policy('other', 'EFFECT_ALLOW', { condition: "activity.action == 'EXPORT'" }),
      policy('waits', 'EFFECT_ALLOW', { consensus: 'approvers.count() >= 2' }),
      policy('allows', 'EFFECT_ALLOW', { condition: "activity.action == 'SIGN'" }),
      policy('unagreed-deny', 'EFFECT_DENY', { consensus: "approvers.any(u, u.id == 'x')" }),
    ];
    expect(verdicts({ policies })).toEqual([
      { policyId: 'other', outcome: 'OUTCOME_DENY_IMPLICIT' },
      { policyId: 'waits', outcome: 'OUTCOME_REQUIRES_CONSENSUS' },
      { policyId: 'allows', outcome: 'OUTCOME_ALLOW' },
      { policyId: 'unagreed-deny', outcome: 'OUTCOME_DENY_IMPLICIT' },
    ]);
  });

  it('stops at the first explicit deny', () => {
    const policies = [
      policy('allows', 'EFFECT_ALLOW', {}),
      policy('denies', 'EFFECT_DENY', {}),
      policy('never run', 'EFFECT_ALLOW', {}),
    ];
    expect(verdicts({ policies })).toEqual([
      { policyId: 'allows', outcome: 'OUTCOME_ALLOW' },
      { policyId: 'denies', outcome: 'OUTCOME_DENY_EXPLICIT' },
    ]);
  });

  it('runs no policy when the root quorum decides', () => {
    const policies = [policy('denies', 'EFFECT_DENY', {})];
    expect(verdicts({ policies, approvers: [approver('root')] })).toBeUndefined();
  });
});
