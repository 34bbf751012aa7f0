/**
 * The Solana JSON-RPC's account and token reads, answered from the devnet's litesvm state:
 * `getAccountInfo`, `getMultipleAccounts`, `getProgramAccounts`, and the SPL Token ones
 * (`getTokenAccountsByOwner`/`…ByDelegate`, `getTokenAccountBalance`, `getTokenSupply`,
 * `getTokenLargestAccounts`). Scans list a program's accounts with litesvm's own
 * `getProgramAccounts` (decision 0184).
 */
import { address as toAddress, getBase58Encoder } from '@solana/kit';
import { base64ToBytes } from '@docs/platform-api/bytes';
import { RpcError, type RpcMethods } from './json-rpc';
import type { SolanaDevnet } from './solana-devnet';
import {
  accountJson,
  encodingOptions,
  isTokenAccount,
  mintDecimals,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  tokenAccountFields,
  tokenAmount,
  type AccountEncoding,
  type AccountView,
  type MintReader,
} from './solana-account-json';
import { addressParam, addressValue, options, rpcContext } from './solana-rpc-params';

/** The cluster's limits: addresses per `getMultipleAccounts`, filters per scan, memcmp bytes. */
const MAX_MULTIPLE_ACCOUNTS = 100;
const MAX_FILTERS = 4;
const MAX_MEMCMP_BYTES = 128;
const LARGEST_ACCOUNTS = 20;
/** Programs whose every account a scan would list; the devnet refuses to scan them unfiltered. */
const UNFILTERED_REFUSED = new Set([SYSTEM_PROGRAM, TOKEN_PROGRAM, TOKEN_2022_PROGRAM]);

type Filter = { dataSize: number } | { memcmp: { offset: number; bytes: Uint8Array } };

export function readAccount(chain: SolanaDevnet, address: string): AccountView | undefined {
  const account = chain.svm.getAccount(addressValue(address, 'address'));
  if (!account.exists) return undefined;
  return {
    lamports: BigInt(account.lamports),
    data: account.data,
    owner: account.programAddress,
    executable: account.executable,
    space: BigInt(account.space),
  };
}

/** The data of token mints, read through `read` (the devnet's state, or a simulation's). */
export const mintReader =
  (read: (address: string) => AccountView | undefined): MintReader =>
  (mint) => {
    const account = read(mint);
    return account && (account.owner === TOKEN_PROGRAM || account.owner === TOKEN_2022_PROGRAM)
      ? account.data
      : undefined;
  };

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function memcmpBytes(memcmp: Record<string, unknown>, field: string): Uint8Array {
  const { bytes, encoding = 'base58' } = memcmp;
  if (typeof bytes !== 'string') throw new RpcError(-32602, `${field}.bytes: expected a string`);
  let decoded: Uint8Array;
  try {
    if (encoding === 'base58') decoded = new Uint8Array(getBase58Encoder().encode(bytes));
    else if (encoding === 'base64') decoded = base64ToBytes(bytes);
    else
      throw new RpcError(-32602, `${field}.encoding: ${String(encoding)} is not base58 or base64`);
  } catch (error) {
    if (error instanceof RpcError) throw error;
    throw new RpcError(-32602, `${field}.bytes: not valid ${String(encoding)}`);
  }
  if (decoded.length > MAX_MEMCMP_BYTES) {
    throw new RpcError(-32602, `${field}.bytes: at most ${MAX_MEMCMP_BYTES} bytes`);
  }
  return decoded;
}

function parseFilters(value: unknown, field: string): Filter[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new RpcError(-32602, `${field}: expected an array`);
  if (value.length > MAX_FILTERS) {
    throw new RpcError(-32602, `${field}: too many filters provided; max ${MAX_FILTERS}`);
  }
  return value.map((filter: unknown, index) => {
    const at = `${field}[${index}]`;
    const entry = (typeof filter === 'object' && filter !== null ? filter : {}) as Record<
      string,
      unknown
    >;
    if ('dataSize' in entry) {
      if (!isWhole(entry.dataSize)) {
        throw new RpcError(-32602, `${at}.dataSize: expected a whole number of bytes`);
      }
      return { dataSize: entry.dataSize };
    }
    if ('memcmp' in entry && typeof entry.memcmp === 'object' && entry.memcmp !== null) {
      const memcmp = entry.memcmp as Record<string, unknown>;
      if (!isWhole(memcmp.offset)) {
        throw new RpcError(-32602, `${at}.memcmp.offset: expected a whole number`);
      }
      return { memcmp: { offset: memcmp.offset, bytes: memcmpBytes(memcmp, `${at}.memcmp`) } };
    }
    throw new RpcError(-32602, `${at}: expected { dataSize } or { memcmp: { offset, bytes } }`);
  });
}

function matches(data: Uint8Array, filters: Filter[]): boolean {
  return filters.every((filter) => {
    if ('dataSize' in filter) return data.length === filter.dataSize;
    const { offset, bytes } = filter.memcmp;
    if (offset + bytes.length > data.length) return false;
    return bytes.every((byte, index) => data[offset + index] === byte);
  });
}

/** The accounts `program` owns, with their address. */
function programAccounts(chain: SolanaDevnet, program: string) {
  return chain.svm.getProgramAccounts(toAddress(program)).flatMap(({ address }) => {
    const account = readAccount(chain, address);
    return account ? [{ pubkey: address, account }] : [];
  });
}

