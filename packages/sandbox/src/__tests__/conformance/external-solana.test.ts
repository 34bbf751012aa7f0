/**
 * A shared deployment's Solana cluster (`--chain-rpc`): sandbox A runs its in-process devnet and
 * serves its Solana JSON-RPC; sandbox B points the devnet cluster at that RPC, as several
 * processes on one PostgreSQL would point at one validator. B still signs; the faucet's airdrop
 * and the send land on A's chain, `@solana/web3.js` reads them there, and B's reads (status,
 * balances, history) come from A. A third sandbox pointed at a closed port answers a bounded 503.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChains } from '../../chains/index';
import type { SolanaChainEvent } from '../../chains/types';
import { failure, serverClientOf } from './policy-support';
import { useSharedDeployment } from './shared-deployment';
import {
  newOrganization,
  post,
  rpcUrlOf,
  SOLANA_ACCOUNT,
  useSandbox,
  type Harness,
} from './support';

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const RECIPIENT = new PublicKey('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
// B names the cluster by the short alias, as a reader would type it.
const shared = useSharedDeployment(DEVNET, 'solana:devnet');
const { b, unreachable } = shared;

/** A node that answers the connection check and refuses airdrops, as a mainnet validator does. */
let noAirdropUrl = '';
let noAirdropNode: Server | undefined;
beforeAll(async () => {
  noAirdropNode = createHttpServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const { id, method } = JSON.parse(text) as { id: number; method: string };
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify(
          method === 'getGenesisHash'
            ? { jsonrpc: '2.0', id, result: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp1j9kTxRF1DZx' }
            : { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } },
        ),
      );
    });
  });
  await new Promise<void>((done) => noAirdropNode?.listen(0, '127.0.0.1', done));
  noAirdropUrl = `http://127.0.0.1:${(noAirdropNode.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  noAirdropNode?.closeAllConnections();
  await new Promise((done) => noAirdropNode?.close(done));
});
const noAirdrop = useSandbox({
  chains: (clock) => createChains({ now: clock, external: { [DEVNET]: noAirdropUrl } }),
});

async function walletOf(harness: Harness) {
  const account = await newOrganization(harness);
  const client = serverClientOf(harness, account);
  const { addresses } = await client.createWallet({
    walletName: 'Shared cluster',
    accounts: [SOLANA_ACCOUNT],
  });
  return { client, sol: addresses[0] ?? '' };
}

async function faucet(harness: Harness, address: string, amount: string) {
  return post(harness, '/sandbox/v1/faucet', JSON.stringify({ caip2: DEVNET, address, amount }));
}

/** A 1_000_000-lamport transfer from `sol` on `blockhash`, unsigned, in hex. */
function transfer(sol: string, blockhash: string): string {
  return new Transaction({ feePayer: new PublicKey(sol), recentBlockhash: blockhash })
    .add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(sol),
        toPubkey: RECIPIENT,
        lamports: 1_000_000,
      }),
    )
    .serialize({ requireAllSignatures: false, verifySignatures: false })
    .toString('hex');
}

describe("a Solana cluster pointed at another sandbox's node", () => {
  it("is listed with that node's rpcUrl; mainnet stays in process", async () => {
    expect(await rpcUrlOf(b, DEVNET)).toBe(shared.aRpcUrl);
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    expect(await rpcUrlOf(b, mainnet)).toBe(`${b.url}/sandbox/v1/chains/${mainnet}/rpc`);
    const proxied = await post(
      b,
      `/sandbox/v1/chains/${DEVNET}/rpc`,
      JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'getGenesisHash', params: [] }),
    );
    expect(proxied.json).toEqual({ jsonrpc: '2.0', id: 3, result: DEVNET.slice('solana:'.length) });
  });

  it("funds through B's faucet and sends through B; the transaction lands on A's chain", async () => {
    const { client, sol } = await walletOf(b);
    const funded = await faucet(b, sol, '2000000000');
    expect(funded.status).toBe(200);
    expect(funded.json).toMatchObject({ balance: '2000000000' });
    const onA = new Connection(shared.aRpcUrl, 'confirmed');
    expect(await onA.getBalance(new PublicKey(sol))).toBe(2_000_000_000);
    const { blockhash } = await onA.getLatestBlockhash();
    const { sendTransactionStatusId } = await client.solSendTransaction({
      unsignedTransaction: transfer(sol, blockhash),
      signWiths: [sol],
      caip2: DEVNET,
    });
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('INCLUDED');
    const signature = status.solana?.signature ?? '';
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/);
    const landed = await onA.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(landed?.meta?.err).toBeNull();
    expect(landed?.transaction.message.staticAccountKeys[0]?.toBase58()).toBe(sol);
    expect(await onA.getBalance(RECIPIENT)).toBeGreaterThanOrEqual(1_000_000);
    const remaining = await onA.getBalance(new PublicKey(sol));
    expect(remaining).toBe(2_000_000_000 - 1_000_000 - 5000);

    const { balances } = await client.getWalletAddressBalances({ address: sol, caip2: DEVNET });
    expect(balances?.map((held) => held.balance)).toEqual([String(remaining)]);
    const history = await client.listSolTransactionHistory({ address: sol, caip2: DEVNET });
    expect(history.transactions).toHaveLength(2);
    expect(history.transactions[0]).toMatchObject({
      signature,
      origin: 'TURNKEY',
      feePayer: sol,
      block: { number: String(landed?.slot) },
      transfers: [{ direction: 'OUT', amount: '1000000' }],
    });
    // The airdrop A's faucet account sent, as any transfer from outside.
    expect(history.transactions[1]).toMatchObject({
      origin: 'EXTERNAL',
      transfers: [{ direction: 'IN', amount: '2000000000' }],
    });
    const block = await onA.getBlock(landed?.slot ?? -1, {
      maxSupportedTransactionVersion: 0,
      transactionDetails: 'none',
    });
    expect(history.transactions[0]?.block?.hash).toBe(block?.blockhash);
    const logged = await shared.bLog?.read((tx) => tx.list('chainEntry', { lookup: DEVNET }));
    expect(logged).toEqual([]);
  });

  it("puts the node's latest blockhash into a sponsored send", async () => {
    const { client, sol } = await walletOf(b);
    await faucet(b, sol, '1000000000');
    // Any 32 bytes stand for a blockhash: B replaces them with the one A answers now.
    const stale = new PublicKey(new Uint8Array(32).fill(7)).toBase58();
    const { sendTransactionStatusId } = await client.solSendTransaction({
      unsignedTransaction: transfer(sol, stale),
      signWiths: [sol],
      caip2: DEVNET,
      sponsor: true,
    });
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('INCLUDED');
    const onA = new Connection(shared.aRpcUrl, 'confirmed');
    const landed = await onA.getTransaction(status.solana?.signature ?? '', {
      maxSupportedTransactionVersion: 0,
    });
    expect(landed?.transaction.message.recentBlockhash).not.toBe(stale);
  });

  it("records the node's refusal as FAILED, in its words", async () => {
    const { client, sol } = await walletOf(b);
    const { blockhash } = await new Connection(shared.aRpcUrl, 'confirmed').getLatestBlockhash();
    // Nothing funds this payer, so the node refuses the transaction before running it.
    const { sendTransactionStatusId } = await client.solSendTransaction({
      unsignedTransaction: transfer(sol, blockhash),
      signWiths: [sol],
      caip2: DEVNET,
    });
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('FAILED');
    expect(status.solana).toEqual({});
    expect(status.txError).toMatch(
      /AccountNotFound|InsufficientFundsForFee|no record of a prior credit/,
    );
  });
});

describe("the external cluster's change events (what B's WebSocket subscriptions hear)", () => {
  it("reports the grants and sends made through it, with the node's slot", async () => {
    const chains = createChains({ now: () => Date.now(), external: { [DEVNET]: shared.aRpcUrl } });
    const chain = await chains.solana(DEVNET);
    const events: SolanaChainEvent[] = [];
    const stop = chain.watch((event) => events.push(event));
    const payer = Keypair.generate();
    await chain.fund(payer.publicKey.toBase58(), 1_000_000_000n);
    const transfer = new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: await chain.latestBlockhash(),
    }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: RECIPIENT, lamports: 5_000 }),
    );
    transfer.sign(payer);
    const signature = await chain.sendTransaction(transfer.serialize());
    stop();
    await chain.fund(payer.publicKey.toBase58(), 1n);

    expect(events.map((event) => event.kind)).toEqual(['faucet', 'transaction']);
    const [granted, sent] = events;
    expect(granted).toMatchObject({ kind: 'faucet', address: payer.publicKey.toBase58() });
    if (sent?.kind !== 'transaction') throw new Error('expected the send');
    expect(sent.transaction.signature).toBe(signature);
    const landed = await new Connection(shared.aRpcUrl).getTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    expect(sent.slot).toBe(BigInt(landed?.slot ?? -1));
  });
});

describe('a Solana cluster pointed at a node without airdrops', () => {
  it("makes the faucet answer 400 with the node's refusal", async () => {
    const { sol } = await walletOf(noAirdrop);
    const answer = await faucet(noAirdrop, sol, '1000');
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toBe(
      `${DEVNET}: the node at ${noAirdropUrl} refused requestAirdrop (Method not found); fund the address on that node`,
    );
  });
});

describe('a Solana cluster pointed at a node nobody runs', () => {
  it('answers a 503 naming the node, within the timeout', async () => {
    const { client, sol } = await walletOf(unreachable);
    const started = Date.now();
    const refused = await failure(client.getWalletAddressBalances({ address: sol, caip2: DEVNET }));
    expect(refused.code).toBe(14); // UNAVAILABLE, HTTP 503
    expect(refused.message).toContain(
      `${DEVNET}: the node at ${shared.closedUrl} could not be reached`,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    const funded = await faucet(unreachable, sol, '1');
    expect(funded.status).toBe(503);
  });
});
