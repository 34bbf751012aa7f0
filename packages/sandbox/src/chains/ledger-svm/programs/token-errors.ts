/**
 * The SPL Token programs' errors: `TokenError` codes (`Custom(n)`) with the line each program
 * logs for them, and the `Error: <Variant>` line they log for the runtime's own errors.
 */
import { InstructionFailure } from '../errors';

const MESSAGE_LIST = [
  'Lamport balance below rent-exempt threshold',
  'insufficient funds',
  'Invalid Mint',
  'Account not associated with this Mint',
  'owner does not match',
  'the total supply of this token is fixed',
  'account or token already in use',
  'Invalid number of provided signers',
  'Invalid number of required signers',
  'State is uninitialized',
  'Instruction does not support native tokens',
  'Non-native account can only be closed if its balance is zero',
  'Invalid instruction',
  'Invalid account state for operation',
  'Operation overflowed',
  'Account does not support specified authority type',
  'This token mint cannot freeze accounts',
  'Account is frozen',
  'decimals different from the Mint decimals',
  'Instruction does not support non-native tokens',
] as const;

/**
 * The line logged for each code; Token-2022 adds codes after 19 (the ledger raises one), logged
 * without the `Error: ` prefix.
 */
const LINES: Readonly<Record<number, string>> = {
  ...Object.fromEntries(MESSAGE_LIST.map((message, code) => [code, `Error: ${message}`])),
  34: 'The owner authority cannot be changed',
};

export const TokenError = {
  NotRentExempt: 0,
  InsufficientFunds: 1,
  InvalidMint: 2,
  MintMismatch: 3,
  OwnerMismatch: 4,
  FixedSupply: 5,
  AlreadyInUse: 6,
  InvalidNumberOfProvidedSigners: 7,
  InvalidNumberOfRequiredSigners: 8,
  UninitializedState: 9,
  NativeNotSupported: 10,
  NonNativeHasBalance: 11,
  InvalidInstruction: 12,
  InvalidState: 13,
  Overflow: 14,
  AuthorityTypeNotSupported: 15,
  MintCannotFreeze: 16,
  AccountFrozen: 17,
  MintDecimalsMismatch: 18,
  NonNativeNotSupported: 19,
  ImmutableOwner: 34,
} as const;

/** A token error: fails with `Custom(code)` after the program logs its message. */
export class TokenFailure extends InstructionFailure {
  constructor(readonly code: number) {
    super(`Custom(${code})`);
  }
}

export const tokenError = (code: number): TokenFailure => new TokenFailure(code);

/** The line the programs log for a failure. */
export function errorLine(failure: InstructionFailure): string {
  if (failure instanceof TokenFailure) return LINES[failure.code] ?? `Error: ${failure.variant}`;
  return `Error: ${failure.variant}`;
}
