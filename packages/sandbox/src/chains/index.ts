/**
 * The local chains of one Node sandbox process: an EVM devnet per `eip155` network (or the node
 * outside the sandbox that `--chain-rpc` names for it) and a Solana devnet per cluster (or its
 * node, likewise), each started (its engine loaded, its log replayed, or its node reached) on
 * first use.
 */
import { createLazyChains, type ChainsOptions as LazyOptions } from './lazy';
import { isSolanaNetwork, solanaCluster } from './networks';
import type { ExternalNodes } from './external-config';
import type { ExternalOptions } from './external-evm';
import type { Chains } from './types';

export interface ChainsOptions extends LazyOptions {
  /** Networks a node outside the sandbox serves (`--chain-rpc`), instead of an in-process devnet. */
  external?: ExternalNodes;
  /** Timeouts of the requests to those nodes (tests shorten them). */
  externalOptions?: ExternalOptions;
}

export function createChains(options: ChainsOptions = {}): Chains {
  // A Solana cluster is looked up by its long form, whichever form the caller gave.
  const external = Object.fromEntries(
    Object.entries(options.external ?? {}).map(([caip2, url]) => [
      isSolanaNetwork(caip2) ? solanaCluster(caip2) : caip2,
      url,
    ]),
  );
  const chains = createLazyChains(
    {
      evm: async (caip2, log, now) => {
        const url = external[caip2];
        if (url) {
          const { ExternalEvmChain } = await import('./external-evm');
          return ExternalEvmChain.connect(caip2, url, options.externalOptions);
        }
        return (await import('./start-evm')).startEvm(caip2, log, now);
      },
      solana: async (cluster, log, now) => {
        const url = external[cluster];
        if (url) {
          const { ExternalSolanaChain } = await import('./external-solana');
          return ExternalSolanaChain.connect(cluster, url, options.externalOptions);
        }
        return (await import('./start-solana')).startSolana(cluster, log, now);
      },
    },
    options,
  );
  return {
    ...chains,
    list: () =>
      chains.list().map((listing) => {
        const externalRpcUrl = external[listing.caip2];
        return externalRpcUrl ? { ...listing, externalRpcUrl } : listing;
      }),
  };
}

export { externalNodes, type ExternalNodes } from './external-config';
export { ChainError, type Chains, type EvmChain, type SolanaChain } from './types';
