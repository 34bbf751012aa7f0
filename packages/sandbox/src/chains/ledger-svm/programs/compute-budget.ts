/**
 * The compute budget program: its instructions are read by the runtime before the transaction
 * runs (limit, price, heap, loaded data), so running one does nothing more. `budgetOf` is that
 * reading, with the runtime's refusals.
 */
import { DataReader } from '../bincode';
import { InstructionFailure, TransactionFailure } from '../errors';
import { COMPUTE_BUDGET_PROGRAM, SYSTEM_PROGRAM } from '../../solana-program-ids';

export const MAX_COMPUTE_UNIT_LIMIT = 1_400_000n;
const DEFAULT_INSTRUCTION_LIMIT = 200_000n;
const BUILTIN_INSTRUCTION_LIMIT = 3_000n;
const MIN_HEAP = 32 * 1024;
const MAX_HEAP = 256 * 1024;

/** The programs the runtime counts as builtins when it sums a default compute limit. */
const BUILTINS = new Set([SYSTEM_PROGRAM, COMPUTE_BUDGET_PROGRAM]);

export interface Budget {
  limit: bigint;
  /** micro-lamports per compute unit */
  price: bigint;
}

/** Running a compute budget instruction changes nothing: `budgetOf` read it before. */
export const runComputeBudget = (): void => undefined;

/**
 * The limit and price the transaction asks for: each kind at most once (`DuplicateInstruction`),
 * each well formed (`InstructionError(i, InvalidInstructionData)`); without a limit, 200,000
 * units per instruction of a program that is not a builtin and 3,000 per builtin one.
 */
export function budgetOf(instructions: readonly { programId: string; data: Uint8Array }[]): Budget {
  let limit: bigint | undefined;
  let price: bigint | undefined;
  let heap: number | undefined;
  let loaded: number | undefined;
  const invalid = (index: number) =>
    new TransactionFailure(`InstructionError(${index}, InvalidInstructionData)`);
  instructions.forEach(({ programId, data }, index) => {
    if (programId !== COMPUTE_BUDGET_PROGRAM) return;
    const read = new DataReader(data);
    const duplicate = () => new TransactionFailure(`DuplicateInstruction(${index})`);
    try {
      const tag = read.u8();
      if (tag === 1) {
        if (heap !== undefined) throw duplicate();
        heap = read.u32();
        if (heap < MIN_HEAP || heap > MAX_HEAP || heap % 1024 !== 0) throw invalid(index);
      } else if (tag === 2) {
        if (limit !== undefined) throw duplicate();
        limit = BigInt(read.u32());
      } else if (tag === 3) {
        if (price !== undefined) throw duplicate();
        price = read.u64();
      } else if (tag === 4) {
        if (loaded !== undefined) throw duplicate();
        loaded = read.u32();
        if (loaded === 0) throw new TransactionFailure('InvalidLoadedAccountsDataSizeLimit');
      } else {
        throw invalid(index);
      }
    } catch (error) {
      if (error instanceof InstructionFailure) throw invalid(index);
      throw error;
    }
  });
  const defaultLimit = instructions.reduce(
    (sum, { programId }) =>
      sum + (BUILTINS.has(programId) ? BUILTIN_INSTRUCTION_LIMIT : DEFAULT_INSTRUCTION_LIMIT),
    0n,
  );
  const chosen = limit ?? defaultLimit;
  return {
    limit: chosen > MAX_COMPUTE_UNIT_LIMIT ? MAX_COMPUTE_UNIT_LIMIT : chosen,
    price: price ?? 0n,
  };
}

/** The priority fee: price times limit, in micro-lamports, rounded up to whole lamports. */
export function priorityFee(budget: Budget): bigint {
  return (budget.price * budget.limit + 999_999n) / 1_000_000n;
}
