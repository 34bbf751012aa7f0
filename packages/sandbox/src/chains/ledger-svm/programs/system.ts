/**
 * The system program: accounts created, assigned, allocated and funded, with and without seeds,
 * and durable nonce accounts. Each failure raises the runtime's error with the line its
 * processor logs.
 */
import { DataReader } from '../bincode';
import { custom, fail } from '../errors';
import {
  MAX_ACCOUNT_LENGTH,
  createWithSeed,
  type AccountRef,
  type InstructionContext,
} from '../invoke';
import {
  LAMPORTS_PER_SIGNATURE,
  durableNonce,
  nonceBytes,
  readNonce,
  type NonceState,
} from '../nonce-state';
import { RECENT_BLOCKHASHES_SYSVAR, RENT_SYSVAR, SYSTEM_PROGRAM } from '../../solana-program-ids';
import { minimumBalance } from '../rent';

/** `SystemError` codes, as `Custom(n)`. */
const ACCOUNT_ALREADY_IN_USE = 0;
const RESULT_WITH_NEGATIVE_LAMPORTS = 1;
const INVALID_ACCOUNT_DATA_LENGTH = 3;
const ADDRESS_WITH_SEED_MISMATCH = 5;
const NONCE_BLOCKHASH_NOT_EXPIRED = 7;

/** An account's address as the processor names it: the key, and the base it derives from. */
interface Address {
  address: string;
  base?: string;
}

const debug = (address: Address) =>
  `Address { address: ${address.address}, base: ${address.base ? `Some(${address.base})` : 'None'} }`;

/** The address of `key`, checked against `base`/`seed`/`owner` when it derives from them. */
function addressOf(
  context: InstructionContext,
  key: string,
  seeded?: { base: string; seed: string; owner: string },
): Address {
  if (!seeded) return { address: key };
  const derived = createWithSeed(seeded.base, seeded.seed, seeded.owner);
  if (derived !== key) {
    context.log(`Create: address ${key} does not match derived address ${derived}`);
    throw custom(ADDRESS_WITH_SEED_MISMATCH);
  }
  return { address: key, base: seeded.base };
}

const signed = (context: InstructionContext, address: Address) =>
  context.isSigner(address.base ?? address.address);

function allocate(
  context: InstructionContext,
  account: AccountRef,
  address: Address,
  space: bigint,
): void {
  if (!signed(context, address)) {
    context.log(`Allocate: 'to' account ${debug(address)} must sign`);
    throw fail('MissingRequiredSignature');
  }
  if (account.data.length > 0 || account.owner !== SYSTEM_PROGRAM) {
    context.log(`Allocate: account ${debug(address)} already in use`);
    throw custom(ACCOUNT_ALREADY_IN_USE);
  }
  if (space > BigInt(MAX_ACCOUNT_LENGTH)) {
    context.log(`Allocate: requested ${space}, max allowed ${MAX_ACCOUNT_LENGTH}`);
    throw custom(INVALID_ACCOUNT_DATA_LENGTH);
  }
  account.setDataLength(Number(space));
}

function assign(
  context: InstructionContext,
  account: AccountRef,
  address: Address,
  owner: string,
): void {
  if (account.owner === owner) return;
  if (!signed(context, address)) {
    context.log(`Assign: account ${debug(address)} must sign`);
    throw fail('MissingRequiredSignature');
  }
  account.setOwner(owner);
}

function transferVerified(context: InstructionContext, from: number, to: number, lamports: bigint) {
  const source = context.account(from);
  if (source.data.length > 0) {
    context.log('Transfer: `from` must not carry data');
    throw fail('InvalidArgument');
  }
  if (lamports > source.lamports) {
    context.log(`Transfer: insufficient lamports ${source.lamports}, need ${lamports}`);
    throw custom(RESULT_WITH_NEGATIVE_LAMPORTS);
  }
  source.subLamports(lamports);
  context.account(to).addLamports(lamports);
}

function transfer(context: InstructionContext, from: number, to: number, lamports: bigint) {
  const source = context.account(from);
  if (!context.isSigner(source.key)) {
    context.log(`Transfer: \`from\` account ${source.key} must sign`);
    throw fail('MissingRequiredSignature');
  }
  transferVerified(context, from, to, lamports);
}

