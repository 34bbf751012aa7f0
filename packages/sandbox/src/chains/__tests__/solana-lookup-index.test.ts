/**
 * An account a v0 transaction loads only through an address lookup table is still found by a
 * program scan: the devnet indexes the addresses the table resolved to. The table is placed in
 * the engine directly, since the devnet's SlotHashes sysvar does not follow its slots, so the
 * lookup table program refuses to create one.
 */
import {
  AddressLookupTableAccount,
  AddressLookupTableProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { address, lamports } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { noLog } from '../log';
import { SolanaDevnet } from '../solana';
import { solanaRpc } from '../solana-rpc';

/** A lookup table's bytes: active, extended in slot 0, holding `addresses`. */
function lookupTableData(authority: PublicKey, addresses: PublicKey[]): Uint8Array {
  const data = Buffer.alloc(56 + addresses.length * 32);
  data.writeUInt32LE(1, 0);
  data.writeBigUInt64LE(2n ** 64n - 1n, 4);
  data.writeUInt8(1, 21);
  authority.toBuffer().copy(data, 22);
  addresses.forEach((key, index) => key.toBuffer().copy(data, 56 + index * 32));
  return data;
}

describe('the address index of a Solana devnet', () => {
  it('holds an account reached only through a lookup table', async () => {
    const devnet = await SolanaDevnet.start('solana:devnet', noLog, Date.now);
    const payer = Keypair.generate();
    await devnet.fund(payer.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
    const hidden = Keypair.generate().publicKey;
    const table = Keypair.generate().publicKey;
    const data = lookupTableData(payer.publicKey, [hidden]);
    devnet.svm.setAccount({
      address: address(table.toBase58()),
      lamports: lamports(devnet.svm.minimumBalanceForRentExemption(BigInt(data.length))),
      data,
      programAddress: address(AddressLookupTableProgram.programId.toBase58()),
      executable: false,
      space: BigInt(data.length),
    });
    const lookup = new AddressLookupTableAccount({
      key: table,
      state: AddressLookupTableAccount.deserialize(data),
    });
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: await devnet.latestBlockhash(),
      instructions: [
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: hidden,
          lamports: LAMPORTS_PER_SOL / 10,
        }),
      ],
    }).compileToV0Message([lookup]);
    expect(message.staticAccountKeys.map((key) => key.toBase58())).not.toContain(hidden.toBase58());
    const transaction = new VersionedTransaction(message);
    transaction.sign([payer]);
    await devnet.sendTransaction(transaction.serialize());
    expect(await devnet.balance(hidden.toBase58())).toBe(BigInt(LAMPORTS_PER_SOL / 10));
    const found = (await solanaRpc(devnet, {
      jsonrpc: '2.0',
      id: 1,
      method: 'getProgramAccounts',
      params: [SystemProgram.programId.toBase58(), { filters: [{ dataSize: 0 }] }],
    })) as { result: { pubkey: string }[] };
    expect(found.result.map((entry) => entry.pubkey)).toContain(hidden.toBase58());
  });
});
