/**
 * get_gas_usage: what the organization's sponsored EVM sends cost over the sandbox's gas
 * window, from the gas each one actually used on the local chain (kept on its send status when
 * it ran). The local chains' coins have no market price, so the sandbox prices them with a
 * fixed, stated rate of its own.
 */
import { GetGasUsageRequestSchema } from '@docs/platform-api';
import type { Timestamp } from '../../storage/types';
import { query, simplified } from '../contract';

/**
 * The sandbox's gas sponsorship settings. The price is a sandbox convention, not a market
 * price: one whole native coin of any local EVM chain (10^18 wei) counts as one USD.
 */
export const SANDBOX_GAS_SPONSORSHIP = {
  windowDurationMinutes: 1440,
  windowLimitUsd: '100',
  usdPerNativeCoin: 1n,
} as const;

const WEI_PER_COIN = 10n ** 18n;

const millisOf = (at: Timestamp) => Number(at.seconds) * 1000 + Math.floor(Number(at.nanos) / 1e6);

/** USD with up to 18 decimals from wei at the sandbox rate, without rounding. */
export function usdOfWei(wei: bigint): string {
  const scaled = wei * SANDBOX_GAS_SPONSORSHIP.usdPerNativeCoin;
  const fraction = (scaled % WEI_PER_COIN).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction ? `${scaled / WEI_PER_COIN}.${fraction}` : `${scaled / WEI_PER_COIN}`;
}

export const getGasUsage = query(
  GetGasUsageRequestSchema,
  simplified(
    'Sums gas used times effective gas price of the sponsored eth_send_transaction transactions the organization sent on the local EVM chains in the last 1440 minutes, priced at the sandbox rate of 1 USD per whole native coin (not a market price). The relayer’s own funding transfer is not counted, Solana sends are never sponsored, and the 100 USD limit is reported but not enforced.',
  ),
  async (context) => {
    const { windowDurationMinutes, windowLimitUsd } = SANDBOX_GAS_SPONSORSHIP;
    const since = context.now() - windowDurationMinutes * 60_000;
    const statuses = await context.storage.read((tx) =>
      tx.list('sendTransactionStatus', { organizationId: context.organizationId }),
    );
    const wei = statuses
      .filter((status) => status.sponsoredGasWei && millisOf(status.createdAt) >= since)
      .reduce((sum, status) => sum + BigInt(status.sponsoredGasWei ?? '0'), 0n);
    return { windowDurationMinutes, windowLimitUsd, usageUsd: usdOfWei(wei) };
  },
);
