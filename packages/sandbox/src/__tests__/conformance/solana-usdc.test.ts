/**
 * USDC on the Solana devnet through the published clients (decision 0185): list_supported_assets
 * names the SPL mint at USDC's public devnet address, the faucet mints to a `@turnkey/sdk-server`
 * wallet's associated token account in a transaction the RPC shows, get_wallet_address_balances
 * and `@solana/web3.js` read the same amount, a TransferChecked the wallet signs through
 * sol_send_transaction moves it, and a restarted sandbox over the same storage replays it all.
 */
import { Connection, PublicKey } from '@solana/web3.js';
import { Turnkey } from '@turnkey/sdk-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChains } from '../../chains/index';
import { createSandbox } from '../../core/index';
import { listen, type RunningServer } from '../../node/server';
import { openTestStorage } from '../../storage/__tests__/backend';
import type { Storage } from '../../storage/types';
import { newServerClient, post, rpcUrlOf, SOLANA_ACCOUNT, type Harness } from './support';

import { SOLANA_DEVNET as DEVNET } from './solana-devnet';
import {
  associatedUsdc as associated,
  RECIPIENT,
  TOKEN_PROGRAM_KEY as TOKEN_PROGRAM,
  USDC,
  USDC_CAIP19 as CAIP19,
  usdcTransferHex,
} from './solana-usdc-support';

let storage: Storage;
let harness: Harness;
let running: RunningServer | undefined;

async function start(): Promise<void> {
  const kept = storage;
  const sandbox = createSandbox({
    chains: (now) => createChains({ storage: kept, now }),
    storage,
  });
  running = await listen(sandbox, { port: 0 });
  harness = { url: running.url, sandbox };
}

async function stop(): Promise<void> {
  await harness.sandbox.webhooks.close();
  await running?.close();
  running = undefined;
}

beforeAll(async () => {
  storage = await openTestStorage();
  await start();
});
afterAll(async () => {
  await stop();
  await storage.close();
});

const faucet = (body: Record<string, string>) =>
  post(harness, '/sandbox/v1/faucet', JSON.stringify({ caip2: DEVNET, ...body }));

/** The token account's owner, mint and amount, decoded from the RPC's account data. */
async function tokenAccount(connection: Connection, account: PublicKey) {
  const info = await connection.getAccountInfo(account);
  if (!info) return undefined;
  return {
    program: info.owner.toBase58(),
    mint: new PublicKey(info.data.subarray(0, 32)).toBase58(),
    owner: new PublicKey(info.data.subarray(32, 64)).toBase58(),
    amount: info.data.readBigUInt64LE(64),
  };
}

