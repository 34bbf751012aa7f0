/**
 * The sandbox's fixed local price table: the assets its swap quotes and Earn vaults know, with a
 * US dollar price that never moves. Nothing is fetched; a reader can work out every quote and
 * display value by hand from this table.
 */

export interface SimulatedAsset {
  caip19: string;
  symbol: string;
  decimals: number;
  /** US dollars per whole unit, in millionths (1 USD = 1_000_000). */
  usdMicros: bigint;
  /** Counted as a stablecoin by a swap config's `stableFeeBps`. */
  stable: boolean;
}

const asset = (
  caip19: string,
  symbol: string,
  decimals: number,
  usd: number,
  stable = false,
): SimulatedAsset => ({
  caip19,
  symbol,
  decimals,
  usdMicros: BigInt(Math.round(usd * 1_000_000)),
  stable,
});

export const USDC_BASE = 'eip155:8453/erc20:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
export const USDC_ETHEREUM = 'eip155:1/erc20:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
export const WETH_BASE = 'eip155:8453/erc20:0x4200000000000000000000000000000000000006';
export const MORPHO_BASE = 'eip155:8453/erc20:0xBAa5CC21fd487B8Fcc2F632f3F4E8D37262a0842';
export const MORPHO_ETHEREUM = 'eip155:1/erc20:0x58D97B57BB95320F9a05dC918Aef65434969c2B2';

export const SIMULATED_ASSETS: readonly SimulatedAsset[] = [
  asset('eip155:1/slip44:60', 'ETH', 18, 3000),
  asset(USDC_ETHEREUM, 'USDC', 6, 1, true),
  asset('eip155:1/erc20:0xdAC17F958D2ee523a2206206994597C13D831ec7', 'USDT', 6, 1, true),
  asset(MORPHO_ETHEREUM, 'MORPHO', 18, 1.5),
  asset('eip155:8453/slip44:60', 'ETH', 18, 3000),
  asset(USDC_BASE, 'USDC', 6, 1, true),
  asset(WETH_BASE, 'WETH', 18, 3000),
  asset(MORPHO_BASE, 'MORPHO', 18, 1.5),
  asset('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/slip44:501', 'SOL', 9, 150),
  asset(
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/token:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    'USDC',
    6,
    1,
    true,
  ),
];

/**
 * A CAIP-19 id as the table compares it. An EVM token's reference is a hex address, whose letter
 * case only carries the EIP-55 checksum, so `list_supported_assets` (lower case) and an address
 * copied from an explorer (checksummed) name the same token; Solana's base58 is case-sensitive
 * and is kept as it is.
 */
export const assetKey = (caip19: string) =>
  caip19.startsWith('eip155:') ? caip19.toLowerCase() : caip19;

export function simulatedAsset(caip19: string): SimulatedAsset | undefined {
  const key = assetKey(caip19);
  return SIMULATED_ASSETS.find((candidate) => assetKey(candidate.caip19) === key);
}

/** The CAIP-2 chain of a CAIP-19 asset id. */
export const chainOf = (caip19: string) => caip19.split('/')[0] ?? '';

/** `raw` in whole units, without trailing zeros (`1003412345`, 6 → `1003.412345`). */
export function wholeUnits(raw: bigint, decimals: number): string {
  const negative = raw < 0n;
  const digits = (negative ? -raw : raw).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** `raw` of `asset` in US dollars, rounded down to cents (`1003.41`). */
export function usdValue(raw: bigint, asset: SimulatedAsset): string {
  const cents = (raw * asset.usdMicros) / (10n ** BigInt(asset.decimals) * 10_000n);
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** `{ usd, crypto }` of `raw` units of `asset`. */
export const displayOf = (raw: bigint, asset: SimulatedAsset) => ({
  usd: usdValue(raw, asset),
  crypto: wholeUnits(raw, asset.decimals),
});
