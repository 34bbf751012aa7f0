/**
 * Blockhashes of the local Solana devnet as `@solana/web3.js` reads them: each landed
 * transaction's slot brings a new one, the last 150 stay valid, so a program that sends the
 * same transfer on each run (the platform's Solana example does) signs a new transaction each
 * time, and a transaction built before another one landed still lands.
 */
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { serverClientOf } from './policy-support';
import { SOLANA_ACCOUNT, createWalletIn, newOrganization, useSandbox } from './support';

const harness = useSandbox();
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const RECIPIENT = new PublicKey('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');

async function fundedSender() {
  const account = await newOrganization(harness);
  const { address } = await createWalletIn(account, 'Solana', [SOLANA_ACCOUNT]);
  const response = await fetch(`${harness.url}/sandbox/v1/faucet`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ caip2: DEVNET, address, amount: '2000000000' }),
  });
  expect(response.status).toBe(200);
  const info = (await (await fetch(`${harness.url}/sandbox/v1/info`)).json()) as {
    chains: { caip2: string; rpcUrl: string }[];
  };
  const rpcUrl = info.chains.find((chain) => chain.caip2 === DEVNET)?.rpcUrl ?? '';
  return { client: serverClientOf(harness, account), address, connection: new Connection(rpcUrl) };
}

type Sender = Awaited<ReturnType<typeof fundedSender>>;

/** The same 1_000_000-lamport transfer on `blockhash`, signed by the sandbox, sent through web3.js. */
async function send({ client, address, connection }: Sender, blockhash: string) {
  const from = new PublicKey(address);
  const transfer = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: RECIPIENT, lamports: 1_000_000 }),
  );
  const { signedTransaction } = await client.signTransaction({
    signWith: address,
    type: 'TRANSACTION_TYPE_SOLANA',
    unsignedTransaction: transfer
      .serialize({ requireAllSignatures: false, verifySignatures: false })
      .toString('hex'),
  });
  return connection.sendRawTransaction(Buffer.from(signedTransaction, 'hex'));
}

describe('Solana blockhashes', () => {
  it('change with each landed transaction, so the same transfer sent twice lands twice', async () => {
    const sender = await fundedSender();
    const first = await sender.connection.getLatestBlockhash();
    const firstSignature = await send(sender, first.blockhash);
    const second = await sender.connection.getLatestBlockhash();
    expect(second.blockhash).not.toBe(first.blockhash);
    expect(second.lastValidBlockHeight).toBeGreaterThan(first.lastValidBlockHeight);
    const secondSignature = await send(sender, second.blockhash);
    expect(secondSignature).not.toBe(firstSignature);
    const statuses = await sender.connection.getSignatureStatuses([
      firstSignature,
      secondSignature,
    ]);
    expect(statuses.value.map((status) => status?.err)).toEqual([null, null]);
    expect(await sender.connection.getBalance(RECIPIENT)).toBeGreaterThanOrEqual(2_000_000);
  });

  it('keep an older blockhash valid after other transactions land; refuse an unknown one and a repeat', async () => {
    const sender = await fundedSender();
    const older = await sender.connection.getLatestBlockhash();
    await send(sender, older.blockhash);
    // A second transfer from another sender lands in between.
    await send(await fundedSender(), (await sender.connection.getLatestBlockhash()).blockhash);
    const latest = await sender.connection.getLatestBlockhash();
    expect(latest.blockhash).not.toBe(older.blockhash);
    expect((await sender.connection.isBlockhashValid(older.blockhash)).value).toBe(true);
    const lateTransfer = new Transaction({
      feePayer: new PublicKey(sender.address),
      recentBlockhash: older.blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(sender.address),
        toPubkey: RECIPIENT,
        lamports: 2_000_000,
      }),
    );
    const { signedTransaction } = await sender.client.signTransaction({
      signWith: sender.address,
      type: 'TRANSACTION_TYPE_SOLANA',
      unsignedTransaction: lateTransfer
        .serialize({ requireAllSignatures: false, verifySignatures: false })
        .toString('hex'),
    });
    const late = await sender.connection.sendRawTransaction(Buffer.from(signedTransaction, 'hex'));
    expect((await sender.connection.getSignatureStatus(late)).value?.err).toBeNull();
    // The same bytes again: the cluster has seen that signature.
    await expect(
      sender.connection.sendRawTransaction(Buffer.from(signedTransaction, 'hex')),
    ).rejects.toThrow(/already been processed/);
    const unknown = new PublicKey(new Uint8Array(32).fill(9)).toBase58();
    expect((await sender.connection.isBlockhashValid(unknown)).value).toBe(false);
    await expect(send(sender, unknown)).rejects.toThrow(/blockhash/i);
  });
});
