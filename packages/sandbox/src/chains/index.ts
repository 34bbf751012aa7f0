/**
 * The local chains of one Node sandbox process: an EVM devnet per `eip155` network and a Solana
 * devnet per cluster, each started (its engine loaded, its log replayed) on first use.
 */
import { createLazyChains, type ChainsOptions } from './lazy';
import type { Chains } from './types';

export type { ChainsOptions } from './lazy';

export function createChains(options: ChainsOptions = {}): Chains {
  return createLazyChains(
    {
      evm: async (caip2, log, now) => (await import('./start-evm')).startEvm(caip2, log, now),
      solana: async (cluster, log, now) =>
        (await import('./start-solana')).startSolana(cluster, log, now),
    },
    options,
  );
}

export { ChainError, type Chains, type EvmChain, type SolanaChain } from './types';
