/**
 * A Solana account as the JSON-RPC writes it (`UiAccount`): its data in the requested encoding
 * (`base58`, `base64`, the legacy `binary` base58 string, or `jsonParsed`), optionally sliced.
 * `jsonParsed` covers what the devnet holds that a cluster parses and clients read: SPL Token and
 * Token-2022 mints, token accounts and multisigs (the extensions listed in `EXTENSIONS`) and
 * durable nonce accounts. Anything else, a token account whose mint is missing or scales its UI
 * amounts (interest-bearing, scaled UI amount), or a Token-2022 extension not listed falls back
 * to base64, as a cluster falls back when its parser fails.
 */
import { getBase58Decoder } from '@solana/kit';
import { bytesToBase64 } from '@docs/platform-api/bytes';
import { RpcError } from './json-rpc';

import { SYSTEM_PROGRAM, TOKEN_PROGRAM, TOKEN_2022_PROGRAM } from './solana-program-ids';

export { SYSTEM_PROGRAM, TOKEN_PROGRAM, TOKEN_2022_PROGRAM };
/** The cluster refuses base58 for larger data (it is slow to encode). */
export const MAX_BASE58_BYTES = 128;

const MINT_SIZE = 82;
const ACCOUNT_SIZE = 165;
const MULTISIG_SIZE = 355;
const NONCE_SIZE = 80;
const base58 = getBase58Decoder();

/** An account as read from the engine. */
export interface AccountView {
  lamports: bigint;
  data: Uint8Array;
  owner: string;
  executable: boolean;
  space: bigint;
}

export type AccountEncoding = 'binary' | 'base58' | 'base64' | 'jsonParsed';

export interface DataSlice {
  offset: number;
  length: number;
}

export interface EncodingOptions {
  encoding: AccountEncoding;
  dataSlice?: DataSlice;
}

/** The data of a token mint, for the decimals of a token account (undefined if not a mint). */
export type MintReader = (mint: string) => Uint8Array | undefined;

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * `encoding` and `dataSlice` of a request's config, checked; `field` names the config object
 * (`params[1]`) in errors. `fallback` is the method's default encoding.
 */
export function encodingOptions(
  config: Record<string, unknown>,
  field: string,
  fallback: AccountEncoding,
): EncodingOptions {
  const encoding = config.encoding ?? fallback;
  if (encoding === 'base64+zstd') {
    throw new RpcError(
      -32602,
      `${field}.encoding: base64+zstd is not served by this devnet (no zstd encoder is installed); use base64`,
    );
  }
  if (
    encoding !== 'binary' &&
    encoding !== 'base58' &&
    encoding !== 'base64' &&
    encoding !== 'jsonParsed'
  ) {
    throw new RpcError(
      -32602,
      `${field}.encoding: ${String(encoding)} is not one of base58, base64, jsonParsed`,
    );
  }
  if (config.dataSlice === undefined || config.dataSlice === null) return { encoding };
  const slice = config.dataSlice as Record<string, unknown>;
  if (typeof slice !== 'object' || !isWhole(slice.offset) || !isWhole(slice.length)) {
    throw new RpcError(
      -32602,
      `${field}.dataSlice: expected { offset, length } as whole numbers of bytes`,
    );
  }
  if (encoding === 'jsonParsed') {
    throw new RpcError(
      -32602,
      `${field}.dataSlice: sliced account data can only be encoded using base58 or base64`,
    );
  }
  return { encoding, dataSlice: { offset: slice.offset, length: slice.length } };
}

function binary(bytes: Uint8Array, encoding: AccountEncoding): unknown {
  if (encoding === 'base64' || encoding === 'jsonParsed') return [bytesToBase64(bytes), 'base64'];
  if (bytes.length > MAX_BASE58_BYTES) {
    throw new RpcError(
      -32602,
      `encoding: base58 data must be at most ${MAX_BASE58_BYTES} bytes (this account holds ${bytes.length}); use base64`,
    );
  }
  return encoding === 'binary' ? base58.decode(bytes) : [base58.decode(bytes), 'base58'];
}

