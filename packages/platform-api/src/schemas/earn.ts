/**
 * Earn: yield on idle balances. The organization picks a lending vault from the catalog and
 * deploys a fee wrapper in front of it (the wrapper takes its fee from the yield); its wallets
 * deposit into and withdraw from the wrapper. Every on-chain step answers with a request id to
 * poll. Amounts are raw on-chain units (USDC has 6 decimals); `display` values are for showing
 * only.
 */
import * as z from 'zod';
import {
  BASE_CAIP2,
  EARN_DEPLOY_REQUEST_ID,
  EARN_DEPOSIT_REQUEST_ID,
  EARN_FEE_CLAIM_REQUEST_ID,
  EARN_REWARD_TOKEN_CAIP19,
  EARN_REWARDS_CLAIM_REQUEST_ID,
  EARN_SPLITTER_ADDRESS,
  EARN_VAULT_ADDRESS,
  EARN_WITHDRAW_REQUEST_ID,
  EARN_WRAPPER_ADDRESS,
  END_USER_ETHEREUM_ADDRESS,
  ETHEREUM_ADDRESS,
  ORGANIZATION_ID,
  SUB_ORGANIZATION_ID,
  USDC_BASE_CAIP19,
} from '../examples/ids';
import { PaginationSchema } from './common';
import { bool, id, organizationIdField, text, uint64 } from './fields';
import { PageInfoSchema } from './page-info';

export const EarnProviderSchema = z
  .enum(['EARN_PROVIDER_MORPHO', 'EARN_PROVIDER_AAVE'])
  .meta({ id: 'EarnProvider', description: 'The lending protocol behind a vault.' });
export type EarnProvider = z.infer<typeof EarnProviderSchema>;

/** The chains Earn runs on, as CAIP-2 ids. */
export const EARN_CHAINS = [
  'eip155:1',
  'eip155:8453',
  'eip155:42161',
  'eip155:137',
  'eip155:56',
  'eip155:4217',
] as const;

const chainCaip2 = z.enum(EARN_CHAINS).meta({
  description: 'The vault’s chain, as a CAIP-2 id (`eip155:8453` is Base).',
  examples: [BASE_CAIP2],
});

const raw = (description: string, example: string) =>
  text(`${description} Counted in the token’s smallest unit, as a string.`, example);
const fraction = (description: string, example: string) =>
  text(`${description} A decimal fraction (\`0.05\` is 5%).`, example);
const optionalRaw = (description: string, example: string) => raw(description, example).optional();

const wrapperAddress = (description: string) => text(description, EARN_WRAPPER_ADDRESS);
const vaultAddress = text('The lending vault itself.', EARN_VAULT_ADDRESS);
const depositsDisabled = bool(
  'Deposits into the wrapper are refused; withdrawals still work. Changed with earn_set_wrapper_state.',
);
const sponsor = bool('Have the platform pay the network fee (a sponsored transaction).').optional();
const accountAddress = (what: string) =>
  text(
    `The address of the wallet account (or private key) ${what}; an on-chain address, not a private key id.`,
    END_USER_ETHEREUM_ADDRESS,
  );
const assetCaip19 = text(
  'The vault’s underlying asset, as a CAIP-19 id (it names the chain too).',
  USDC_BASE_CAIP19,
);

export const EarnValueDisplaySchema = z
  .object({
    usd: text('In US dollars.', '1003.41').optional(),
    crypto: text('In whole units of the asset.', '1003.412345').optional(),
  })
  .meta({
    id: 'EarnValueDisplay',
    description: 'An amount made readable, for showing only; calculate with the raw amount.',
  });

