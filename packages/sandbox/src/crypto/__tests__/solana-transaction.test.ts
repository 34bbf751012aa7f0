import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { deriveKey, mnemonicToSeed, signSolanaTransaction } from '..';
import { ABANDON_ABOUT, hex, toHexString } from './fixtures';

const seed = await mnemonicToSeed(ABANDON_ABOUT);
const key = deriveKey(seed, 'CURVE_ED25519', "m/44'/501'/0'/0'");
const other = deriveKey(seed, 'CURVE_ED25519', "m/44'/501'/1'/0'");
const payer = Keypair.fromSeed(key.privateKey);
const cosigner = Keypair.fromSeed(other.privateKey);
const recipient = new PublicKey('11111111111111111111111111111112');
const blockhash = 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k';

const transfer = (from: PublicKey, lamports: number) =>
  SystemProgram.transfer({ fromPubkey: from, toPubkey: recipient, lamports });

/** What @turnkey/solana sends: the transaction serialized without requiring signatures. */
const unsigned = (tx: Transaction) =>
  toHexString(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));

describe('signSolanaTransaction', () => {
  it('signs a legacy transaction exactly as @solana/web3.js would, and it verifies', () => {
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
      transfer(payer.publicKey, 5000),
    );
    const signed = Transaction.from(hex(signSolanaTransaction(key.privateKey, unsigned(tx))));
    expect(signed.verifySignatures()).toBe(true);
    tx.sign(payer);
    expect(toHexString(signed.serialize())).toBe(toHexString(tx.serialize()));
  });

  it('fills only its own slot when another key also has to sign', () => {
    const tx = new Transaction({ feePayer: cosigner.publicKey, recentBlockhash: blockhash }).add(
      transfer(payer.publicKey, 1),
    );
    const signed = Transaction.from(hex(signSolanaTransaction(key.privateKey, unsigned(tx))));
    expect(signed.signatures.map((entry) => entry.publicKey.toBase58())).toEqual([
      cosigner.publicKey.toBase58(),
      payer.publicKey.toBase58(),
    ]);
    expect(signed.signatures[0]?.signature).toBeNull();
    expect(signed.verifySignatures(false)).toBe(true);
    signed.partialSign(cosigner);
    expect(signed.verifySignatures()).toBe(true);
  });

  it('signs a v0 versioned transaction as @solana/web3.js would', () => {
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [transfer(payer.publicKey, 42)],
    }).compileToV0Message();
    const tx = new VersionedTransaction(message);
    const signed = signSolanaTransaction(key.privateKey, toHexString(tx.serialize()));
    tx.sign([payer]);
    expect(signed).toBe(toHexString(tx.serialize()));
    expect(VersionedTransaction.deserialize(hex(signed)).signatures[0]).toEqual(tx.signatures[0]);
  });

  it('refuses a key that is not a signer, and bytes that are not a transaction', () => {
    const tx = new Transaction({ feePayer: cosigner.publicKey, recentBlockhash: blockhash }).add(
      transfer(cosigner.publicKey, 1),
    );
    expect(() => signSolanaTransaction(key.privateKey, unsigned(tx))).toThrow(
      "The signing key is not one of the transaction's required signers",
    );
    expect(() => signSolanaTransaction(key.privateKey, '01')).toThrow(
      'unsignedTransaction is not a Solana transaction: it ends before its message',
    );
    expect(() => signSolanaTransaction(key.privateKey, unsigned(tx).slice(0, 300))).toThrow(
      'unsignedTransaction is not a Solana transaction: it ends inside its account keys',
    );
    expect(() => signSolanaTransaction(key.privateKey, 'ffffffff')).toThrow(
      'a length is longer than three bytes',
    );
    expect(() => signSolanaTransaction(key.privateKey, 'xyz')).toThrow('not hexadecimal');
  });
});
