/**
 * The Node sandbox's Solana devnet: `SolanaDevnet` (solana-devnet.ts) on litesvm, the real SVM
 * (decision 0171), unless another engine is given. Node only: it loads the native addon, so the
 * browser bundle starts its devnet from `start-solana-ledger.ts` instead.
 */
import type { ChainLog } from './log';
import { LiteSvmEngine } from './litesvm-engine';
import { SolanaDevnet as EngineDevnet } from './solana-devnet';
import type { SvmEngine } from './svm-engine';

export type SolanaDevnet = EngineDevnet;

export const SolanaDevnet = {
  start: (
    caip2: string,
    log: ChainLog,
    now: () => number,
    engine: SvmEngine = new LiteSvmEngine(),
  ): Promise<SolanaDevnet> => EngineDevnet.start(caip2, log, now, engine),
};
