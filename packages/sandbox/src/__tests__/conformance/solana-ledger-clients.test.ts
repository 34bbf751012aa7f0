/**
 * The published Solana clients against the in-page chain set, whose devnet runs on LedgerSvm
 * (decision 0186), as a page's program would drive it: an airdrop confirmed over the WebSocket,
 * `@solana/spl-token` creating a mint and associated accounts, minting and transferring, web3.js
 * reading them back and simulating, and a cluster's preflight refusing a transfer that breaks the
 * rent rule while `skipPreflight` lands it with its fee paid.
 */
import {
  createMint,
  createTransferCheckedInstruction,
  getAccount,
  getMint,
  getOrCreateAssociatedTokenAccount,
  mintTo,
  transfer,
} from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SendTransactionError,
  SystemProgram,
  Transaction,
} from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBrowserChains } from '../../chains/browser';
import { useFundedConnection, useSolanaDevnet } from './solana-devnet';

const devnet = useSolanaDevnet({ chains: (now) => createBrowserChains({ now }) });
const funded = useFundedConnection(devnet);
const { payer } = funded;
const alice = Keypair.generate();
const bob = Keypair.generate();
let connection: Connection;

beforeAll(() => {
  connection = funded.connection;
});

describe('Solana clients against the in-page ledger', () => {
  it('create, mint and transfer SPL tokens with @solana/spl-token, then read and simulate', async () => {
    const mint = await createMint(connection, payer, payer.publicKey, null, 6);
    const fromAta = await getOrCreateAssociatedTokenAccount(
      connection,
      payer,
      mint,
      alice.publicKey,
    );
    const toAta = await getOrCreateAssociatedTokenAccount(connection, payer, mint, bob.publicKey);
    await mintTo(connection, payer, mint, fromAta.address, payer, 5_000_000);
    await transfer(connection, payer, fromAta.address, toAta.address, alice, 1_250_000);

    expect((await getAccount(connection, fromAta.address)).amount).toBe(3_750_000n);
    expect((await getAccount(connection, toAta.address)).amount).toBe(1_250_000n);
    expect((await getMint(connection, mint)).supply).toBe(5_000_000n);

    const check = new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
    }).add(
      createTransferCheckedInstruction(fromAta.address, mint, toAta.address, alice.publicKey, 1, 6),
    );
    check.sign(payer, alice);
    const simulated = await connection.simulateTransaction(check);
    expect(simulated.value.err).toBeNull();
    expect(simulated.value.unitsConsumed).toBe(105);
    // Simulating changes nothing.
    expect((await getAccount(connection, toAta.address)).amount).toBe(1_250_000n);
  }, 30_000);

  it('refuses a transfer below the rent minimum in preflight, and lands it with skipPreflight', async () => {
    const sender = Keypair.generate();
    const signature = await connection.requestAirdrop(sender.publicKey, LAMPORTS_PER_SOL);
    await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) });
    const transferTo = new Transaction({
      feePayer: sender.publicKey,
      recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 100,
      }),
    );
    transferTo.sign(sender);
    const wire = transferTo.serialize();

    const refused = await connection.sendRawTransaction(wire).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(SendTransactionError);
    expect((refused as Error).message).toMatch(/InsufficientFundsForRent/);
    expect(await connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL);

    const landed = await connection.sendRawTransaction(wire, { skipPreflight: true });
    expect((await connection.getSignatureStatus(landed)).value?.err).toEqual({
      InsufficientFundsForRent: { account_index: 1 },
    });
    expect(await connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL - 5000);
  }, 30_000);
});