/** The token program of a `{ mint }` or `{ programId }` filter. */
function tokenFilter(chain: SolanaDevnet, value: unknown) {
  const filter = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  if (typeof filter.mint === 'string') {
    const mint = addressValue(filter.mint, 'params[1].mint');
    const account = readAccount(chain, mint);
    if (
      !account ||
      (account.owner !== TOKEN_PROGRAM && account.owner !== TOKEN_2022_PROGRAM) ||
      mintDecimals(account.data) === undefined
    ) {
      throw new RpcError(-32602, `params[1].mint: could not find mint ${mint}`);
    }
    return { program: account.owner, mint: String(mint) };
  }
  if (typeof filter.programId === 'string') {
    const program = addressValue(filter.programId, 'params[1].programId');
    if (program !== TOKEN_PROGRAM && program !== TOKEN_2022_PROGRAM) {
      throw new RpcError(-32602, `params[1].programId: unrecognized Token program id ${program}`);
    }
    return { program: String(program), mint: undefined };
  }
  throw new RpcError(-32602, 'params[1]: expected { mint } or { programId }');
}

export function accountMethods(chain: SolanaDevnet): RpcMethods {
  const withContext = (value: unknown) => ({ context: rpcContext(chain), value });
  const mints = mintReader((address) => readAccount(chain, address));
  /** The writer of accounts for the config at `params[index]`, `fallback` its default encoding. */
  const encode = (fallback: AccountEncoding, params: unknown[], index: number) => {
    const encoding = encodingOptions(options(params, index), `params[${index}]`, fallback);
    return (account: AccountView | undefined) =>
      account ? accountJson(account, encoding, mints) : null;
  };

  /** `getTokenAccountsBy…`: the token accounts whose owner (or delegate) is `params[0]`. */
  const tokenAccountsBy = (role: 'owner' | 'delegate') => (params: unknown[]) => {
    const who = String(addressParam(params, 0));
    const { program, mint } = tokenFilter(chain, params[1]);
    const write = encode('binary', params, 2);
    return withContext(
      programAccounts(chain, program).flatMap(({ pubkey, account }) => {
        if (!isTokenAccount(account.data, program)) return [];
        const fields = tokenAccountFields(account.data);
        if ((role === 'owner' ? fields.owner : fields.delegate) !== who) return [];
        if (mint !== undefined && fields.mint !== mint) return [];
        return [{ pubkey, account: write(account) }];
      }),
    );
  };

  /** The mint at `params[0]` and its decimals, or -32602. */
  const mintParam = (params: unknown[]) => {
    const address = addressParam(params, 0);
    const account = readAccount(chain, address);
    const decimals =
      account && (account.owner === TOKEN_PROGRAM || account.owner === TOKEN_2022_PROGRAM)
        ? mintDecimals(account.data)
        : undefined;
    if (!account || decimals === undefined) {
      throw new RpcError(-32602, `params[0]: ${address} is not a Token mint`);
    }
    return { address: String(address), account, decimals };
  };

  return {
    getAccountInfo: (params) => {
      const write = encode('binary', params, 1);
      return withContext(write(readAccount(chain, addressParam(params, 0))));
    },
    getMultipleAccounts: (params) => {
      const addresses = params[0];
      if (!Array.isArray(addresses)) {
        throw new RpcError(-32602, 'params[0]: expected an array of addresses');
      }
      if (addresses.length > MAX_MULTIPLE_ACCOUNTS) {
        throw new RpcError(
          -32602,
          `params[0]: too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`,
        );
      }
      const checked = addresses.map((address, index) =>
        addressValue(address, `params[0][${index}]`),
      );
      const write = encode('base64', params, 1);
      return withContext(checked.map((address) => write(readAccount(chain, address))));
    },
    getProgramAccounts: (params) => {
      const program = String(addressParam(params, 0));
      const config = options(params, 1);
      const filters = parseFilters(config.filters, 'params[1].filters');
      if (filters.length === 0 && UNFILTERED_REFUSED.has(program)) {
        throw new RpcError(
          -32602,
          `params[1].filters: an unfiltered scan of ${program} is refused (it lists every account of the program); add a dataSize or memcmp filter`,
        );
      }
      const write = encode('binary', params, 1);
      const found = programAccounts(chain, program)
        .filter(({ account }) => matches(account.data, filters))
        .map(({ pubkey, account }) => ({ pubkey, account: write(account) }));
      return config.withContext === true ? withContext(found) : found;
    },
    getTokenAccountsByOwner: tokenAccountsBy('owner'),
    getTokenAccountsByDelegate: tokenAccountsBy('delegate'),
    getTokenAccountBalance: (params) => {
      const address = addressParam(params, 0);
      const account = readAccount(chain, address);
      const decimals =
        account && isTokenAccount(account.data, account.owner)
          ? mintDecimals(mints(tokenAccountFields(account.data).mint))
          : undefined;
      if (!account || decimals === undefined) {
        throw new RpcError(-32602, `params[0]: ${address} is not a Token account`);
      }
      return withContext(tokenAmount(tokenAccountFields(account.data).amount, decimals));
    },
    getTokenSupply: (params) => {
      const { account, decimals } = mintParam(params);
      const supply = new DataView(account.data.buffer, account.data.byteOffset).getBigUint64(
        36,
        true,
      );
      return withContext(tokenAmount(supply, decimals));
    },
    getTokenLargestAccounts: (params) => {
      const { address, account, decimals } = mintParam(params);
      const holders = programAccounts(chain, account.owner).flatMap(({ pubkey, account: held }) => {
        if (!isTokenAccount(held.data, account.owner)) return [];
        const fields = tokenAccountFields(held.data);
        return fields.mint === address ? [{ address: pubkey, amount: fields.amount }] : [];
      });
      holders.sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1));
      return withContext(
        holders
          .slice(0, LARGEST_ACCOUNTS)
          .map((holder) => ({ address: holder.address, ...tokenAmount(holder.amount, decimals) })),
      );
    },
  };
}