export const EarnVaultExposureSchema = z
  .object({
    marketId: text('The market’s id at the provider (a Morpho market id).').optional(),
    collateralSymbol: text(
      'The collateral’s ticker; empty for an idle market.',
      'cbBTC',
    ).optional(),
    collateralCaip19: text('The collateral as a CAIP-19 id; empty for an idle market.').optional(),
    lltvPct: fraction(
      'The loan-to-value at which positions in the market are liquidated.',
      '0.86',
    ).optional(),
    supplied: optionalRaw('What the vault has lent into this market.', '41250000000000'),
    display: EarnValueDisplaySchema.optional(),
    sharePct: fraction('This market’s part of all the vault has lent.', '0.62').optional(),
  })
  .meta({ id: 'EarnVaultExposure', description: 'One market a vault lends into.' });

const vaultName = text(
  'The vault’s name at the provider (for Aave, the reserve’s symbol).',
  'Prime USDC',
).optional();
const curator = text(
  'Who manages the vault’s allocations, comma-separated if several; empty where the provider has no curators (Aave).',
  'Northwind Risk',
).optional();
const liquidity = optionalRaw(
  'What can leave the underlying vault right now without reallocating; empty if the provider does not say.',
  '18400000000000',
);
const forceDeallocatable = optionalRaw(
  'What could leave on top of `liquidity` by pulling funds back from its other allocations at no penalty; empty if the provider does not say.',
  '2100000000000',
);

export const EarnVaultSchema = z
  .object({
    vaultAddress: vaultAddress.optional(),
    provider: EarnProviderSchema.optional(),
    caip19: assetCaip19.optional(),
    tvl: optionalRaw(
      'Everything deposited in the vault; the catalog is sorted by its dollar value.',
      '66500000000000',
    ),
    apyPct: fraction('The current annual yield, before fees.', '0.0645').optional(),
    enabled: bool('Your organization has deployed a wrapper for this vault.').optional(),
    display: EarnValueDisplaySchema.optional(),
    name: vaultName,
    curator,
    liquidity,
    liquidityDisplay: EarnValueDisplaySchema.optional(),
    forceDeallocatableLiquidity: forceDeallocatable,
    forceDeallocatableLiquidityDisplay: EarnValueDisplaySchema.optional(),
  })
  .meta({ id: 'EarnVault', description: 'A vault of the catalog.' });
export type EarnVault = z.infer<typeof EarnVaultSchema>;

export const EarnEnabledVaultSchema = z
  .object({
    vaultAddress: vaultAddress.optional(),
    wrapperAddress: wrapperAddress('Your fee wrapper: deposit here.').optional(),
    provider: EarnProviderSchema.optional(),
    caip19: assetCaip19.optional(),
    apyPct: fraction('The annual yield before fees.', '0.0645').optional(),
    totalDeposited: optionalRaw('Everything deposited through your wrapper.', '250000000000'),
    display: EarnValueDisplaySchema.optional(),
    netApyPct: fraction('The annual yield depositors get after fees.', '0.0516').optional(),
    clientFeeBps: uint64('Your fee on the yield, in basis points.', '2000').optional(),
    depositsDisabled: depositsDisabled.optional(),
    name: vaultName,
    curator,
    claimableClientFee: optionalRaw(
      'Your fee ready to claim now (the platform’s own fee not included). Only the parent organization sees it.',
      '412345678',
    ),
    claimableClientFeeDisplay: EarnValueDisplaySchema.optional(),
    clientFeeWallet: text(
      'Where your fee is paid. Only the parent organization sees it.',
      ETHEREUM_ADDRESS,
    ).optional(),
    liquidity,
    liquidityDisplay: EarnValueDisplaySchema.optional(),
    exposures: z.array(EarnVaultExposureSchema).optional().meta({
      description:
        'The markets the vault lends into, largest first: only with `includeExposure` and only for providers that report them (Morpho).',
    }),
    forceDeallocatableLiquidity: forceDeallocatable,
    forceDeallocatableLiquidityDisplay: EarnValueDisplaySchema.optional(),
    deployStatus: text(
      'The state of the wrapper’s deployment (`PENDING`, `COMPLETED`, `FAILED`); deposits need `COMPLETED`. Empty if none is recorded.',
      'COMPLETED',
    ).optional(),
    deployRequestId: id(
      'The latest deployment, for get_earn_deploy_status.',
      EARN_DEPLOY_REQUEST_ID,
    ).optional(),
    deployError: text('Why the deployment failed, when `deployStatus` is FAILED.').optional(),
  })
  .meta({ id: 'EarnEnabledVault', description: 'A vault your organization has wrapped.' });
