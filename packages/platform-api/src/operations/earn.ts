/**
 * Earn tag: the organization wraps lending vaults with its own fee, its wallets deposit,
 * withdraw and claim rewards, and every on-chain step has a status query to poll.
 */
import * as ids from '../examples/ids';
import {
  getClaimEarnFeesStatus,
  getEarnClaimRewardsStatus,
  getEarnDeployStatus,
  getEarnDepositStatus,
  getEarnWithdrawStatus,
  ListEarnEnabledVaultsRequestSchema,
  ListEarnEnabledVaultsResponseSchema,
  ListEarnPositionsRequestSchema,
  ListEarnPositionsResponseSchema,
  ListEarnRewardsRequestSchema,
  ListEarnRewardsResponseSchema,
  ListEarnVaultsRequestSchema,
  ListEarnVaultsResponseSchema,
  type EarnVault,
} from '../schemas/earn';
import { defineQuery, defineSubmission, type Operation } from './define';

const TAG = 'Earn';
const base = 'eip155:8453';
const usdcVault = {
  vaultAddress: ids.EARN_VAULT_ADDRESS,
  provider: 'EARN_PROVIDER_MORPHO',
  caip19: ids.USDC_BASE_CAIP19,
  apyPct: '0.0645',
  name: 'Prime USDC',
  curator: 'Northwind Risk',
  liquidity: '18400000000000',
  liquidityDisplay: { usd: '18400000.00', crypto: '18400000' },
} satisfies EarnVault;

/** A status poll of a request made in the given organization, answered COMPLETED. */
function statusPoll<Key extends string, Hash extends string>(
  organizationId: string,
  key: Key,
  requestId: string,
  hashKey: Hash,
  hash: string,
) {
  return {
    request: { organizationId, [key]: requestId } as { organizationId: string } & Record<
      Key,
      string
    >,
    response: { status: 'COMPLETED', [hashKey]: hash } as { status: 'COMPLETED' } & Record<
      Hash,
      string
    >,
  };
}

