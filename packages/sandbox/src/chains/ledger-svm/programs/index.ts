/** The programs the ledger runs, by program id. */
import type { ProgramEntry } from '../invoke';
import {
  ASSOCIATED_TOKEN_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  MEMO_PROGRAM,
  MEMO_V1_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from '../../solana-program-ids';
import { runAssociatedToken } from './associated-token';
import { tokenProgram } from './token';
import { runComputeBudget } from './compute-budget';
import { runMemo, runMemoV1 } from './memo';
import { runSystem } from './system';

export const PROGRAMS: ReadonlyMap<string, ProgramEntry> = new Map<string, ProgramEntry>([
  [SYSTEM_PROGRAM, { builtin: true, run: runSystem }],
  [COMPUTE_BUDGET_PROGRAM, { builtin: true, run: runComputeBudget }],
  [MEMO_PROGRAM, { builtin: false, run: runMemo }],
  [MEMO_V1_PROGRAM, { builtin: false, run: runMemoV1 }],
  [TOKEN_PROGRAM, { builtin: false, run: tokenProgram('token') }],
  [TOKEN_2022_PROGRAM, { builtin: false, run: tokenProgram('token-2022') }],
  [ASSOCIATED_TOKEN_PROGRAM, { builtin: false, run: runAssociatedToken }],
]);