function createAccount(
  context: InstructionContext,
  address: Address,
  lamports: bigint,
  space: bigint,
  owner: string,
): void {
  const target = context.account(1);
  if (target.lamports > 0n) {
    context.log(`Create Account: account ${debug(address)} already in use`);
    throw custom(ACCOUNT_ALREADY_IN_USE);
  }
  allocate(context, target, address, space);
  assign(context, target, address, owner);
  transfer(context, 0, 1, lamports);
}

function checkSysvar(context: InstructionContext, index: number, sysvar: string): void {
  if (context.account(index).key !== sysvar) throw fail('InvalidArgument');
}

function writeNonce(account: AccountRef, state: NonceState): void {
  const bytes = nonceBytes(state);
  if (bytes.length > account.data.length) throw fail('AccountDataTooSmall');
  account.writeData(bytes);
}

function advanceNonce(context: InstructionContext): void {
  context.checkAccounts(1);
  const account = context.account(0);
  if (!account.writable) {
    context.log(`Advance nonce account: Account ${account.key} must be writeable`);
    throw fail('InvalidArgument');
  }
  checkSysvar(context, 1, RECENT_BLOCKHASHES_SYSVAR);
  const state = readNonce(account.data);
  if (!state.initialized) {
    context.log(`Advance nonce account: Account ${account.key} state is invalid`);
    throw fail('InvalidAccountData');
  }
  if (!context.isSigner(state.authority)) {
    context.log(`Advance nonce account: Account ${state.authority} must be a signer`);
    throw fail('MissingRequiredSignature');
  }
  const next = durableNonce(context.blockhash);
  if (state.nonce === next) {
    context.log('Advance nonce account: nonce can only advance once per slot');
    throw custom(NONCE_BLOCKHASH_NOT_EXPIRED);
  }
  writeNonce(account, {
    ...state,
    version: 1,
    nonce: next,
    lamportsPerSignature: LAMPORTS_PER_SIGNATURE,
  });
}

function withdrawNonce(context: InstructionContext, lamports: bigint): void {
  context.checkAccounts(2);
  checkSysvar(context, 2, RECENT_BLOCKHASHES_SYSVAR);
  checkSysvar(context, 3, RENT_SYSVAR);
  const from = context.account(0);
  if (!from.writable) {
    context.log(`Withdraw nonce account: Account ${from.key} must be writeable`);
    throw fail('InvalidArgument');
  }
  const state = readNonce(from.data);
  let signer: string;
  if (!state.initialized) {
    if (lamports > from.lamports) {
      context.log(
        `Withdraw nonce account: insufficient lamports ${from.lamports}, need ${lamports}`,
      );
      throw fail('InsufficientFunds');
    }
    signer = from.key;
  } else {
    if (lamports === from.lamports) {
      if (state.nonce === durableNonce(context.blockhash)) {
        context.log('Withdraw nonce account: nonce can only advance once per slot');
        throw custom(NONCE_BLOCKHASH_NOT_EXPIRED);
      }
      writeNonce(from, { ...state, initialized: false });
    } else {
      const needed = lamports + minimumBalance(BigInt(from.data.length));
      if (needed > from.lamports) {
        context.log(
          `Withdraw nonce account: insufficient lamports ${from.lamports}, need ${needed}`,
        );
        throw fail('InsufficientFunds');
      }
    }
    signer = state.authority;
  }
  if (!context.isSigner(signer)) {
    context.log(`Withdraw nonce account: Account ${signer} must sign`);
    throw fail('MissingRequiredSignature');
  }
  from.subLamports(lamports);
  context.account(1).addLamports(lamports);
}

function initializeNonce(context: InstructionContext, authority: string): void {
  context.checkAccounts(1);
  checkSysvar(context, 1, RECENT_BLOCKHASHES_SYSVAR);
  checkSysvar(context, 2, RENT_SYSVAR);
  const account = context.account(0);
  if (!account.writable) {
    context.log(`Initialize nonce account: Account ${account.key} must be writeable`);
    throw fail('InvalidArgument');
  }
  const state = readNonce(account.data);
  if (state.initialized) {
    context.log(`Initialize nonce account: Account ${account.key} state is invalid`);
    throw fail('InvalidAccountData');
  }
  const needed = minimumBalance(BigInt(account.data.length));
  if (account.lamports < needed) {
    context.log(
      `Initialize nonce account: insufficient lamports ${account.lamports}, need ${needed}`,
    );
    throw fail('InsufficientFunds');
  }
  writeNonce(account, {
    version: 1,
    initialized: true,
    authority,
    nonce: durableNonce(context.blockhash),
    lamportsPerSignature: LAMPORTS_PER_SIGNATURE,
  });
}

