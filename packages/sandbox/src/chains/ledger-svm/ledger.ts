/**
 * `LedgerSvm`: a Solana engine in TypeScript for the in-page sandbox (decision 0186). It keeps
 * the accounts, checks signatures, blockhashes and durable nonces, charges the fee (also when an
 * instruction fails), enforces the rent rule, and runs the programs of `programs/`: system,
 * compute budget, memo, SPL Token, Token-2022 (without extensions) and associated token
 * accounts. A program it does not hold fails the transaction; it never pretends.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { sha256 } from '@noble/hashes/sha2';
import {
  getBase58Decoder,
  getBase58Encoder,
  type Address,
  type EncodedAccount,
  type Transaction,
} from '@solana/kit';
import type { SlotHashEntry, SvmEngine, SvmOutcome, SvmSimulation } from '../svm-engine';
import { AccountStore, copyAccount, encoded, genesis, type LedgerAccount } from './accounts';
import { InstructionFailure, TransactionFailure } from './errors';
import { ComputeMeter, Execution } from './invoke';
import { loadMessage, type LoadedMessage } from './message';
import {
  LAMPORTS_PER_SIGNATURE,
  NONCE_LENGTH,
  durableNonce,
  nonceBytes,
  readNonce,
} from './nonce-state';
import { PROGRAMS } from './programs';
import { budgetOf, priorityFee } from './programs/compute-budget';
import { SYSTEM_PROGRAM } from '../solana-program-ids';
import { minimumBalance, rentState, rentTransitionAllowed } from './rent';

const base58 = getBase58Decoder();
const fromBase58 = getBase58Encoder();

interface Run {
  outcome: SvmOutcome;
  /** The accounts to write when the outcome is committed (empty when nothing lands). */
  writes: Map<string, LedgerAccount>;
  included: boolean;
}

const refused = (err: string): Run => ({
  outcome: { err, logs: [], computeUnits: 0n, innerInstructions: [] },
  writes: new Map(),
  included: false,
});

export class LedgerSvm implements SvmEngine {
  private readonly store = new AccountStore();
  private blockhash = base58.decode(sha256(new TextEncoder().encode('LedgerSvm genesis')));
  private slot = 0n;
  private slotHashes: SlotHashEntry[] = [];
  private sigverify = true;
  private blockhashCheck = true;
  private readonly processed = new Set<string>();

  constructor() {
    genesis(this.store);
  }

  getAccount(address: Address) {
    return this.store.read(address);
  }

  setAccount(account: EncodedAccount): void {
    this.store.set(account.address, {
      lamports: BigInt(account.lamports),
      data: new Uint8Array(account.data),
      owner: account.programAddress,
      executable: account.executable,
    });
  }

  getBalance(address: Address): bigint {
    return this.store.get(address)?.lamports ?? 0n;
  }

  getProgramAccounts(program: Address): EncodedAccount[] {
    return this.store.ownedBy(program);
  }

  minimumBalanceForRentExemption(space: bigint): bigint {
    return minimumBalance(space);
  }

  latestBlockhash(): string {
    return this.blockhash;
  }

  expireBlockhash(): void {
    this.blockhash = base58.decode(sha256(new Uint8Array(fromBase58.encode(this.blockhash))));
  }

  currentSlot(): bigint {
    return this.slot;
  }

  warpToSlot(slot: bigint): void {
    this.slot = slot;
  }

  getSlotHashes(): SlotHashEntry[] {
    return this.slotHashes.map((entry) => ({ ...entry }));
  }

  setSlotHashes(entries: readonly SlotHashEntry[]): void {
    this.slotHashes = entries.map((entry) => ({ ...entry }));
  }

  withSigverify(on: boolean): void {
    this.sigverify = on;
  }

  withBlockhashCheck(on: boolean): void {
    this.blockhashCheck = on;
  }

  hasProcessed(signature: string): boolean {
    return this.processed.has(signature);
  }

  sendTransaction(tx: Transaction): SvmOutcome {
    const run = this.run(tx);
    if (run.included) {
      for (const [address, account] of run.writes) this.store.set(address, account);
      const first = Object.values(tx.signatures)[0];
      if (first) this.processed.add(base58.decode(first));
    }
    return run.outcome;
  }

  simulateTransaction(tx: Transaction): SvmSimulation {
    const run = this.run(tx);
    const postAccounts =
      run.outcome.err === undefined
        ? [...run.writes.entries()].map(([address, account]) => encoded(address, account))
        : [];
    return { ...run.outcome, postAccounts };
  }

  private read = (address: string): LedgerAccount | undefined => this.store.get(address);

  private run(tx: Transaction): Run {
    try {
      return this.execute(tx);
    } catch (error) {
      if (error instanceof TransactionFailure) return refused(error.debug);
      throw error;
    }
  }

  private verifySignatures(tx: Transaction): void {
    for (const [signer, signature] of Object.entries(tx.signatures)) {
      const valid =
        signature !== null &&
        ed25519.verify(
          new Uint8Array(signature),
          new Uint8Array(tx.messageBytes),
          new Uint8Array(fromBase58.encode(signer)),
        );
      if (!valid) throw new TransactionFailure('SignatureFailure');
    }
  }

