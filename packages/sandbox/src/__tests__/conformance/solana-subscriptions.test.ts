/**
 * `@solana/web3.js`'s subscriptions against the local devnet: the send goes over HTTP, the
 * confirmation and the account, slot and logs listeners over the WebSocket listener, as a
 * program on a public cluster uses them (the platform's Solana examples confirm their transfers
 * this way).
 */
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  type AccountInfo,
  type Context,
  type Logs,
  type SlotInfo,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { serverClientOf } from './policy-support';
import { SOLANA_DEVNET as DEVNET, useSolanaDevnet } from './solana-devnet';
import { SOLANA_ACCOUNT, createWalletIn, newOrganization } from './support';

const devnet = useSolanaDevnet();
const { harness } = devnet;

const connect = () =>
  new Connection(devnet.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: devnet.wsUrl,
  });

async function faucet(address: PublicKey, lamports: number): Promise<void> {
  const response = await fetch(`${harness.url}/sandbox/v1/faucet`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ caip2: DEVNET, address: address.toBase58(), amount: String(lamports) }),
  });
  expect(response.ok).toBe(true);
}

async function fundedPayer(): Promise<Keypair> {
  const payer = Keypair.generate();
  await faucet(payer.publicKey, 2 * LAMPORTS_PER_SOL);
  return payer;
}

/** Sends a transfer signed by `payer` and waits for its confirmation over the WebSocket. */
async function transfer(connection: Connection, payer: Keypair, to: PublicKey, lamports: number) {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash });
  transaction.add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports }));
  transaction.sign(payer);
  // Without preflight a transfer the runtime fails still lands, as on a cluster.
  const signature = await connection.sendRawTransaction(transaction.serialize(), {
    skipPreflight: true,
  });
  const { value } = await connection.confirmTransaction({
    signature,
    blockhash,
    lastValidBlockHeight,
  });
  return { signature, err: value.err };
}

