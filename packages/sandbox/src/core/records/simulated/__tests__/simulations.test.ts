/** The simulations' arithmetic and state moves, by hand-checkable numbers. */
import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToBigInt, hexToBytes } from '@docs/platform-api/bytes';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../random';
import { feldmanSplit, partialSign, pointHex, scalarHex } from '../../../../crypto/spark';
import type { TvcDeploymentRecord } from '../../../../storage/types';
import { displayOf, simulatedAsset, USDC_BASE, wholeUnits } from '../assets';
import {
  accrue,
  catalogVault,
  EARN_CATALOG,
  fractionOfPpm,
  rewardSplit,
  REWARD_ROOT_MS,
  YEAR_MS,
} from '../earn';
import { quoteAmounts, swapSeconds } from '../swaps';
import { settlementState, SETTLE_MS } from '../settlement';
import { BOOT_MS, provisioningState, readyReplicas } from '../tvc';

const asset = (caip19: string) => {
  const found = simulatedAsset(caip19);
  if (!found) throw new Error(caip19);
  return found;
};

describe('swap quotes from the price table', () => {
  it('prices 0.5 ETH at 3000 USD into USDC, takes the fee, then slippage', () => {
    const amounts = quoteAmounts(
      asset('eip155:1/slip44:60'),
      asset('eip155:1/erc20:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
      500_000_000_000_000_000n,
      25n,
      50n,
    );
    // 1500 USDC gross; 25 bps fee = 3.75 USDC; 50 bps slippage off 1496.25.
    expect(amounts).toEqual({
      clientFeeAmount: 3_750_000n,
      outputAmount: 1_496_250_000n,
      minOutputAmount: 1_488_768_750n,
    });
  });

  it('settles same-chain swaps in a block and cross-chain ones in a minute', () => {
    expect(
      swapSeconds(
        'eip155:1/slip44:60',
        'eip155:1/erc20:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      ),
    ).toBe(12);
    expect(swapSeconds('eip155:1/slip44:60', USDC_BASE)).toBe(60);
  });
});

describe('Earn accrual on the clock', () => {
  const vault = EARN_CATALOG.find(
    (candidate) => candidate.caip19 === USDC_BASE && candidate.reward,
  );
  if (!vault) throw new Error('no rewarded USDC vault');
  const position = {
    principal: '1000000000',
    feeAccrued: '0',
    rewardAccrued: '0',
    rewardClaimed: '0',
    accruedAtMs: 0,
  };

  it('pays a year of 6% less a 20% fee: 1048 USDC and 12 USDC of fee', () => {
    expect(fractionOfPpm(vault.apyPpm)).toBe('0.06');
    const after = accrue(position, vault, 2000, YEAR_MS);
    expect(after.principal).toBe(1_048_000_000n);
    expect(after.feeAccrued).toBe(12_000_000n);
    expect(accrue(position, vault, 2000, 0).principal).toBe(1_000_000_000n);
  });

  it('makes rewards claimable only once the distributor publishes a root', () => {
    const early = rewardSplit(position, vault, 2000, REWARD_ROOT_MS - 1);
    expect(early.claimable).toBe(0n);
    expect(early.pending).toBeGreaterThan(0n);
    const later = rewardSplit(position, vault, 2000, REWARD_ROOT_MS + 1000);
    // 8 hours of 0.1 MORPHO a day per 1000 USDC.
    expect(later.claimable).toBe(33_333_333_333_333_333n);
  });

  it('finds catalog vaults by address in any case, and shows amounts', () => {
    expect(catalogVault(vault.vaultAddress.toUpperCase().replace('0X', '0x'))).toBe(vault);
    expect(wholeUnits(1_003_412_345n, 6)).toBe('1003.412345');
    expect(displayOf(1_003_412_345n, asset(USDC_BASE))).toEqual({
      usd: '1003.41',
      crypto: '1003.412345',
    });
  });
});

describe('settlements and deployments on the clock', () => {
  it('stays PENDING until the block passes', () => {
    const record = {
      requestId: 'r',
      organizationId: 'o',
      kind: 'earnDeposit' as const,
      createdAtMs: 0,
      settlesAtMs: SETTLE_MS,
      txHash: '0xab',
    };
    expect(settlementState(record, SETTLE_MS - 1)).toEqual({ status: 'PENDING' });
    expect(settlementState(record, SETTLE_MS)).toEqual({ status: 'COMPLETED', txHash: '0xab' });
  });

  it('moves a deployment from PENDING through AWAITING_PROVISION to PROVISIONED', () => {
    const base = { replicas: 3, delete: false } as TvcDeploymentRecord;
    expect(provisioningState(base, 1e9)).toBe('PROVISIONING_STATE_PENDING');
    const approved = { ...base, approvedAtMs: 1000 };
    // The Verifiable Cloud page's example polls through the boot within its 15 s budget.
    expect(BOOT_MS).toBeLessThanOrEqual(5_000);
    expect(provisioningState(approved, 1000 + BOOT_MS - 1)).toBe('PROVISIONING_STATE_PENDING');
    expect(provisioningState(approved, 1000 + BOOT_MS)).toBe(
      'PROVISIONING_STATE_AWAITING_PROVISION',
    );
    expect(readyReplicas(approved, 1e9)).toBe(0);
    const provisioned = { ...approved, provisionedAtMs: 50_000 };
    expect(provisioningState(provisioned, 60_000)).toBe('PROVISIONING_STATE_PROVISIONED');
    expect(readyReplicas(provisioned, 60_000)).toBe(3);
    expect(readyReplicas({ ...provisioned, delete: true }, 60_000)).toBe(0);
  });
});

describe('Spark primitives', () => {
  const N = secp256k1.CURVE.n;
  const G = secp256k1.ProjectivePoint.BASE;

  it('splits a secret so any threshold of shares rebuilds it', () => {
    const { shares, commitments } = feldmanSplit(123456789n, 2, 3, seededRandom('split'));
    const [a, , c] = shares.map((share) => ({
      x: BigInt(share.index),
      y: bytesToBigInt(hexToBytes(share.share)),
    }));
    if (!a || !c) throw new Error('shares');
    const inv = (value: bigint) => {
      let [r, t, nr, nt] = [N, 0n, ((value % N) + N) % N, 1n];
      while (nr !== 0n) {
        const q = r / nr;
        [r, nr, t, nt] = [nr, r - q * nr, nt, t - q * nt];
      }
      return ((t % N) + N) % N;
    };
    const secret = (a.y * c.x * inv(c.x - a.x) + c.y * a.x * inv(a.x - c.x)) % N;
    expect(secret).toBe(123456789n);
    expect(commitments[0]).toBe(pointHex(123456789n));
  });

  it('gives a partial signature with z·G = D + ρ·E + c·X', () => {
    const x = 987654321n;
    const share = partialSign({
      privateKey: x,
      ownId: scalarHex(1n),
      message: new Uint8Array(32).fill(7),
      verifyingKey: pointHex(x + 5n),
      commitments: [{ id: scalarHex(2n), hiding: pointHex(11n), binding: pointHex(13n) }],
      random: seededRandom('frost'),
    });
    const z = bytesToBigInt(hexToBytes(share.signatureShare));
    const expected = secp256k1.ProjectivePoint.fromHex(share.hiding)
      .add(secp256k1.ProjectivePoint.fromHex(share.binding).multiply(share.rho))
      .add(G.multiply(x).multiply(share.challenge));
    expect(G.multiply(z).equals(expected)).toBe(true);
  });
});
