/**
 * get_gas_usage through `@turnkey/sdk-server`: the organization's sponsored sends on a local
 * chain are counted at the sandbox's stated rate, its own unsponsored sends and other
 * organizations' sends are not.
 */
import { describe, expect, it } from 'vitest';
import { SANDBOX_GAS_SPONSORSHIP, usdOfWei } from '../../core/handlers/gas-usage';
import { serverClientOf } from './policy-support';
import { ETHEREUM_ACCOUNT, newOrganization, useSandbox } from './support';

const harness = useSandbox();
const BASE = 'eip155:8453';

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(`${harness.url}/sandbox/v1/chains/${BASE}/rpc`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}

async function fundedAccount() {
  const account = await newOrganization(harness);
  const client = serverClientOf(harness, account);
  const { addresses } = await client.createWallet({
    walletName: 'Gas',
    accounts: [ETHEREUM_ACCOUNT],
  });
  const from = addresses[0] ?? '';
  await fetch(`${harness.url}/sandbox/v1/faucet`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ caip2: BASE, address: from, amount: '1000000000000000000' }),
  });
  return { client, from };
}

describe('get_gas_usage', () => {
  it('prices wei at one USD per whole coin, exactly', () => {
    expect(usdOfWei(0n)).toBe('0');
    expect(usdOfWei(10n ** 18n)).toBe('1');
    expect(usdOfWei(21_000n * 1_000_000_000n)).toBe('0.000021');
  });

  it('counts the gas of sponsored sends in the window, and only those', async () => {
    const { client, from } = await fundedAccount();
    const empty = await client.getGasUsage({});
    expect(empty).toMatchObject({
      windowDurationMinutes: SANDBOX_GAS_SPONSORSHIP.windowDurationMinutes,
      windowLimitUsd: SANDBOX_GAS_SPONSORSHIP.windowLimitUsd,
      usageUsd: '0',
    });

    await client.ethSendTransaction({
      from,
      caip2: BASE,
      calls: [{ to: '0x00000000000000000000000000000000000000c1', value: '1' }],
    });
    expect((await client.getGasUsage({})).usageUsd).toBe('0');

    const { sendTransactionStatusId } = await client.ethSendTransaction({
      from,
      caip2: BASE,
      sponsor: true,
      calls: [
        { to: '0x00000000000000000000000000000000000000c2', value: '2' },
        { to: '0x00000000000000000000000000000000000000c3', value: '3' },
      ],
    });
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('INCLUDED');
    const history = await client.listEthTransactionHistory({ address: from, caip2: BASE });
    const sponsored = history.transactions.filter((tx) =>
      tx.transfers.some((t) => t.direction === 'OUT' && (t.amount === '2' || t.amount === '3')),
    );
    expect(sponsored).toHaveLength(2);
    let wei = 0n;
    for (const tx of sponsored) {
      const receipt = await rpc<{ gasUsed: string; effectiveGasPrice: string }>(
        'eth_getTransactionReceipt',
        [tx.transactionHash],
      );
      wei += BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice);
    }
    expect(wei).toBeGreaterThan(0n);
    expect((await client.getGasUsage({})).usageUsd).toBe(usdOfWei(wei));

    const other = await fundedAccount();
    expect((await other.client.getGasUsage({})).usageUsd).toBe('0');
  });
});
