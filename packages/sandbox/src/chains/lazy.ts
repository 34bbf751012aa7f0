/**
 * The chains of one sandbox, each started (its engine loaded, its log replayed) on first use.
 * Where a family's engine cannot run, its chains reject with `ChainError('unsupported')` saying
 * so, and the core answers 501 (both chain sets run every family today: decision 0186).
 */
import { noLog, storageLog, type ChainLog } from './log';
import {
  EVM_NETWORKS,
  isEvmNetwork,
  isSolanaNetwork,
  SOLANA_NETWORKS,
  solanaCluster,
} from './networks';
import {
  ChainError,
  type ChainListing,
  type Chains,
  type EvmChain,
  type SolanaChain,
} from './types';
import type { Storage } from '../storage/types';

export interface ChainsOptions {
  /** Where accepted changes are kept; without it the chains live as long as the process. */
  storage?: Storage;
  /** Milliseconds since the epoch; block times follow it (the sandbox passes its own clock). */
  now?: () => number;
}

type Start<T> = (caip2: string, log: ChainLog, now: () => number) => Promise<T>;

/** How each family starts (a dynamic import, so its engine is a chunk), or why it cannot. */
export interface ChainEngines {
  evm: Start<EvmChain> | { unsupported: string };
  solana: Start<SolanaChain> | { unsupported: string };
}

export function createLazyChains(engines: ChainEngines, options: ChainsOptions = {}): Chains {
  const log: ChainLog = options.storage ? storageLog(options.storage) : noLog;
  const now = options.now ?? Date.now;
  const evm = new Map<string, Promise<EvmChain>>();
  const solana = new Map<string, Promise<SolanaChain>>();

  /** A chain that failed to start is forgotten, so the next use tries again. */
  function started<T>(
    cache: Map<string, Promise<T>>,
    key: string,
    engine: Start<T> | { unsupported: string },
  ): Promise<T> {
    if (typeof engine !== 'function') {
      return Promise.reject(new ChainError('unsupported', engine.unsupported));
    }
    const existing = cache.get(key);
    if (existing) return existing;
    const starting = engine(key, log, now);
    cache.set(key, starting);
    starting.catch(() => cache.delete(key));
    return starting;
  }

  const runs = (family: keyof ChainEngines) => typeof engines[family] === 'function';

  return {
    list: (): ChainListing[] => [
      ...(runs('evm') ? EVM_NETWORKS.map((caip2) => ({ caip2, family: 'evm' as const })) : []),
      ...(runs('solana')
        ? SOLANA_NETWORKS.map((caip2) => ({ caip2, family: 'solana' as const }))
        : []),
    ],
    reset: () => {
      evm.clear();
      solana.clear();
    },
    familyOf: (caip2) =>
      isEvmNetwork(caip2) ? 'evm' : isSolanaNetwork(caip2) ? 'solana' : undefined,
    evm: (caip2) => {
      if (!isEvmNetwork(caip2)) throw new Error(`No local EVM chain for ${caip2}`);
      return started(evm, caip2, engines.evm);
    },
    solana: (caip2) => {
      if (!isSolanaNetwork(caip2)) throw new Error(`No local Solana chain for ${caip2}`);
      return started(solana, solanaCluster(caip2), engines.solana);
    },
  };
}