describe('USDC on the Solana devnet', () => {
  it('is listed, granted by the faucet, read by balances and web3.js, sent, and replayed', async () => {
    const { client, account } = await newServerClient(harness);
    const { assets = [] } = await client.listSupportedAssets({ caip2: DEVNET });
    expect(assets.filter((asset) => asset.symbol === 'USDC')).toEqual([
      {
        caip19: CAIP19,
        symbol: 'USDC',
        name: 'USD Coin',
        decimals: 6,
        stable: true,
        earnProviders: [],
      },
    ]);

    const { addresses } = await client.createWallet({
      walletName: 'Solana USDC',
      accounts: [SOLANA_ACCOUNT],
    });
    const sol = addresses[0] ?? '';
    const wallet = new PublicKey(sol);
    expect((await faucet({ address: sol, amount: '1000000000' })).status).toBe(200);
    const granted = await faucet({ address: sol, amount: '5000000', asset: 'USDC' });
    expect(granted).toMatchObject({
      status: 200,
      json: { caip2: DEVNET, address: sol, amount: '5000000', asset: CAIP19, balance: '5000000' },
    });
    // The CAIP-19 names the asset as well as the symbol does.
    expect((await faucet({ address: sol, amount: '1', asset: CAIP19 })).status).toBe(200);

    const usdcOf = async (address: string) =>
      (await client.getWalletAddressBalances({ address, caip2: DEVNET })).balances?.find(
        (balance) => balance.caip19 === CAIP19,
      );
    expect(await usdcOf(sol)).toEqual({
      caip19: CAIP19,
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      balance: '5000001',
      display: { crypto: '5.000001' },
      tokenProgram: TOKEN_PROGRAM.toBase58(),
    });

    const connection = new Connection(await rpcUrlOf(harness, DEVNET), 'confirmed');
    const walletUsdc = associated(wallet);
    expect(await tokenAccount(connection, walletUsdc)).toEqual({
      program: TOKEN_PROGRAM.toBase58(),
      mint: USDC.toBase58(),
      owner: sol,
      amount: 5_000_001n,
    });
    // The faucet's mints are transactions: the wallet's history on the RPC holds them.
    const signatures = await connection.getSignaturesForAddress(walletUsdc);
    expect(signatures).toHaveLength(2);
    const mint = await connection.getTransaction(signatures[1]?.signature ?? '', {
      maxSupportedTransactionVersion: 0,
    });
    expect(mint?.meta?.err).toBeNull();
    expect(mint?.transaction.message.staticAccountKeys.map((key) => key.toBase58())).toEqual(
      expect.arrayContaining([sol, USDC.toBase58(), TOKEN_PROGRAM.toBase58()]),
    );

    // The wallet pays for the recipient's associated account and sends 1.2 USDC to it.
    const recipientUsdc = associated(RECIPIENT);
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
    expect((await usdcOf(sol))?.balance).toBe('3800001');
    expect((await tokenAccount(connection, walletUsdc))?.amount).toBe(3_800_001n);
    expect(await tokenAccount(connection, recipientUsdc)).toMatchObject({
      owner: RECIPIENT.toBase58(),
      amount: 1_200_000n,
    });

    // The history lists the USDC movements: the transfer out, then the faucet's two mints.
    const usdcMoves = async (caller: typeof client) =>
      (await caller.listSolTransactionHistory({ address: sol, caip2: DEVNET })).transactions.map(
        (item) => ({
          signature: item.signature,
          usdc: item.transfers.filter((move) => move.asset?.caip19 === CAIP19),
        }),
      );
    const usdcAsset = { caip19: CAIP19, symbol: 'USDC', name: 'USD Coin', decimals: 6 };
    const history = await usdcMoves(client);
    expect(history.slice(0, 3)).toEqual([
      {
        signature: status.solana?.signature,
        usdc: [
          {
            direction: 'OUT',
            asset: usdcAsset,
            amount: '1200000',
            counterparty: RECIPIENT.toBase58(),
            display: { crypto: '1.2' },
          },
        ],
      },
      {
        signature: signatures[0]?.signature,
        usdc: [
          expect.objectContaining({ direction: 'IN', amount: '1', counterparty: USDC.toBase58() }),
        ],
      },
      {
        signature: signatures[1]?.signature,
        usdc: [
          expect.objectContaining({ direction: 'IN', amount: '5000000', display: { crypto: '5' } }),
        ],
      },
    ]);

    // A restarted sandbox over the same storage replays the chain log to the same balances.
    await stop();
    await start();
    const again = new Connection(await rpcUrlOf(harness, DEVNET), 'confirmed');
    expect((await tokenAccount(again, walletUsdc))?.amount).toBe(3_800_001n);
    expect((await tokenAccount(again, recipientUsdc))?.amount).toBe(1_200_000n);
    // The organization and its key are in the storage too: the same key reads the same balance.
    const sameKey = new Turnkey({
      apiBaseUrl: harness.url,
      apiPublicKey: account.keys.publicKey,
      apiPrivateKey: account.keys.privateKey,
      defaultOrganizationId: account.organizationId,
    }).apiClient();
    const { balances = [] } = await sameKey.getWalletAddressBalances({
      address: sol,
      caip2: DEVNET,
    });
    expect(balances.find((balance) => balance.caip19 === CAIP19)?.balance).toBe('3800001');
    expect(await usdcMoves(sameKey)).toEqual(history);
  });

  it('refuses bad faucet input with a 400 naming the field', async () => {
    const owner = RECIPIENT.toBase58();
    const tooMuch = await faucet({ address: owner, amount: '1000000000001', asset: 'USDC' });
    expect(tooMuch.status).toBe(400);
    expect(JSON.stringify(tooMuch.json)).toMatch(/amount: from 1 to 1000000000000/);
    const badAddress = await faucet({ address: 'not-base58!', amount: '1', asset: 'USDC' });
    expect(badAddress.status).toBe(400);
    expect(JSON.stringify(badAddress.json)).toMatch(/address/);
    // A mint address is case-sensitive base58: a lowercased CAIP-19 names no token.
    const lowered = await faucet({ address: owner, amount: '1', asset: CAIP19.toLowerCase() });
    expect(lowered.status).toBe(400);
    expect(JSON.stringify(lowered.json)).toMatch(/asset: .* has no token .* \(it has USDC/);
  });
});
