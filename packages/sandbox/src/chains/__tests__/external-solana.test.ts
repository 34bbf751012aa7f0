/**
 * A Solana cluster served by a node outside the sandbox (`--chain-rpc`), against loopback stubs
 * for what a real node rarely does: never answer, refuse the connection, answer something that
 * is not the JSON-RPC shape the method has, refuse a transaction or an airdrop. The happy path
 * runs against another sandbox's node in `__tests__/conformance/external-solana.test.ts`.
 */
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createChains } from '../index';
import { ChainError, type SolanaChain } from '../types';
import { closedPortUrl, useLoopbackServers } from './loopback';

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const GENESIS = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG';
const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const loopback = useLoopbackServers();

type Answer = { result: unknown } | { error: { code: number; message: string } } | undefined;

/** A loopback node answering each method as `answers` says (undefined: never answers). */
function node(answers: Record<string, (params: unknown[]) => Answer>): Promise<string> {
  return loopback.json((request) => {
    const body = request as { id: number; method: string; params: unknown[] };
    const answer = answers[body.method]?.(body.params) ?? answers['*']?.(body.params);
    return answer === undefined ? undefined : { jsonrpc: '2.0', id: body.id, ...answer };
  });
}

const genesis = () => ({ result: GENESIS });

async function chainAt(url: string, options = {}): Promise<SolanaChain> {
  return createChains({
    external: { [DEVNET]: url },
    externalOptions: { timeoutMs: 300, receiptTimeoutMs: 400, pollMs: 50, ...options },
  }).solana('solana:devnet');
}

async function failure(promise: Promise<unknown>): Promise<ChainError> {
  const error: unknown = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ChainError))
    throw new Error(`expected a ChainError, got ${String(error)}`);
  return error;
}

function signedTransfer(): Uint8Array {
  const payer = Keypair.generate();
  const transfer = new Transaction({
    feePayer: payer.publicKey,
    recentBlockhash: new PublicKey(new Uint8Array(32).fill(3)).toBase58(),
  }).add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 1_000,
    }),
  );
  transfer.sign(payer);
  return transfer.serialize();
}

describe('a Solana node outside the sandbox', () => {
  it('that nobody listens on is unavailable, named, on first use', async () => {
    const url = await closedPortUrl();
    const error = await failure(chainAt(url));
    expect(error.reason).toBe('unavailable');
    expect(error.message).toContain(`${DEVNET}: the node at ${url} could not be reached`);
  });

  it('that never answers is unavailable after the timeout, not a hang', async () => {
    const url = await node({});
    const started = Date.now();
    expect((await failure(chainAt(url))).message).toBe(
      `${DEVNET}: the node at ${url} did not answer getGenesisHash within 300 ms`,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    // A node that answers the connection check and then falls silent times out the same way.
    const silent = await node({ getGenesisHash: genesis });
    const chain = await chainAt(silent);
    expect((await failure(chain.balance(Keypair.generate().publicKey.toBase58()))).message).toBe(
      `${DEVNET}: the node at ${silent} did not answer getBalance within 300 ms`,
    );
  });

  it('that answers outside the JSON-RPC shapes is unavailable, saying what it answered', async () => {
    expect(
      (await failure(chainAt(await node({ getGenesisHash: () => ({ result: 42 }) })))).message,
    ).toMatch(/answered getGenesisHash with 42, not a base58 hash$/);
    const url = await node({
      getGenesisHash: genesis,
      getBalance: () => ({ result: { context: { slot: 1 }, value: 'lots' } }),
      getLatestBlockhash: () => ({ result: { value: {} } }),
      getTransaction: () => ({ result: { slot: 1, meta: null } }),
      getSignaturesForAddress: () => ({ result: 'none' }),
      sendTransaction: () => ({ result: 7 }),
    });
    const chain = await chainAt(url);
    const address = Keypair.generate().publicKey.toBase58();
    expect((await failure(chain.balance(address))).message).toBe(
      `${DEVNET}: the node at ${url} answered getBalance with "lots", not a number of lamports`,
    );
    expect((await failure(chain.latestBlockhash())).message).toMatch(
      /answered getLatestBlockhash with \{\}, not an object with a blockhash$/,
    );
    expect((await failure(chain.transaction(SIGNATURE))).message).toMatch(
      /answered getTransaction with .*, not a transaction with its meta$/,
    );
    expect((await failure(chain.history(address))).message).toMatch(
      /answered getSignaturesForAddress with "none", not a list of signatures$/,
    );
    expect((await failure(chain.sendTransaction(signedTransfer()))).message).toMatch(
      /answered sendTransaction with 7, not a base58 signature$/,
    );
    const htmlUrl = await loopback.text('<html>');
    expect((await failure(chainAt(htmlUrl))).message).toBe(
      `${DEVNET}: the node at ${htmlUrl} answered getGenesisHash with HTTP 200 and no JSON-RPC response`,
    );
  });

  it('that refuses a transaction is the chain refusing it, in the node’s words', async () => {
    const url = await node({
      getGenesisHash: genesis,
      sendTransaction: () => ({
        error: { code: -32002, message: 'Transaction simulation failed: Blockhash not found' },
      }),
    });
    const chain = await chainAt(url);
    const refused = await failure(chain.sendTransaction(signedTransfer()));
    expect(refused.reason).toBe('rejected');
    expect(refused.message).toBe('Transaction simulation failed: Blockhash not found');
    // Bytes that are no transaction never reach the node.
    const invalid = await failure(chain.sendTransaction(new Uint8Array([1, 2, 3])));
    expect([invalid.reason, invalid.field]).toEqual(['invalid', 'transaction']);
    expect((await failure(chain.balance('not an address'))).field).toBe('address');
  });

  it('that accepts a transaction but never confirms it fails after the wait, naming it', async () => {
    const url = await node({
      getGenesisHash: genesis,
      sendTransaction: () => ({ result: SIGNATURE }),
      getSignatureStatuses: () => ({ result: { context: { slot: 1 }, value: [null] } }),
    });
    const chain = await chainAt(url);
    const started = Date.now();
    const error = await failure(chain.sendTransaction(signedTransfer()));
    expect(error.reason).toBe('rejected');
    expect(error.message).toBe(
      `sent as ${SIGNATURE}, but the node at ${url} did not confirm it within 400 ms`,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('that gives no airdrop makes the faucet refuse, naming the node', async () => {
    const url = await node({
      getGenesisHash: genesis,
      requestAirdrop: () => ({ error: { code: -32601, message: 'Method not found' } }),
    });
    const chain = await chainAt(url);
    const error = await failure(chain.fund(Keypair.generate().publicKey.toBase58(), 1_000n));
    expect(error.reason).toBe('rejected');
    expect(error.message).toBe(
      `${DEVNET}: the node at ${url} refused requestAirdrop (Method not found); fund the address on that node`,
    );
  });
});
