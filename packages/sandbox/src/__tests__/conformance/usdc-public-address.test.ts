/**
 * USDC at its public address (decision 0181): a program that hard-codes USDC's contract, as the
 * platform's `sweeper` and `with-paymaster` examples do, finds the sandbox's token there. Read
 * with viem at the checksummed address of `chains/tokens.ts`'s table, as such a program holds it.
 */
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  parseEventLogs,
  parseEther,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { USDC_PUBLIC_ADDRESSES } from '../../chains/tokens';
import { ETHEREUM_ACCOUNT, newServerClient, post, useSandbox } from './support';

const harness = useSandbox();
const SEPOLIA = 'eip155:11155111';
const TABLE = ['eip155:1', SEPOLIA, 'eip155:8453', 'eip155:84532'] as const;

function publicUsdc(caip2: string): `0x${string}` {
  const address = USDC_PUBLIC_ADDRESSES[caip2];
  if (!address) throw new Error(`no public USDC address for ${caip2}`);
  return getAddress(address);
}

async function faucet(body: Record<string, string>) {
  const answer = await post(harness, '/sandbox/v1/faucet', JSON.stringify(body));
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json as Record<string, string>;
}

describe('USDC at its public address', () => {
  it('is what list_supported_assets names on each network of the table', async () => {
    const { client } = await newServerClient(harness);
    expect(Object.keys(USDC_PUBLIC_ADDRESSES).sort()).toEqual([...TABLE].sort());
    for (const caip2 of TABLE) {
      const { assets = [] } = await client.listSupportedAssets({ caip2 });
      expect(assets.filter((asset) => asset.symbol === 'USDC')).toEqual([
        expect.objectContaining({
          caip19: `${caip2}/erc20:${publicUsdc(caip2).toLowerCase()}`,
          name: 'USD Coin',
          decimals: 6,
          stable: true,
        }),
      ]);
    }
  });

  it('shows viem the faucet mint and a transfer sent by eth_send_transaction', async () => {
    const { client } = await newServerClient(harness);
    const usdc = publicUsdc(SEPOLIA);
    const rpcUrl = `${harness.url}/sandbox/v1/chains/${SEPOLIA}/rpc`;
    const reader = createPublicClient({ transport: http(rpcUrl) });
    const balanceOf = (owner: `0x${string}`) =>
      reader.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      });
    expect(
      await reader.readContract({ address: usdc, abi: erc20Abi, functionName: 'decimals' }),
    ).toBe(6);

    const { addresses } = await client.createWallet({
      walletName: 'Public USDC',
      accounts: [ETHEREUM_ACCOUNT],
    });
    const holder = getAddress(addresses[0] ?? '');
    await faucet({ caip2: SEPOLIA, address: holder, amount: parseEther('0.1').toString() });
    const minted = await faucet({
      caip2: SEPOLIA,
      address: holder,
      amount: '3000000',
      asset: 'USDC',
    });
    expect(minted.asset).toBe(`${SEPOLIA}/erc20:${usdc.toLowerCase()}`);
    expect(await balanceOf(holder)).toBe(3_000_000n);
    // The mint is a transaction on the chain: its receipt carries USDC's Transfer from zero.
    const { transactions } = await client.listEthTransactionHistory({
      address: holder,
      caip2: SEPOLIA,
    });
    const mintHash = transactions.find((item) => item.to === usdc.toLowerCase())?.transactionHash;
    const mintReceipt = await reader.getTransactionReceipt({ hash: mintHash as `0x${string}` });
    const mints = parseEventLogs({ abi: erc20Abi, logs: mintReceipt.logs, eventName: 'Transfer' });
    expect(mints.map((log) => [log.address, log.args])).toEqual([
      [
        usdc.toLowerCase(),
        { from: '0x0000000000000000000000000000000000000000', to: holder, value: 3_000_000n },
      ],
    ]);

    const recipient = getAddress('0x00000000000000000000000000000000000000e1');
    const { sendTransactionStatusId } = await client.ethSendTransaction({
      from: holder,
      caip2: SEPOLIA,
      calls: [
        {
          to: usdc,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [recipient, 1_200_000n],
          }),
        },
      ],
    });
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('INCLUDED');
    const receipt = await reader.getTransactionReceipt({
      hash: status.eth?.txHash as `0x${string}`,
    });
    expect(receipt.to).toBe(usdc.toLowerCase());
    const moved = parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' });
    expect(moved.map((log) => [log.address, log.args])).toEqual([
      [usdc.toLowerCase(), { from: holder, to: recipient, value: 1_200_000n }],
    ]);
    expect(await balanceOf(holder)).toBe(1_800_000n);
    expect(await balanceOf(recipient)).toBe(1_200_000n);

    // Base Sepolia's token is another contract: Sepolia's mint did not reach it.
    const other = createPublicClient({
      transport: http(`${harness.url}/sandbox/v1/chains/eip155:84532/rpc`),
    });
    expect(
      await other.readContract({
        address: publicUsdc('eip155:84532'),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder],
      }),
    ).toBe(0n);
  });
});
