/** Starts a Solana devnet on litesvm with its JSON-RPC attached (the RPC layer reads the engine). */
import { LiteSvmEngine } from './litesvm-engine';
import type { ChainLog } from './log';
import { SolanaDevnet } from './solana-devnet';
import { solanaRpc } from './solana-rpc';
import type { SolanaChain } from './types';

export async function startSolana(
  caip2: string,
  log: ChainLog,
  now: () => number,
): Promise<SolanaChain> {
  const devnet = await SolanaDevnet.start(caip2, log, now, new LiteSvmEngine());
  return Object.assign(devnet, { rpc: (request: unknown) => solanaRpc(devnet, request) });
}
