/**
 * Starts a Solana devnet on `LedgerSvm`, the TypeScript ledger (decision 0186), with its
 * JSON-RPC attached: the in-page sandbox's Solana, loaded as its own chunk on first use. Nothing
 * here imports litesvm, so the browser bundle holds none of it.
 */
import { LedgerSvm } from './ledger-svm/ledger';
import type { ChainLog } from './log';
import { SolanaDevnet } from './solana-devnet';
import { solanaRpc } from './solana-rpc';
import type { SolanaChain } from './types';

export async function startSolanaLedger(
  caip2: string,
  log: ChainLog,
  now: () => number,
): Promise<SolanaChain> {
  const devnet = await SolanaDevnet.start(caip2, log, now, new LedgerSvm());
  return Object.assign(devnet, { rpc: (request: unknown) => solanaRpc(devnet, request) });
}
