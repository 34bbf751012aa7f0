/**
 * `solana.tx` of a sign_transaction request: the serialized Solana transaction (legacy or v0
 * message, signature slots first, as the signer takes it) decoded into the fields the policy
 * language names. Keys are base58; an account that a v0 message loads from an address lookup
 * table cannot be resolved offline and reads as `ADDRESS_TABLE_LOOKUP`, as on the platform; a
 * program loaded that way makes the transaction unreadable (the platform refuses to sign it).
 * Only top-level instructions are read: System Program `Transfer` for `transfers`; SPL Token and
 * Token-2022 `Transfer` and `TransferChecked`, and Token-2022 `TransferCheckedWithFee`, for
 * `spl_transfers`.
 */
import { bytesToHex } from '@docs/platform-api/bytes';
import { base58 } from '@scure/base';
import { parseHex } from '../../crypto/byte-inputs';
import { CryptoInputError } from '../../crypto/errors';
import { readShortVec } from '../../crypto/solana-transaction';
import { withMissingFieldReasons, type Value } from './expression';

export class SolanaTxError extends Error {}

export const LOOKED_UP = 'ADDRESS_TABLE_LOOKUP';
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
/** The two token programs (named in the pinned client's types, next to `tokenProgram`). */
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const SYSTEM_TRANSFER = 2; // u32 little-endian instruction index, then u64 lamports

/**
 * The token transfers `spl_transfers` lists, by their first data bytes. Accounts: source,
 * destination, owner (plain) or source, mint, destination, owner (checked), then any multisig
 * signers; the amount is a u64 at `amountAt`.
 */
const TOKEN_TRANSFERS = [
  { name: 'Transfer', tag: [3], dataLength: 9, amountAt: 1, checked: false },
  { name: 'TransferChecked', tag: [12], dataLength: 10, amountAt: 1, checked: true },
  // Token-2022's transfer-fee extension (26), TransferCheckedWithFee (1): amount, decimals, fee.
  {
    name: 'TransferCheckedWithFee',
    tag: [26, 1],
    dataLength: 19,
    amountAt: 2,
    checked: true,
    only: TOKEN_2022_PROGRAM,
  },
];

const INSTRUCTION_NOT_FILLED = new Map([
  [
    'address_table_lookups',
    'the sandbox does not fill it per instruction; read solana.tx.address_table_lookups',
  ],
  [
    'parsed_instruction_data',
    'needs an uploaded program interface (IDL), which the sandbox does not support',
  ],
]);

/** A cursor over the message bytes that names what it was reading when the bytes ran out. */
class Reader {
  constructor(
    private readonly bytes: Uint8Array,
    public at: number,
  ) {}

  byte(what: string): number {
    const value = this.bytes[this.at];
    if (value === undefined) throw new SolanaTxError(`it ends inside ${what}`);
    this.at += 1;
    return value;
  }

  take(length: number, what: string): Uint8Array {
    if (this.at + length > this.bytes.length) throw new SolanaTxError(`it ends inside ${what}`);
    const slice = this.bytes.slice(this.at, this.at + length);
    this.at += length;
    return slice;
  }

  length(what: string): number {
    try {
      const [value, next] = readShortVec(this.bytes, this.at);
      this.at = next;
      return value;
    } catch (error) {
      if (error instanceof CryptoInputError) throw new SolanaTxError(`${what}: ${error.message}`);
      throw error;
    }
  }

  bytesList(what: string): number[] {
    return [...this.take(this.length(what), what)];
  }
}

interface Key {
  address: string;
  signer: boolean;
  writable: boolean;
  looked_up: boolean;
}

const u64 = (data: Uint8Array, at: number): bigint =>
  new DataView(data.buffer, data.byteOffset).getBigUint64(at, true);

function accountAt(keys: readonly Key[], index: number | undefined, what: string): Key {
  const key = index === undefined ? undefined : keys[index];
  if (!key)
    throw new SolanaTxError(`${what} names account ${index}, which the message does not have`);
  return key;
}

/** A `Transfer` of the System Program, or undefined for any other instruction. */
function systemTransfer(
  accounts: readonly Key[],
  data: Uint8Array,
  where: string,
): Value | undefined {
  if (
    data.length < 4 ||
    new DataView(data.buffer, data.byteOffset).getUint32(0, true) !== SYSTEM_TRANSFER
  ) {
    return undefined;
  }
  if (data.length !== 12 || accounts.length < 2) {
    throw new SolanaTxError(
      `${where} is a System Program transfer with malformed data or accounts`,
    );
  }
  return {
    from: accounts[0]?.address ?? '',
    to: accounts[1]?.address ?? '',
    amount: u64(data, 4),
  };
}

