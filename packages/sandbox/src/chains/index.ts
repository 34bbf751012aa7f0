/**
 * The local chains of one sandbox process: an EVM devnet per `eip155` network and a Solana
 * devnet per cluster, each started (its engine loaded, its log replayed) on first use.
 */
import { noLog, storageLog, type ChainLog } from './log';
import {
  EVM_NETWORKS,
  isEvmNetwork,
  isSolanaNetwork,
  SOLANA_NETWORKS,
  solanaCluster,
} from './networks';
import type { ChainListing, Chains, EvmChain, SolanaChain } from './types';
import type { Storage } from '../storage/types';

export interface ChainsOptions {
  /** Where accepted changes are kept; without it the chains live as long as the process. */
  storage?: Storage;
  /** Milliseconds since the epoch; block times follow it (the sandbox passes its own clock). */
  now?: () => number;
}

export function createChains(options: ChainsOptions = {}): Chains {
  const log: ChainLog = options.storage ? storageLog(options.storage) : noLog;
  const now = options.now ?? Date.now;
  const evm = new Map<string, Promise<EvmChain>>();
  const solana = new Map<string, Promise<SolanaChain>>();

  /** A chain that failed to start is forgotten, so the next use tries again. */
  function started<T>(cache: Map<string, Promise<T>>, key: string, start: () => Promise<T>) {
    const existing = cache.get(key);
    if (existing) return existing;
    const starting = start();
    cache.set(key, starting);
    starting.catch(() => cache.delete(key));
    return starting;
  }

  return {
    list: (): ChainListing[] => [
      ...EVM_NETWORKS.map((caip2) => ({ caip2, family: 'evm' as const })),
      ...SOLANA_NETWORKS.map((caip2) => ({ caip2, family: 'solana' as const })),
    ],
    reset: () => {
      evm.clear();
      solana.clear();
    },
    familyOf: (caip2) =>
      isEvmNetwork(caip2) ? 'evm' : isSolanaNetwork(caip2) ? 'solana' : undefined,
    evm: (caip2) => {
      if (!isEvmNetwork(caip2)) throw new Error(`No local EVM chain for ${caip2}`);
      return started(evm, caip2, async () => {
        const { startEvm } = await import('./start-evm');
        return startEvm(caip2, log, now);
      });
    },
    solana: (caip2) => {
      if (!isSolanaNetwork(caip2)) throw new Error(`No local Solana chain for ${caip2}`);
      const cluster = solanaCluster(caip2);
      return started(solana, cluster, async () => {
        const { startSolana } = await import('./start-solana');
        return startSolana(cluster, log, now);
      });
    },
  };
}

export { ChainError, type Chains, type EvmChain, type SolanaChain } from './types';
