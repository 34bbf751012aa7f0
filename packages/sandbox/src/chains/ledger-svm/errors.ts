/**
 * An instruction's failure as the runtime names it: the `InstructionError` variant as Rust's debug
 * text (what `err` carries, `Custom(1)`, `MissingRequiredSignature`) and the sentence the
 * runtime's `Program <id> failed: …` log line shows for it.
 */

/** The runtime's display text of each `InstructionError` variant the ledger raises. */
const DISPLAY: Readonly<Record<string, string>> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  ModifiedProgramId: 'instruction illegally modified the program id of an account',
  ExternalAccountLamportSpend: 'instruction spent from the balance of an account it does not own',
  ExternalAccountDataModified: 'instruction modified data of an account it does not own',
  ReadonlyLamportChange: 'instruction changed the balance of a read-only account',
  ReadonlyDataModified: 'instruction modified data of a read-only account',
  ExecutableDataModified: 'instruction changed executable accounts data',
  ExecutableLamportChange: 'instruction changed the balance of an executable account',
  NotEnoughAccountKeys: 'insufficient account keys for instruction',
  ComputationalBudgetExceeded: 'Computational budget exceeded',
  ProgramFailedToComplete: 'Program failed to complete',
  UnsupportedProgramId: 'Unsupported program id',
  InvalidRealloc: 'Failed to reallocate account data',
  InvalidSeeds: 'Provided seeds do not result in a valid address',
  IllegalOwner: 'Provided owner is not allowed',
  ArithmeticOverflow: 'Program arithmetic overflowed',
  Immutable: 'Account is immutable',
  IncorrectAuthority: 'Incorrect authority provided',
  MaxSeedLengthExceeded: 'Length of the seed is too long for address generation',
  InvalidAccountOwner: 'Invalid account owner',
  AccountDataSizeChanged: 'instruction changed the size of the account data',
  PrivilegeEscalation: 'Cross-program invocation with unauthorized signer or writable account',
};

export class InstructionFailure extends Error {
  /**
   * @param variant the `InstructionError` variant as debug text (`Custom(1)`, `InvalidArgument`)
   * @param display the text after `failed: ` in the log, when the runtime writes another than
   *   the variant's own (a program that panics writes its panic message)
   */
  constructor(
    readonly variant: string,
    readonly display: string = displayOf(variant),
  ) {
    super(display);
  }
}

function displayOf(variant: string): string {
  const custom = /^Custom\((\d+)\)$/.exec(variant);
  if (custom) return `custom program error: 0x${Number(custom[1]).toString(16)}`;
  return DISPLAY[variant] ?? variant;
}

export const fail = (variant: string): InstructionFailure => new InstructionFailure(variant);
export const custom = (code: number): InstructionFailure =>
  new InstructionFailure(`Custom(${code})`);

/**
 * A transaction the runtime refuses or fails as a whole (`BlockhashNotFound`,
 * `InsufficientFundsForRent { account_index: 1 }`), as Rust's debug text.
 */
export class TransactionFailure extends Error {
  constructor(readonly debug: string) {
    super(debug);
  }
}

/**
 * A write the runtime itself refuses (an account the program does not own, a read-only one):
 * the program logs nothing for it, the runtime fails the instruction after the program returns.
 */
export class AccountRuleFailure extends InstructionFailure {}

export const rule = (variant: string): AccountRuleFailure => new AccountRuleFailure(variant);
