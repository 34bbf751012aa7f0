/** viem pointed at an in-process devnet's JSON-RPC, with no server in between (for tests). */
import {
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  type EIP1193RequestFn,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { EvmChain } from '../types';

export function viemFor(chain: EvmChain) {
  const request: EIP1193RequestFn = async ({ method, params }) => {
    const response = (await chain.rpc({ jsonrpc: '2.0', id: 1, method, params })) as {
      result?: unknown;
      error?: { code: number; message: string; data?: unknown };
    };
    if (response.error) throw Object.assign(new Error(response.error.message), response.error);
    // viem's request function is typed per method; the chain answers each as JSON-RPC does.
    return response.result as never;
  };
  const definition = defineChain({
    id: Number(chain.chainId),
    name: chain.caip2,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  });
  return { transport: custom({ request }), chain: definition };
}

/** A reader and, per private key, a wallet on the devnet. */
export function viemClientsFor(chain: EvmChain) {
  const { transport, chain: definition } = viemFor(chain);
  return {
    reader: createPublicClient({ chain: definition, transport }),
    walletOf: (key: `0x${string}`) =>
      createWalletClient({ chain: definition, transport, account: privateKeyToAccount(key) }),
  };
}