export type EarnEnabledVault = z.infer<typeof EarnEnabledVaultSchema>;

export const EarnPositionSchema = z
  .object({
    vaultAddress: vaultAddress.optional(),
    wrapperAddress: wrapperAddress('The wrapper that holds the position.').optional(),
    provider: EarnProviderSchema.optional(),
    caip19: assetCaip19.optional(),
    currentValue: optionalRaw(
      'What the position is worth now, after the wrapper’s fee.',
      '1003412345',
    ),
    totalDeposited: optionalRaw('All deposited into it, ever.', '1000000000'),
    totalWithdrawn: optionalRaw('All withdrawn from it, ever.', '0'),
    display: z
      .object({
        currentValueUsd: text('Current value in US dollars.', '1003.41').optional(),
        totalDepositedUsd: text('Total deposited in US dollars.', '1000.00').optional(),
        totalWithdrawnUsd: text('Total withdrawn in US dollars.', '0.00').optional(),
        currentValueCrypto: text('Current value in whole units.', '1003.412345').optional(),
        totalDepositedCrypto: text('Total deposited in whole units.', '1000').optional(),
        totalWithdrawnCrypto: text('Total withdrawn in whole units.', '0').optional(),
      })
      .meta({
        id: 'EarnPositionDisplay',
        description: 'The position’s amounts made readable, for showing only.',
      })
      .optional(),
    depositsDisabled: depositsDisabled.optional(),
  })
  .meta({ id: 'EarnPosition', description: 'One wallet’s stake in one wrapped vault.' });
export type EarnPosition = z.infer<typeof EarnPositionSchema>;

export const EarnRewardSchema = z
  .object({
    caip2: text('The chain to claim it on (CAIP-2).', BASE_CAIP2).optional(),
    caip19: text(
      'The reward token (CAIP-19); it belongs to an incentive campaign, not to the vault’s asset.',
      EARN_REWARD_TOKEN_CAIP19,
    ).optional(),
    symbol: text('The token’s ticker.', 'MORPHO').optional(),
    decimals: z
      .int()
      .optional()
      .meta({ format: 'int32', description: 'The token’s decimals.', examples: [18] }),
    claimable: optionalRaw('Ready to claim now.', '1250000000000000000'),
    claimed: optionalRaw('Claimed so far, in total.', '0'),
    pending: optionalRaw(
      'Earned but not claimable yet: it becomes claimable when the distributor publishes its next on-chain root, about every 8 hours.',
      '80000000000000000',
    ),
    display: z
      .object({
        claimableUsd: text('Claimable, in US dollars.', '1.85').optional(),
        claimableCrypto: text('Claimable, in whole tokens.', '1.25').optional(),
        claimedUsd: text('Claimed, in US dollars.', '0.00').optional(),
        claimedCrypto: text('Claimed, in whole tokens.', '0').optional(),
        pendingUsd: text('Pending, in US dollars.', '0.12').optional(),
        pendingCrypto: text('Pending, in whole tokens.', '0.08').optional(),
      })
      .meta({
        id: 'EarnRewardDisplay',
        description: 'The reward’s amounts made readable, for showing only.',
      })
      .optional(),
  })
  .meta({ id: 'EarnReward', description: 'One reward token a wallet has earned on one chain.' });
export type EarnReward = z.infer<typeof EarnRewardSchema>;

// Submissions