function authorizeNonce(context: InstructionContext, authority: string): void {
  context.checkAccounts(1);
  const account = context.account(0);
  if (!account.writable) {
    context.log(`Authorize nonce account: Account ${account.key} must be writeable`);
    throw fail('InvalidArgument');
  }
  const state = readNonce(account.data);
  if (!state.initialized) {
    context.log(`Authorize nonce account: Account ${account.key} state is invalid`);
    throw fail('InvalidAccountData');
  }
  if (!context.isSigner(state.authority)) {
    context.log(`Authorize nonce account: Account ${state.authority} must sign`);
    throw fail('MissingRequiredSignature');
  }
  writeNonce(account, { ...state, authority });
}

function upgradeNonce(context: InstructionContext): void {
  context.checkAccounts(1);
  const account = context.account(0);
  if (account.owner !== SYSTEM_PROGRAM) throw fail('InvalidAccountOwner');
  if (!account.writable) throw fail('InvalidArgument');
  const state = readNonce(account.data);
  if (state.version !== 0 || !state.initialized) throw fail('InvalidArgument');
  writeNonce(account, { ...state, version: 1, nonce: durableNonce(state.nonce) });
}

export function runSystem(context: InstructionContext): void {
  const data = new DataReader(context.data);
  const tag = data.u32();
  switch (tag) {
    case 0: {
      const lamports = data.u64();
      const space = data.u64();
      const owner = data.key();
      context.checkAccounts(2);
      createAccount(context, { address: context.account(1).key }, lamports, space, owner);
      return;
    }
    case 1: {
      const owner = data.key();
      context.checkAccounts(1);
      const account = context.account(0);
      assign(context, account, { address: account.key }, owner);
      return;
    }
    case 2: {
      const lamports = data.u64();
      context.checkAccounts(2);
      transfer(context, 0, 1, lamports);
      return;
    }
    case 3: {
      const base = data.key();
      const seed = data.string();
      const lamports = data.u64();
      const space = data.u64();
      const owner = data.key();
      context.checkAccounts(2);
      const address = addressOf(context, context.account(1).key, { base, seed, owner });
      createAccount(context, address, lamports, space, owner);
      return;
    }
    case 4:
      advanceNonce(context);
      return;
    case 5:
      withdrawNonce(context, data.u64());
      return;
    case 6:
      initializeNonce(context, data.key());
      return;
    case 7:
      authorizeNonce(context, data.key());
      return;
    case 8: {
      const space = data.u64();
      context.checkAccounts(1);
      const account = context.account(0);
      allocate(context, account, { address: account.key }, space);
      return;
    }
    case 9: {
      const base = data.key();
      const seed = data.string();
      const space = data.u64();
      const owner = data.key();
      context.checkAccounts(1);
      const account = context.account(0);
      const address = addressOf(context, account.key, { base, seed, owner });
      allocate(context, account, address, space);
      assign(context, account, address, owner);
      return;
    }
    case 10: {
      const base = data.key();
      const seed = data.string();
      const owner = data.key();
      context.checkAccounts(1);
      const account = context.account(0);
      assign(context, account, addressOf(context, account.key, { base, seed, owner }), owner);
      return;
    }
    case 11: {
      const lamports = data.u64();
      const seed = data.string();
      const owner = data.key();
      context.checkAccounts(3);
      const base = context.account(1);
      if (!base.signer) {
        context.log(`Transfer: \`from\` account ${base.key} must sign`);
        throw fail('MissingRequiredSignature');
      }
      const from = context.account(0).key;
      const derived = createWithSeed(base.key, seed, owner);
      if (derived !== from) {
        context.log(`Transfer: 'from' address ${from} does not match derived address ${derived}`);
        throw custom(ADDRESS_WITH_SEED_MISMATCH);
      }
      transferVerified(context, 0, 2, lamports);
      return;
    }
    case 12:
      upgradeNonce(context);
      return;
    default:
      throw fail('InvalidInstructionData');
  }
}
