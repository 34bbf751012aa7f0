/**
 * The local chains of the in-page sandbox (a Web Worker, decision 0171 amended): the EVM devnets,
 * whose engine (`@ethereumjs/vm`, pure JavaScript) the bundler emits as a chunk the worker loads
 * on the first chain operation. Solana's engine, litesvm, is a native Node addon that no browser
 * can load, so Solana chain operations answer 501 with `SOLANA_IN_PAGE`.
 */
import { createLazyChains, type ChainsOptions } from './lazy';
import type { Chains } from './types';

export const SOLANA_IN_PAGE =
  'Solana sending runs only in the Node sandbox (npm run sandbox): its chain, litesvm, is a native Node addon that cannot run in a browser page';

export function createBrowserChains(options: ChainsOptions = {}): Chains {
  return createLazyChains(
    {
      evm: async (caip2, log, now) =>
        (await import(/* webpackChunkName: "sandbox-evm" */ './start-evm')).startEvm(
          caip2,
          log,
          now,
        ),
      solana: { unsupported: SOLANA_IN_PAGE },
    },
    options,
  );
}