export const EarnDeployWrapperIntentSchema = z
  .object({
    vaultAddress: text('The vault to wrap, from list_earn_vaults.', EARN_VAULT_ADDRESS),
    chainCaip2,
    clientFeeBps: uint64(
      'Your fee on the yield (not on the deposit), in basis points: 2000 is 20%, 4000 the most.',
      '2000',
    ),
    clientFeeWallet: text(
      'The address your fee is paid to; it must be an address of a wallet held on the platform.',
      ETHEREUM_ADDRESS,
    ),
  })
  .meta({ id: 'EarnDeployWrapperIntent', description: 'Parameters of earn_deploy_wrapper.' });
export type EarnDeployWrapperIntent = z.infer<typeof EarnDeployWrapperIntentSchema>;

export const EarnDeployWrapperResultSchema = z
  .object({
    wrapperAddress: wrapperAddress('The new wrapper: the address deposits go to.'),
    splitterAddress: text(
      'The contract that splits the fee between you and the platform (a different contract per provider).',
      EARN_SPLITTER_ADDRESS,
    ),
    deployRequestId: id('Pass it to get_earn_deploy_status.', EARN_DEPLOY_REQUEST_ID),
  })
  .meta({ id: 'EarnDeployWrapperResult', description: 'Result of earn_deploy_wrapper.' });
export type EarnDeployWrapperResult = z.infer<typeof EarnDeployWrapperResultSchema>;

export const EarnSetWrapperStateIntentSchema = z
  .object({
    wrapperAddress: wrapperAddress('One of your organization’s wrappers.'),
    depositsDisabled: bool('`true` refuses new deposits; `false` accepts them again.'),
  })
  .meta({ id: 'EarnSetWrapperStateIntent', description: 'Parameters of earn_set_wrapper_state.' });
export type EarnSetWrapperStateIntent = z.infer<typeof EarnSetWrapperStateIntentSchema>;

export const EarnSetWrapperStateResultSchema = z
  .object({
    wrapperAddress: wrapperAddress('The wrapper.'),
    depositsDisabled: bool('Whether it now refuses deposits.'),
  })
  .meta({ id: 'EarnSetWrapperStateResult', description: 'Result of earn_set_wrapper_state.' });
export type EarnSetWrapperStateResult = z.infer<typeof EarnSetWrapperStateResultSchema>;

export const EarnDepositIntentSchema = z
  .object({
    wrapperAddress: wrapperAddress('One of your organization’s wrappers, to deposit into.'),
    signWith: accountAddress('that pays and signs'),
    assets: raw('How much of the underlying asset to deposit (`1000000` is 1 USDC).', '1000000000'),
    chainCaip2,
    sponsor,
  })
  .meta({ id: 'EarnDepositIntent', description: 'Parameters of earn_deposit.' });
export type EarnDepositIntent = z.infer<typeof EarnDepositIntentSchema>;

export const EarnDepositResultSchema = z
  .object({ depositRequestId: id('Pass it to get_earn_deposit_status.', EARN_DEPOSIT_REQUEST_ID) })
  .meta({ id: 'EarnDepositResult', description: 'Result of earn_deposit.' });
export type EarnDepositResult = z.infer<typeof EarnDepositResultSchema>;

export const EarnWithdrawIntentSchema = z
  .object({
    wrapperAddress: wrapperAddress(
      'The wrapper that holds the position, from list_earn_positions.',
    ),
    signWith: accountAddress('that owns the position, signs and receives the funds'),
    chainCaip2,
    sponsor,
    amountValue: text(
      'How much of the underlying asset to take out, in its smallest unit, or `MAX` for the whole position.',
      'MAX',
    ),
  })
  .meta({ id: 'EarnWithdrawIntent', description: 'Parameters of earn_withdraw.' });
export type EarnWithdrawIntent = z.infer<typeof EarnWithdrawIntentSchema>;

export const EarnWithdrawResultSchema = z
  .object({
    withdrawRequestId: id('Pass it to get_earn_withdraw_status.', EARN_WITHDRAW_REQUEST_ID),
  })
  .meta({ id: 'EarnWithdrawResult', description: 'Result of earn_withdraw.' });
