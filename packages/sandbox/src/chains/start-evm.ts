/** Starts an EVM devnet with its JSON-RPC attached (the RPC layer reads the engine). */
import { EvmDevnet } from './evm';
import { evmRpc } from './evm-rpc';
import type { ChainLog } from './log';
import type { EvmChain } from './types';

export async function startEvm(caip2: string, log: ChainLog, now: () => number): Promise<EvmChain> {
  const devnet = await EvmDevnet.start(caip2, log, now);
  return Object.assign(devnet, { rpc: (request: unknown) => evmRpc(devnet, request) });
}
