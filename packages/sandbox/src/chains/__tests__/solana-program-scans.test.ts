/**
 * Program scans list what the engine holds, however it got there: an account a v0 transaction
 * reached only through an address lookup table (a table the lookup table program made, at the
 * slot `getSlot` answered) and the asset list's USDC mint, placed at start without a transaction.
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
  type TransactionInstruction,
} from '@solana/web3.js';
import { address } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { noLog } from '../log';
import { SolanaDevnet } from '../solana';
import { solanaRpc } from '../solana-rpc';
import { sandboxSolanaTokens } from '../solana-tokens';
import { TOKEN_PROGRAM } from '../spl-token';

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

async function call<T>(devnet: SolanaDevnet, method: string, params: unknown[]): Promise<T> {
  const answer = (await solanaRpc(devnet, { jsonrpc: '2.0', id: 1, method, params })) as {
    result?: T;
    error?: { message: string };
  };
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result as T;
}

async function send(
  devnet: SolanaDevnet,
  payer: Keypair,
  instructions: TransactionInstruction[],
  tables: AddressLookupTableAccount[] = [],
): Promise<string> {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: await devnet.latestBlockhash(),
    instructions,
  }).compileToV0Message(tables);
  const transaction = new VersionedTransaction(message);
  transaction.sign([payer]);
  return devnet.sendTransaction(transaction.serialize());
}

describe('program scans of a Solana devnet', () => {
  it('find an account reached only through a lookup table the program created', async () => {
    const devnet = await SolanaDevnet.start(DEVNET, noLog, Date.now);
    const payer = Keypair.generate();
    await devnet.fund(payer.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
    const hidden = Keypair.generate().publicKey;
    // Slots move on as transactions land; the table's slot is one the devnet reached since.
    const [first] = AddressLookupTableProgram.createLookupTable({
      authority: payer.publicKey,
      payer: payer.publicKey,
      recentSlot: await call<number>(devnet, 'getSlot', []),
    });
    await send(devnet, payer, [first]);

    const recentSlot = await call<number>(devnet, 'getSlot', []);
    const [create, table] = AddressLookupTableProgram.createLookupTable({
      authority: payer.publicKey,
      payer: payer.publicKey,
      recentSlot,
    });
    const extend = AddressLookupTableProgram.extendLookupTable({
      lookupTable: table,
      authority: payer.publicKey,
      payer: payer.publicKey,
      addresses: [hidden],
    });
    const created = await devnet.transaction(await send(devnet, payer, [create, extend]));
    expect(created?.error).toBeUndefined();
    const tableAccount = devnet.svm.getAccount(address(table.toBase58()));
    expect(tableAccount.exists).toBe(true);
    if (!tableAccount.exists) return;
    const lookup = new AddressLookupTableAccount({
      key: table,
      state: AddressLookupTableAccount.deserialize(tableAccount.data),
    });
    expect(lookup.state.addresses.map((key) => key.toBase58())).toEqual([hidden.toBase58()]);

    // A table's addresses are usable from the slot after it was extended.
    await devnet.fund(Keypair.generate().publicKey.toBase58(), 1_000_000n);
    await send(
      devnet,
      payer,
      [
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: hidden,
          lamports: LAMPORTS_PER_SOL / 10,
        }),
      ],
      [lookup],
    );
    expect(await devnet.balance(hidden.toBase58())).toBe(BigInt(LAMPORTS_PER_SOL / 10));
    const found = await call<{ pubkey: string }[]>(devnet, 'getProgramAccounts', [
      SystemProgram.programId.toBase58(),
      { filters: [{ dataSize: 0 }] },
    ]);
    expect(found.map((entry) => entry.pubkey)).toContain(hidden.toBase58());
  });

  it('refuses a lookup table whose recent slot the devnet never had', async () => {
    const devnet = await SolanaDevnet.start(DEVNET, noLog, Date.now);
    const payer = Keypair.generate();
    await devnet.fund(payer.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
    const [create] = AddressLookupTableProgram.createLookupTable({
      authority: payer.publicKey,
      payer: payer.publicKey,
      recentSlot: 1_000_000,
    });
    const signature = await send(devnet, payer, [create]);
    const view = await devnet.transaction(signature);
    expect(view?.error).toBeDefined();
    expect(view?.logs.join('\n')).toMatch(/is not a recent slot/);
  });

  it('find the USDC mint placed at start, before any transaction', async () => {
    const devnet = await SolanaDevnet.start(DEVNET, noLog, Date.now);
    const [usdc] = sandboxSolanaTokens(DEVNET);
    const mints = await call<{ pubkey: string }[]>(devnet, 'getProgramAccounts', [
      TOKEN_PROGRAM,
      { filters: [{ dataSize: 82 }] },
    ]);
    expect(usdc).toBeDefined();
    expect(mints.map((entry) => entry.pubkey)).toContain(usdc?.address);
    expect(mints.map((entry) => entry.pubkey)).toContain(
      new PublicKey('So11111111111111111111111111111111111111112').toBase58(),
    );
  });
});