export type EarnWithdrawResult = z.infer<typeof EarnWithdrawResultSchema>;

export const ClaimEarnFeesIntentSchema = z
  .object({ wrapperAddress: wrapperAddress('One of your organization’s wrappers.') })
  .meta({ id: 'ClaimEarnFeesIntent', description: 'Parameters of claim_earn_fees.' });
export type ClaimEarnFeesIntent = z.infer<typeof ClaimEarnFeesIntentSchema>;

export const ClaimEarnFeesResultSchema = z
  .object({
    claimRequestId: id('Pass it to get_claim_earn_fees_status.', EARN_FEE_CLAIM_REQUEST_ID),
  })
  .meta({ id: 'ClaimEarnFeesResult', description: 'Result of claim_earn_fees.' });
export type ClaimEarnFeesResult = z.infer<typeof ClaimEarnFeesResultSchema>;

export const EarnClaimRewardsIntentSchema = z
  .object({
    signWith: accountAddress('whose rewards to claim; it signs the claim and receives every token'),
    chainCaip2: text(
      'The chain to claim on, as a CAIP-2 id; rewards are kept per chain.',
      BASE_CAIP2,
    ),
    sponsor,
  })
  .meta({ id: 'EarnClaimRewardsIntent', description: 'Parameters of earn_claim_rewards.' });
export type EarnClaimRewardsIntent = z.infer<typeof EarnClaimRewardsIntentSchema>;

// Queries

const settlementStatus = z.enum(['PENDING', 'COMPLETED', 'FAILED']).meta({
  description: 'PENDING until the transaction settles, then COMPLETED or FAILED.',
  examples: ['COMPLETED'],
});

/** The five status queries share one shape; only the request id and the hash field differ. */
function statusQuery<Request extends string, Hash extends string>(
  operation: string,
  pascal: string,
  requestIdKey: Request,
  requestIdExample: string,
  hashKey: Hash,
  what: string,
) {
  const request = z
    .object({
      organizationId: organizationIdField(ORGANIZATION_ID),
      [requestIdKey]: id(`The id the ${what} returned.`, requestIdExample),
    } as Record<'organizationId' | Request, z.ZodString>)
    .meta({ id: `${pascal}Request`, description: `Request body of ${operation}.` });
  const response = z
    .object({
      status: settlementStatus,
      [hashKey]: text('The transaction, once it has a hash.').optional(),
      error: text('Why the transaction failed, when FAILED.').optional(),
    } as { status: typeof settlementStatus } & Record<Hash | 'error', z.ZodOptional<z.ZodString>>)
    .meta({ id: `${pascal}Response`, description: `Response of ${operation}.` });
  return { request, response };
}

export const getEarnDeployStatus = statusQuery(
  'get_earn_deploy_status',
  'GetEarnDeployStatus',
  'deployRequestId',
  EARN_DEPLOY_REQUEST_ID,
  'deployTxHash',
  'earn_deploy_wrapper',
);
export const getEarnDepositStatus = statusQuery(
  'get_earn_deposit_status',
  'GetEarnDepositStatus',
  'depositRequestId',
  EARN_DEPOSIT_REQUEST_ID,
  'depositTxHash',
  'earn_deposit',
);
export const getEarnWithdrawStatus = statusQuery(
  'get_earn_withdraw_status',
  'GetEarnWithdrawStatus',
  'withdrawRequestId',
  EARN_WITHDRAW_REQUEST_ID,
  'withdrawTxHash',
  'earn_withdraw',
);
export const getClaimEarnFeesStatus = statusQuery(
  'get_claim_earn_fees_status',
  'GetClaimEarnFeesStatus',
  'claimRequestId',
  EARN_FEE_CLAIM_REQUEST_ID,
  'claimTxHash',
  'claim_earn_fees',
);
export const getEarnClaimRewardsStatus = statusQuery(
  'get_earn_claim_rewards_status',
  'GetEarnClaimRewardsStatus',
  'claimRequestId',
  EARN_REWARDS_CLAIM_REQUEST_ID,
  'claimTxHash',
  'earn_claim_rewards',
);

