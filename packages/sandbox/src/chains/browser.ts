/**
 * The local chains of the in-page sandbox (a Web Worker, decisions 0171 and 0186): the EVM
 * devnets on `@ethereumjs/vm`, and the Solana devnets on `LedgerSvm`, a TypeScript ledger of the
 * native and SPL programs (litesvm, the Node sandbox's engine, is a native addon no browser can
 * load). Each family's engine is a chunk the bundler emits and the worker loads on that family's
 * first chain operation.
 */
import { createLazyChains, type ChainsOptions } from './lazy';
import type { Chains } from './types';

export function createBrowserChains(options: ChainsOptions = {}): Chains {
  return createLazyChains(
    {
      evm: async (caip2, log, now) =>
        (await import(/* webpackChunkName: "sandbox-evm" */ './start-evm')).startEvm(
          caip2,
          log,
          now,
        ),
      solana: async (caip2, log, now) =>
        (
          await import(/* webpackChunkName: "sandbox-solana" */ './start-solana-ledger')
        ).startSolanaLedger(caip2, log, now),
    },
    options,
  );
}
