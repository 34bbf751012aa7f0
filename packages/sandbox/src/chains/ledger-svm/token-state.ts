/**
 * The SPL Token program's account layouts (Token-2022 shares them for accounts without
 * extensions): a mint (82 bytes), a token account (165) and a multisig (355), packed and parsed
 * field by field as the program's `Pack` implementations lay them out.
 */
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';

export const MINT_LENGTH = 82;
export const ACCOUNT_LENGTH = 165;
export const MULTISIG_LENGTH = 355;
export const MAX_SIGNERS = 11;

export interface MintState {
  mintAuthority: string | undefined;
  supply: bigint;
  decimals: number;
  isInitialized: boolean;
  freezeAuthority: string | undefined;
}

/** 0 uninitialized, 1 initialized, 2 frozen. */
export type AccountStateKind = 0 | 1 | 2;

export interface TokenAccountState {
  mint: string;
  owner: string;
  amount: bigint;
  delegate: string | undefined;
  state: AccountStateKind;
  /** The rent-exempt reserve of a wrapped-SOL account; undefined for other mints. */
  isNative: bigint | undefined;
  delegatedAmount: bigint;
  closeAuthority: string | undefined;
}

export interface MultisigState {
  m: number;
  n: number;
  isInitialized: boolean;
  signers: string[];
}

const toBase58 = getBase58Decoder();
const fromBase58 = getBase58Encoder();
export const keyBytes = (key: string): Uint8Array => new Uint8Array(fromBase58.encode(key));
export const keyText = (bytes: Uint8Array): string => toBase58.decode(bytes);

class Writer {
  readonly bytes: Uint8Array;
  private readonly view: DataView;
  private at = 0;
  constructor(length: number) {
    this.bytes = new Uint8Array(length);
    this.view = new DataView(this.bytes.buffer);
  }
  u8(value: number) {
    this.bytes[this.at] = value;
    this.at += 1;
  }
  u64(value: bigint) {
    this.view.setBigUint64(this.at, value, true);
    this.at += 8;
  }
  key(value: string) {
    this.bytes.set(keyBytes(value), this.at);
    this.at += 32;
  }
  /** A `COption<Pubkey>`; for `None`, the key bytes of `stale` (what was there) stay. */
  optionKey(value: string | undefined, stale?: Uint8Array) {
    this.view.setUint32(this.at, value === undefined ? 0 : 1, true);
    this.at += 4;
    if (value !== undefined) this.bytes.set(keyBytes(value), this.at);
    else if (stale && stale.length >= this.at + 32) {
      this.bytes.set(stale.subarray(this.at, this.at + 32), this.at);
    }
    this.at += 32;
  }
  optionU64(value: bigint | undefined) {
    this.view.setUint32(this.at, value === undefined ? 0 : 1, true);
    this.at += 4;
    if (value !== undefined) this.view.setBigUint64(this.at, value, true);
    this.at += 8;
  }
}

/** Reads the layouts' fields in order; an option tag other than 0 or 1 reads as not `ok`. */
class Reader {
  private readonly view: DataView;
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  u8() {
    return this.bytes[this.at++] ?? 0;
  }
  u64() {
    const value = this.view.getBigUint64(this.at, true);
    this.at += 8;
    return value;
  }
  key() {
    const value = keyText(this.bytes.slice(this.at, this.at + 32));
    this.at += 32;
    return value;
  }
  optionTag(): boolean | undefined {
    const tag = this.view.getUint32(this.at, true);
    this.at += 4;
    return tag === 0 ? false : tag === 1 ? true : undefined;
  }
  optionKey(): { ok: boolean; value?: string } {
    const tag = this.optionTag();
    const value = this.key();
    if (tag === undefined) return { ok: false };
    return tag ? { ok: true, value } : { ok: true };
  }
  optionU64(): { ok: boolean; value?: bigint } {
    const tag = this.optionTag();
    const value = this.u64();
    if (tag === undefined) return { ok: false };
    return tag ? { ok: true, value } : { ok: true };
  }
}

/**
 * The mint's bytes. With `stale` (the bytes before), an authority set to none keeps its old key
 * bytes behind a zero tag, as SPL Token (the version litesvm ships) writes it.
 */
export function packMintState(mint: MintState, stale?: Uint8Array): Uint8Array {
  const out = new Writer(MINT_LENGTH);
  out.optionKey(mint.mintAuthority, stale);
  out.u64(mint.supply);
  out.u8(mint.decimals);
  out.u8(mint.isInitialized ? 1 : 0);
  out.optionKey(mint.freezeAuthority, stale);
  return out.bytes;
}

/** The mint in the first 82 bytes of `data`, or undefined where they do not unpack. */
export function unpackMint(data: Uint8Array): MintState | undefined {
  if (data.length < MINT_LENGTH) return undefined;
  const read = new Reader(data);
  const mintAuthority = read.optionKey();
  const supply = read.u64();
  const decimals = read.u8();
  const initialized = read.u8();
  const freezeAuthority = read.optionKey();
  if (!mintAuthority.ok || !freezeAuthority.ok || initialized > 1) return undefined;
  return {
    mintAuthority: mintAuthority.value,
    supply,
    decimals,
    isInitialized: initialized === 1,
    freezeAuthority: freezeAuthority.value,
  };
}

/** The token account's bytes; `stale` as for `packMintState`. */
export function packAccountState(account: TokenAccountState, stale?: Uint8Array): Uint8Array {
  const out = new Writer(ACCOUNT_LENGTH);
  out.key(account.mint);
  out.key(account.owner);
  out.u64(account.amount);
  out.optionKey(account.delegate, stale);
  out.u8(account.state);
  out.optionU64(account.isNative);
  out.u64(account.delegatedAmount);
  out.optionKey(account.closeAuthority, stale);
  return out.bytes;
}

/** The token account in the first 165 bytes of `data`, or undefined where they do not unpack. */
export function unpackAccount(data: Uint8Array): TokenAccountState | undefined {
  if (data.length < ACCOUNT_LENGTH) return undefined;
  const read = new Reader(data);
  const mint = read.key();
  const owner = read.key();
  const amount = read.u64();
  const delegate = read.optionKey();
  const state = read.u8();
  const isNative = read.optionU64();
  const delegatedAmount = read.u64();
  const closeAuthority = read.optionKey();
  if (!delegate.ok || !isNative.ok || !closeAuthority.ok || state > 2) return undefined;
  return {
    mint,
    owner,
    amount,
    delegate: delegate.value,
    state: state as AccountStateKind,
    isNative: isNative.value,
    delegatedAmount,
    closeAuthority: closeAuthority.value,
  };
}

export function packMultisigState(multisig: MultisigState): Uint8Array {
  const out = new Writer(MULTISIG_LENGTH);
  out.u8(multisig.m);
  out.u8(multisig.n);
  out.u8(multisig.isInitialized ? 1 : 0);
  for (let index = 0; index < MAX_SIGNERS; index += 1) {
    const signer = multisig.signers[index];
    if (signer === undefined) out.key('11111111111111111111111111111111');
    else out.key(signer);
  }
  return out.bytes;
}

export function unpackMultisig(data: Uint8Array): MultisigState | undefined {
  if (data.length !== MULTISIG_LENGTH) return undefined;
  const read = new Reader(data);
  const m = read.u8();
  const n = read.u8();
  const initialized = read.u8();
  if (initialized > 1) return undefined;
  const signers: string[] = [];
  for (let index = 0; index < MAX_SIGNERS; index += 1) signers.push(read.key());
  return { m, n, isInitialized: initialized === 1, signers: signers.slice(0, n) };
}