/** A token transfer of `program`, or undefined for any other token instruction. */
function splTransfer(
  program: string,
  accounts: readonly Key[],
  data: Uint8Array,
  where: string,
): Value | undefined {
  const layout = TOKEN_TRANSFERS.find(
    (candidate) =>
      candidate.tag.every((byte, index) => data[index] === byte) &&
      (candidate.only === undefined || candidate.only === program),
  );
  if (!layout) return undefined;
  const fixedAccounts = layout.checked ? 4 : 3;
  if (data.length !== layout.dataLength || accounts.length < fixedAccounts) {
    throw new SolanaTxError(`${where} is an SPL ${layout.name} with malformed data or accounts`);
  }
  const address = (index: number) => accounts[index]?.address ?? '';
  return {
    from: address(0),
    to: address(layout.checked ? 2 : 1),
    owner: address(layout.checked ? 3 : 2),
    // A plain Transfer does not name the mint: the platform reads it as empty.
    token_mint: layout.checked ? address(1) : '',
    amount: u64(data, layout.amountAt),
    signers: accounts.slice(fixedAccounts).map((key) => key.address),
  };
}

/** Decodes `unsignedTransaction` (hex); throws `SolanaTxError` if it is no Solana transaction. */
export function decodeSolanaTx(unsignedTransaction: string): Record<string, Value> {
  let bytes: Uint8Array;
  try {
    bytes = parseHex(unsignedTransaction, 'unsignedTransaction');
  } catch (error) {
    throw new SolanaTxError((error as Error).message);
  }
  if (bytes.length === 0) throw new SolanaTxError('unsignedTransaction is empty');
  const reader = new Reader(bytes, 0);
  const signatureCount = reader.length('the signature count');
  reader.take(signatureCount * 64, 'the signatures');
  const versioned = (bytes[reader.at] ?? 0) & 0x80;
  if (versioned) {
    const version = reader.byte('the version') & 0x7f;
    if (version !== 0)
      throw new SolanaTxError(`message version ${version} is not decoded (only legacy and v0)`);
  }
  const required = reader.byte('the header');
  const readonlySigned = reader.byte('the header');
  const readonlyUnsigned = reader.byte('the header');
  const keyCount = reader.length('the account keys');
  const keys: Key[] = Array.from({ length: keyCount }, (_, index) => ({
    address: base58.encode(reader.take(32, 'the account keys')),
    signer: index < required,
    writable:
      index < required ? index < required - readonlySigned : index < keyCount - readonlyUnsigned,
    looked_up: false,
  }));
  const recentBlockhash = base58.encode(reader.take(32, 'the recent blockhash'));
  const compiled = Array.from({ length: reader.length('the instructions') }, () => ({
    program: reader.byte('an instruction'),
    accounts: reader.bytesList('an instruction'),
    data: reader.take(reader.length('an instruction'), 'an instruction'),
  }));
  const lookups = versioned
    ? Array.from({ length: reader.length('the address table lookups') }, () => ({
        address_table_key: base58.encode(reader.take(32, 'an address table lookup')),
        writable_indexes: reader.bytesList('an address table lookup'),
        readonly_indexes: reader.bytesList('an address table lookup'),
      }))
    : [];
  if (reader.at !== bytes.length)
    throw new SolanaTxError(`${bytes.length - reader.at} bytes follow the message`);
  // Accounts loaded from the tables follow the static keys: every table's writable ones, then
  // every table's read-only ones.
  for (const writable of [true, false]) {
    for (const lookup of lookups) {
      const count = (writable ? lookup.writable_indexes : lookup.readonly_indexes).length;
      for (let index = 0; index < count; index += 1) {
        keys.push({ address: LOOKED_UP, signer: false, writable, looked_up: true });
      }
    }
  }

  const programKeys: string[] = [];
  const instructions: Value[] = [];
  const transfers: Value[] = [];
  const splTransfers: Value[] = [];
  compiled.forEach((instruction, position) => {
    const where = `instruction ${position}`;
    const program = accountAt(keys, instruction.program, `${where}'s program`);
    if (program.looked_up) {
      throw new SolanaTxError(
        `${where}'s program comes from an address lookup table, which the platform refuses to sign`,
      );
    }
    const accounts = instruction.accounts.map((index) => accountAt(keys, index, where));
    if (!programKeys.includes(program.address)) programKeys.push(program.address);
    instructions.push(
      withMissingFieldReasons(
        {
          program_key: program.address,
          accounts: accounts.map((key) => ({
            account_key: key.address,
            signer: key.signer,
            writable: key.writable,
          })),
          instruction_data_hex: bytesToHex(instruction.data),
        },
        (field) => INSTRUCTION_NOT_FILLED.get(field),
      ),
    );
    if (program.address === SYSTEM_PROGRAM) {
      const transfer = systemTransfer(accounts, instruction.data, where);
      if (transfer) transfers.push(transfer);
    } else if (program.address === TOKEN_PROGRAM || program.address === TOKEN_2022_PROGRAM) {
      const transfer = splTransfer(program.address, accounts, instruction.data, where);
      if (transfer) splTransfers.push(transfer);
    }
  });

  return {
    account_keys: keys.map((key) => key.address),
    program_keys: programKeys,
    instructions,
    transfers,
    spl_transfers: splTransfers,
    recent_blockhash: recentBlockhash,
    address_table_lookups: lookups.map((lookup) => ({
      address_table_key: lookup.address_table_key,
      writable_indexes: lookup.writable_indexes.map(BigInt),
      readonly_indexes: lookup.readonly_indexes.map(BigInt),
    })),
  };
}
