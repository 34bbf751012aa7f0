/**
 * Transaction sending and gas tag. The examples follow the treasury: Alice broadcasts the
 * transfer she signed with sign_transaction (nonce 7 on Ethereum mainnet), sends a sponsored
 * transfer to Dana, clears the account's EIP-7702 delegation and moves 0.1 SOL to the treasury's
 * second Solana account; the history, nonce and balance examples show the same transactions.
 */
import { exampleFingerprint, SIGNED_ETHEREUM_TRANSACTION } from '../examples/activity';
import * as ids from '../examples/ids';
import {
  GetGasUsageRequestSchema,
  GetGasUsageResponseSchema,
  GetNoncesRequestSchema,
  GetNoncesResponseSchema,
  GetSendTransactionStatusRequestSchema,
  GetSendTransactionStatusResponseSchema,
  GetWalletAddressBalancesRequestSchema,
  GetWalletAddressBalancesResponseSchema,
  ListEthTransactionHistoryRequestSchema,
  ListEthTransactionHistoryResponseSchema,
  ListSolTransactionHistoryRequestSchema,
  ListSolTransactionHistoryResponseSchema,
  ListSupportedAssetsRequestSchema,
  ListSupportedAssetsResponseSchema,
} from '../schemas/transactions';
import { defineQuery, defineSubmission, type Operation } from './define';

const TAG = 'Transaction sending and gas';

const ETH = 'eip155:1/slip44:60';
const USDC = `eip155:1/erc20:${ids.ETHEREUM_USDC_ADDRESS}`;
const SOL = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/slip44:501';
const ether = { caip19: ETH, symbol: 'ETH', name: 'Ether', decimals: 18 };
const submittedAt = '2025-03-04T09:30:00Z';
const firstPage = { hasNextPage: false, hasPreviousPage: false };

