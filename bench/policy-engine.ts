// The policy engine's cost per decision on the authorize path (no trace) and, when the engine
// offers it, with a trace: five policies of the kinds the docs show (an Ethereum allow-list, a
// consensus of two approvers, a tag check, an explicit deny that does not apply, a nested any()),
// decided over and over after a warm-up. Prints microseconds per decision (median of 7 rounds).
// Run: npx tsx bench/policy-engine.ts [--rounds N] [--decisions N]
import { decide } from '@docs/sandbox/policy';
import type { Approver, DecisionInput, PolicyInput, Scope } from '@docs/sandbox/policy';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index < 0 ? fallback : Number(process.argv[index + 1]);
};
const rounds = argument('--rounds', 7);
const decisions = argument('--decisions', 20_000);

const at = { seconds: '0', nanos: '0' };
const organization: DecisionInput['organization'] = {
  organizationId: 'org',
  name: 'org',
  rootQuorum: { threshold: 1, userIds: ['root'] },
  createdAt: at,
  updatedAt: at,
};
const policy = (
  policyId: string,
  effect: PolicyInput['effect'],
  condition: string,
  consensus?: string,
): PolicyInput => ({ policyId, policyName: policyId, effect, condition, consensus });
const policies: PolicyInput[] = [
  policy('deny-export', 'EFFECT_DENY', "activity.action == 'EXPORT'"),
  policy(
    'allow-list',
    'EFFECT_ALLOW',
    "eth.tx.to in ['0x1111111111111111111111111111111111111111', '0x2222222222222222222222222222222222222222'] && eth.tx.value < 1000000000000000000",
  ),
  policy(
    'two-approvers',
    'EFFECT_ALLOW',
    "activity.resource == 'WALLET'",
    'approvers.count() >= 2',
  ),
  policy(
    'tagged',
    'EFFECT_ALLOW',
    "activity.type == 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2'",
    "approvers.any(user, 'finance' in user.tags)",
  ),
  policy('nested', 'EFFECT_ALLOW', "activity.params.items.any(i, i.values.any(v, v == 'x'))"),
];
const user = (userId: string, tags: string[]) => ({
  user: {
    userId,
    organizationId: 'org',
    userName: userId,
    userTags: tags,
    createdAt: at,
    updatedAt: at,
  },
  key: {
    apiKeyId: `${userId}-key`,
    organizationId: 'org',
    userId,
    apiKeyName: 'k',
    publicKey: '02' + 'ab'.repeat(32),
    curveType: 'API_KEY_CURVE_P256' as const,
    createdAt: at,
    updatedAt: at,
  },
});
const approvers: Approver[] = [user('alice', ['finance']), user('bob', [])];
const condition: Scope = {
  activity: {
    type: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
    resource: 'WALLET',
    action: 'SIGN',
    params: { items: [{ values: ['a', 'b'] }, { values: ['c', 'x'] }] },
  },
  eth: { tx: { to: '0x3333333333333333333333333333333333333333', value: 5n } },
};

function round(options?: { trace: true }): number {
  const start = process.hrtime.bigint();
  for (let index = 0; index < decisions; index += 1) {
    decide({ organization, policies, approvers, condition }, options);
  }
  return Number(process.hrtime.bigint() - start) / 1000 / decisions;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
round();
const plain = Array.from({ length: rounds }, () => round());
const traced = Array.from({ length: rounds }, () => round({ trace: true }));
console.log(
  `policy decision, 5 policies: ${median(plain).toFixed(2)} µs without trace (min ${Math.min(...plain).toFixed(2)}), ${median(traced).toFixed(2)} µs with trace (${decisions} decisions × ${rounds} rounds)`,
);
