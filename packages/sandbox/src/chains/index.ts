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
import type { ExternalNodes } from './external-config';
import type { ExternalOptions } from './external-evm';
import type { ChainListing, Chains, EvmChain, SolanaChain } from './types';
import type { Storage } from '../storage/types';

export interface ChainsOptions {
  /** Where accepted changes are kept; without it the chains live as long as the process. */
  storage?: Storage;
  /** Milliseconds since the epoch; block times follow it (the sandbox passes its own clock). */
  now?: () => number;
  /** Networks a node outside the sandbox serves (`--chain-rpc`), instead of an in-process devnet. */
  external?: ExternalNodes;
  /** Timeouts of the requests to those nodes (tests shorten them). */
  externalOptions?: ExternalOptions;
}

export function createChains(options: ChainsOptions = {}): Chains {
  const log: ChainLog = options.storage ? storageLog(options.storage) : noLog;
  const now = options.now ?? Date.now;
  const evm = new Map<string, Promise<EvmChain>>();
  const solana = new Map<string, Promise<SolanaChain>>();
  const external = options.external ?? {};

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
      ...EVM_NETWORKS.map((caip2) => {
        const externalRpcUrl = external[caip2];
        return { caip2, family: 'evm' as const, ...(externalRpcUrl ? { externalRpcUrl } : {}) };
      }),
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
      const url = external[caip2];
      if (url) {
        return started(evm, caip2, async () => {
          const { ExternalEvmChain } = await import('./external-evm');
          return ExternalEvmChain.connect(caip2, url, options.externalOptions);
        });
      }
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

export { externalNodes, type ExternalNodes } from './external-config';
export { ChainError, type Chains, type EvmChain, type SolanaChain } from './types';
