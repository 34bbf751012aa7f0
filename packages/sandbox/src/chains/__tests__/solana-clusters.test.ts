/**
 * Solana's mainnet and devnet devnets are two clusters: a transaction names a blockhash of the
 * cluster it was signed for, so it cannot land on the other one, on litesvm in Node or on the
 * TypeScript ledger in a page.
 */
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createBrowserChains } from '../browser';
import { createChains } from '../index';
import type { SolanaChain } from '../types';
import { call } from './solana-rpc-calls';

const latest = async (chain: SolanaChain) =>
  (await call<{ value: { blockhash: string } }>(chain, 'getLatestBlockhash')).value.blockhash;

describe.each([
  ['litesvm', createChains],
  ['the TypeScript ledger', createBrowserChains],
])('Solana clusters on %s', (_engine, create) => {
  it(
    'give each cluster its own blockhashes, so a transaction signed for devnet does not land on mainnet',
    { timeout: 20_000 },
    async () => {
      const chains = create();
      const mainnet = await chains.solana('solana:mainnet');
      const devnet = await chains.solana('solana:devnet');
      const payer = Keypair.generate();
      for (const chain of [mainnet, devnet]) {
        await chain.fund(payer.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
      }
      expect(await latest(devnet)).not.toBe(await latest(mainnet));

      const transfer = (blockhash: string) => {
        const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
          SystemProgram.transfer({
            fromPubkey: payer.publicKey,
            toPubkey: new PublicKey('11111111111111111111111111111112'),
            lamports: LAMPORTS_PER_SOL / 10,
          }),
        );
        tx.sign(payer);
        return tx.serialize();
      };
      const forDevnet = transfer(await latest(devnet));
      await devnet.sendTransaction(forDevnet);
      expect(await devnet.balance(payer.publicKey.toBase58())).toBe(
        BigInt(LAMPORTS_PER_SOL - LAMPORTS_PER_SOL / 10 - 5000),
      );
      expect(
        (await call(mainnet, 'isBlockhashValid', [await latest(devnet)])) as { value: boolean },
      ).toMatchObject({ value: false });
      await expect(mainnet.sendTransaction(forDevnet)).rejects.toThrow(/BlockhashNotFound/);
      expect(await mainnet.balance(payer.publicKey.toBase58())).toBe(BigInt(LAMPORTS_PER_SOL));

      // Each cluster still takes its own latest blockhash, and one a few slots old.
      const older = await latest(mainnet);
      await mainnet.sendTransaction(transfer(older));
      const second = new Transaction({ feePayer: payer.publicKey, recentBlockhash: older }).add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: new PublicKey('11111111111111111111111111111113'),
          lamports: LAMPORTS_PER_SOL / 10,
        }),
      );
      second.sign(payer);
      await mainnet.sendTransaction(second.serialize());
      expect(await mainnet.balance(payer.publicKey.toBase58())).toBe(
        BigInt(LAMPORTS_PER_SOL - LAMPORTS_PER_SOL / 5 - 10_000),
      );
    },
  );
});
