/**
 * The sandbox's Earn simulation: a fixed catalog of vaults, and positions whose yield, the
 * wrapper's fee and incentive rewards accrue on the sandbox clock. Interest is simple between
 * events and compounds at each deposit, withdrawal or claim (when a position is brought up to
 * date). All amounts are raw units as bigint; nothing moves on a chain.
 */
import type { EarnPositionRecord } from '../../../storage/types';
import {
  MORPHO_BASE,
  MORPHO_ETHEREUM,
  simulatedAsset,
  USDC_BASE,
  USDC_ETHEREUM,
  WETH_BASE,
  type SimulatedAsset,
} from './assets';
import { simulatedAddress } from './settlement';

export const YEAR_MS = 365 * 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
/** The rewards distributor publishes a new claimable root this often (8 hours of sandbox clock). */
export const REWARD_ROOT_MS = 8 * 3600 * 1000;
/** The most a wrapper's fee can be, in basis points. */
export const MAX_CLIENT_FEE_BPS = 4000;

export interface CatalogVault {
  vaultAddress: string;
  provider: 'EARN_PROVIDER_MORPHO' | 'EARN_PROVIDER_AAVE';
  chainCaip2: string;
  caip19: string;
  name: string;
  curator: string;
  /** Annual yield before fees, in millionths (`64500` is 6.45%). */
  apyPpm: bigint;
  tvl: bigint;
  liquidity: bigint;
  /** The incentive token and its accrual, per raw unit of the asset per day. */
  reward?: { caip19: string; perUnitPerDay: bigint };
}

const vault = (
  provider: CatalogVault['provider'],
  caip19: string,
  name: string,
  curator: string,
  apyPpm: number,
  tvlWhole: number,
  reward?: CatalogVault['reward'],
): CatalogVault => {
  const chainCaip2 = caip19.split('/')[0] ?? '';
  const decimals = BigInt(simulatedAsset(caip19)?.decimals ?? 0);
  const tvl = BigInt(tvlWhole) * 10n ** decimals;
  return {
    vaultAddress: simulatedAddress('vault', provider, caip19, name),
    provider,
    chainCaip2,
    caip19,
    name,
    curator,
    apyPpm: BigInt(apyPpm),
    tvl,
    liquidity: tvl / 4n,
    ...(reward ? { reward } : {}),
  };
};

/** 0.1 MORPHO (18 decimals) a day per 1000 USDC (6 decimals) deposited. */
const MORPHO_PER_USDC_UNIT_DAY = 100_000_000n;

export const EARN_CATALOG: readonly CatalogVault[] = [
  vault(
    'EARN_PROVIDER_MORPHO',
    USDC_BASE,
    'Sandbox Prime USDC',
    'Sandbox Risk',
    60_000,
    50_000_000,
    {
      caip19: MORPHO_BASE,
      perUnitPerDay: MORPHO_PER_USDC_UNIT_DAY,
    },
  ),
  vault('EARN_PROVIDER_MORPHO', USDC_BASE, 'Sandbox Core USDC', 'Sandbox Risk', 48_000, 20_000_000),
  vault('EARN_PROVIDER_AAVE', USDC_BASE, 'USDC', '', 41_000, 80_000_000),
  vault('EARN_PROVIDER_MORPHO', WETH_BASE, 'Sandbox WETH', 'Sandbox Risk', 25_000, 10_000),
  vault(
    'EARN_PROVIDER_MORPHO',
    USDC_ETHEREUM,
    'Sandbox Prime USDC',
    'Sandbox Risk',
    55_000,
    90_000_000,
    {
      caip19: MORPHO_ETHEREUM,
      perUnitPerDay: MORPHO_PER_USDC_UNIT_DAY,
    },
  ),
  vault('EARN_PROVIDER_AAVE', USDC_ETHEREUM, 'USDC', '', 39_000, 120_000_000),
];

export function catalogVault(vaultAddress: string): CatalogVault | undefined {
  const wanted = vaultAddress.toLowerCase();
  return EARN_CATALOG.find((candidate) => candidate.vaultAddress === wanted);
}

export const assetOfVault = (vault: CatalogVault): SimulatedAsset => {
  const asset = simulatedAsset(vault.caip19);
  if (!asset) throw new Error(`catalog vault ${vault.vaultAddress} has an unknown asset`);
  return asset;
};

/** The yield depositors keep after a fee of `feeBps`, in millionths. */
export const netApyPpm = (vault: CatalogVault, feeBps: number) =>
  (vault.apyPpm * BigInt(10_000 - feeBps)) / 10_000n;

/** Millionths as the decimal fraction the wire uses (`64500` → `0.0645`). */
export function fractionOfPpm(ppm: bigint): string {
  const digits = ppm.toString().padStart(7, '0');
  const fraction = digits.slice(-6).replace(/0+$/, '');
  return `${digits.slice(0, -6)}${fraction ? `.${fraction}` : ''}`;
}

export interface Accrual {
  principal: bigint;
  feeAccrued: bigint;
  rewardAccrued: bigint;
}

/** The position brought forward to `nowMs`: yield, fee and rewards since `accruedAtMs`. */
export function accrue(
  position: Pick<EarnPositionRecord, 'principal' | 'feeAccrued' | 'rewardAccrued' | 'accruedAtMs'>,
  vault: CatalogVault,
  feeBps: number,
  nowMs: number,
): Accrual {
  const principal = BigInt(position.principal);
  const elapsed = BigInt(Math.max(0, nowMs - position.accruedAtMs));
  const gross = (principal * vault.apyPpm * elapsed) / (1_000_000n * BigInt(YEAR_MS));
  const fee = (gross * BigInt(feeBps)) / 10_000n;
  const reward = vault.reward
    ? (principal * vault.reward.perUnitPerDay * elapsed) / BigInt(DAY_MS)
    : 0n;
  return {
    principal: principal + gross - fee,
    feeAccrued: BigInt(position.feeAccrued) + fee,
    rewardAccrued: BigInt(position.rewardAccrued) + reward,
  };
}

/**
 * Rewards of a position at `nowMs`: what was earned up to the distributor's latest root is
 * claimable, what came after is pending. Between a position's updates the split is exact; an
 * update after the latest root counts its rewards as of the update as claimable.
 */
export function rewardSplit(
  position: Pick<
    EarnPositionRecord,
    'principal' | 'feeAccrued' | 'rewardAccrued' | 'rewardClaimed' | 'accruedAtMs'
  >,
  vault: CatalogVault,
  feeBps: number,
  nowMs: number,
) {
  const latestRoot = Math.floor(nowMs / REWARD_ROOT_MS) * REWARD_ROOT_MS;
  const atRoot = accrue(position, vault, feeBps, Math.max(latestRoot, position.accruedAtMs));
  const atNow = accrue(position, vault, feeBps, nowMs);
  const claimed = BigInt(position.rewardClaimed);
  const claimable = atRoot.rewardAccrued - claimed;
  return {
    claimable: claimable > 0n ? claimable : 0n,
    claimed,
    pending: atNow.rewardAccrued - atRoot.rewardAccrued,
  };
}
