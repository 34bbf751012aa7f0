/**
 * The facts of an eth_send_transaction: the platform's own agent-payments guide allows a send with
 * `wallet.id == '<AGENT_WALLET_ID>' && eth.tx.to == '<USDC>'` on ACTIVITY_TYPE_ETH_SEND_TRANSACTION
 * (tkhq/docs@c8289df solutions/company-wallets/agentic-payments.mdx), so `from` names the wallet
 * account and each call is read as `eth.tx`.
 */
import { describe, expect, it } from 'vitest';
import { simulatePolicies } from '../simulate';

const FROM = '0x9999999999999999999999999999999999999999';
const USDC = '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913';
const operationOf = (type: string) =>
  type === 'ACTIVITY_TYPE_ETH_SEND_TRANSACTION_V2' ? 'eth_send_transaction' : undefined;

function simulate(condition: string, calls: { to: string; value: string; data?: string }[]) {
  return simulatePolicies(
    {
      policies: [{ policyName: 'agent', effect: 'EFFECT_ALLOW', condition }],
      request: {
        type: 'ACTIVITY_TYPE_ETH_SEND_TRANSACTION_V2',
        parameters: { from: FROM, caip2: 'eip155:8453', calls, nonce: '7' },
      },
      records: { wallets: [{ walletId: 'agent-wallet', accounts: [{ address: FROM }] }] },
    },
    operationOf,
  );
}

describe('the policy facts of eth_send_transaction', () => {
  it("reads the sending account's wallet and each call as eth.tx", async () => {
    const guide = `wallet.id == 'agent-wallet' && eth.tx.to == '${USDC}'`;
    const toUsdc = { to: USDC, value: '0', data: '0xa9059CBB' };
    expect((await simulate(guide, [toUsdc])).outcome).toBe('OUTCOME_ALLOW');
    const elsewhere = { to: '0x000000000000000000000000000000000000dead', value: '5' };
    expect((await simulate(guide, [elsewhere])).outcome).toBe('OUTCOME_DENY_IMPLICIT');
    // Every call must be allowed: one call elsewhere denies the batch.
    const batch = await simulate(guide, [toUsdc, elsewhere]);
    expect(batch.outcome).toBe('OUTCOME_DENY_IMPLICIT');
    expect(batch.reason).toMatch(/^calls\[1\]/);
    expect((await simulate(guide, [toUsdc, toUsdc])).outcome).toBe('OUTCOME_ALLOW');

    const fields =
      `eth.tx.from == '${FROM}' && eth.tx.chain_id == 8453 && eth.tx.nonce == 7 && ` +
      `eth.tx.value == 5 && eth.tx.data == '0x'`;
    expect((await simulate(fields, [elsewhere])).outcome).toBe('OUTCOME_ALLOW');
    expect((await simulate(`eth.tx.data == '0xa9059cbb'`, [toUsdc])).outcome).toBe('OUTCOME_ALLOW');
  });
});
