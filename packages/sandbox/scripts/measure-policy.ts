/**
 * Time of one policy decision: 10 allow policies, each with a consensus and a three-part
 * condition over `activity` and `eth.tx`, whose consensus the approver never satisfies (every policy
 * is parsed and evaluated). `npx tsx packages/sandbox/scripts/measure-policy.ts [n]`
 */
import { decide, type DecisionInput } from '../src/core/policy/engine';

const at = { seconds: '0', nanos: '0' };
const input: DecisionInput = {
  organization: {
    organizationId: 'org',
    name: 'org',
    rootQuorum: { threshold: 1, userIds: ['root'] },
    createdAt: at,
    updatedAt: at,
  },
  policies: Array.from({ length: 10 }, (_, index) => ({
    policyId: `policy-${index}`,
    organizationId: 'org',
    policyName: `policy ${index}`,
    effect: 'EFFECT_ALLOW' as const,
    consensus: `approvers.any(user, user.id == 'someone-${index}')`,
    condition: `activity.action == 'SIGN' && eth.tx.to == '0x11' && eth.tx.value <= 1000000000000000000`,
    notes: '',
    createdAt: at,
    updatedAt: at,
  })),
  approvers: [
    {
      user: {
        userId: 'op',
        organizationId: 'org',
        userName: 'op',
        userTags: [],
        createdAt: at,
        updatedAt: at,
      },
      key: {
        apiKeyId: 'key',
        organizationId: 'org',
        userId: 'op',
        apiKeyName: 'key',
        publicKey: `02${'ab'.repeat(32)}`,
        curveType: 'API_KEY_CURVE_P256',
        createdAt: at,
        updatedAt: at,
      },
    },
  ],
  condition: { activity: { action: 'SIGN' }, eth: { tx: { to: '0x11', value: 5n } } },
};

const n = Number(process.argv[2] ?? 5000);
for (let i = 0; i < 200; i++) decide(input);
const start = performance.now();
for (let i = 0; i < n; i++) decide(input);
const micros = ((performance.now() - start) / n) * 1000;
console.log(
  `decide(), 10 policies, no consensus met: ${micros.toFixed(0)} µs per decision (n=${n})`,
);