  /**
   * The nonce account a transaction uses when its first instruction advances a nonce whose stored
   * value is the message's blockhash, signed by the nonce's authority; otherwise undefined.
   */
  private nonceAccount(message: LoadedMessage): string | undefined {
    const first = message.instructions[0];
    if (!first || first.programId !== SYSTEM_PROGRAM) return undefined;
    if (first.data.length < 4 || new DataView(first.data.buffer).getUint32(0, true) !== 4) {
      return undefined;
    }
    const key = message.keys[first.accounts[0] ?? -1];
    if (!key?.writable) return undefined;
    const account = this.store.get(key.address);
    if (!account || account.owner !== SYSTEM_PROGRAM) return undefined;
    try {
      const state = readNonce(account.data);
      if (!state.initialized || state.nonce !== message.lifetimeToken) return undefined;
      const authority = message.keys.find((candidate) => candidate.address === state.authority);
      return authority?.signer ? key.address : undefined;
    } catch {
      return undefined;
    }
  }

  private execute(tx: Transaction): Run {
    const message = loadMessage(tx, this.read, this.slot);
    if (Object.keys(tx.signatures).length !== message.signatureCount) {
      throw new TransactionFailure('SanitizeFailure');
    }
    if (this.sigverify) this.verifySignatures(tx);
    const nonce = this.nonceAccount(message);
    if (this.blockhashCheck && message.lifetimeToken !== this.blockhash && !nonce) {
      throw new TransactionFailure('BlockhashNotFound');
    }
    const first = Object.values(tx.signatures)[0];
    if (first && this.processed.has(base58.decode(first))) {
      throw new TransactionFailure('AlreadyProcessed');
    }
    const budget = budgetOf(message.instructions);
    for (const instruction of message.instructions) {
      const program = this.store.get(instruction.programId);
      if (!program?.executable) throw new TransactionFailure('InvalidProgramForExecution');
    }

    const payerKey = message.keys[0];
    if (!payerKey) throw new TransactionFailure('SanitizeFailure');
    const payer = this.store.get(payerKey.address);
    if (!payer) throw new TransactionFailure('AccountNotFound');
    let payerMinimum: bigint;
    if (payer.owner === SYSTEM_PROGRAM && payer.data.length === 0) payerMinimum = 0n;
    else if (payer.owner === SYSTEM_PROGRAM && payer.data.length === NONCE_LENGTH) {
      payerMinimum = minimumBalance(BigInt(NONCE_LENGTH));
    } else throw new TransactionFailure('InvalidAccountForFee');
    const fee = LAMPORTS_PER_SIGNATURE * BigInt(message.signatureCount) + priorityFee(budget);
    if (payer.lamports < payerMinimum + fee)
      throw new TransactionFailure('InsufficientFundsForFee');
    const charged = { ...copyAccount(payer), lamports: payer.lamports - fee };
    if (
      !rentTransitionAllowed(
        rentState(payer.lamports, payer.data.length),
        rentState(charged.lamports, charged.data.length),
      )
    ) {
      throw new TransactionFailure('InsufficientFundsForRent { account_index: 0 }');
    }

    // What lands when an instruction fails: the fee, and the nonce advanced.
    const rollback = new Map<string, LedgerAccount>([[payerKey.address, charged]]);
    if (nonce) {
      const account = rollback.get(nonce) ?? this.store.get(nonce);
      if (account) {
        const state = readNonce(account.data);
        const advanced = copyAccount(account);
        advanced.data.set(
          nonceBytes({
            ...state,
            nonce: durableNonce(this.blockhash),
            lamportsPerSignature: LAMPORTS_PER_SIGNATURE,
          }),
        );
        rollback.set(nonce, advanced);
      }
    }

    const execution = new Execution(
      message.keys,
      (address) => (address === payerKey.address ? copyAccount(charged) : this.store.get(address)),
      new ComputeMeter(budget.limit),
      PROGRAMS,
      this.blockhash,
    );
    const before = new Map(
      [...execution.accounts.entries()].map(([address, account]) => [
        address,
        copyAccount(account),
      ]),
    );
    let err: string | undefined;
    for (const [index, instruction] of message.instructions.entries()) {
      try {
        execution.runInstruction(
          index,
          instruction.programId,
          instruction.accounts,
          instruction.data,
        );
      } catch (error) {
        if (!(error instanceof InstructionFailure)) throw error;
        err = `InstructionError(${index}, ${error.variant})`;
        break;
      }
    }
    if (err === undefined) err = this.rentViolation(message, before, execution.accounts);

    const returned = execution.returnData;
    const outcome: SvmOutcome = {
      ...(err === undefined ? {} : { err }),
      logs: execution.logs,
      computeUnits: execution.meter.used,
      ...(returned && !(returned.programId === SYSTEM_PROGRAM && returned.data.length === 0)
        ? { returnData: { programId: returned.programId as Address, data: returned.data } }
        : {}),
      innerInstructions: message.instructions.map((_, index) => execution.inner[index] ?? []),
    };
    if (err !== undefined) return { outcome, writes: rollback, included: true };
    const writes = new Map<string, LedgerAccount>();
    for (const key of message.keys) {
      const account = execution.accounts.get(key.address);
      if (account) writes.set(key.address, account);
    }
    return { outcome, writes, included: true };
  }

  /** `InsufficientFundsForRent` for the first writable account left newly rent-paying. */
  private rentViolation(
    message: LoadedMessage,
    before: ReadonlyMap<string, LedgerAccount>,
    after: ReadonlyMap<string, LedgerAccount>,
  ): string | undefined {
    for (const [index, key] of message.keys.entries()) {
      if (!key.writable) continue;
      const pre = before.get(key.address);
      const post = after.get(key.address);
      if (!pre || !post) continue;
      const allowed = rentTransitionAllowed(
        rentState(pre.lamports, pre.data.length),
        rentState(post.lamports, post.data.length),
      );
      if (!allowed) return `InsufficientFundsForRent { account_index: ${index} }`;
    }
    return undefined;
  }
}
