/**
 * One transaction's execution: the working copies of its accounts, the compute meter, the log
 * and return data, and the invocation of a program for an instruction (top level or from another
 * program). The account rules the runtime enforces on every write are kept here, in `AccountRef`:
 * only the owner may debit an account or change its data, a read-only account changes nothing.
 */
import { sha256 } from '@noble/hashes/sha2';
import { ed25519 } from '@noble/curves/ed25519';
import { bytesToBase64 } from '@docs/platform-api/bytes';
import type { SvmInnerInstruction } from '../svm-engine';
import { emptyAccount, type LedgerAccount } from './accounts';
import { InstructionFailure, fail, rule } from './errors';
import { keyBytes, keyText } from './token-state';

/** The largest account the runtime allows (10 MiB). */
export const MAX_ACCOUNT_LENGTH = 10 * 1024 * 1024;

export interface TransactionKey {
  address: string;
  signer: boolean;
  writable: boolean;
}

export interface AccountMeta {
  address: string;
  signer: boolean;
  writable: boolean;
}

/** How a program runs: `builtin` ones cost a fixed amount up front and log no consumption. */
export interface ProgramEntry {
  builtin: boolean;
  run: (context: InstructionContext) => void;
}

export class ComputeMeter {
  used = 0n;
  constructor(readonly limit: bigint) {}
  get remaining(): bigint {
    return this.limit - this.used;
  }
}

/** The state one transaction changes; nothing reaches the ledger until the runtime commits it. */
export class Execution {
  readonly accounts = new Map<string, LedgerAccount>();
  readonly logs: string[] = [];
  returnData: { programId: string; data: Uint8Array } | undefined;
  readonly inner: SvmInnerInstruction[][] = [];
  private topLevel = 0;

  constructor(
    readonly keys: readonly TransactionKey[],
    read: (address: string) => LedgerAccount | undefined,
    readonly meter: ComputeMeter,
    readonly programs: ReadonlyMap<string, ProgramEntry>,
    /** The blockhash the slot runs under (nonce instructions store what derives from it). */
    readonly blockhash: string,
  ) {
    for (const key of keys) {
      if (!this.accounts.has(key.address)) {
        this.accounts.set(key.address, read(key.address) ?? emptyAccount());
      }
    }
  }

  keyIndex(address: string): number {
    return this.keys.findIndex((key) => key.address === address);
  }

  /** Runs top-level instruction `index` of the message. */
  runInstruction(index: number, programId: string, accounts: readonly number[], data: Uint8Array) {
    this.topLevel = index;
    this.inner[index] = [];
    const metas = accounts.map((at) => {
      const key = this.keys[at];
      if (!key) throw fail('NotEnoughAccountKeys');
      return { address: key.address, signer: key.signer, writable: key.writable };
    });
    this.invoke(programId, metas, data, 1);
  }

  /** Runs `programId` over `metas` at stack height `depth`, logging as the runtime does. */
  invoke(programId: string, metas: readonly AccountMeta[], data: Uint8Array, depth: number): void {
    const program = this.programs.get(programId);
    this.logs.push(`Program ${programId} invoke [${depth}]`);
    this.returnData = { programId, data: new Uint8Array(0) };
    if (!program) {
      throw this.failed(programId, fail('UnsupportedProgramId'));
    }
    const context = new InstructionContext(this, programId, metas, data, depth);
    if (program.builtin) {
      if (this.meter.remaining < BUILTIN_COST) {
        this.meter.used = this.meter.limit;
        throw this.failed(programId, fail('ComputationalBudgetExceeded'));
      }
      this.meter.used += BUILTIN_COST;
      try {
        program.run(context);
      } catch (error) {
        throw this.failed(programId, asFailure(error));
      }
      this.logReturn(programId);
      this.logs.push(`Program ${programId} success`);
      return;
    }
    const available = this.meter.remaining;
    const start = this.meter.used;
    try {
      program.run(context);
    } catch (error) {
      const failure = asFailure(error);
      if (failure.variant !== 'ProgramFailedToComplete' || !context.exhausted) {
        this.logs.push(
          `Program ${programId} consumed ${this.meter.used - start} of ${available} compute units`,
        );
      }
      throw this.failed(programId, failure);
    }
    this.logs.push(
      `Program ${programId} consumed ${this.meter.used - start} of ${available} compute units`,
    );
    this.logReturn(programId);
    this.logs.push(`Program ${programId} success`);
  }

