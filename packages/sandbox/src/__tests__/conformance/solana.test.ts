/**
 * `@turnkey/solana`'s TurnkeySigner over `@turnkey/http`, unmodified: a Solana account from a
 * new wallet signs a transfer through sign_transaction and through sign_raw_payload
 * (addSignature); `@solana/web3.js` verifies both signatures.
 */
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { TurnkeySigner } from '@turnkey/solana';
import { describe, expect, it } from 'vitest';
import { SOLANA_ACCOUNT, createWalletIn, newOrganization, useSandbox } from './support';

const harness = useSandbox();

async function solanaAccount() {
  const account = await newOrganization(harness);
  const { address } = await createWalletIn(account, 'Solana', [SOLANA_ACCOUNT]);
  // @turnkey/solana declares its client with its own copy of @turnkey/http's types.
  type SolanaClient = ConstructorParameters<typeof TurnkeySigner>[0]['client'];
  const signer = new TurnkeySigner({
    organizationId: account.organizationId,
    client: account.client as unknown as SolanaClient,
  });
  return { address, signer };
}

function transfer(from: PublicKey) {
  const transaction = new Transaction({
    feePayer: from,
    // Any 32 bytes in base58 serve as a blockhash: nothing is sent to a network.
    recentBlockhash: new PublicKey(new Uint8Array(32).fill(7)).toBase58(),
  });
  transaction.add(
    SystemProgram.transfer({
      fromPubkey: from,
      toPubkey: new PublicKey(new Uint8Array(32).fill(9)),
      lamports: 5000,
    }),
  );
  return transaction;
}

describe('@turnkey/solana TurnkeySigner', () => {
  it('signs a transfer with sign_transaction; web3.js verifies the signature', async () => {
    const { address, signer } = await solanaAccount();
    const from = new PublicKey(address);
    const signed = (await signer.signTransaction(transfer(from), address)) as Transaction;
    expect(signed.signatures[0]?.publicKey.toBase58()).toBe(address);
    expect(signed.verifySignatures()).toBe(true);
  });

  it('adds a signature through sign_raw_payload; web3.js verifies it', async () => {
    const { address, signer } = await solanaAccount();
    const transaction = transfer(new PublicKey(address));
    await signer.addSignature(transaction, address);
    expect(transaction.verifySignatures()).toBe(true);
  });
});
