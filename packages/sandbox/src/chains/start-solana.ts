/** Starts a Solana devnet with its JSON-RPC attached (the RPC layer reads the engine). */
import type { ChainLog } from './log';
import { SolanaDevnet } from './solana';
import { solanaRpc } from './solana-rpc';
import type { SolanaChain } from './types';

export async function startSolana(
  caip2: string,
  log: ChainLog,
  now: () => number,
): Promise<SolanaChain> {
  const devnet = await SolanaDevnet.start(caip2, log, now);
  return Object.assign(devnet, { rpc: (request: unknown) => solanaRpc(devnet, request) });
}
