/**
 * Earn and swaps through `@turnkey/http`: the simulated vault catalog, a wrapper deployment and a
 * deposit that settle on the sandbox clock, yield that accrues on it, swap quotes from the local
 * price table, validation naming the field, isolation between organizations, and policies.
 */
import { describe, expect, it } from 'vitest';
import { advanceClock } from './auth-support';
import { nonRootUserOf } from './policy-support';
import { createWalletIn, ETHEREUM_ACCOUNT, newOrganization, now, useSandbox } from './support';

const harness = useSandbox();
const BASE = 'eip155:8453';
const USDC_BASE = 'eip155:8453/erc20:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const ETH = 'eip155:1/slip44:60';
const USDC_ETH = 'eip155:1/erc20:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return String(error);
  }
  throw new Error('expected a failure');
};

describe('Earn, simulated', () => {
  it('deploys a wrapper, deposits once it is COMPLETED, and accrues yield on the clock', async () => {
    const account = await newOrganization(harness);
    const { address } = await createWalletIn(account, 'earn', [ETHEREUM_ACCOUNT]);
    const organizationId = account.organizationId;
    const { vaults, pageInfo } = await account.client.listEarnVaults({
      organizationId,
      caip19: USDC_BASE,
    });
    expect(vaults?.length).toBe(3);
    expect(pageInfo?.hasPreviousPage).toBe(false);
    expect(vaults?.[0]?.provider).toBe('EARN_PROVIDER_AAVE');
    const vault = vaults?.find((candidate) => candidate.name === 'Sandbox Prime USDC');
    if (!vault?.vaultAddress) throw new Error('no vault');

    const tooHigh = await errorOf(
      account.client.earnDeployWrapper({
        type: 'ACTIVITY_TYPE_EARN_DEPLOY_WRAPPER',
        timestampMs: now(),
        organizationId,
        parameters: {
          vaultAddress: vault.vaultAddress,
          chainCaip2: BASE,
          clientFeeBps: '5000',
          clientFeeWallet: address,
        },
      }),
    );
    expect(tooHigh).toMatch(/clientFeeBps/);

    const deployed = await account.client.earnDeployWrapper({
      type: 'ACTIVITY_TYPE_EARN_DEPLOY_WRAPPER',
      timestampMs: now(),
      organizationId,
      parameters: {
        vaultAddress: vault.vaultAddress,
        chainCaip2: BASE,
        clientFeeBps: '2000',
        clientFeeWallet: address,
      },
    });
    const result = deployed.activity.result.earnDeployWrapperResult;
    if (!result) throw new Error('no result');
    const status = () =>
      account.client.getEarnDeployStatus({
        organizationId,
        deployRequestId: result.deployRequestId,
      });
    expect((await status()).status).toBe('PENDING');
    const deposit = () =>
      account.client.earnDeposit({
        type: 'ACTIVITY_TYPE_EARN_DEPOSIT',
        timestampMs: now(),
        organizationId,
        parameters: {
          wrapperAddress: result.wrapperAddress,
          signWith: address,
          assets: '1000000000',
          chainCaip2: BASE,
        },
      });
    expect(await errorOf(deposit())).toMatch(/COMPLETED/);
    await advanceClock(harness, 12);
    expect((await status()).status).toBe('COMPLETED');
    expect((await status()).deployTxHash).toMatch(/^0x[0-9a-f]{64}$/);

    const made = await deposit();
    const depositId = made.activity.result.earnDepositResult?.depositRequestId ?? '';
    expect(
      (await account.client.getEarnDepositStatus({ organizationId, depositRequestId: depositId }))
        .status,
    ).toBe('PENDING');
    await advanceClock(harness, 365 * 24 * 3600);
    const { positions } = await account.client.listEarnPositions({
      organizationId,
      walletAddress: address,
    });
    expect(positions?.[0]?.currentValue).toBe('1048000000');
    const { enabledVaults } = await account.client.listEarnEnabledVaults({ organizationId });
    expect(enabledVaults?.[0]?.claimableClientFee).toBe('12000000');
    expect(enabledVaults?.[0]?.netApyPct).toBe('0.048');

    const withdrawn = await account.client.earnWithdraw({
      type: 'ACTIVITY_TYPE_EARN_WITHDRAW',
      timestampMs: now(),
      organizationId,
      parameters: {
        wrapperAddress: result.wrapperAddress,
        signWith: address,
        chainCaip2: BASE,
        amountValue: 'MAX',
      },
    });
    expect(withdrawn.activity.result.earnWithdrawResult?.withdrawRequestId).toBeTruthy();
    expect(
      (await account.client.listEarnPositions({ organizationId, walletAddress: address }))
        .positions,
    ).toEqual([]);

    const rewards = await account.client.listEarnRewards({
      organizationId,
      walletAddress: address,
    });
    expect(BigInt(rewards.rewards?.[0]?.claimable ?? '0')).toBeGreaterThan(0n);
    const claim = await account.client.earnClaimRewards({
      type: 'ACTIVITY_TYPE_EARN_CLAIM_REWARDS',
      timestampMs: now(),
      organizationId,
      parameters: { signWith: address, chainCaip2: BASE },
    });
    const claimStatus = await account.client.getEarnClaimRewardsStatus({
      organizationId,
      claimRequestId: claim.activity.id,
    });
    expect(claimStatus.status).toBe('PENDING');

    const stranger = await newOrganization(harness);
    const hidden = await errorOf(
      stranger.client.getEarnDeployStatus({
        organizationId: stranger.organizationId,
        deployRequestId: result.deployRequestId,
      }),
    );
    expect(hidden).toMatch(/deployRequestId/);
    expect(
      (await stranger.client.listEarnEnabledVaults({ organizationId: stranger.organizationId }))
        .enabledVaults,
    ).toEqual([]);
  });
});

