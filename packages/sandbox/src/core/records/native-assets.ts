/**
 * The assets of each network the sandbox runs a chain for, as the asset list names them: its
 * native coin, and the tokens the sandbox places on a devnet.
 */
import type { EvmToken, SolanaToken } from '../../chains/types';

/** Native coins whose symbol is not ETH, by EVM chain id. */
const NATIVE_SYMBOLS: Record<string, { symbol: string; name: string }> = {
  '137': { symbol: 'POL', name: 'Polygon' },
  '80002': { symbol: 'POL', name: 'Polygon' },
  '56': { symbol: 'BNB', name: 'BNB' },
  '97': { symbol: 'BNB', name: 'BNB' },
  '143': { symbol: 'MON', name: 'Monad' },
  '10143': { symbol: 'MON', name: 'Monad' },
};

export interface NativeAsset {
  caip19: string;
  symbol: string;
  name: string;
  decimals: number;
}

export function nativeAsset(caip2: string): NativeAsset {
  if (caip2.startsWith('solana:')) {
    return { caip19: `${caip2}/slip44:501`, symbol: 'SOL', name: 'Solana', decimals: 9 };
  }
  const known = NATIVE_SYMBOLS[caip2.slice('eip155:'.length)] ?? { symbol: 'ETH', name: 'Ether' };
  return { caip19: `${caip2}/slip44:60`, ...known, decimals: 18 };
}

/**
 * A token the sandbox places on a devnet, as an asset of the API: CAIP-19 `erc20:<contract>` on
 * an EVM network, `token:<mint>` on a Solana cluster.
 */
export function tokenAsset(caip2: string, token: EvmToken | SolanaToken): NativeAsset {
  const namespace = caip2.startsWith('solana:') ? 'token' : 'erc20';
  return {
    caip19: `${caip2}/${namespace}:${token.address}`,
    symbol: token.symbol,
    name: token.name,
    decimals: token.decimals,
  };
}
