/**
 * The SPL Token layouts the sandbox writes and reads, checked against the token program itself:
 * a mint it packs must equal the bytes `InitializeMint2` writes in litesvm, and a token account
 * the program initializes must parse to its mint, owner and amount.
 */
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import { address as toAddress, lamports } from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { describe, expect, it } from 'vitest';
import {
  MINT_SIZE,
  MINT_TO_CHECKED,
  TOKEN_ACCOUNT_SIZE,
  TOKEN_PROGRAM,
  checkedAmountData,
  packMint,
  parseMint,
  parseTokenAccount,
} from '../spl-token';
import { decodeWire } from '../solana-wire';

const TOKEN = new PublicKey(TOKEN_PROGRAM);

function run(svm: LiteSVM, payer: Keypair, signers: Keypair[], ...ix: TransactionInstruction[]) {
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: svm.latestBlockhash() });
  tx.add(...ix).sign(payer, ...signers);
  const outcome = svm.sendTransaction(decodeWire(new Uint8Array(tx.serialize())));
  if (outcome instanceof FailedTransactionMetadata) throw new Error(outcome.toString());
  svm.expireBlockhash();
}

/** An SVM with a funded payer. */
function fundedSvm() {
  const svm = new LiteSVM();
  const payer = Keypair.generate();
  svm.airdrop(toAddress(payer.publicKey.toBase58()), lamports(10_000_000_000n));
  return { svm, payer };
}

function accountData(svm: LiteSVM, key: PublicKey): Uint8Array {
  const account = svm.getAccount(toAddress(key.toBase58()));
  if (!account.exists) throw new Error(`no account ${key.toBase58()}`);
  return new Uint8Array(account.data);
}

/** Creates `mint` and initializes it with the token program's InitializeMint2 (index 20). */
function initializeMint(
  svm: LiteSVM,
  payer: Keypair,
  mint: Keypair,
  authority: PublicKey,
  decimals: number,
  freeze?: PublicKey,
) {
  const data = Buffer.concat([
    Buffer.from([20, decimals]),
    authority.toBuffer(),
    freeze ? Buffer.concat([Buffer.from([1]), freeze.toBuffer()]) : Buffer.from([0]),
  ]);
  run(
    svm,
    payer,
    [mint],
    SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: mint.publicKey,
      lamports: Number(svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE))),
      space: MINT_SIZE,
      programId: TOKEN,
    }),
    new TransactionInstruction({
      programId: TOKEN,
      keys: [{ pubkey: mint.publicKey, isSigner: false, isWritable: true }],
      data,
    }),
  );
}

describe('the SPL Token mint layout', () => {
  it('packs the bytes InitializeMint2 writes, with and without a freeze authority', () => {
    const { svm, payer } = fundedSvm();
    const authority = Keypair.generate().publicKey;
    const freeze = Keypair.generate().publicKey;
    const plain = Keypair.generate();
    const frozen = Keypair.generate();
    initializeMint(svm, payer, plain, authority, 6);
    initializeMint(svm, payer, frozen, authority, 9, freeze);
    const mintAuthority = toAddress(authority.toBase58());
    expect(packMint({ mintAuthority, supply: 0n, decimals: 6 })).toEqual(
      accountData(svm, plain.publicKey),
    );
    const withFreeze = {
      mintAuthority,
      supply: 0n,
      decimals: 9,
      freezeAuthority: toAddress(freeze.toBase58()),
    };
    expect(packMint(withFreeze)).toEqual(accountData(svm, frozen.publicKey));
    expect(parseMint(accountData(svm, frozen.publicKey))).toEqual(withFreeze);
    expect(parseMint(packMint({ supply: 5n, decimals: 0 }))).toEqual({ supply: 5n, decimals: 0 });
  });

  it('is a mint the token program mints from: supply and token account move', () => {
    const { svm, payer } = fundedSvm();
    const mint = Keypair.generate();
    const authority = Keypair.generate();
    const holder = Keypair.generate().publicKey;
    const account = Keypair.generate();
    // The mint is written directly, as the devnet's genesis does, then used by the real program.
    svm.setAccount({
      address: toAddress(mint.publicKey.toBase58()),
      lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE))),
      data: packMint({
        mintAuthority: toAddress(authority.publicKey.toBase58()),
        supply: 0n,
        decimals: 6,
      }),
      programAddress: TOKEN_PROGRAM,
      executable: false,
      space: BigInt(MINT_SIZE),
    });
    run(
      svm,
      payer,
      [account, authority],
      SystemProgram.createAccount({
        fromPubkey: payer.publicKey,
        newAccountPubkey: account.publicKey,
        lamports: Number(svm.minimumBalanceForRentExemption(BigInt(TOKEN_ACCOUNT_SIZE))),
        space: TOKEN_ACCOUNT_SIZE,
        programId: TOKEN,
      }),
      // InitializeAccount3 (index 18): the account, its mint; the owner in the data.
      new TransactionInstruction({
        programId: TOKEN,
        keys: [
          { pubkey: account.publicKey, isSigner: false, isWritable: true },
          { pubkey: mint.publicKey, isSigner: false, isWritable: false },
        ],
        data: Buffer.concat([Buffer.from([18]), holder.toBuffer()]),
      }),
      new TransactionInstruction({
        programId: TOKEN,
        keys: [
          { pubkey: mint.publicKey, isSigner: false, isWritable: true },
          { pubkey: account.publicKey, isSigner: false, isWritable: true },
          { pubkey: authority.publicKey, isSigner: true, isWritable: false },
        ],
        data: Buffer.from(checkedAmountData(MINT_TO_CHECKED, 1_234_567n, 6)),
      }),
    );
    expect(parseTokenAccount(accountData(svm, account.publicKey))).toEqual({
      mint: mint.publicKey.toBase58(),
      owner: holder.toBase58(),
      amount: 1_234_567n,
    });
    expect(parseMint(accountData(svm, mint.publicKey))?.supply).toBe(1_234_567n);
  });
});

describe('token account parsing', () => {
  it('refuses data of another size or an uninitialized account', () => {
    const data = new Uint8Array(TOKEN_ACCOUNT_SIZE);
    expect(parseTokenAccount(data)).toBeUndefined();
    data[108] = 1;
    data.fill(7, 64, 72);
    expect(parseTokenAccount(data)?.amount).toBe(0x0707070707070707n);
    expect(parseTokenAccount(data.subarray(0, 164))).toBeUndefined();
    expect(parseTokenAccount(new Uint8Array(MINT_SIZE))).toBeUndefined();
    expect(parseMint(new Uint8Array(MINT_SIZE))).toBeUndefined();
  });
});