  /** The runtime's line for the data a program returned, after it ran. */
  private logReturn(programId: string): void {
    const returned = this.returnData;
    if (returned && returned.programId === programId && returned.data.length > 0) {
      this.logs.push(`Program return: ${programId} ${bytesToBase64(returned.data)}`);
    }
  }

  private failed(programId: string, failure: InstructionFailure): InstructionFailure {
    this.logs.push(`Program ${programId} failed: ${failure.display}`);
    return failure;
  }

  /** Notes a cross-program invocation under the current top-level instruction. */
  recordInner(programId: string, metas: readonly AccountMeta[], data: Uint8Array, depth: number) {
    this.inner[this.topLevel]?.push({
      programIdIndex: this.keyIndex(programId),
      accounts: metas.map((meta) => this.keyIndex(meta.address)),
      data: new Uint8Array(data),
      stackHeight: depth,
    });
  }
}

/** What a builtin program (system, compute budget) costs per instruction. */
export const BUILTIN_COST = 150n;

const asFailure = (error: unknown): InstructionFailure => {
  if (error instanceof InstructionFailure) return error;
  // A bug in a program of the ledger is not the transaction's fault; it still fails, by name.
  return new InstructionFailure(
    'ProgramFailedToComplete',
    `ledger error: ${error instanceof Error ? error.message : String(error)}`,
  );
};

/** One account of an instruction, with the runtime's write rules. */
export class AccountRef {
  constructor(
    private readonly execution: Execution,
    private readonly programId: string,
    readonly key: string,
    readonly signer: boolean,
    readonly writable: boolean,
  ) {}

  private get state(): LedgerAccount {
    const account = this.execution.accounts.get(this.key);
    if (!account) throw new Error(`account ${this.key} is not loaded`);
    return account;
  }

  get lamports(): bigint {
    return this.state.lamports;
  }
  get data(): Uint8Array {
    return this.state.data;
  }
  get owner(): string {
    return this.state.owner;
  }
  get executable(): boolean {
    return this.state.executable;
  }
  get ownedByProgram(): boolean {
    return this.state.owner === this.programId;
  }

  setLamports(lamports: bigint): void {
    const state = this.state;
    if (state.lamports === lamports) return;
    if (!this.ownedByProgram && lamports < state.lamports)
      throw rule('ExternalAccountLamportSpend');
    if (!this.writable) throw rule('ReadonlyLamportChange');
    if (state.executable) throw rule('ExecutableLamportChange');
    if (lamports < 0n) throw rule('ArithmeticOverflow');
    state.lamports = lamports;
  }

  addLamports(amount: bigint): void {
    this.setLamports(this.lamports + amount);
  }

  subLamports(amount: bigint): void {
    if (amount > this.lamports) throw rule('ArithmeticOverflow');
    this.setLamports(this.lamports - amount);
  }

  private checkDataChange(): void {
    const state = this.state;
    if (state.executable) throw rule('ExecutableDataModified');
    if (!this.writable) throw rule('ReadonlyDataModified');
    if (!this.ownedByProgram) throw rule('ExternalAccountDataModified');
  }

  /** Writes `bytes` at `offset` (the account keeps its length). */
  writeData(bytes: Uint8Array, offset = 0): void {
    this.checkDataChange();
    if (offset + bytes.length > this.state.data.length) throw rule('AccountDataTooSmall');
    this.state.data.set(bytes, offset);
  }

  setDataLength(length: number): void {
    const state = this.state;
    if (length === state.data.length) return;
    if (!this.ownedByProgram) throw rule('AccountDataSizeChanged');
    if (length > MAX_ACCOUNT_LENGTH) throw rule('InvalidRealloc');
    this.checkDataChange();
    const data = new Uint8Array(length);
    data.set(state.data.subarray(0, Math.min(length, state.data.length)));
    state.data = data;
  }

  setOwner(owner: string): void {
    const state = this.state;
    if (!this.ownedByProgram || !this.writable || state.executable) throw rule('ModifiedProgramId');
    if (state.data.some((byte) => byte !== 0)) throw rule('ModifiedProgramId');
    state.owner = owner;
  }
}

/** What a program sees of one instruction. */
export class InstructionContext {
  /** Set when the program ran out of compute units (the log then omits its consumption). */
  exhausted = false;

  constructor(
    private readonly execution: Execution,
    readonly programId: string,
    readonly metas: readonly AccountMeta[],
    readonly data: Uint8Array,
    readonly depth: number,
  ) {}

  get accountCount(): number {
    return this.metas.length;
  }

  get blockhash(): string {
    return this.execution.blockhash;
  }

