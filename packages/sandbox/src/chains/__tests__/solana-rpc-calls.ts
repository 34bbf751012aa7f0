/** Calling a Solana devnet's JSON-RPC in tests: the result, or the error a bad param gets. */
import { Keypair, Transaction, type TransactionInstruction } from '@solana/web3.js';
import { expect } from 'vitest';
import type { SolanaChain } from '../types';

export type Value<T> = { context: { slot: number }; value: T };

interface RpcAnswer {
  result?: unknown;
  error?: { code: number; message: string };
}

export async function answer(chain: SolanaChain, method: string, params: unknown[] = []) {
  return (await chain.rpc({ jsonrpc: '2.0', id: 1, method, params })) as RpcAnswer;
}

export async function call<T = unknown>(
  chain: SolanaChain,
  method: string,
  params: unknown[] = [],
) {
  const response = await answer(chain, method, params);
  if (response.error) throw new Error(`${response.error.code} ${response.error.message}`);
  return response.result as T;
}

export async function refused(chain: SolanaChain, method: string, params: unknown[]) {
  const { error } = await answer(chain, method, params);
  expect(error?.code).toBe(-32602);
  return error?.message ?? '';
}

/** Signs `instructions` with `payer` and `signers` on the latest blockhash and sends them. */
export async function land(
  chain: SolanaChain,
  payer: Keypair,
  signers: Keypair[],
  ...instructions: TransactionInstruction[]
) {
  const transaction = new Transaction({
    feePayer: payer.publicKey,
    recentBlockhash: await chain.latestBlockhash(),
  }).add(...instructions);
  transaction.sign(payer, ...signers);
  return chain.sendTransaction(transaction.serialize());
}
