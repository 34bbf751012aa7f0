/**
 * The token of the sandbox's asset list through the published clients: list_supported_assets
 * names its contract, the faucet mints it, get_wallet_address_balances reads it with balanceOf,
 * and an eth_send_transaction calling `transfer` moves it, as viem sees on the chain's RPC.
 */
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { serverClientOf } from './policy-support';
import { ETHEREUM_ACCOUNT, newOrganization, post, useSandbox } from './support';

const harness = useSandbox();
const BASE = 'eip155:8453';

async function faucet(body: Record<string, string>) {
  const answer = await post(
    harness,
    '/sandbox/v1/faucet',
    JSON.stringify({ caip2: BASE, ...body }),
  );
  return { status: answer.status, json: answer.json as Record<string, string> };
}

describe('the sandbox token', () => {
  it('is listed, minted by the faucet, read by balances, and moved by a transfer call', async () => {
    const account = await newOrganization(harness);
    const client = serverClientOf(harness, account);
    const { assets = [] } = await client.listSupportedAssets({ caip2: BASE });
    const usdc = assets.find((asset) => asset.symbol === 'USDC');
    expect(usdc).toMatchObject({ decimals: 6, stable: true });
    expect(usdc?.caip19).toBe(`${BASE}/erc20:0x833589fcd6edb6e08f4c7c32d4f71b54bda02913`);
    const token = usdc?.caip19?.split(':').at(-1) as `0x${string}`;

    const { addresses } = await client.createWallet({
      walletName: 'Tokens',
      accounts: [ETHEREUM_ACCOUNT],
    });
    const eth = addresses[0] as `0x${string}`;
    expect((await faucet({ address: eth, amount: parseEther('1').toString() })).status).toBe(200);
    const minted = await faucet({ address: eth, amount: '2500000', asset: 'USDC' });
    expect(minted).toEqual({
      status: 200,
      json: {
        caip2: BASE,
        address: eth,
        amount: '2500000',
        asset: usdc?.caip19,
        balance: '2500000',
      },
    });

    const { balances } = await client.getWalletAddressBalances({ address: eth, caip2: BASE });
    expect(balances?.find((balance) => balance.symbol === 'USDC')).toMatchObject({
      caip19: usdc?.caip19,
      balance: '2500000',
      display: { crypto: '2.5' },
    });

    const recipient = '0x00000000000000000000000000000000000000d1';
    const { sendTransactionStatusId } = await client.ethSendTransaction({
      from: eth,
      caip2: BASE,
      calls: [
        {
          to: token,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [recipient, 500_000n],
          }),
        },
      ],
    });
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('INCLUDED');
    const rpcUrl = `${harness.url}/sandbox/v1/chains/${BASE}/rpc`;
    const reader = createPublicClient({ transport: http(rpcUrl) });
    const receipt = await reader.getTransactionReceipt({
      hash: status.eth?.txHash as `0x${string}`,
    });
    expect(receipt.logs[0]?.address).toBe(token);
    const balanceOf = (owner: `0x${string}`) =>
      reader.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      });
    expect(await balanceOf(recipient)).toBe(500_000n);
    expect(await balanceOf(eth)).toBe(2_000_000n);

    // The history lists both token moves: the faucet's mint in, the transfer call out.
    const { transactions } = await client.listEthTransactionHistory({ address: eth, caip2: BASE });
    const asset = { caip19: usdc?.caip19, symbol: 'USDC', decimals: 6 };
    expect(transactions[0]).toMatchObject({
      transactionHash: status.eth?.txHash,
      origin: 'TURNKEY',
      to: token,
      transfers: [
        {
          direction: 'OUT',
          asset,
          amount: '500000',
          counterparty: recipient,
          display: { crypto: '0.5' },
        },
      ],
    });
    const mint = transactions.find((item) =>
      item.transfers.some((move) => move.asset?.symbol === 'USDC' && move.direction === 'IN'),
    );
    expect(mint?.turnkey).toBeUndefined();
    expect(mint).toMatchObject({
      origin: 'EXTERNAL',
      transfers: [
        {
          direction: 'IN',
          asset,
          amount: '2500000',
          counterparty: '0x0000000000000000000000000000000000000000',
        },
      ],
    });
  });

  it('refuses an unknown asset or too large a grant with a 400 naming the field', async () => {
    const address = '0x00000000000000000000000000000000000000d2';
    const unknown = await faucet({ address, amount: '1', asset: 'DAI' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe(
      `asset: ${BASE} has no token DAI (it has USDC, by symbol or CAIP-19)`,
    );
    const solana = await post(
      harness,
      '/sandbox/v1/faucet',
      JSON.stringify({
        caip2: 'solana:devnet',
        address: '11111111111111111111111111111111',
        amount: '1',
        asset: 'DAI',
      }),
    );
    // The Solana devnet's list has USDC as an SPL mint (decision 0185), and only that.
    expect(solana.status).toBe(400);
    expect((solana.json as { message: string }).message).toBe(
      'asset: solana:devnet has no token DAI (it has USDC, by symbol or CAIP-19)',
    );
    const large = await faucet({ address, amount: '1000000000001', asset: 'USDC' });
    expect(large.status).toBe(400);
    expect(large.json.message).toMatch(/^amount: from 1 to 1000000000000/);
  });
});
