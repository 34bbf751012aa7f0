/**
 * The Node devnet's engine: litesvm (decision 0171), the real SVM with its builtin and SPL
 * programs, behind `SvmEngine`. Node only: litesvm is a native addon, so nothing the browser
 * bundle imports may import this module.
 */
import { type Address, type EncodedAccount, type Signature, type Transaction } from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';
import { errorText } from './solana-errors';
import type { SlotHashEntry, SvmEngine, SvmOutcome, SvmSimulation } from './svm-engine';
import { getBase58Decoder } from '@solana/kit';

const base58 = getBase58Decoder();
const NO_PROGRAM = '11111111111111111111111111111111';

/** The engine-neutral outcome of litesvm's metadata, with the error's debug text if it failed. */
function outcomeOf(meta: TransactionMetadata, err?: string): SvmOutcome {
  const returned = meta.returnData();
  const programId = base58.decode(returned.programId());
  const data = new Uint8Array(returned.data());
  return {
    ...(err === undefined ? {} : { err }),
    logs: meta.logs(),
    computeUnits: meta.computeUnitsConsumed(),
    ...(programId === NO_PROGRAM && data.length === 0
      ? {}
      : { returnData: { programId: programId as Address, data } }),
    innerInstructions: meta.innerInstructions().map((inner) =>
      inner.map((one) => ({
        programIdIndex: one.instruction().programIdIndex(),
        accounts: [...one.instruction().accounts()],
        data: new Uint8Array(one.instruction().data()),
        stackHeight: one.stackHeight(),
      })),
    ),
  };
}

const failure = (failed: FailedTransactionMetadata) =>
  errorText(failed.toString()) ?? failed.toString();

export class LiteSvmEngine implements SvmEngine {
  // The native mints (wrapped SOL, for SPL Token and Token-2022) exist on every cluster; a
  // program that wraps SOL creates its token account against them.
  private readonly svm = new LiteSVM().withNativeMints();

  getAccount(address: Address) {
    return this.svm.getAccount(address);
  }

  setAccount(account: EncodedAccount): void {
    this.svm.setAccount(account);
  }

  getBalance(address: Address): bigint {
    return BigInt(this.svm.getBalance(address) ?? 0n);
  }

  getProgramAccounts(program: Address): EncodedAccount[] {
    return this.svm.getProgramAccounts(program);
  }

  minimumBalanceForRentExemption(space: bigint): bigint {
    return this.svm.minimumBalanceForRentExemption(space);
  }

  latestBlockhash(): string {
    return this.svm.latestBlockhash();
  }

  expireBlockhash(): void {
    this.svm.expireBlockhash();
  }

  currentSlot(): bigint {
    return this.svm.getClock().slot;
  }

  warpToSlot(slot: bigint): void {
    this.svm.warpToSlot(slot);
  }

  getSlotHashes(): SlotHashEntry[] {
    return this.svm.getSlotHashes().map(({ slot, hash }) => ({ slot, hash }));
  }

  setSlotHashes(entries: readonly SlotHashEntry[]): void {
    // litesvm's SlotHash has no constructor: entries read from the sysvar are reused as carriers.
    const carriers = this.svm.getSlotHashes();
    const template = carriers[0];
    if (!template) return;
    while (carriers.length < entries.length) carriers.push(...this.svm.getSlotHashes());
    const written = entries.map((entry, index) => {
      const carrier = carriers[index] ?? template;
      carrier.slot = entry.slot;
      carrier.hash = entry.hash;
      return carrier;
    });
    this.svm.setSlotHashes(written);
  }

  withSigverify(on: boolean): void {
    this.svm.withSigverify(on);
  }

  withBlockhashCheck(on: boolean): void {
    this.svm.withBlockhashCheck(on);
  }

  sendTransaction(tx: Transaction): SvmOutcome {
    const outcome = this.svm.sendTransaction(tx);
    if (outcome instanceof FailedTransactionMetadata) {
      return outcomeOf(outcome.meta(), failure(outcome));
    }
    return outcomeOf(outcome);
  }

  simulateTransaction(tx: Transaction): SvmSimulation {
    const outcome = this.svm.simulateTransaction(tx);
    if (outcome instanceof FailedTransactionMetadata) {
      return { ...outcomeOf(outcome.meta(), failure(outcome)), postAccounts: [] };
    }
    return { ...outcomeOf(outcome.meta()), postAccounts: outcome.postAccounts() };
  }

  hasProcessed(signature: string): boolean {
    return this.svm.getTransaction(signature as Signature) !== null;
  }
}
