/**
 * `requestAirdrop` and `getBlock` of the local Solana devnet's JSON-RPC, read by `@solana/web3.js`
 * over HTTP (its response schemas are strict, so a field of the wrong shape fails the read): an
 * airdrop is a transfer from the faucet account with a signature, a status and a block, and it
 * comes back after a restart since the log holds it.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { openTestStorage } from '../../storage/__tests__/backend';
import { createChains } from '../index';
import { faucetSigner } from '../solana-faucet';
import type { SolanaChain } from '../types';
import { useLoopbackServers } from './loopback';

const loopback = useLoopbackServers();

/** The chain's JSON-RPC on a loopback HTTP port, as a `Connection` reaches a cluster. */
async function connectionTo(chain: SolanaChain): Promise<Connection> {
  return new Connection(await loopback.json((body) => chain.rpc(body)), 'confirmed');
}

async function rpcError(chain: SolanaChain, method: string, params: unknown[]) {
  const answer = (await chain.rpc({ jsonrpc: '2.0', id: 1, method, params })) as {
    error?: { code: number; message: string };
  };
  return answer.error;
}

describe("the Solana devnet's requestAirdrop and getBlock", () => {
  it('airdrop through a faucet transfer that has a status, a transaction and a block', async () => {
    const chain = await createChains().solana('solana:devnet');
    const connection = await connectionTo(chain);
    const recipient = Keypair.generate().publicKey;
    const signature = await connection.requestAirdrop(recipient, 2 * LAMPORTS_PER_SOL);
    expect(await connection.getBalance(recipient)).toBe(2 * LAMPORTS_PER_SOL);
    const { value } = await connection.getSignatureStatuses([signature]);
    expect(value[0]?.err).toBeNull();
    const faucet = (await faucetSigner()).address;
    const landed = await connection.getTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    });
    expect(landed?.transaction.message.staticAccountKeys.map((key) => key.toBase58())).toEqual([
      faucet,
      recipient.toBase58(),
      '11111111111111111111111111111111',
    ]);
    expect(landed?.meta?.postBalances[1]).toBe(2 * LAMPORTS_PER_SOL);
    const history = await connection.getSignaturesForAddress(recipient);
    expect(history.map((entry) => entry.signature)).toEqual([signature]);

    const slot = landed?.slot ?? -1;
    const block = await connection.getBlock(slot, {
      maxSupportedTransactionVersion: 0,
      transactionDetails: 'full',
    });
    expect(block?.transactions.map((entry) => entry.transaction.signatures[0])).toEqual([
      signature,
    ]);
    expect(block?.parentSlot).toBe(Math.max(slot - 1, 0));
    // web3.js reads only the full, accounts and none modes; signatures is read raw.
    const signatures = (await chain.rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBlock',
      params: [slot, { transactionDetails: 'signatures', rewards: false }],
    })) as { result: { signatures: string[]; blockhash: string; rewards?: unknown } };
    expect(signatures.result.signatures).toEqual([signature]);
    expect(signatures.result.blockhash).toBe(block?.blockhash);
    expect(signatures.result.rewards).toBeUndefined();
    // The next transaction's block names this one's hash as its parent.
    const second = await connection.requestAirdrop(recipient, LAMPORTS_PER_SOL);
    const next = await connection.getBlock(slot + 1, {
      maxSupportedTransactionVersion: 0,
      transactionDetails: 'none',
    });
    expect(next?.previousBlockhash).toBe(block?.blockhash);
    expect((await connection.getSignatureStatus(second)).value?.err).toBeNull();
  });

  it('grant amounts below the rent-exempt minimum, the faucet staying rent-exempt', async () => {
    const chain = await createChains().solana('solana:devnet');
    const connection = await connectionTo(chain);
    const funded = Keypair.generate().publicKey;
    await connection.requestAirdrop(funded, LAMPORTS_PER_SOL);
    // A top-up of one lamport to an account that exists, twice in a row.
    for (const expected of [LAMPORTS_PER_SOL + 1, LAMPORTS_PER_SOL + 2]) {
      const signature = await connection.requestAirdrop(funded, 1);
      expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull();
      expect(await connection.getBalance(funded)).toBe(expected);
    }
    const faucet = (await faucetSigner()).address;
    expect(await connection.getBalance(new PublicKey(faucet))).toBe(
      await connection.getMinimumBalanceForRentExemption(0),
    );
  });

  it('refuse a bad amount, a bad address and a slot with no block, naming the parameter', async () => {
    const chain = await createChains().solana('solana:devnet');
    const address = Keypair.generate().publicKey.toBase58();
    expect(await rpcError(chain, 'requestAirdrop', [address, 0])).toMatchObject({
      code: -32602,
      message: expect.stringContaining('params[1]') as unknown,
    });
    expect(await rpcError(chain, 'requestAirdrop', [address, '5'])).toMatchObject({
      code: -32602,
    });
    expect(await rpcError(chain, 'requestAirdrop', [address, 2e15])).toMatchObject({
      message: expect.stringContaining('at most') as unknown,
    });
    expect(await rpcError(chain, 'requestAirdrop', ['not-base58!', 5])).toMatchObject({
      code: -32602,
      message: expect.stringContaining('params[0]') as unknown,
    });
    expect(await rpcError(chain, 'getBlock', [999])).toEqual({
      code: -32004,
      message: 'Block not available for slot 999',
    });
    expect(
      await rpcError(chain, 'getBlock', [0, { transactionDetails: 'accounts' }]),
    ).toMatchObject({ code: -32602 });
  });

  it('keep an airdrop across a restart, as the chain log replays it', async () => {
    const storage = await openTestStorage();
    try {
      const recipient = Keypair.generate().publicKey.toBase58();
      const first = await createChains({ storage }).solana('solana:devnet');
      const answer = (await first.rpc({
        jsonrpc: '2.0',
        id: 1,
        method: 'requestAirdrop',
        params: [recipient, LAMPORTS_PER_SOL],
      })) as { result: string };
      const again = await createChains({ storage }).solana('solana:devnet');
      expect(again).not.toBe(first);
      expect(await again.balance(recipient)).toBe(BigInt(LAMPORTS_PER_SOL));
      expect((await again.transaction(answer.result))?.error).toBeUndefined();
    } finally {
      await storage.close();
    }
  });
});
