/**
 * Swaps tag: quote, execute and follow an exchange of one asset for another from a wallet
 * account, and configure and claim the fee your organization adds to its users' swaps.
 */
import * as ids from '../examples/ids';
import {
  GetSwapStatusRequestSchema,
  GetSwapStatusResponseSchema,
  type SwapQuote,
} from '../schemas/swaps';
import { defineQuery, defineSubmission, type Operation } from './define';

const quote = {
  quoteId: ids.SWAP_QUOTE_ID,
  provider: 'relay',
  outputAmount: '1250000000',
  minOutputAmount: '1243750000',
  expiresAt: '1741080630000',
  slippageBps: '50',
  clientFeeBps: '25',
  estimatedTimeSeconds: '30',
} satisfies SwapQuote;

const tokens = { inputToken: ids.ETH_CAIP19, outputToken: ids.USDC_ETHEREUM_CAIP19 };
const inputAmount = '500000000000000000';
const swapConfig = {
  feeReceiverWalletAddress: ids.ETHEREUM_ADDRESS,
  feeBps: '25',
  stableFeeBps: '5',
};

export const swapOperations: Operation[] = [
  defineQuery({
    name: 'get_swap_status',
    sdkMethod: 'getSwapStatus',
    tag: 'Swaps',
    summary: 'Get swap status',
    description:
      'Reports how far a swap started with execute_swap has got, on one chain or across two. Poll it until `status` is COMPLETED or FAILED; `outputAmount` then says what actually arrived, `error` says why it failed, and `refund` shows funds a provider sent back after a failed cross-chain fill. The answer is the response body itself.',
    request: GetSwapStatusRequestSchema,
    response: GetSwapStatusResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, swapRequestId: ids.SWAP_REQUEST_ID },
      response: {
        status: 'COMPLETED',
        swapKind: 'SAME_CHAIN',
        provider: 'relay',
        ...tokens,
        inputAmount,
        originTxHash: ids.SWAP_ORIGIN_TX_HASH,
        outputAmount: '1249100000',
        updatedAt: '1741080642000',
        destinationAddress: ids.ETHEREUM_ADDRESS,
      },
    },
  }),
  defineSubmission({
    name: 'claim_swap_fees',
    sdkMethod: 'claimSwapFees',
    tag: 'Swaps',
    summary: 'Claim swap fees',
    description:
      'Collects the fees your organization has earned on its users’ swaps (the `feeBps` set with upsert_swap_config). It takes no parameters: the claim is filed with the swap provider for the organization as a whole. The provider’s claim id is in `activity.result.claimSwapFeesResult.requestId`.',
    activityType: 'ACTIVITY_TYPE_CLAIM_SWAP_FEES',
    intentKey: 'claimSwapFeesIntent',
    result: { key: 'claimSwapFeesResult', source: 'derived' },
    example: { parameters: {}, result: { requestId: ids.SWAP_FEE_CLAIM_REQUEST_ID } },
  }),
  defineSubmission({
    name: 'create_swap_quote',
    sdkMethod: 'createSwapQuote',
    tag: 'Swaps',
    summary: 'Quote a swap',
    description:
      'Prices a swap of `inputAmount` of `inputToken` into `outputToken` for the account at `signWith`; the chains follow from the two CAIP-19 ids, so a quote may cross chains. Give the account’s address, not a private key id, and set `slippageBps` to bound the price you accept. A quote expires (`expiresAt`), so execute it promptly. The quotes are in `activity.result.createSwapQuoteResult.quotes`; each already has your fee (`clientFeeBps`) taken out.',
    activityType: 'ACTIVITY_TYPE_CREATE_SWAP_QUOTE',
    intentKey: 'createSwapQuoteIntent',
    result: { key: 'createSwapQuoteResult', source: 'derived' },
    example: {
      parameters: { signWith: ids.ETHEREUM_ADDRESS, ...tokens, inputAmount, slippageBps: '50' },
      result: { quotes: [quote] },
    },
  }),
  defineSubmission({
    name: 'execute_swap',
    sdkMethod: 'executeSwap',
    tag: 'Swaps',
    summary: 'Execute swap',
    description:
      'Trades at a quote from create_swap_quote: the platform builds, signs and broadcasts the transaction from the account the quote was priced for. Repeat the quote’s tokens and amounts unchanged, and say with `sponsor` whether the platform pays the network fee; the nonce and blockhash fields are only for callers who manage them themselves. The swap id is in `activity.result.executeSwapResult.swapRequestId`; follow it with get_swap_status.',
    activityType: 'ACTIVITY_TYPE_EXECUTE_SWAP_V2',
    intentKey: 'executeSwapIntentV2',
    result: { key: 'executeSwapResult', source: 'derived' },
    example: {
      parameters: {
        quoteId: ids.SWAP_QUOTE_ID,
        ...tokens,
        inputAmount,
        quotedOutputAmount: quote.outputAmount,
        minOutputAmount: quote.minOutputAmount,
        sponsor: true,
      },
      result: { swapRequestId: ids.SWAP_REQUEST_ID, provider: 'relay', quoteId: ids.SWAP_QUOTE_ID },
    },
  }),
  defineSubmission({
    name: 'upsert_swap_config',
    sdkMethod: 'upsertSwapConfig',
    tag: 'Swaps',
    summary: 'Set swap fee configuration',
    description:
      'Sets the fee your organization adds to its users’ swaps and the address that collects it, creating the configuration the first time. `feeBps` applies to every pair; on Enterprise plans `stableFeeBps` sets a separate fee for stablecoin-to-stablecoin swaps. The configuration now in force is in `activity.result.upsertSwapConfigResult`.',
    activityType: 'ACTIVITY_TYPE_UPSERT_SWAP_CONFIG',
    intentKey: 'upsertSwapConfigIntent',
    result: { key: 'upsertSwapConfigResult', source: 'derived' },
    example: { parameters: swapConfig, result: swapConfig },
  }),
];
