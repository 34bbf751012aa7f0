/**
 * The byte layouts of the SPL Token program (not Token-2022) that the sandbox writes and reads
 * itself: a mint (82 bytes) put into the devnet's genesis state, and a token account (165 bytes)
 * read for balances. Optional keys are a 4-byte little-endian tag (1 = present) and 32 bytes.
 */
import {
  address as toAddress,
  getAddressDecoder,
  getAddressEncoder,
  type Address,
  type ReadonlyUint8Array,
} from '@solana/kit';
import * as PROGRAM_IDS from './solana-program-ids';

export const TOKEN_PROGRAM = toAddress(PROGRAM_IDS.TOKEN_PROGRAM);
export const ASSOCIATED_TOKEN_PROGRAM = toAddress(PROGRAM_IDS.ASSOCIATED_TOKEN_PROGRAM);

export const MINT_SIZE = 82;
export const TOKEN_ACCOUNT_SIZE = 165;

/** Instruction indexes of the token program, and of the associated token account program. */
export const MINT_TO_CHECKED = 14;
export const TRANSFER_CHECKED = 12;
export const CREATE_ASSOCIATED_IDEMPOTENT = 1;

export interface MintState {
  mintAuthority?: Address;
  supply: bigint;
  decimals: number;
  freezeAuthority?: Address;
}

function putOptionalKey(bytes: Uint8Array, offset: number, key: Address | undefined): void {
  if (key === undefined) return;
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(offset, 1, true);
  bytes.set(getAddressEncoder().encode(key), offset + 4);
}

function optionalKey(bytes: ReadonlyUint8Array, offset: number): Address | undefined {
  const tag = new DataView(bytes.buffer, bytes.byteOffset).getUint32(offset, true);
  return tag === 1
    ? getAddressDecoder().decode(bytes.subarray(offset + 4, offset + 36))
    : undefined;
}

/** An initialized mint's account data. */
export function packMint(mint: MintState): Uint8Array {
  const bytes = new Uint8Array(MINT_SIZE);
  putOptionalKey(bytes, 0, mint.mintAuthority);
  new DataView(bytes.buffer).setBigUint64(36, mint.supply, true);
  bytes[44] = mint.decimals;
  bytes[45] = 1;
  putOptionalKey(bytes, 46, mint.freezeAuthority);
  return bytes;
}

/** A mint's state from its account data, or undefined when the data is not an initialized mint. */
export function parseMint(data: ReadonlyUint8Array): MintState | undefined {
  if (data.length !== MINT_SIZE || data[45] !== 1) return undefined;
  const mintAuthority = optionalKey(data, 0);
  const freezeAuthority = optionalKey(data, 46);
  return {
    ...(mintAuthority ? { mintAuthority } : {}),
    supply: new DataView(data.buffer, data.byteOffset).getBigUint64(36, true),
    decimals: data[44] ?? 0,
    ...(freezeAuthority ? { freezeAuthority } : {}),
  };
}

export interface TokenAccountState {
  mint: Address;
  owner: Address;
  amount: bigint;
}

/**
 * A token account's mint (bytes 0–31), owner (32–63) and amount (64–71), or undefined when the
 * data is not an initialized token account (state byte 108 is 0; a mint or multisig has another size).
 */
export function parseTokenAccount(data: ReadonlyUint8Array): TokenAccountState | undefined {
  if (data.length !== TOKEN_ACCOUNT_SIZE || data[108] === 0) return undefined;
  const decoder = getAddressDecoder();
  return {
    mint: decoder.decode(data.subarray(0, 32)),
    owner: decoder.decode(data.subarray(32, 64)),
    amount: new DataView(data.buffer, data.byteOffset).getBigUint64(64, true),
  };
}

/** Data of an instruction that names an amount and the mint's decimals (MintToChecked, TransferChecked). */
export function checkedAmountData(index: number, amount: bigint, decimals: number): Uint8Array {
  const data = new Uint8Array(10);
  data[0] = index;
  new DataView(data.buffer).setBigUint64(1, amount, true);
  data[9] = decimals;
  return data;
}
