/**
 * The in-page sandbox's chains run Solana on LedgerSvm, the TypeScript ledger (decision 0186):
 * list_supported_assets names SOL and the devnet's USDC mint, the faucet grants both, a
 * TransferChecked the wallet signs through sol_send_transaction (creating the recipient's
 * associated account) lands as INCLUDED, and the balances and the JSON-RPC read what moved.
 */
import { Connection, PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createBrowserChains } from '../../chains/browser';
import { newServerClient, post, rpcUrlOf, SOLANA_ACCOUNT, useSandbox } from './support';

import { SOLANA_DEVNET as DEVNET } from './solana-devnet';
import {
  associatedUsdc,
  RECIPIENT,
  USDC_CAIP19 as CAIP19,
  usdcTransferHex,
} from './solana-usdc-support';

const harness = useSandbox({ chains: (now) => createBrowserChains({ now }) });

describe('Solana in the page, on the TypeScript ledger', () => {
  it('lists SOL and USDC, grants both, and lands a USDC transfer sent with sol_send_transaction', async () => {
    const { client } = await newServerClient(harness);
    const { assets = [] } = await client.listSupportedAssets({ caip2: DEVNET });
    expect(assets.map((asset) => asset.symbol)).toEqual(['SOL', 'USDC']);

    const { addresses } = await client.createWallet({
      walletName: 'In-page Solana',
      accounts: [SOLANA_ACCOUNT],
    });
    const sol = addresses[0] ?? '';
    const wallet = new PublicKey(sol);
    const faucet = (body: Record<string, string>) =>
      post(harness, '/sandbox/v1/faucet', JSON.stringify({ caip2: DEVNET, address: sol, ...body }));
    expect((await faucet({ amount: '1000000000' })).status).toBe(200);
    expect(await faucet({ amount: '5000000', asset: 'USDC' })).toMatchObject({
      status: 200,
      json: { asset: CAIP19, balance: '5000000' },
    });

    const connection = new Connection(await rpcUrlOf(harness, DEVNET), 'confirmed');
    const recipientUsdc = associatedUsdc(RECIPIENT);
    const lamportsBefore = await connection.getBalance(wallet);
    const { sendTransactionStatusId } = await client.solSendTransaction({
      unsignedTransaction: usdcTransferHex({
        wallet,
        recipient: RECIPIENT,
        amount: 1_200_000n,
        blockhash: (await connection.getLatestBlockhash()).blockhash,
      }),
      signWiths: [sol],
      caip2: DEVNET,
    });
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('INCLUDED');
    const sent = await connection.getTransaction(status.solana?.signature ?? '', {
      maxSupportedTransactionVersion: 0,
    });
    expect(sent?.meta?.err).toBeNull();
    expect(sent?.meta?.logMessages).toContain(
      'Program log: Initialize the associated token account',
    );

    const usdcOf = async (address: string) =>
      (await client.getWalletAddressBalances({ address, caip2: DEVNET })).balances?.find(
        (balance) => balance.caip19 === CAIP19,
      )?.balance;
    expect(await usdcOf(sol)).toBe('3800000');
    expect((await connection.getTokenAccountBalance(recipientUsdc)).value.amount).toBe('1200000');
    // The wallet paid the fee and the recipient's account rent.
    const rent = await connection.getMinimumBalanceForRentExemption(165);
    expect(await connection.getBalance(wallet)).toBe(lamportsBefore - 5000 - rent);
  }, 30_000);
});