describe('Swaps, simulated', () => {
  it('quotes from the price table with the organization fee, executes and settles on the clock', async () => {
    const account = await newOrganization(harness);
    const { address } = await createWalletIn(account, 'swaps', [ETHEREUM_ACCOUNT]);
    const organizationId = account.organizationId;
    await account.client.upsertSwapConfig({
      type: 'ACTIVITY_TYPE_UPSERT_SWAP_CONFIG',
      timestampMs: now(),
      organizationId,
      parameters: { feeBps: '25', feeReceiverWalletAddress: address },
    });
    const quoted = await account.client.createSwapQuote({
      type: 'ACTIVITY_TYPE_CREATE_SWAP_QUOTE',
      timestampMs: now(),
      organizationId,
      parameters: {
        signWith: address,
        inputToken: ETH,
        outputToken: USDC_ETH,
        inputAmount: '500000000000000000',
      },
    });
    const quote = quoted.activity.result.createSwapQuoteResult?.quotes[0];
    if (!quote) throw new Error('no quote');
    expect(quote).toMatchObject({
      outputAmount: '1496250000',
      minOutputAmount: '1488768750',
      clientFeeBps: '25',
    });

    const bad = await errorOf(
      account.client.createSwapQuote({
        type: 'ACTIVITY_TYPE_CREATE_SWAP_QUOTE',
        timestampMs: now(),
        organizationId,
        parameters: {
          signWith: address,
          inputToken: 'eip155:1/erc20:0xnothing',
          outputToken: USDC_ETH,
          inputAmount: '1',
        },
      }),
    );
    expect(bad).toMatch(/inputToken/);

    const executed = await account.client.executeSwap({
      type: 'ACTIVITY_TYPE_EXECUTE_SWAP_V2',
      timestampMs: now(),
      organizationId,
      parameters: {
        quoteId: quote.quoteId,
        inputToken: ETH,
        inputAmount: '500000000000000000',
        outputToken: USDC_ETH,
        quotedOutputAmount: quote.outputAmount,
        minOutputAmount: quote.minOutputAmount,
        sponsor: false,
      },
    });
    const swapRequestId = executed.activity.result.executeSwapResult?.swapRequestId ?? '';
    const pending = await account.client.getSwapStatus({ organizationId, swapRequestId });
    expect(pending).toMatchObject({ status: 'PENDING', swapKind: 'SAME_CHAIN' });
    await advanceClock(harness, 12);
    const done = await account.client.getSwapStatus({ organizationId, swapRequestId });
    expect(done).toMatchObject({ status: 'COMPLETED', outputAmount: '1496250000' });

    const claimed = await account.client.claimSwapFees({
      type: 'ACTIVITY_TYPE_CLAIM_SWAP_FEES',
      timestampMs: now(),
      organizationId,
      parameters: {},
    });
    expect(claimed.activity.result.claimSwapFeesResult?.requestId).toBeTruthy();

    const stranger = await newOrganization(harness);
    expect(
      await errorOf(
        stranger.client.getSwapStatus({ organizationId: stranger.organizationId, swapRequestId }),
      ),
    ).toMatch(/swapRequestId/);
  });

  it('applies policies: a non-root user swaps only what a policy allows', async () => {
    const root = await newOrganization(harness);
    const organizationId = root.organizationId;
    const user = await nonRootUserOf(harness, root, 'trader');
    await root.client.createPolicy({
      type: 'ACTIVITY_TYPE_CREATE_POLICY_V3',
      timestampMs: now(),
      organizationId,
      parameters: {
        policyName: 'trader sets fees',
        effect: 'EFFECT_ALLOW',
        condition: "activity.type == 'ACTIVITY_TYPE_UPSERT_SWAP_CONFIG'",
        consensus: `approvers.any(user, user.id == '${user.userId}')`,
        notes: '',
      },
    });
    const allowed = await user.client.upsertSwapConfig({
      type: 'ACTIVITY_TYPE_UPSERT_SWAP_CONFIG',
      timestampMs: now(),
      organizationId,
      parameters: { feeBps: '10' },
    });
    expect(allowed.activity.result.upsertSwapConfigResult).toEqual({ feeBps: '10' });
    const denied = await errorOf(
      user.client.claimSwapFees({
        type: 'ACTIVITY_TYPE_CLAIM_SWAP_FEES',
        timestampMs: now(),
        organizationId,
        parameters: {},
      }),
    );
    expect(denied).toMatch(/not authorized/);
  });
});
