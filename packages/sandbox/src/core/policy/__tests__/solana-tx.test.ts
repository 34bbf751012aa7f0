/**
 * `solana.tx` decoded from transactions `@solana/web3.js` serializes (legacy and v0, with an
 * address lookup table), the token instructions built from their published byte layouts, and
 * hand-made bytes for what web3.js will not produce.
 */
import { bytesToHex } from '@docs/platform-api/bytes';
import {
  AddressLookupTableAccount,
  MessageV0,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { evaluateBool, parseExpression } from '../expression';
import { decodeSolanaTx } from '../solana-tx';

const key = (fill: number) => new PublicKey(new Uint8Array(32).fill(fill));
const PAYER = key(1);
const RECIPIENT = key(2);
const SOURCE = key(3);
const DESTINATION = key(4);
const MINT = key(5);
const COSIGNER = key(6);
const BLOCKHASH = key(7).toBase58();
const TOKEN = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const TOKEN_2022 = new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');

function u64(value: bigint): number[] {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return [...bytes];
}

/** SPL Token `Transfer` (tag 3): source, destination, owner, then multisig signers. */
function splTransfer(amount: bigint, signers: PublicKey[] = []) {
  return new TransactionInstruction({
    programId: TOKEN,
    keys: [
      { pubkey: SOURCE, isSigner: false, isWritable: true },
      { pubkey: DESTINATION, isSigner: false, isWritable: true },
      { pubkey: PAYER, isSigner: signers.length === 0, isWritable: false },
      ...signers.map((pubkey) => ({ pubkey, isSigner: true, isWritable: false })),
    ],
    data: Buffer.from([3, ...u64(amount)]),
  });
}

/** Token-2022 `TransferChecked` (tag 12): source, mint, destination, owner; amount, decimals. */
function splTransferChecked(amount: bigint) {
  return new TransactionInstruction({
    programId: TOKEN_2022,
    keys: [
      { pubkey: SOURCE, isSigner: false, isWritable: true },
      { pubkey: MINT, isSigner: false, isWritable: false },
      { pubkey: DESTINATION, isSigner: false, isWritable: true },
      { pubkey: PAYER, isSigner: true, isWritable: false },
    ],
    data: Buffer.from([12, ...u64(amount), 6]),
  });
}

/**
 * Token-2022 `TransferCheckedWithFee` (extension 26, instruction 1): the accounts of
 * TransferChecked; amount, decimals, fee. `program` lets a test send it to the classic program.
 */
function splTransferCheckedWithFee(amount: bigint, fee: bigint, program = TOKEN_2022) {
  const { keys } = splTransferChecked(0n);
  return new TransactionInstruction({
    programId: program,
    keys,
    data: Buffer.from([26, 1, ...u64(amount), 6, ...u64(fee)]),
  });
}

function legacyHex(...instructions: TransactionInstruction[]): string {
  const transaction = new Transaction({ feePayer: PAYER, recentBlockhash: BLOCKHASH });
  transaction.add(...instructions);
  return transaction.serialize({ requireAllSignatures: false }).toString('hex');
}

describe('solana.tx', () => {
  it('reads a legacy transfer: keys, programs, instructions and the lamports', () => {
    const tx = decodeSolanaTx(
      legacyHex(
        SystemProgram.transfer({ fromPubkey: PAYER, toPubkey: RECIPIENT, lamports: 5000n }),
      ),
    );
    expect(tx).toEqual({
      account_keys: [PAYER.toBase58(), RECIPIENT.toBase58(), SystemProgram.programId.toBase58()],
      program_keys: ['11111111111111111111111111111111'],
      instructions: [
        {
          program_key: '11111111111111111111111111111111',
          accounts: [
            { account_key: PAYER.toBase58(), signer: true, writable: true },
            { account_key: RECIPIENT.toBase58(), signer: false, writable: true },
          ],
          instruction_data_hex: `02000000${bytesToHex(Uint8Array.from(u64(5000n)))}`,
        },
      ],
      transfers: [{ from: PAYER.toBase58(), to: RECIPIENT.toBase58(), amount: 5000n }],
      spl_transfers: [],
      recent_blockhash: BLOCKHASH,
      address_table_lookups: [],
    });
  });

  it('reads SPL Transfer (no mint, multisig signers), TransferChecked and TransferCheckedWithFee', () => {
    const tx = decodeSolanaTx(
      legacyHex(
        splTransfer(10n ** 18n, [COSIGNER]),
        splTransferChecked(42n),
        splTransferCheckedWithFee(1000n, 3n),
        // The classic program has no transfer-fee extension: not a transfer.
        splTransferCheckedWithFee(7n, 1n, TOKEN),
      ),
    );
    expect(tx.transfers).toEqual([]);
    expect(tx.spl_transfers).toEqual([
      {
        from: SOURCE.toBase58(),
        to: DESTINATION.toBase58(),
        owner: PAYER.toBase58(),
        token_mint: '',
        amount: 10n ** 18n,
        signers: [COSIGNER.toBase58()],
      },
      {
        from: SOURCE.toBase58(),
        to: DESTINATION.toBase58(),
        owner: PAYER.toBase58(),
        token_mint: MINT.toBase58(),
        amount: 42n,
        signers: [],
      },
      {
        from: SOURCE.toBase58(),
        to: DESTINATION.toBase58(),
        owner: PAYER.toBase58(),
        token_mint: MINT.toBase58(),
        amount: 1000n,
        signers: [],
      },
    ]);
    expect(tx.instructions).toHaveLength(4);
    expect(tx.program_keys).toEqual([TOKEN.toBase58(), TOKEN_2022.toBase58()]);
  });

  it('reads a v0 message: accounts from a lookup table read as ADDRESS_TABLE_LOOKUP', () => {
    const table = new AddressLookupTableAccount({
      key: key(8),
      state: {
        deactivationSlot: 2n ** 64n - 1n,
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 0,
        addresses: [key(9), RECIPIENT],
      },
    });
    const message = MessageV0.compile({
      payerKey: PAYER,
      recentBlockhash: BLOCKHASH,
      instructions: [
        SystemProgram.transfer({ fromPubkey: PAYER, toPubkey: RECIPIENT, lamports: 7n }),
      ],
      addressLookupTableAccounts: [table],
    });
    const tx = decodeSolanaTx(bytesToHex(new VersionedTransaction(message).serialize()));
    expect(tx.account_keys).toEqual([
      PAYER.toBase58(),
      SystemProgram.programId.toBase58(),
      'ADDRESS_TABLE_LOOKUP',
    ]);
    expect(tx.transfers).toEqual([
      { from: PAYER.toBase58(), to: 'ADDRESS_TABLE_LOOKUP', amount: 7n },
    ]);
    expect(tx.address_table_lookups).toEqual([
      { address_table_key: key(8).toBase58(), writable_indexes: [1n], readonly_indexes: [] },
    ]);
    const deny = parseExpression(
      "solana.tx.transfers.any(t, t.to == 'ADDRESS_TABLE_LOOKUP') && solana.tx.address_table_lookups.count() == 1",
    );
    expect(evaluateBool(deny, { solana: { tx } }, 'condition')).toBe(true);
  });

  it('evaluates the docs’ conditions, including transfers.count without parentheses', () => {
    const tx = decodeSolanaTx(
      legacyHex(
        SystemProgram.transfer({ fromPubkey: PAYER, toPubkey: RECIPIENT, lamports: 1n }),
        splTransfer(5n),
      ),
    );
    const scope = { solana: { tx } };
    const holds = (text: string) => evaluateBool(parseExpression(text), scope, 'condition');
    expect(
      holds(
        `solana.tx.transfers.count == 1 && solana.tx.transfers[0].to == '${RECIPIENT.toBase58()}'`,
      ),
    ).toBe(true);
    expect(holds("solana.tx.program_keys.all(p, p == '11111111111111111111111111111111')")).toBe(
      false,
    );
    expect(
      holds(`solana.tx.instructions[1].accounts[0].account_key == '${SOURCE.toBase58()}'`),
    ).toBe(true);
    expect(holds('solana.tx.instructions.count() == solana.tx.spl_transfers.count()')).toBe(false);
    expect(() =>
      holds("solana.tx.instructions[0].parsed_instruction_data.instruction_name == 'x'"),
    ).toThrow(/parsed_instruction_data: needs an uploaded program interface/);
  });

  it('names what is wrong with bytes that are not a Solana transaction', () => {
    expect(() => decodeSolanaTx('0xzz')).toThrow(/not hexadecimal/);
    expect(() => decodeSolanaTx('')).toThrow(/empty/);
    const good = legacyHex(
      SystemProgram.transfer({ fromPubkey: PAYER, toPubkey: RECIPIENT, lamports: 1n }),
    );
    expect(() => decodeSolanaTx(good.slice(0, 200))).toThrow(/ends inside the account keys/);
    expect(() => decodeSolanaTx(`${good}00`)).toThrow(/1 bytes follow the message/);
    // One signature slot, then a message whose version byte says 1.
    expect(() => decodeSolanaTx(`01${'00'.repeat(64)}81`)).toThrow(
      /message version 1 is not decoded/,
    );
  });

  it('refuses a program loaded from a lookup table, as the platform does', () => {
    const bytes = [
      1,
      ...new Array<number>(64).fill(0), // one empty signature slot
      0x80,
      1,
      0,
      0, // v0, header
      1,
      ...key(1).toBytes(), // one static key
      ...key(7).toBytes(), // blockhash
      1,
      1,
      0,
      0, // one instruction: program index 1 (the looked-up account), no accounts, no data
      1,
      ...key(8).toBytes(),
      1,
      0,
      0, // one lookup: writable index 0, no read-only
    ];
    expect(() => decodeSolanaTx(bytesToHex(Uint8Array.from(bytes)))).toThrow(
      /instruction 0's program comes from an address lookup table/,
    );
  });

  it('refuses a malformed System Program transfer rather than guess its amount', () => {
    const short = new TransactionInstruction({
      programId: SystemProgram.programId,
      keys: [{ pubkey: PAYER, isSigner: true, isWritable: true }],
      data: Buffer.from([2, 0, 0, 0, 1]),
    });
    expect(() => decodeSolanaTx(legacyHex(short))).toThrow(
      /instruction 0 is a System Program transfer with malformed/,
    );
  });
});
