/**
 * USDC on the Solana devnets (decision 0185): the mint is in the genesis state at the public mint
 * of each cluster, the faucet's mint is a transaction that lands and is logged, balances add up
 * every token account of the owner, and the log replays to the same state, including a log
 * written before the mint existed.
 */
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import { address as toAddress } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSqliteStorage } from '../../storage/sqlite';
import type { ChainEntryRecord } from '../../storage/types';
import { createChains } from '../index';
import type { ChainLog } from '../log';
import { SolanaDevnet } from '../solana';
import { clusterBlockhash } from '../solana-cluster-blockhashes';
import { associatedTokenAccount, mintAuthority, USDC_PUBLIC_MINTS } from '../solana-tokens';
import {
  MINT_SIZE,
  TOKEN_ACCOUNT_SIZE,
  TOKEN_PROGRAM,
  TRANSFER_CHECKED,
  checkedAmountData,
  parseMint,
  parseTokenAccount,
} from '../spl-token';
import logged from './fixtures/solana-log-before-usdc.json';

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const DEVNET_USDC = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU';
const MAINNET_USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

const memoryLog = (entries: ChainEntryRecord[] = []): ChainLog => ({
  entries: async () => entries,
  append: async () => {},
});

describe('USDC on the Solana devnets', () => {
  it('is an SPL Token mint at the public mint of each cluster from genesis', async () => {
    expect(USDC_PUBLIC_MINTS).toEqual({ [MAINNET]: MAINNET_USDC, [DEVNET]: DEVNET_USDC });
    const authority = (await mintAuthority()).address;
    for (const [caip2, mint] of [
      [DEVNET, DEVNET_USDC],
      [MAINNET, MAINNET_USDC],
    ] as const) {
      const chain = await SolanaDevnet.start(caip2, memoryLog(), Date.now);
      expect(chain.tokens()).toEqual([
        {
          symbol: 'USDC',
          name: 'USD Coin',
          decimals: 6,
          stable: true,
          address: mint,
          program: TOKEN_PROGRAM,
        },
      ]);
      const account = chain.svm.getAccount(toAddress(mint));
      if (!account.exists) throw new Error(`no mint at ${mint}`);
      expect(account.programAddress).toBe(TOKEN_PROGRAM);
      expect(account.data.length).toBe(MINT_SIZE);
      expect(account.lamports).toBe(chain.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE)));
      expect(parseMint(account.data)).toEqual({
        mintAuthority: authority,
        supply: 0n,
        decimals: 6,
      });
    }
  });

  it('mints to the associated token account in a logged transaction and sums every account', async () => {
    const entries: ChainEntryRecord[] = [];
    const log: ChainLog = {
      entries: async () => [],
      append: async (caip2, entry) => {
        entries.push({ caip2, seq: entries.length, ...entry });
      },
    };
    const chain = await SolanaDevnet.start(DEVNET, log, Date.now);
    const owner = Keypair.generate();
    const ownerAddress = owner.publicKey.toBase58();
    const signature = await chain.mintToken(DEVNET_USDC, ownerAddress, 2_500_000n);
    await chain.mintToken(DEVNET_USDC, ownerAddress, 500_000n);
    expect(chain.transactionView(signature)?.error).toBeUndefined();
    expect((await chain.history(ownerAddress)).map((view) => view.signature)).toContain(signature);
    const ata = await associatedTokenAccount(toAddress(ownerAddress), toAddress(DEVNET_USDC));
    const account = chain.svm.getAccount(ata);
    if (!account.exists) throw new Error('no associated token account');
    expect(account.programAddress).toBe(TOKEN_PROGRAM);
    expect(parseTokenAccount(account.data)).toEqual({
      mint: DEVNET_USDC,
      owner: ownerAddress,
      amount: 3_000_000n,
    });
    expect(await chain.tokenBalance(DEVNET_USDC, ownerAddress)).toBe(3_000_000n);
    // Before each mint the authority is credited what it may pay (a faucet entry of the log).
    expect(entries.map((entry) => entry.kind)).toEqual([
      'faucet',
      'transaction',
      'faucet',
      'transaction',
    ]);

    // A second token account of the owner, not the associated one, counts as well.
    await chain.fund(ownerAddress, 1_000_000_000n);
    const extra = Keypair.generate();
    const token = new PublicKey(TOKEN_PROGRAM);
    const moved = new Transaction({
      feePayer: owner.publicKey,
      blockhash: await chain.latestBlockhash(),
      lastValidBlockHeight: 1_000,
    }).add(
      SystemProgram.createAccount({
        fromPubkey: owner.publicKey,
        newAccountPubkey: extra.publicKey,
        lamports: Number(chain.svm.minimumBalanceForRentExemption(BigInt(TOKEN_ACCOUNT_SIZE))),
        space: TOKEN_ACCOUNT_SIZE,
        programId: token,
      }),
      // InitializeAccount3, then TransferChecked of 400,000 from the associated account.
      new TransactionInstruction({
        programId: token,
        keys: [
          { pubkey: extra.publicKey, isSigner: false, isWritable: true },
          { pubkey: new PublicKey(DEVNET_USDC), isSigner: false, isWritable: false },
        ],
        data: Buffer.concat([Buffer.from([18]), owner.publicKey.toBuffer()]),
      }),
      new TransactionInstruction({
        programId: token,
        keys: [
          { pubkey: new PublicKey(ata), isSigner: false, isWritable: true },
          { pubkey: new PublicKey(DEVNET_USDC), isSigner: false, isWritable: false },
          { pubkey: extra.publicKey, isSigner: false, isWritable: true },
          { pubkey: owner.publicKey, isSigner: true, isWritable: false },
        ],
        data: Buffer.from(checkedAmountData(TRANSFER_CHECKED, 400_000n, 6)),
      }),
    );
    moved.sign(owner, extra);
    const sent = await chain.sendTransaction(moved.serialize());
    expect(chain.transactionView(sent)?.error).toBeUndefined();
    // The view keeps both token accounts around the transfer; the new one had nothing before.
    const around = chain.transactionView(sent)?.tokenBalances ?? [];
    expect(around.map(({ mint, owner, pre, post }) => ({ mint, owner, pre, post }))).toEqual(
      expect.arrayContaining([
        { mint: DEVNET_USDC, owner: ownerAddress, pre: 3_000_000n, post: 2_600_000n },
        { mint: DEVNET_USDC, owner: ownerAddress, pre: 0n, post: 400_000n },
      ]),
    );
    expect(around).toHaveLength(2);
    expect(await chain.tokenBalance(DEVNET_USDC, ownerAddress)).toBe(3_000_000n);
    expect(await chain.tokenBalance(DEVNET_USDC, Keypair.generate().publicKey.toBase58())).toBe(0n);
    const extraAccount = chain.svm.getAccount(toAddress(extra.publicKey.toBase58()));
    expect(extraAccount.exists && parseTokenAccount(extraAccount.data)?.amount).toBe(400_000n);

    // Replayed from its log, the chain arrives at the same balances and blockhash.
    const again = await SolanaDevnet.start(DEVNET, memoryLog(entries), Date.now);
    expect(await again.tokenBalance(DEVNET_USDC, ownerAddress)).toBe(3_000_000n);
    expect(again.transactionView(signature)?.error).toBeUndefined();
    expect(await again.latestBlockhash()).toBe(await chain.latestBlockhash());
  });

  it('refuses a mint of another token and a malformed owner', async () => {
    const chain = await SolanaDevnet.start(MAINNET, memoryLog(), Date.now);
    const owner = Keypair.generate().publicKey.toBase58();
    expect(() => chain.mintToken(DEVNET_USDC, owner, 1n)).toThrow(/no token/);
    expect(() => chain.mintToken(MAINNET_USDC, 'not-an-address', 1n)).toThrow(/address/);
  });

  it('keeps a faucet mint across a restart over the same data folder (--data)', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'solana-usdc-'));
    try {
      const owner = Keypair.generate().publicKey.toBase58();
      const first = await openSqliteStorage({ location: folder });
      await (
        await createChains({ storage: first }).solana('solana:devnet')
      ).mintToken(DEVNET_USDC, owner, 7_000_000n);
      await first.close();
      const second = await openSqliteStorage({ location: folder });
      const again = await createChains({ storage: second }).solana('solana:devnet');
      expect(await again.tokenBalance(DEVNET_USDC, owner)).toBe(7_000_000n);
      await second.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('replays a log written before the mint existed to the same state', async () => {
    const entries = logged.map((entry, seq): ChainEntryRecord => {
      if (entry.kind !== 'faucet' && entry.kind !== 'transaction') throw new Error(entry.kind);
      return { caip2: DEVNET, seq, ...entry, kind: entry.kind };
    });
    const chain = await SolanaDevnet.start(DEVNET, memoryLog(entries), Date.now);
    // Captured from the previous code: the balances and the engine's blockhash it reached (which
    // the devnet cluster now names as its own).
    expect(await chain.balance('7v54NWdBtkjuAFJrLGsS2SXnuk8nKam81mZJeeYxVFi9')).toBe(
      1_749_995_000n,
    );
    expect(await chain.balance('mBKqcnGotbsSb5vNrdyhzZ5EhqZdids9QYiTRckvi7v')).toBe(1_250_000_000n);
    expect(await chain.latestBlockhash()).toBe(
      clusterBlockhash(DEVNET, '3UY9LH9KcRXfXFSXZ3P6aoak2NeXtYrQQnuN79pGNiSw'),
    );
    const replayed = await chain.history('mBKqcnGotbsSb5vNrdyhzZ5EhqZdids9QYiTRckvi7v');
    expect(replayed).toHaveLength(2);
    expect(replayed.every((view) => view.error === undefined)).toBe(true);
    // And the mint is there, ready for the faucet.
    await chain.mintToken(DEVNET_USDC, '7v54NWdBtkjuAFJrLGsS2SXnuk8nKam81mZJeeYxVFi9', 1n);
    expect(
      await chain.tokenBalance(DEVNET_USDC, '7v54NWdBtkjuAFJrLGsS2SXnuk8nKam81mZJeeYxVFi9'),
    ).toBe(1n);
  });
});
