/**
 * The devnet's `sendTransaction` as `@solana/web3.js` calls it. With preflight on (the client's
 * default) a cluster simulates first and refuses a transaction that fails: it answers -32002
 * with the simulation's `err` and `logs`, and the transaction is never sent, so it charges no
 * fee and shows in no history. With `skipPreflight: true` the same transaction lands with the
 * failure recorded and its fee paid. The platform's Solana example (`with-solana`) met the first
 * case: a transfer of 100 lamports to an address with no account fails for rent.
 */
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SendTransactionError,
  SystemProgram,
  Transaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { SOLANA_DEVNET as DEVNET, useSolanaDevnet } from './solana-devnet';

const devnet = useSolanaDevnet();

async function fundedPayer(): Promise<Keypair> {
  const payer = Keypair.generate();
  const response = await fetch(`${devnet.harness.url}/sandbox/v1/faucet`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      caip2: DEVNET,
      address: payer.publicKey.toBase58(),
      amount: String(LAMPORTS_PER_SOL),
    }),
  });
  expect(response.ok).toBe(true);
  return payer;
}

/** A signed transfer of `lamports` from `payer` to a new address. */
async function transferToNewAddress(
  connection: Connection,
  payer: Keypair,
  lamports: number,
): Promise<Buffer> {
  const { blockhash } = await connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash });
  transaction.add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports,
    }),
  );
  transaction.sign(payer);
  return transaction.serialize();
}

/** 100 lamports to a new address: below the rent-exempt minimum, so the runtime fails it. */
const rentFailingTransfer = (connection: Connection, payer: Keypair) =>
  transferToNewAddress(connection, payer, 100);

describe('Solana sendTransaction preflight', () => {
  it('refuses a failing transaction with -32002 and the simulation, and lands nothing', async () => {
    const connection = new Connection(devnet.rpcUrl, 'confirmed');
    const payer = await fundedPayer();
    const historyBefore = await connection.getSignaturesForAddress(payer.publicKey);
    const wire = await rentFailingTransfer(connection, payer);

    const refused = await connection.sendRawTransaction(wire).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(SendTransactionError);
    expect((refused as Error).message).toMatch(/Transaction simulation failed/);
    expect((refused as Error).message).toMatch(/InsufficientFundsForRent/);
    // web3.js reads the logs from the error's data, which is the simulation result.
    expect((refused as SendTransactionError).logs?.length).toBeGreaterThan(0);

    const raw = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [wire.toString('base64'), { encoding: 'base64' }],
      }),
    });
    const body = (await raw.json()) as {
      error?: { code: number; data?: { err: unknown; logs: string[] } };
    };
    expect(body.error?.code).toBe(-32002);
    expect(body.error?.data?.err).toEqual({ InsufficientFundsForRent: { account_index: 1 } });

    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL);
    expect(await connection.getSignaturesForAddress(payer.publicKey)).toHaveLength(
      historyBefore.length,
    );
  });

  it('lands the same failing transaction with skipPreflight, fee paid and err recorded', async () => {
    const connection = new Connection(devnet.rpcUrl, 'confirmed');
    const payer = await fundedPayer();
    const wire = await rentFailingTransfer(connection, payer);

    const signature = await connection.sendRawTransaction(wire, { skipPreflight: true });
    const status = (await connection.getSignatureStatus(signature)).value;
    expect(status?.err).toEqual({ InsufficientFundsForRent: { account_index: 1 } });
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL - 5000);
  });

  it('still sends a transaction that passes its preflight', async () => {
    const connection = new Connection(devnet.rpcUrl, 'confirmed');
    const payer = await fundedPayer();
    const wire = await transferToNewAddress(connection, payer, LAMPORTS_PER_SOL / 10);
    const signature = await connection.sendRawTransaction(wire);
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull();
    expect(await connection.getBalance(payer.publicKey)).toBe(
      LAMPORTS_PER_SOL - LAMPORTS_PER_SOL / 10 - 5000,
    );
  });
});
