/**
 * A Solana devnet driven by `@solana/web3.js` through its JSON-RPC, as a reader's code drives
 * a cluster.
 */
import {
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  type Commitment,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createChains } from '../index';
import type { SolanaChain } from '../types';

async function call(chain: SolanaChain, method: string, params: unknown[] = []) {
  const response = (await chain.rpc({ jsonrpc: '2.0', id: 1, method, params })) as {
    result?: unknown;
    error?: { code: number; message: string };
  };
  if (response.error) throw new Error(response.error.message);
  return response.result;
}

const FINAL: Commitment = 'finalized';

describe('a Solana devnet', () => {
  it('lands a transfer signed with web3.js and shows it through its RPC', async () => {
    const chains = createChains();
    const devnet = await chains.solana('solana:devnet');
    expect(await chains.solana('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(devnet);
    const payer = Keypair.generate();
    const recipient = Keypair.generate().publicKey;
    await devnet.fund(payer.publicKey.toBase58(), BigInt(2 * LAMPORTS_PER_SOL));
    const { value } = (await call(devnet, 'getLatestBlockhash', [{ commitment: FINAL }])) as {
      value: { blockhash: string; lastValidBlockHeight: number };
    };
    const transaction = new Transaction({
      feePayer: payer.publicKey,
      blockhash: value.blockhash,
      lastValidBlockHeight: value.lastValidBlockHeight,
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: recipient,
        lamports: LAMPORTS_PER_SOL / 2,
      }),
    );
    transaction.sign(payer);
    const signature = await call(devnet, 'sendTransaction', [
      transaction.serialize().toString('base64'),
      { encoding: 'base64' },
    ]);
    const statuses = (await call(devnet, 'getSignatureStatuses', [[signature]])) as {
      value: { confirmationStatus: string; err: unknown }[];
    };
    expect(statuses.value[0]).toMatchObject({ confirmationStatus: 'finalized', err: null });
    const balance = (await call(devnet, 'getBalance', [recipient.toBase58()])) as {
      value: number;
    };
    expect(balance.value).toBe(LAMPORTS_PER_SOL / 2);
    expect(await devnet.balance(payer.publicKey.toBase58())).toBe(
      BigInt(2 * LAMPORTS_PER_SOL - LAMPORTS_PER_SOL / 2 - 5000),
    );
    const found = (await call(devnet, 'getTransaction', [signature, { encoding: 'json' }])) as {
      meta: { fee: number; err: unknown };
      transaction: { signatures: string[]; message: { accountKeys: string[] } };
    };
    expect(found.meta).toMatchObject({ fee: 5000, err: null });
    expect(found.transaction.signatures).toEqual([signature]);
    expect(found.transaction.message.accountKeys).toContain(recipient.toBase58());
  });

  it('refuses a transfer its payer cannot pay for and bytes that are no transaction', async () => {
    const devnet = await createChains().solana('solana:mainnet');
    const payer = Keypair.generate();
    const transaction = new Transaction({
      feePayer: payer.publicKey,
      blockhash: devnet.latestBlockhash(),
      lastValidBlockHeight: 150,
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    );
    transaction.sign(payer);
    await expect(
      call(devnet, 'sendTransaction', [
        transaction.serialize().toString('base64'),
        { encoding: 'base64' },
      ]),
    ).rejects.toThrow(/AccountNotFound|insufficient|debit/i);
    await expect(call(devnet, 'sendTransaction', ['AAAA', { encoding: 'base64' }])).rejects.toThrow(
      /^transaction: does not decode/,
    );
  });
});