export const transactionOperations: Operation[] = [
  defineQuery({
    name: 'get_gas_usage',
    sdkMethod: 'getGasUsage',
    tag: TAG,
    summary: 'Get gas sponsorship usage',
    description:
      'Shows how much of its gas sponsorship budget an organization or sub-organization has used: the Gas Station pays for sponsored sends up to `windowLimitUsd` in every rolling window of `windowDurationMinutes`. `usageUsd` is what the current window has spent so far. Ask for a sub-organization to see one end user’s share.',
    request: GetGasUsageRequestSchema,
    response: GetGasUsageResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: { windowDurationMinutes: 1440, windowLimitUsd: '50.00', usageUsd: '0.42' },
    },
  }),
  defineQuery({
    name: 'get_nonces',
    sdkMethod: 'getNonces',
    tag: TAG,
    summary: 'Get nonces',
    description:
      'Returns the next nonces of an EVM address on one network: its own transaction nonce (ask with `nonce: true`) and the nonce of the Gas Station delegate contract that sponsored and batched sends use (`gasStationNonce: true`); only the ones you ask for come back. Use them to set `nonce` or `gasStationNonce` of eth_send_transaction yourself, for example to send several transactions in a row without waiting.',
    request: GetNoncesRequestSchema,
    response: GetNoncesResponseSchema,
    example: {
      request: {
        organizationId: ids.ORGANIZATION_ID,
        address: ids.ETHEREUM_ADDRESS,
        caip2: 'eip155:1',
        nonce: true,
        gasStationNonce: true,
      },
      response: { nonce: '8', gasStationNonce: '3' },
    },
  }),
  defineQuery({
    name: 'get_send_transaction_status',
    sdkMethod: 'getSendTransactionStatus',
    tag: TAG,
    summary: 'Get sent transaction status',
    description:
      'Reports how far a transaction from eth_send_transaction, sol_send_transaction or eth_undelegate_7702 has got, by the status id in their result. Poll until `txStatus` is final: the SDK’s own poller stops on `INCLUDED` or `COMPLETED` (success) and on `FAILED` or `CANCELLED` (failure). The hash or signature is in `eth.txHash` or `solana.signature`; after a failure, `error` breaks it down into the revert chain or the Solana simulation details.',
    request: GetSendTransactionStatusRequestSchema,
    response: GetSendTransactionStatusResponseSchema,
    example: {
      request: {
        organizationId: ids.ORGANIZATION_ID,
        sendTransactionStatusId: ids.ETH_SEND_TRANSACTION_STATUS_ID,
      },
      response: { txStatus: 'INCLUDED', eth: { txHash: ids.ETH_SEND_TRANSACTION_HASH } },
    },
  }),
  defineQuery({
    name: 'get_wallet_address_balances',
    sdkMethod: 'getWalletAddressBalances',
    tag: TAG,
    summary: 'Get address balances',
    description:
      'Returns what a wallet account address holds on one network, for the assets list_supported_assets names there; zero balances are left out. Compute with `balance`, the exact amount in the smallest unit, and show `display` only. Addresses of standalone private keys are not supported.',
    request: GetWalletAddressBalancesRequestSchema,
    response: GetWalletAddressBalancesResponseSchema,
    example: {
      request: {
        organizationId: ids.ORGANIZATION_ID,
        address: ids.ETHEREUM_ADDRESS,
        caip2: 'eip155:1',
      },
      response: {
        balances: [
          {
            ...ether,
            balance: '1200000000000000000',
            display: { usd: '2607.60', crypto: '1.2' },
          },
          {
            caip19: USDC,
            symbol: 'USDC',
            name: 'USD Coin',
            decimals: 6,
            balance: '2500000000',
            display: { usd: '2500.00', crypto: '2500' },
          },
        ],
      },
    },
  }),
  defineQuery({
    name: 'list_eth_transaction_history',
    sdkMethod: 'listEthTransactionHistory',
    tag: TAG,
    summary: 'List EVM transaction history',
    description:
      'Lists the transactions of a wallet account address on one EVM network, newest first, whoever sent them: each with its block, fee and the value it moved in or out of the address (`transfers`), plus `turnkey` details when the platform broadcast it. Pages hold 1 to 100 transactions (10 by default); `pageInfo` holds the cursors for `paginationOptions`, which only work for the same address and network. Addresses of standalone private keys are not supported.',
    request: ListEthTransactionHistoryRequestSchema,
    response: ListEthTransactionHistoryResponseSchema,
    example: {
      request: {
        organizationId: ids.ORGANIZATION_ID,
        address: ids.ETHEREUM_ADDRESS,
        caip2: 'eip155:1',
        paginationOptions: { limit: '10' },
      },
      response: {
        transactions: [
          {
            transactionHash: ids.ETHEREUM_RAW_TRANSACTION_HASH,
            block: {
              number: '21976543',
              hash: '0x0f07a3f3a77b862706b822aa08def405d9893d7bef2f654d30707b2b1001ac28',
              timestamp: '2025-03-04T09:30:11Z',
            },
            status: 'FINALIZED',
            origin: 'TURNKEY',
            from: ids.ETHEREUM_ADDRESS,
            to: ids.PRIVATE_KEY_ADDRESS,
            fee: { amount: '252000000000000', caip19: ETH },
            transfers: [
              {
                direction: 'OUT',
                asset: ether,
                amount: '50000000000000000',
                counterparty: ids.PRIVATE_KEY_ADDRESS,
                display: { crypto: '0.05', usd: '108.65' },
              },
            ],
            turnkey: {
              sponsored: false,
              activityFingerprint: exampleFingerprint('activity:eth_send_raw_transaction'),
              submittedAt,
            },
            executionFailed: false,
          },
        ],
        pageInfo: firstPage,
      },
    },
  }),
  defineQuery({
    name: 'list_sol_transaction_history',
    sdkMethod: 'listSolTransactionHistory',
    tag: TAG,
    summary: 'List Solana transaction history',
    description:
      'Lists the transactions of a wallet account address on a Solana cluster, newest first, whoever sent them: each with its block, fee payer, signers and the value it moved in or out of the address (`transfers`), plus `turnkey` details when the platform broadcast it. Pages hold 1 to 100 transactions (10 by default); `pageInfo` holds the cursors for `paginationOptions`, which only work for the same address and cluster. Addresses of standalone private keys are not supported.',
    request: ListSolTransactionHistoryRequestSchema,
    response: ListSolTransactionHistoryResponseSchema,
    example: {
      request: {
        organizationId: ids.ORGANIZATION_ID,
        address: ids.SOLANA_ADDRESS,
        caip2: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        paginationOptions: { limit: '10' },
      },
      response: {
        transactions: [
          {
            signature: ids.SOLANA_TRANSACTION_SIGNATURE,
            block: {
              number: '324518907',
              hash: '3QYWSphnC4xZhqs8RYiDPky77o66KqYL28amUipqVv4N',
              timestamp: '2025-03-04T09:30:01Z',
            },
            status: 'FINALIZED',
            origin: 'TURNKEY',
            feePayer: ids.SOLANA_ADDRESS,
            signers: [{ address: ids.SOLANA_ADDRESS, writable: true }],
            fee: { amount: '5000', caip19: SOL },
            transfers: [
              {
                direction: 'OUT',
                asset: { caip19: SOL, symbol: 'SOL', name: 'Solana', decimals: 9 },
                amount: '100000000',
                counterparty: ids.SOLANA_SECOND_ADDRESS,
                display: { crypto: '0.1', usd: '14.52' },
              },
            ],
            turnkey: {
              sponsored: false,
              activityFingerprint: exampleFingerprint('activity:sol_send_transaction'),
              submittedAt,
            },
            executionFailed: false,
          },
        ],
        pageInfo: firstPage,
      },
    },
  }),
  defineQuery({
    name: 'list_supported_assets',
    sdkMethod: 'listSupportedAssets',
    tag: TAG,
    summary: 'List supported assets',
    description:
      'Lists the assets the platform recognizes on one network, with their CAIP-19 ids, symbols and decimals. These are the assets get_wallet_address_balances reports; `stable` marks stablecoins and `earnProviders` the yield providers that offer a vault in the asset. The list is in `assets`.',
    request: ListSupportedAssetsRequestSchema,
    response: ListSupportedAssetsResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, caip2: 'eip155:1' },
      response: {
        assets: [
          { ...ether, stable: false, earnProviders: [] },
          {
            caip19: USDC,
            symbol: 'USDC',
            name: 'USD Coin',
            decimals: 6,
            stable: true,
            earnProviders: ['EARN_PROVIDER_MORPHO', 'EARN_PROVIDER_AAVE'],
          },
        ],
      },
    },
  }),
  defineSubmission({
    name: 'eth_send_raw_transaction',
    sdkMethod: 'ethSendRawTransaction',
    sdkServerMethod: false,
    tag: TAG,
    summary: 'Broadcast raw EVM transaction',
    description:
      'Broadcasts an EVM transaction that is already signed, for example the output of sign_transaction, to the network `caip2` names. Use it when you build and sign transactions yourself and only want the platform to send them. `@turnkey/sdk-server` 8.2.1 has no method for it (`@turnkey/http` sends it as `ethSendRawTransaction`), so this reference declares no result of its own; the client’s `Result` type has `ethSendRawTransactionResult.transactionHash` for the hash.',
    activityType: 'ACTIVITY_TYPE_ETH_SEND_RAW_TRANSACTION',
    intentKey: 'ethSendRawTransactionIntent',
    example: {
      parameters: { signedTransaction: SIGNED_ETHEREUM_TRANSACTION, caip2: 'eip155:1' },
    },
  }),
  defineSubmission({
    name: 'eth_send_transaction',
    sdkMethod: 'ethSendTransaction',
    tag: TAG,
    summary: 'Send EVM transaction',
    description:
      'Has the platform build, sign and broadcast an EVM transaction from a wallet account or private key address: you list the `calls`, and it fills in nonce, gas limit and fees unless you set them. With `sponsor` the Gas Station pays the gas, within the budget get_gas_usage reports; several calls run as one EIP-7702 batch through it. Signing is part of the activity, so policies and consensus apply. The result is a status id, not a hash: follow `activity.result.ethSendTransactionResultV2.sendTransactionStatusId` with get_send_transaction_status.',
    activityType: 'ACTIVITY_TYPE_ETH_SEND_TRANSACTION_V2',
    intentKey: 'ethSendTransactionIntentV2',
    result: { key: 'ethSendTransactionResultV2', source: 'derived' },
    example: {
      parameters: {
        from: ids.ETHEREUM_ADDRESS,
        caip2: 'eip155:1',
        sponsor: true,
        calls: [{ to: ids.END_USER_ETHEREUM_ADDRESS, value: '10000000000000000' }],
      },
      result: { sendTransactionStatusId: ids.ETH_SEND_TRANSACTION_STATUS_ID },
    },
  }),
  defineSubmission({
    name: 'eth_undelegate_7702',
    sdkMethod: 'ethUndelegate7702',
    tag: TAG,
    summary: 'Clear EIP-7702 delegation',
    description:
      'Sends the EIP-7702 transaction that removes the code delegation of an EVM account, so the address acts as a plain account again (sponsored and batched sends through the Gas Station delegate it). Nonce and fees are found for you unless you set them, and the gas limit defaults to a fixed amount for undelegation. Follow `activity.result.ethUndelegate7702Result.sendTransactionStatusId` with get_send_transaction_status.',
    activityType: 'ACTIVITY_TYPE_ETH_UNDELEGATE_7702',
    intentKey: 'ethUndelegate7702Intent',
    result: { key: 'ethUndelegate7702Result', source: 'derived' },
    example: {
      parameters: { from: ids.ETHEREUM_ADDRESS, caip2: 'eip155:1' },
      result: { sendTransactionStatusId: ids.ETH_UNDELEGATE_STATUS_ID },
    },
  }),
  defineSubmission({
    name: 'sol_send_transaction',
    sdkMethod: 'solSendTransaction',
    tag: TAG,
    summary: 'Send Solana transaction',
    description:
      'Has the platform sign a Solana transaction you serialized, with the addresses in `signWiths`, and broadcast it to the cluster `caip2` names. Leave the signature slots zeroed; with `sponsor` the Gas Station pays the fee and fetches a fresh blockhash unless you pass `recentBlockhash`. Signing is part of the activity, so policies and consensus apply. Follow `activity.result.solSendTransactionResultV2.sendTransactionStatusId` with get_send_transaction_status.',
    activityType: 'ACTIVITY_TYPE_SOL_SEND_TRANSACTION_V2',
    intentKey: 'solSendTransactionIntentV2',
    result: { key: 'solSendTransactionResultV2', source: 'derived' },
    example: {
      parameters: {
        unsignedTransaction: ids.UNSIGNED_SOLANA_TRANSACTION,
        signWiths: [ids.SOLANA_ADDRESS],
        sponsor: false,
        caip2: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        recentBlockhash: ids.SOLANA_RECENT_BLOCKHASH,
      },
      result: { sendTransactionStatusId: ids.SOL_SEND_TRANSACTION_STATUS_ID },
    },
  }),
];