/** Resolves once `test` holds (the client subscribes in the background); fails after 5 s. */
async function until(test: () => boolean, what: string): Promise<void> {
  const started = Date.now();
  while (!test()) {
    if (Date.now() - started > 5000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Collects a listener's calls; `next()` resolves with the next one. */
function recorder<T>() {
  const seen: T[] = [];
  const waiting: ((value: T) => void)[] = [];
  return {
    seen,
    add: (value: T) => {
      seen.push(value);
      waiting.shift()?.(value);
    },
    next: (index: number) =>
      seen[index] !== undefined
        ? Promise.resolve(seen[index])
        : new Promise<T>((resolve) => waiting.push(resolve)),
  };
}

describe('Solana subscriptions through @solana/web3.js', () => {
  it('confirm a Turnkey-signed transfer over the WebSocket, as sendAndConfirmRawTransaction does', async () => {
    const account = await newOrganization(harness);
    const { address } = await createWalletIn(account, 'Solana', [SOLANA_ACCOUNT]);
    await faucet(new PublicKey(address), 2 * LAMPORTS_PER_SOL);
    const connection = connect();
    const from = new PublicKey(address);
    const recipient = new PublicKey('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    const unsigned = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: recipient, lamports: 1_000_000 }),
    );
    const { signedTransaction } = await serverClientOf(harness, account).signTransaction({
      signWith: address,
      type: 'TRANSACTION_TYPE_SOLANA',
      unsignedTransaction: unsigned
        .serialize({ requireAllSignatures: false, verifySignatures: false })
        .toString('hex'),
    });
    const signature = await connection.sendRawTransaction(Buffer.from(signedTransaction, 'hex'));
    const confirmation = await connection.confirmTransaction({
      signature,
      blockhash,
      lastValidBlockHeight,
    });
    expect(confirmation.value.err).toBeNull();
    expect(await connection.getBalance(recipient)).toBeGreaterThanOrEqual(1_000_000);
  }, 20_000);

  it('onAccountChange reports each landed change to the account, until removed', async () => {
    const connection = connect();
    const payer = await fundedPayer();
    const watched = Keypair.generate().publicKey;
    const changes = recorder<[AccountInfo<Buffer>, Context]>();
    const before = devnet.subscriptions.active();
    const id = connection.onAccountChange(watched, (info, context) => changes.add([info, context]));
    await until(() => devnet.subscriptions.active() > before, 'the account subscription');

    await transfer(connection, payer, watched, 1_000_000);
    const [info, context] = await changes.next(0);
    expect(info.lamports).toBe(1_000_000);
    expect(info.owner.equals(SystemProgram.programId)).toBe(true);
    expect(info.data).toHaveLength(0);
    expect(context.slot).toBeGreaterThan(0);

    // A faucet credit changes the account too.
    await faucet(watched, 5);
    const [credited] = await changes.next(1);
    expect(credited.lamports).toBe(1_000_005);

    // A transaction that does not touch the account notifies nothing: the next notification
    // is the next credit's.
    await transfer(connection, payer, Keypair.generate().publicKey, 1_000_000);
    await faucet(watched, 7);
    const [next] = await changes.next(2);
    expect(next.lamports).toBe(1_000_012);
    expect(changes.seen).toHaveLength(3);

    await connection.removeAccountChangeListener(id);
    await until(() => devnet.subscriptions.active() === before, 'the account unsubscription');
    await transfer(connection, payer, watched, 1_000_000);
    expect(changes.seen).toHaveLength(3);
    expect(await connection.getBalance(watched)).toBe(2_000_012);
  }, 20_000);

  it('onSlotChange reports every slot the devnet advances to', async () => {
    const connection = connect();
    const payer = await fundedPayer();
    const slots = recorder<SlotInfo>();
    const before = devnet.subscriptions.active();
    const id = connection.onSlotChange((slot) => slots.add(slot));
    await until(() => devnet.subscriptions.active() > before, 'the slot subscription');

    const start = await connection.getSlot();
    await transfer(connection, payer, Keypair.generate().publicKey, 1_000_000);
    await transfer(connection, payer, Keypair.generate().publicKey, 1_000_000);
    const first = await slots.next(0);
    const second = await slots.next(1);
    expect(first).toEqual({ parent: start, root: start, slot: start + 1 });
    expect(second).toEqual({ parent: start + 1, root: start + 1, slot: start + 2 });
    expect(await connection.getSlot()).toBe(start + 2);

    await connection.removeSlotChangeListener(id);
    await until(() => devnet.subscriptions.active() === before, 'the slot unsubscription');
    await transfer(connection, payer, Keypair.generate().publicKey, 1_000_000);
    expect(slots.seen).toHaveLength(2);
  }, 20_000);

  it('onLogs reports the transactions that mention an address, or all of them, failed ones too', async () => {
    const connection = connect();
    const payer = await fundedPayer();
    const mentioned = recorder<[Logs, Context]>();
    const all = recorder<[Logs, Context]>();
    const before = devnet.subscriptions.active();
    const mentionsId = connection.onLogs(payer.publicKey, (logs, context) =>
      mentioned.add([logs, context]),
    );
    const allId = connection.onLogs('all', (logs, context) => all.add([logs, context]));
    await until(() => devnet.subscriptions.active() >= before + 2, 'the logs subscriptions');

    const landed = await transfer(connection, payer, Keypair.generate().publicKey, 1_000_000);
    const [logs, context] = await mentioned.next(0);
    expect(logs.signature).toBe(landed.signature);
    expect(logs.err).toBeNull();
    expect(logs.logs).toContain('Program 11111111111111111111111111111111 success');
    expect(context.slot).toBeGreaterThan(0);
    expect((await all.next(0))[0].signature).toBe(landed.signature);

    // More lamports than the payer holds: the system program fails, and the transaction lands.
    const failed = await transfer(connection, payer, Keypair.generate().publicKey, 10 ** 12);
    expect(failed.err).not.toBeNull();
    const [failedLogs] = await mentioned.next(1);
    expect(failedLogs.signature).toBe(failed.signature);
    expect(failedLogs.err).not.toBeNull();
    expect(failedLogs.logs.join('\n')).toMatch(/insufficient lamports/);

    // A transfer between two other accounts reaches the "all" listener only.
    const other = await fundedPayer();
    const third = await transfer(connection, other, Keypair.generate().publicKey, 1_000);
    expect((await all.next(2))[0].signature).toBe(third.signature);
    expect(mentioned.seen).toHaveLength(2);

    await connection.removeOnLogsListener(mentionsId);
    await connection.removeOnLogsListener(allId);
    await until(() => devnet.subscriptions.active() === before, 'the logs unsubscriptions');
  }, 20_000);
});