  account(index: number): AccountRef {
    const meta = this.metas[index];
    if (!meta) throw fail('NotEnoughAccountKeys');
    return new AccountRef(this.execution, this.programId, meta.address, meta.signer, meta.writable);
  }

  checkAccounts(count: number): void {
    if (this.metas.length < count) throw fail('NotEnoughAccountKeys');
  }

  /** Whether `address` signed this instruction (any of its accounts with that key). */
  isSigner(address: string): boolean {
    return this.metas.some((meta) => meta.address === address && meta.signer);
  }

  /** A line as the runtime's `ic_msg!` writes it (builtins). */
  log(line: string): void {
    this.execution.logs.push(line);
  }

  /** A line as a program's `msg!` writes it. */
  msg(line: string): void {
    this.execution.logs.push(`Program log: ${line}`);
  }

  /**
   * Charges `units` to the meter; a program that would go past the limit fails as one whose
   * meter ran out, having used all that was left.
   */
  consume(units: number): void {
    const meter = this.execution.meter;
    if (BigInt(units) > meter.remaining) {
      const available = meter.remaining;
      meter.used = meter.limit;
      this.exhausted = true;
      this.execution.logs.push(
        `Program ${this.programId} consumed ${available} of ${available} compute units`,
      );
      throw new InstructionFailure(
        'ProgramFailedToComplete',
        'exceeded CUs meter at BPF instruction',
      );
    }
    meter.used += BigInt(units);
  }

  setReturnData(data: Uint8Array): void {
    this.execution.returnData = { programId: this.programId, data: new Uint8Array(data) };
  }

  get returnData(): { programId: string; data: Uint8Array } | undefined {
    return this.execution.returnData;
  }

  /**
   * A cross-program invocation: `metas` may sign only where this instruction's account signed
   * or where one of `pdaSigners` (addresses this program derived) is meant.
   */
  invoke(
    programId: string,
    metas: readonly AccountMeta[],
    data: Uint8Array,
    pdaSigners: readonly string[] = [],
  ): void {
    for (const meta of metas) {
      const held = this.metas.filter((own) => own.address === meta.address);
      const signs = held.some((own) => own.signer) || pdaSigners.includes(meta.address);
      const writes = held.some((own) => own.writable);
      if ((meta.signer && !signs) || (meta.writable && !writes)) throw fail('PrivilegeEscalation');
    }
    this.execution.recordInner(programId, metas, data, this.depth + 1);
    this.execution.invoke(programId, metas, data, this.depth + 1);
  }
}

/** Whether 32 bytes are a point on the ed25519 curve (a program-derived address must not be). */
function onCurve(bytes: Uint8Array): boolean {
  try {
    ed25519.ExtendedPoint.fromHex(bytes);
    return true;
  } catch {
    return false;
  }
}

const PDA_MARKER = new TextEncoder().encode('ProgramDerivedAddress');

export function createProgramAddress(seeds: readonly Uint8Array[], programId: string): string {
  const parts = [...seeds, keyBytes(programId), PDA_MARKER];
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  const hash = sha256(joined);
  if (onCurve(hash)) throw fail('InvalidSeeds');
  return keyText(hash);
}

/** The program address and bump for `seeds`, and how many bumps were tried (its cost). */
export function findProgramAddress(
  seeds: readonly Uint8Array[],
  programId: string,
): { address: string; bump: number; tries: number } {
  for (let bump = 255; bump >= 0; bump -= 1) {
    try {
      const address = createProgramAddress([...seeds, Uint8Array.of(bump)], programId);
      return { address, bump, tries: 256 - bump };
    } catch {
      // on the curve: the next bump
    }
  }
  throw fail('InvalidSeeds');
}

/** `sha256(base || seed || owner)`: the address `CreateAccountWithSeed` and its kin derive. */
export function createWithSeed(base: string, seed: string, owner: string): string {
  const seedBytes = new TextEncoder().encode(seed);
  if (seedBytes.length > 32) throw fail('MaxSeedLengthExceeded');
  const ownerBytes = keyBytes(owner);
  if (endsWithMarker(ownerBytes)) throw fail('IllegalOwner');
  const joined = new Uint8Array(32 + seedBytes.length + 32);
  joined.set(keyBytes(base), 0);
  joined.set(seedBytes, 32);
  joined.set(ownerBytes, 32 + seedBytes.length);
  return keyText(sha256(joined));
}

function endsWithMarker(bytes: Uint8Array): boolean {
  const tail = bytes.slice(bytes.length - PDA_MARKER.length);
  return tail.every((byte, index) => byte === PDA_MARKER[index]);
}