/** One account in the RPC's shape. */
export function accountJson(account: AccountView, options: EncodingOptions, mints: MintReader) {
  const { dataSlice } = options;
  const bytes = dataSlice
    ? account.data.slice(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data;
  const parsed = options.encoding === 'jsonParsed' ? parseAccount(account, mints) : undefined;
  return {
    data: parsed ?? binary(bytes, options.encoding),
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: 0,
    space: Number(account.space),
  };
}

// --- jsonParsed ---------------------------------------------------------------------------

const u64 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(at, true);
const u32 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(at, true);
const u16 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getUint16(at, true);
const key = (data: Uint8Array, at: number) => base58.decode(data.slice(at, at + 32));
/** A `COption<Pubkey>`: a 4-byte tag, then the key. */
const optionalKey = (data: Uint8Array, at: number) =>
  u32(data, at) === 1 ? key(data, at + 4) : undefined;
/** A Token-2022 extension's optional key: all zeros means none. */
const nonZeroKey = (data: Uint8Array, at: number) =>
  data.slice(at, at + 32).some((byte) => byte !== 0) ? key(data, at) : null;

/** The decimal string of `amount / 10^decimals`, trailing zeros (and a bare point) trimmed. */
export function uiAmountString(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** The RPC's `UiTokenAmount`. */
export function tokenAmount(amount: bigint, decimals: number) {
  return {
    amount: amount.toString(),
    decimals,
    uiAmount: Number(amount) / 10 ** decimals,
    uiAmountString: uiAmountString(amount, decimals),
  };
}

const ACCOUNT_STATES = ['uninitialized', 'initialized', 'frozen'] as const;

const i64 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigInt64(at, true);
const i16 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getInt16(at, true);
const f64 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getFloat64(at, true);
/** A u64 the cluster writes as a JSON number (exact up to 2^53, as any JSON reader reads it). */
const u64Number = (data: Uint8Array, at: number) => Number(u64(data, at));

/**
 * A float as the cluster's Rust writes it (`f64::to_string`): plain decimal digits, never an
 * exponent; `NaN` and `inf` as Rust names them.
 */
export function rustFloat(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  const text = String(value);
  const exponent = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponent) return text;
  const [, sign = '', first = '', rest = '', power = '0'] = exponent;
  const digits = first + rest;
  const point = 1 + Number(power);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  return sign + digits.padEnd(point, '0');
}

/** A Borsh string (u32 length, then UTF-8) at `at`, and where the next field starts. */
function borshString(data: Uint8Array, at: number): [string, number] {
  const length = u32(data, at);
  const end = at + 4 + length;
  if (end > data.length) throw new RangeError('string runs past the extension');
  return [new TextDecoder('utf-8', { fatal: true }).decode(data.slice(at + 4, end)), end];
}

/** The variable-length token metadata extension (SPL Token Metadata interface, Borsh). */
function tokenMetadata(value: Uint8Array) {
  let at = 64;
  const [name, afterName] = borshString(value, at);
  const [symbol, afterSymbol] = borshString(value, afterName);
  const [uri, afterUri] = borshString(value, afterSymbol);
  at = afterUri;
  const count = u32(value, at);
  at += 4;
  const additionalMetadata: [string, string][] = [];
  for (let index = 0; index < count; index += 1) {
    const [field, afterField] = borshString(value, at);
    const [text, afterText] = borshString(value, afterField);
    additionalMetadata.push([field, text]);
    at = afterText;
  }
  return {
    extension: 'tokenMetadata',
    state: {
      updateAuthority: nonZeroKey(value, 0),
      mint: key(value, 32),
      name,
      symbol,
      uri,
      additionalMetadata,
    },
  };
}

const transferFee = (value: Uint8Array, at: number) => ({
  epoch: u64Number(value, at),
  maximumFee: u64Number(value, at + 8),
  transferFeeBasisPoints: u16(value, at + 16),
});

/** An extension that names an authority and one address, as the pointer extensions do. */
const pointer =
  (extension: string, field: string) =>
  (value: Uint8Array): Record<string, unknown> => ({
    extension,
    state: { authority: nonZeroKey(value, 0), [field]: nonZeroKey(value, 32) },
  });

/**
 * The Token-2022 extensions parsed here, by type number: each returns the `UiExtension` JSON
 * from the extension's bytes, with the fields and names of the cluster's account decoder.
 * Types not listed (the confidential-transfer family) make the account fall back to base64.
 */
const EXTENSIONS: Record<number, (value: Uint8Array) => Record<string, unknown>> = {
  1: (value) => ({
    extension: 'transferFeeConfig',
    state: {
      transferFeeConfigAuthority: nonZeroKey(value, 0),
      withdrawWithheldAuthority: nonZeroKey(value, 32),
      withheldAmount: u64Number(value, 64),
      olderTransferFee: transferFee(value, 72),
      newerTransferFee: transferFee(value, 90),
    },
  }),
  2: (value) => ({
    extension: 'transferFeeAmount',
    state: { withheldAmount: u64Number(value, 0) },
  }),
  3: (value) => ({
    extension: 'mintCloseAuthority',
    state: { closeAuthority: nonZeroKey(value, 0) },
  }),
  6: (value) => ({
    extension: 'defaultAccountState',
    state: { accountState: ACCOUNT_STATES[value[0] ?? 0] ?? 'uninitialized' },
  }),
  7: () => ({ extension: 'immutableOwner' }),
  8: (value) => ({
    extension: 'memoTransfer',
    state: { requireIncomingTransferMemos: value[0] === 1 },
  }),
  9: () => ({ extension: 'nonTransferable' }),
  10: (value) => ({
    extension: 'interestBearingConfig',
    state: {
      rateAuthority: nonZeroKey(value, 0),
      initializationTimestamp: Number(i64(value, 32)),
      preUpdateAverageRate: i16(value, 40),
      lastUpdateTimestamp: Number(i64(value, 42)),
      currentRate: i16(value, 50),
    },
  }),
  11: (value) => ({ extension: 'cpiGuard', state: { lockCpi: value[0] === 1 } }),
  12: (value) => ({ extension: 'permanentDelegate', state: { delegate: nonZeroKey(value, 0) } }),
  13: () => ({ extension: 'nonTransferableAccount' }),
  14: (value) => ({
    extension: 'transferHook',
    state: { authority: nonZeroKey(value, 0), programId: nonZeroKey(value, 32) },
  }),
  15: (value) => ({ extension: 'transferHookAccount', state: { transferring: value[0] === 1 } }),
  18: pointer('metadataPointer', 'metadataAddress'),
  19: tokenMetadata,
  20: pointer('groupPointer', 'groupAddress'),
  21: (value) => ({
    extension: 'tokenGroup',
    state: {
      updateAuthority: nonZeroKey(value, 0),
      mint: key(value, 32),
      size: u64Number(value, 64),
      maxSize: u64Number(value, 72),
    },
  }),
  22: pointer('groupMemberPointer', 'memberAddress'),
  23: (value) => ({
    extension: 'tokenGroupMember',
    state: { mint: key(value, 0), group: key(value, 32), memberNumber: u64Number(value, 64) },
  }),
  25: (value) => ({
    extension: 'scaledUiAmountConfig',
    state: {
      authority: nonZeroKey(value, 0),
      multiplier: rustFloat(f64(value, 32)),
      newMultiplierEffectiveTimestamp: Number(i64(value, 40)),
      newMultiplier: rustFloat(f64(value, 48)),
    },
  }),
  26: (value) => ({
    extension: 'pausableConfig',
    state: { authority: nonZeroKey(value, 0), paused: value[32] === 1 },
  }),
  27: () => ({ extension: 'pausableAccount' }),
};
/** The byte length of each fixed-size extension; the token metadata (19) has none. */
const EXTENSION_SIZES: Record<number, number> = {
  1: 108,
  2: 8,
  3: 32,
  6: 1,
  7: 0,
  8: 1,
  9: 0,
  10: 52,
  11: 1,
  12: 32,
  13: 0,
  14: 64,
  15: 1,
  18: 64,
  20: 64,
  21: 80,
  22: 64,
  23: 72,
  25: 56,
  26: 33,
  27: 0,
};
/** Extensions that change how UI amounts are computed; this devnet does not compute them. */
const SCALING_EXTENSIONS = new Set([10, 25]);

/** The Token-2022 extension types of `data` (after the account type byte), or undefined. */
function extensionTypes(data: Uint8Array): { type: number; value: Uint8Array }[] | undefined {
  const found = [];
  let at = ACCOUNT_SIZE + 1;
  while (at + 4 <= data.length) {
    const type = u16(data, at);
    const length = u16(data, at + 2);
    if (type === 0) break;
    if (at + 4 + length > data.length) return undefined;
    found.push({ type, value: data.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return found;
}

function parsedExtensions(data: Uint8Array): Record<string, unknown>[] | undefined {
  const found = extensionTypes(data);
  if (!found) return undefined;
  const parsed = [];
  for (const { type, value } of found) {
    const parse = EXTENSIONS[type];
    if (!parse) return undefined;
    const size = EXTENSION_SIZES[type];
    try {
      if (size !== undefined && value.length !== size) throw new RangeError('wrong size');
      parsed.push(parse(value));
    } catch (error) {
      // Bytes too short for the extension's fields, or a name that is not UTF-8: the
      // cluster's decoder writes this placeholder for an extension it cannot read.
      if (!(error instanceof RangeError || error instanceof TypeError)) throw error;
      parsed.push({ extension: 'unparseableExtension' });
    }
  }
  return parsed;
}

type TokenKind = 'mint' | 'account' | 'multisig';

/** What a token program account holds, by its size and (Token-2022) its account type byte. */
function tokenKind(data: Uint8Array, owner: string): TokenKind | undefined {
  if (data.length === MINT_SIZE) return 'mint';
  if (data.length === ACCOUNT_SIZE) return 'account';
  if (data.length === MULTISIG_SIZE) return 'multisig';
  if (owner !== TOKEN_2022_PROGRAM || data.length <= ACCOUNT_SIZE) return undefined;
  const type = data[ACCOUNT_SIZE];
  return type === 1 ? 'mint' : type === 2 ? 'account' : undefined;
}

/**
 * The decimals of a mint's UI amounts, or undefined when `data` is not a usable mint (including
 * one whose extensions scale UI amounts, which this devnet does not compute).
 */
export function mintDecimals(data: Uint8Array | undefined): number | undefined {
  if (
    !data ||
    data.length < MINT_SIZE ||
    (data.length !== MINT_SIZE && data.length <= ACCOUNT_SIZE)
  )
    return undefined;
  if (data.length > ACCOUNT_SIZE) {
    if (data[ACCOUNT_SIZE] !== 1) return undefined;
    const types = extensionTypes(data);
    if (!types || types.some(({ type }) => SCALING_EXTENSIONS.has(type))) return undefined;
  }
  return data[44];
}

function parseMint(data: Uint8Array) {
  return {
    mintAuthority: optionalKey(data, 0) ?? null,
    supply: u64(data, 36).toString(),
    decimals: data[44] ?? 0,
    isInitialized: data[45] === 1,
    freezeAuthority: optionalKey(data, 46) ?? null,
  };
}

/** A token account's fields (the base 165 bytes); `decimals` is its mint's. */
export function tokenAccountFields(data: Uint8Array) {
  const native = u32(data, 109) === 1 ? u64(data, 113) : undefined;
  return {
    mint: key(data, 0),
    owner: key(data, 32),
    amount: u64(data, 64),
    delegate: optionalKey(data, 72),
    state: ACCOUNT_STATES[data[108] ?? 0] ?? 'uninitialized',
    rentExemptReserve: native,
    delegatedAmount: u64(data, 121),
    closeAuthority: optionalKey(data, 129),
  };
}

function parseTokenAccount(data: Uint8Array, decimals: number) {
  const fields = tokenAccountFields(data);
  return {
    mint: fields.mint,
    owner: fields.owner,
    tokenAmount: tokenAmount(fields.amount, decimals),
    ...(fields.delegate === undefined ? {} : { delegate: fields.delegate }),
    state: fields.state,
    isNative: fields.rentExemptReserve !== undefined,
    ...(fields.rentExemptReserve === undefined
      ? {}
      : { rentExemptReserve: tokenAmount(fields.rentExemptReserve, decimals) }),
    ...(fields.delegate === undefined
      ? {}
      : { delegatedAmount: tokenAmount(fields.delegatedAmount, decimals) }),
    ...(fields.closeAuthority === undefined ? {} : { closeAuthority: fields.closeAuthority }),
  };
}

function parseMultisig(data: Uint8Array) {
  const valid = data[1] ?? 0;
  return {
    numRequiredSigners: data[0] ?? 0,
    numValidSigners: valid,
    isInitialized: data[2] === 1,
    signers: Array.from({ length: Math.min(valid, 11) }, (_, index) => key(data, 3 + index * 32)),
  };
}

function parseToken(account: AccountView, mints: MintReader) {
  const { data, owner } = account;
  const kind = tokenKind(data, owner);
  if (!kind) return undefined;
  let extensions: Record<string, unknown>[] = [];
  if (data.length > ACCOUNT_SIZE && kind !== 'multisig') {
    const parsed = parsedExtensions(data);
    if (!parsed) return undefined;
    extensions = parsed;
  }
  const withExtensions = extensions.length === 0 ? {} : { extensions };
  let parsed;
  if (kind === 'mint') {
    if (data.length > ACCOUNT_SIZE && data[ACCOUNT_SIZE] !== 1) return undefined;
    parsed = { type: 'mint', info: { ...parseMint(data), ...withExtensions } };
  } else if (kind === 'account') {
    const decimals = mintDecimals(mints(key(data, 0)));
    if (decimals === undefined) return undefined;
    parsed = { type: 'account', info: { ...parseTokenAccount(data, decimals), ...withExtensions } };
  } else {
    parsed = { type: 'multisig', info: parseMultisig(data) };
  }
  return {
    program: owner === TOKEN_PROGRAM ? 'spl-token' : 'spl-token-2022',
    parsed,
    space: data.length,
  };
}

/** A durable nonce account (`Versions` of `State`): 80 bytes owned by the System Program. */
function parseNonce(data: Uint8Array) {
  if (data.length !== NONCE_SIZE || u32(data, 0) > 1) return undefined;
  const state = u32(data, 4);
  if (state === 0)
    return { program: 'nonce', parsed: { type: 'uninitialized' }, space: NONCE_SIZE };
  if (state !== 1) return undefined;
  return {
    program: 'nonce',
    parsed: {
      type: 'initialized',
      info: {
        authority: key(data, 8),
        blockhash: key(data, 40),
        feeCalculator: { lamportsPerSignature: u64(data, 72).toString() },
      },
    },
    space: NONCE_SIZE,
  };
}

/** The `jsonParsed` data of an account, or undefined when it falls back to base64. */
export function parseAccount(account: AccountView, mints: MintReader) {
  if (account.owner === TOKEN_PROGRAM || account.owner === TOKEN_2022_PROGRAM) {
    return parseToken(account, mints);
  }
  if (account.owner === SYSTEM_PROGRAM) return parseNonce(account.data);
  return undefined;
}

/** Whether `data` of a token program account is a token account (not a mint or multisig). */
export const isTokenAccount = (data: Uint8Array, owner: string) =>
  tokenKind(data, owner) === 'account';