export const ListEarnVaultsRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    provider: EarnProviderSchema.optional(),
    caip19: text(
      'The asset to find vaults for, as a CAIP-19 id; only vaults of that asset on that chain are listed.',
      USDC_BASE_CAIP19,
    ),
    paginationOptions: PaginationSchema.optional(),
  })
  .meta({ id: 'ListEarnVaultsRequest', description: 'Request body of list_earn_vaults.' });
export type ListEarnVaultsRequest = z.infer<typeof ListEarnVaultsRequestSchema>;
export const ListEarnVaultsResponseSchema = z
  .object({
    vaults: z.array(EarnVaultSchema).optional(),
    pageInfo: PageInfoSchema.optional(),
  })
  .meta({ id: 'ListEarnVaultsResponse', description: 'Response of list_earn_vaults.' });
export type ListEarnVaultsResponse = z.infer<typeof ListEarnVaultsResponseSchema>;

export const ListEarnEnabledVaultsRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    provider: EarnProviderSchema.optional(),
    caip19: text('Only vaults of this asset (CAIP-19).', USDC_BASE_CAIP19).optional(),
    includeExposure: bool(
      'Also return the markets each vault lends into. It costs a provider lookup per vault, so leave it off for plain lists.',
    ).optional(),
  })
  .meta({
    id: 'ListEarnEnabledVaultsRequest',
    description: 'Request body of list_earn_enabled_vaults.',
  });
export type ListEarnEnabledVaultsRequest = z.infer<typeof ListEarnEnabledVaultsRequestSchema>;
export const ListEarnEnabledVaultsResponseSchema = z
  .object({ enabledVaults: z.array(EarnEnabledVaultSchema).optional() })
  .meta({
    id: 'ListEarnEnabledVaultsResponse',
    description: 'Response of list_earn_enabled_vaults.',
  });
export type ListEarnEnabledVaultsResponse = z.infer<typeof ListEarnEnabledVaultsResponseSchema>;

const walletAddress = text('The wallet address to report on.', END_USER_ETHEREUM_ADDRESS);

export const ListEarnPositionsRequestSchema = z
  .object({ organizationId: organizationIdField(SUB_ORGANIZATION_ID), walletAddress })
  .meta({ id: 'ListEarnPositionsRequest', description: 'Request body of list_earn_positions.' });
export type ListEarnPositionsRequest = z.infer<typeof ListEarnPositionsRequestSchema>;
export const ListEarnPositionsResponseSchema = z
  .object({ positions: z.array(EarnPositionSchema).optional() })
  .meta({ id: 'ListEarnPositionsResponse', description: 'Response of list_earn_positions.' });
export type ListEarnPositionsResponse = z.infer<typeof ListEarnPositionsResponseSchema>;

export const ListEarnRewardsRequestSchema = z
  .object({
    organizationId: organizationIdField(SUB_ORGANIZATION_ID),
    walletAddress,
    caip2: text(
      'Only this chain (CAIP-2). Without it, every chain where the organization has a wrapper is checked.',
      BASE_CAIP2,
    ).optional(),
  })
  .meta({ id: 'ListEarnRewardsRequest', description: 'Request body of list_earn_rewards.' });
export type ListEarnRewardsRequest = z.infer<typeof ListEarnRewardsRequestSchema>;
export const ListEarnRewardsResponseSchema = z
  .object({ rewards: z.array(EarnRewardSchema).optional() })
  .meta({ id: 'ListEarnRewardsResponse', description: 'Response of list_earn_rewards.' });
export type ListEarnRewardsResponse = z.infer<typeof ListEarnRewardsResponseSchema>;
