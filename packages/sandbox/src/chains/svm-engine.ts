/**
 * What a Solana devnet needs from the engine that runs its transactions: accounts to read and
 * write, the rent rule, blockhashes and slots, and a send or a simulation that answers the
 * runtime's outcome. Two engines implement it (decision 0186): litesvm, the real SVM as a native
 * Node addon (`litesvm-engine.ts`), and `LedgerSvm`, a TypeScript ledger of the native and SPL
 * programs that runs in a browser page (`ledger-svm/`). Accounts use `@solana/kit`'s shapes, so
 * neither engine's own classes leave it.
 */
import type { Address, EncodedAccount, MaybeEncodedAccount, Transaction } from '@solana/kit';

/** One instruction a program invoked (a cross-program invocation), by index into the keys. */
export interface SvmInnerInstruction {
  programIdIndex: number;
  accounts: number[];
  data: Uint8Array;
  stackHeight: number;
}

/** What running one transaction answered. */
export interface SvmOutcome {
  /**
   * The runtime's `TransactionError` as Rust's debug text (`InstructionError(0, Custom(1))`,
   * `BlockhashNotFound`), which `solana-errors.ts` turns into the RPC's JSON; undefined when the
   * transaction succeeded.
   */
  err?: string;
  /** The program log lines; none when the runtime refused the transaction before running it. */
  logs: string[];
  computeUnits: bigint;
  /** The data a program set last, if any program set some. */
  returnData?: { programId: Address; data: Uint8Array };
  /** The invocations each top-level instruction made, by instruction index. */
  innerInstructions: SvmInnerInstruction[][];
}

/** A simulation's outcome, with the accounts as the transaction left them (none if it failed). */
export interface SvmSimulation extends SvmOutcome {
  postAccounts: EncodedAccount[];
}

export interface SlotHashEntry {
  slot: bigint;
  hash: string;
}

export interface SvmEngine {
  getAccount(address: Address): MaybeEncodedAccount;
  setAccount(account: EncodedAccount): void;
  /** Lamports held at `address`, 0 where no account exists. */
  getBalance(address: Address): bigint;
  getProgramAccounts(program: Address): EncodedAccount[];
  minimumBalanceForRentExemption(space: bigint): bigint;
  latestBlockhash(): string;
  /** Makes a new latest blockhash (the old one stays valid only if the caller allows it). */
  expireBlockhash(): void;
  currentSlot(): bigint;
  warpToSlot(slot: bigint): void;
  getSlotHashes(): SlotHashEntry[];
  setSlotHashes(entries: readonly SlotHashEntry[]): void;
  /** Whether signatures are verified before a transaction runs. */
  withSigverify(on: boolean): void;
  /** Whether a transaction must name the latest blockhash (or a durable nonce). */
  withBlockhashCheck(on: boolean): void;
  /** Runs and commits `tx` (a failed one still pays its fee, as on a cluster). */
  sendTransaction(tx: Transaction): SvmOutcome;
  /** Runs `tx` against the current state and commits nothing. */
  simulateTransaction(tx: Transaction): SvmSimulation;
  /** Whether a transaction with this first signature (base58) was processed. */
  hasProcessed(signature: string): boolean;
}
