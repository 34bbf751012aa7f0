/**
 * A Solana devnet driven by `@solana/web3.js` through its JSON-RPC, as a reader's code drives
 * a cluster.
 */
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
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
      blockhash: await devnet.latestBlockhash(),
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

describe('a failed instruction', () => {
  it("lands with the runtime's error in the RPC's own shape, per kind of failure", async () => {
    const devnet = await createChains().solana('solana:devnet');
    const payer = Keypair.generate();
    await devnet.fund(payer.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
    const land = async (instruction: TransactionInstruction) => {
      const transaction = new Transaction({
        feePayer: payer.publicKey,
        recentBlockhash: await devnet.latestBlockhash(),
      }).add(instruction);
      transaction.sign(payer);
      const signature = await devnet.sendTransaction(transaction.serialize());
      const landed = (await call(devnet, 'getTransaction', [signature, { encoding: 'json' }])) as {
        meta: { err: unknown; status: unknown };
      };
      const [status] = (
        (await call(devnet, 'getSignatureStatuses', [[signature]])) as { value: { err: unknown }[] }
      ).value;
      expect(landed.meta.status).toEqual({ Err: landed.meta.err });
      expect(status?.err).toEqual(landed.meta.err);
      return { err: landed.meta.err, error: (await devnet.transaction(signature))?.error };
    };

    // More lamports than the payer holds: the system program's custom error 1.
    const tooMuch = await land(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 2 * LAMPORTS_PER_SOL,
      }),
    );
    expect(tooMuch).toEqual({
      err: { InstructionError: [0, { Custom: 1 }] },
      error: 'InstructionError(0, Custom(1))',
    });

    // Bytes the system program cannot decode as an instruction.
    const garbled = await land(
      new TransactionInstruction({
        programId: SystemProgram.programId,
        keys: [{ pubkey: payer.publicKey, isSigner: true, isWritable: true }],
        data: Buffer.from([0xff, 0xff, 0xff, 0xff]),
      }),
    );
    expect(garbled.err).toEqual({ InstructionError: [0, 'InvalidInstructionData'] });
  });
});

describe('the native mint', () => {
  const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
  const ASSOCIATED_TOKEN_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');
  const NATIVE_MINT = new PublicKey('So11111111111111111111111111111111111111112');

  it('exists, so SOL wraps into an associated token account', async () => {
    const devnet = await createChains().solana('solana:devnet');
    const mint = (await call(devnet, 'getAccountInfo', [
      NATIVE_MINT.toBase58(),
      { encoding: 'base64' },
    ])) as { value: { owner: string; data: [string, string] } | null };
    expect(mint.value?.owner).toBe(TOKEN_PROGRAM.toBase58());
    // Mint layout: decimals at byte 44, is_initialized at 45.
    const mintData = Buffer.from(mint.value?.data[0] ?? '', 'base64');
    expect([mintData[44], mintData[45]]).toEqual([9, 1]);

    const owner = Keypair.generate();
    await devnet.fund(owner.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
    const [wrapped] = PublicKey.findProgramAddressSync(
      [owner.publicKey.toBuffer(), TOKEN_PROGRAM.toBuffer(), NATIVE_MINT.toBuffer()],
      ASSOCIATED_TOKEN_PROGRAM,
    );
    const transaction = new Transaction({
      feePayer: owner.publicKey,
      blockhash: await devnet.latestBlockhash(),
      lastValidBlockHeight: 150,
    }).add(
      new TransactionInstruction({
        programId: ASSOCIATED_TOKEN_PROGRAM,
        keys: [
          { pubkey: owner.publicKey, isSigner: true, isWritable: true },
          { pubkey: wrapped, isSigner: false, isWritable: true },
          { pubkey: owner.publicKey, isSigner: false, isWritable: false },
          { pubkey: NATIVE_MINT, isSigner: false, isWritable: false },
          { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
          { pubkey: TOKEN_PROGRAM, isSigner: false, isWritable: false },
        ],
        data: Buffer.alloc(0),
      }),
      SystemProgram.transfer({
        fromPubkey: owner.publicKey,
        toPubkey: wrapped,
        lamports: 1_000_000,
      }),
      // SyncNative (instruction 17) credits the lamports above to the token balance.
      new TransactionInstruction({
        programId: TOKEN_PROGRAM,
        keys: [{ pubkey: wrapped, isSigner: false, isWritable: true }],
        data: Buffer.from([17]),
      }),
    );
    transaction.sign(owner);
    const signature = await call(devnet, 'sendTransaction', [
      transaction.serialize().toString('base64'),
      { encoding: 'base64' },
    ]);
    expect((await devnet.transaction(String(signature)))?.error).toBeUndefined();
    const account = (await call(devnet, 'getAccountInfo', [
      wrapped.toBase58(),
      { encoding: 'base64' },
    ])) as { value: { data: [string, string] } | null };
    // Token account layout: amount, a u64, at byte 64.
    expect(Buffer.from(account.value?.data[0] ?? '', 'base64').readBigUInt64LE(64)).toBe(
      1_000_000n,
    );
  });
});