export const earnOperations: Operation[] = [
  defineQuery({
    name: 'get_claim_earn_fees_status',
    sdkMethod: 'getClaimEarnFeesStatus',
    tag: TAG,
    summary: 'Get earn fee claim status',
    description:
      'Reports whether a fee claim made with claim_earn_fees has settled on chain. Poll it until `status` is COMPLETED or FAILED; `claimTxHash` names the transaction and `error` explains a failure.',
    ...getClaimEarnFeesStatus,
    example: statusPoll(
      ids.ORGANIZATION_ID,
      'claimRequestId',
      ids.EARN_FEE_CLAIM_REQUEST_ID,
      'claimTxHash',
      ids.EARN_CLAIM_TX_HASH,
    ),
  }),
  defineQuery({
    name: 'get_earn_claim_rewards_status',
    sdkMethod: 'getEarnClaimRewardsStatus',
    sdkServerMethod: false,
    tag: TAG,
    summary: 'Get earn rewards claim status',
    description:
      'Reports whether a rewards claim made with earn_claim_rewards has settled on chain. Its `claimRequestId` comes from the claim activity (the SDK reads no result key for earn_claim_rewards, see there). Poll until `status` is COMPLETED or FAILED; `claimTxHash` names the transaction.',
    ...getEarnClaimRewardsStatus,
    example: statusPoll(
      ids.SUB_ORGANIZATION_ID,
      'claimRequestId',
      ids.EARN_REWARDS_CLAIM_REQUEST_ID,
      'claimTxHash',
      ids.EARN_CLAIM_TX_HASH,
    ),
  }),
  defineQuery({
    name: 'get_earn_deploy_status',
    sdkMethod: 'getEarnDeployStatus',
    tag: TAG,
    summary: 'Get earn wrapper deployment status',
    description:
      'Reports whether a wrapper deployment started with earn_deploy_wrapper has landed on chain. Deposits need a COMPLETED wrapper, so poll until `status` is COMPLETED or FAILED; `deployTxHash` names the transaction and `error` explains a failure.',
    ...getEarnDeployStatus,
    example: statusPoll(
      ids.ORGANIZATION_ID,
      'deployRequestId',
      ids.EARN_DEPLOY_REQUEST_ID,
      'deployTxHash',
      ids.EARN_DEPLOY_TX_HASH,
    ),
  }),
  defineQuery({
    name: 'get_earn_deposit_status',
    sdkMethod: 'getEarnDepositStatus',
    tag: TAG,
    summary: 'Get earn deposit status',
    description:
      'Reports whether a deposit made with earn_deposit has settled on chain; it matters most for sponsored deposits, which complete after the activity does. Poll until `status` is COMPLETED or FAILED; `depositTxHash` names the transaction.',
    ...getEarnDepositStatus,
    example: statusPoll(
      ids.SUB_ORGANIZATION_ID,
      'depositRequestId',
      ids.EARN_DEPOSIT_REQUEST_ID,
      'depositTxHash',
      ids.EARN_DEPOSIT_TX_HASH,
    ),
  }),
  defineQuery({
    name: 'get_earn_withdraw_status',
    sdkMethod: 'getEarnWithdrawStatus',
    tag: TAG,
    summary: 'Get earn withdrawal status',
    description:
      'Reports whether a withdrawal made with earn_withdraw has settled on chain. Poll until `status` is COMPLETED or FAILED; `withdrawTxHash` names the transaction and `error` explains a failure.',
    ...getEarnWithdrawStatus,
    example: statusPoll(
      ids.SUB_ORGANIZATION_ID,
      'withdrawRequestId',
      ids.EARN_WITHDRAW_REQUEST_ID,
      'withdrawTxHash',
      ids.EARN_WITHDRAW_TX_HASH,
    ),
  }),
  defineQuery({
    name: 'list_earn_enabled_vaults',
    sdkMethod: 'listEarnEnabledVaults',
    tag: TAG,
    summary: 'List wrapped earn vaults',
    description:
      'Returns the vaults your organization has wrapped, with the money deposited through each wrapper, the yield before and after fees, your fee settings and the deployment status. Your claimable fee and fee wallet appear only for the parent organization; set `includeExposure` to see the markets each vault lends into (it is slower). The vaults are in `enabledVaults`; for one wallet’s stake use list_earn_positions.',
    request: ListEarnEnabledVaultsRequestSchema,
    response: ListEarnEnabledVaultsResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, caip19: ids.USDC_BASE_CAIP19 },
      response: {
        enabledVaults: [
          {
            ...usdcVault,
            wrapperAddress: ids.EARN_WRAPPER_ADDRESS,
            totalDeposited: '250000000000',
            display: { usd: '250000.00', crypto: '250000' },
            netApyPct: '0.0516',
            clientFeeBps: '2000',
            depositsDisabled: false,
            claimableClientFee: '412345678',
            claimableClientFeeDisplay: { usd: '412.35', crypto: '412.345678' },
            clientFeeWallet: ids.ETHEREUM_ADDRESS,
            deployStatus: 'COMPLETED',
            deployRequestId: ids.EARN_DEPLOY_REQUEST_ID,
          },
        ],
      },
    },
  }),
  defineQuery({
    name: 'list_earn_positions',
    sdkMethod: 'listEarnPositions',
    tag: TAG,
    summary: 'List earn positions',
    description:
      'Returns one wallet address’s open positions in your wrapped vaults: what each is worth now (after the wrapper’s fee) and what went in and out over its life. Use the raw amounts for arithmetic and `display` only for showing. The positions are in `positions`; a position’s `wrapperAddress` is what earn_withdraw needs.',
    request: ListEarnPositionsRequestSchema,
    response: ListEarnPositionsResponseSchema,
    example: {
      request: {
        organizationId: ids.SUB_ORGANIZATION_ID,
        walletAddress: ids.END_USER_ETHEREUM_ADDRESS,
      },
      response: {
        positions: [
          {
            vaultAddress: ids.EARN_VAULT_ADDRESS,
            wrapperAddress: ids.EARN_WRAPPER_ADDRESS,
            provider: 'EARN_PROVIDER_MORPHO',
            caip19: ids.USDC_BASE_CAIP19,
            currentValue: '1003412345',
            totalDeposited: '1000000000',
            totalWithdrawn: '0',
            display: {
              currentValueUsd: '1003.41',
              totalDepositedUsd: '1000.00',
              totalWithdrawnUsd: '0.00',
              currentValueCrypto: '1003.412345',
              totalDepositedCrypto: '1000',
              totalWithdrawnCrypto: '0',
            },
            depositsDisabled: false,
          },
        ],
      },
    },
  }),
  defineQuery({
    name: 'list_earn_rewards',
    sdkMethod: 'listEarnRewards',
    sdkServerMethod: false,
    tag: TAG,
    summary: 'List earn rewards',
    description:
      'Returns the incentive tokens (for example MORPHO) a wallet address has earned through its positions, per chain: claimable now, claimed so far, and pending until the distributor’s next on-chain update (about every 8 hours). Without `caip2`, every chain where the organization has a wrapper is checked. The rewards are in `rewards`; claim them with earn_claim_rewards.',
    request: ListEarnRewardsRequestSchema,
    response: ListEarnRewardsResponseSchema,
    example: {
      request: {
        organizationId: ids.SUB_ORGANIZATION_ID,
        walletAddress: ids.END_USER_ETHEREUM_ADDRESS,
        caip2: base,
      },
      response: {
        rewards: [
          {
            caip2: base,
            caip19: ids.EARN_REWARD_TOKEN_CAIP19,
            symbol: 'MORPHO',
            decimals: 18,
            claimable: '1250000000000000000',
            claimed: '0',
            pending: '80000000000000000',
            display: {
              claimableUsd: '1.85',
              claimableCrypto: '1.25',
              claimedUsd: '0.00',
              claimedCrypto: '0',
              pendingUsd: '0.12',
              pendingCrypto: '0.08',
            },
          },
        ],
      },
    },
  }),
  defineQuery({
    name: 'list_earn_vaults',
    sdkMethod: 'listEarnVaults',
    tag: TAG,
    summary: 'List earn vault catalog',
    description:
      'Returns the catalog of lending vaults you can wrap for one asset on one chain (`caip19` is required), largest first, with current yield, size and liquidity, and `enabled` set on those your organization has already wrapped. Page with `paginationOptions`, whose cursors are vault addresses. The vaults are in `vaults`; wrap one with earn_deploy_wrapper.',
    request: ListEarnVaultsRequestSchema,
    response: ListEarnVaultsResponseSchema,
    example: {
      request: {
        organizationId: ids.ORGANIZATION_ID,
        provider: 'EARN_PROVIDER_MORPHO',
        caip19: ids.USDC_BASE_CAIP19,
        paginationOptions: { limit: '10' },
      },
      response: {
        vaults: [
          {
            ...usdcVault,
            tvl: '66500000000000',
            enabled: true,
            display: { usd: '66500000.00', crypto: '66500000' },
            forceDeallocatableLiquidity: '2100000000000',
            forceDeallocatableLiquidityDisplay: { usd: '2100000.00', crypto: '2100000' },
          },
        ],
        pageInfo: {
          hasNextPage: true,
          hasPreviousPage: false,
          startCursor: ids.EARN_VAULT_ADDRESS,
          endCursor: ids.EARN_VAULT_ADDRESS,
        },
      },
    },
  }),
  defineSubmission({
    name: 'claim_earn_fees',
    sdkMethod: 'claimEarnFees',
    tag: TAG,
    summary: 'Claim earn fees',
    description:
      'Pays out the fee your organization has earned on one of its wrappers to the fee wallet set at deployment (list_earn_enabled_vaults shows how much is claimable). The payout is an on-chain transaction: the id to poll with get_claim_earn_fees_status is in `activity.result.claimEarnFeesResult.claimRequestId`.',
    activityType: 'ACTIVITY_TYPE_CLAIM_EARN_FEES',
    intentKey: 'claimEarnFeesIntent',
    result: { key: 'claimEarnFeesResult', source: 'derived' },
    example: {
      parameters: { wrapperAddress: ids.EARN_WRAPPER_ADDRESS },
      result: { claimRequestId: ids.EARN_FEE_CLAIM_REQUEST_ID },
    },
  }),
  defineSubmission({
    name: 'earn_claim_rewards',
    sdkMethod: 'earnClaimRewards',
    sdkServerMethod: false,
    tag: TAG,
    summary: 'Claim earn rewards',
    description:
      'Claims every reward token a wallet has earned on one chain (see list_earn_rewards): the wallet at `signWith` signs the claim and receives the tokens, and `sponsor` has the platform pay the network fee. `@turnkey/sdk-server` 8.2.1 has no method for it (the name is that of `@turnkey/http`) and reads no result key, so this reference shows no result of its own. The client’s types do name `earnClaimRewardsResult`, whose `claimRequestId` is what get_earn_claim_rewards_status takes.',
    activityType: 'ACTIVITY_TYPE_EARN_CLAIM_REWARDS',
    intentKey: 'earnClaimRewardsIntent',
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: { signWith: ids.END_USER_ETHEREUM_ADDRESS, chainCaip2: base, sponsor: true },
    },
  }),
  defineSubmission({
    name: 'earn_deploy_wrapper',
    sdkMethod: 'earnDeployWrapper',
    tag: TAG,
    summary: 'Deploy earn vault wrapper',
    description:
      'Enables a vault from list_earn_vaults for your organization by deploying a fee wrapper in front of it; no deposits are possible before this. `clientFeeBps` is your cut of the yield (at most 4000, 40%), paid to `clientFeeWallet`, which must be an address of a wallet on the platform. The wrapper, fee splitter and the id for get_earn_deploy_status are in `activity.result.earnDeployWrapperResult`; wait for COMPLETED before depositing.',
    activityType: 'ACTIVITY_TYPE_EARN_DEPLOY_WRAPPER',
    intentKey: 'earnDeployWrapperIntent',
    result: { key: 'earnDeployWrapperResult', source: 'derived' },
    example: {
      parameters: {
        vaultAddress: ids.EARN_VAULT_ADDRESS,
        chainCaip2: base,
        clientFeeBps: '2000',
        clientFeeWallet: ids.ETHEREUM_ADDRESS,
      },
      result: {
        wrapperAddress: ids.EARN_WRAPPER_ADDRESS,
        splitterAddress: ids.EARN_SPLITTER_ADDRESS,
        deployRequestId: ids.EARN_DEPLOY_REQUEST_ID,
      },
    },
  }),
  defineSubmission({
    name: 'earn_deposit',
    sdkMethod: 'earnDeposit',
    tag: TAG,
    summary: 'Deposit into earn vault',
    description:
      'Moves `assets` (raw units of the vault’s asset) from the account at `signWith` into one of your organization’s wrappers; give the account’s address, not a private key id. The wrapper must be deployed (COMPLETED) and accept deposits. The id for get_earn_deposit_status is in `activity.result.earnDepositResult.depositRequestId`.',
    activityType: 'ACTIVITY_TYPE_EARN_DEPOSIT',
    intentKey: 'earnDepositIntent',
    result: { key: 'earnDepositResult', source: 'derived' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: {
        wrapperAddress: ids.EARN_WRAPPER_ADDRESS,
        signWith: ids.END_USER_ETHEREUM_ADDRESS,
        assets: '1000000000',
        chainCaip2: base,
        sponsor: true,
      },
      result: { depositRequestId: ids.EARN_DEPOSIT_REQUEST_ID },
    },
  }),
  defineSubmission({
    name: 'earn_set_wrapper_state',
    sdkMethod: 'earnSetWrapperState',
    tag: TAG,
    summary: 'Pause or resume earn deposits',
    description:
      'Stops (`depositsDisabled: true`) or restarts new deposits into one of your wrappers, for example while you review a vault. Withdrawals are never blocked, so depositors can always leave. The state now in force is in `activity.result.earnSetWrapperStateResult`.',
    activityType: 'ACTIVITY_TYPE_EARN_SET_WRAPPER_STATE',
    intentKey: 'earnSetWrapperStateIntent',
    result: { key: 'earnSetWrapperStateResult', source: 'derived' },
    example: {
      parameters: { wrapperAddress: ids.EARN_WRAPPER_ADDRESS, depositsDisabled: true },
      result: { wrapperAddress: ids.EARN_WRAPPER_ADDRESS, depositsDisabled: true },
    },
  }),
  defineSubmission({
    name: 'earn_withdraw',
    sdkMethod: 'earnWithdraw',
    tag: TAG,
    summary: 'Withdraw from earn vault',
    description:
      'Takes `amountValue` (raw units of the vault’s asset, or `MAX` for everything) out of a position back to the account at `signWith`, which owns the position and signs. Find the wrapper with list_earn_positions; withdrawing works even while deposits are paused. The id for get_earn_withdraw_status is in `activity.result.earnWithdrawResult.withdrawRequestId`.',
    activityType: 'ACTIVITY_TYPE_EARN_WITHDRAW',
    intentKey: 'earnWithdrawIntent',
    result: { key: 'earnWithdrawResult', source: 'derived' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: {
        wrapperAddress: ids.EARN_WRAPPER_ADDRESS,
        signWith: ids.END_USER_ETHEREUM_ADDRESS,
        chainCaip2: base,
        sponsor: true,
        amountValue: 'MAX',
      },
      result: { withdrawRequestId: ids.EARN_WITHDRAW_REQUEST_ID },
    },
  }),
];
