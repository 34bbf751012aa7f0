/**
 * Swaps: quote an exchange of one asset for another (same chain or across chains), execute the
 * quote from a wallet account, follow it to the end, and set the fee your organization keeps.
 * Assets are CAIP-19 ids and amounts are base units (wei, lamports, the token's smallest unit).
 */
import * as z from 'zod';
import {
  ETH_CAIP19,
  ETHEREUM_ADDRESS,
  ORGANIZATION_ID,
  SWAP_FEE_CLAIM_REQUEST_ID,
  SWAP_ORIGIN_TX_HASH,
  SWAP_QUOTE_ID,
  SWAP_REQUEST_ID,
  USDC_ETHEREUM_CAIP19,
} from '../examples/ids';
import { bool, id, organizationIdField, text, uint64 } from './fields';
import { TxErrorSchema } from './tx-errors';

const inputToken = text('The asset you pay with, as a CAIP-19 id.', ETH_CAIP19);
const outputToken = text('The asset you receive, as a CAIP-19 id.', USDC_ETHEREUM_CAIP19);
const baseUnits = (description: string, example: string) =>
  uint64(`${description} In base units, as a string.`, example);
const basisPoints = (description: string, example: string) =>
  uint64(`${description} In basis points (100 = 1%), as a string.`, example);

export const ClaimSwapFeesIntentSchema = z.object({}).meta({
  id: 'ClaimSwapFeesIntent',
  description: 'Parameters of claim_swap_fees: none.',
});
export type ClaimSwapFeesIntent = z.infer<typeof ClaimSwapFeesIntentSchema>;

export const ClaimSwapFeesResultSchema = z
  .object({
    requestId: id(
      'The claim as the swap provider filed it; keep it to trace the payout.',
      SWAP_FEE_CLAIM_REQUEST_ID,
    ),
  })
  .meta({ id: 'ClaimSwapFeesResult', description: 'Result of claim_swap_fees.' });
export type ClaimSwapFeesResult = z.infer<typeof ClaimSwapFeesResultSchema>;

export const CreateSwapQuoteIntentSchema = z
  .object({
    signWith: text(
      'The address (of a wallet account or a private key) that will pay and sign; the quote is priced for it. Private key ids are refused: give the address.',
      ETHEREUM_ADDRESS,
    ),
    inputToken,
    outputToken,
    inputAmount: baseUnits('How much of `inputToken` to sell.', '500000000000000000'),
    slippageBps: basisPoints(
      'The worst price movement you accept. Without it, each provider uses its own default.',
      '50',
    ).optional(),
  })
  .meta({ id: 'CreateSwapQuoteIntent', description: 'Parameters of create_swap_quote.' });
export type CreateSwapQuoteIntent = z.infer<typeof CreateSwapQuoteIntentSchema>;

export const SwapQuoteSchema = z
  .object({
    quoteId: id('Pass this to execute_swap to trade at exactly this quote.', SWAP_QUOTE_ID),
    provider: text('The swap provider that priced the quote.', 'relay'),
    outputAmount: baseUnits('Expected amount of `outputToken`.', '1250000000'),
    minOutputAmount: baseUnits(
      'The least `outputToken` you get once slippage is applied.',
      '1243750000',
    ),
    expiresAt: uint64(
      'When the quote stops being executable: milliseconds since the Unix epoch, as a string.',
      '1741080630000',
    ),
    slippageBps: basisPoints(
      'The slippage the quote actually allows, as the provider reported it.',
      '50',
    ).optional(),
    clientFeeBps: basisPoints(
      'Your organization’s fee on this pair (see upsert_swap_config), already taken out of both output amounts.',
      '25',
    ),
    estimatedTimeSeconds: uint64(
      'How long the provider expects the swap to take, when it says.',
      '30',
    ).optional(),
  })
  .meta({ id: 'SwapQuote', description: 'One executable price for the requested swap.' });
export type SwapQuote = z.infer<typeof SwapQuoteSchema>;

export const CreateSwapQuoteResultSchema = z
  .object({
    quotes: z
      .array(SwapQuoteSchema)
      .meta({ description: 'The quotes, one per provider (currently one).' }),
  })
  .meta({ id: 'CreateSwapQuoteResult', description: 'Result of create_swap_quote.' });
export type CreateSwapQuoteResult = z.infer<typeof CreateSwapQuoteResultSchema>;

export const ExecuteSwapIntentV2Schema = z
  .object({
    quoteId: id(
      'The quote to execute, from create_swap_quote. The signing account is the one the quote was priced for; it is not sent again.',
      SWAP_QUOTE_ID,
    ),
    inputToken,
    inputAmount: baseUnits('The input amount, exactly as quoted.', '500000000000000000'),
    outputToken,
    quotedOutputAmount: baseUnits('The quote’s `outputAmount`, unchanged.', '1250000000'),
    minOutputAmount: baseUnits('The quote’s `minOutputAmount`, unchanged.', '1243750000'),
    sponsor: bool('Have the platform pay the network fee (a sponsored transaction).'),
    evmNonce: uint64(
      'EVM only, unsponsored: the nonce of the sending account. Leave it out and the platform looks it up; for batched calls prefer `gasStationNonce`.',
      '42',
    ).optional(),
    recentBlockhash: text(
      'Solana only: the recent blockhash to build the transaction with. Leave it out and the platform fetches one.',
    ).optional(),
    gasStationNonce: uint64(
      'EVM, when the swap runs as a batch of calls (sponsored, or an approve followed by the swap): the replay-protection nonce of the gas-station contract. Leave it out and the platform looks it up.',
      '7',
    ).optional(),
  })
  .meta({ id: 'ExecuteSwapIntentV2', description: 'Parameters of execute_swap.' });
export type ExecuteSwapIntentV2 = z.infer<typeof ExecuteSwapIntentV2Schema>;

export const ExecuteSwapResultSchema = z
  .object({
    swapRequestId: id('Pass this to get_swap_status to follow the swap.', SWAP_REQUEST_ID),
    provider: text('The provider that built the transaction.', 'relay').optional(),
    quoteId: id('The quote that was executed.', SWAP_QUOTE_ID).optional(),
  })
  .meta({ id: 'ExecuteSwapResult', description: 'Result of execute_swap.' });
export type ExecuteSwapResult = z.infer<typeof ExecuteSwapResultSchema>;

export const GetSwapStatusRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    swapRequestId: id('The id execute_swap returned.', SWAP_REQUEST_ID),
  })
  .meta({ id: 'GetSwapStatusRequest', description: 'Request body of get_swap_status.' });
export type GetSwapStatusRequest = z.infer<typeof GetSwapStatusRequestSchema>;

export const SwapRefundSchema = z
  .object({
    asset: text('The asset paid back, as a CAIP-19 id.', ETH_CAIP19),
    amount: baseUnits('How much was paid back.', '500000000000000000'),
    txHash: text('The transaction that paid it back, when there is one.').optional(),
  })
  .meta({
    id: 'SwapRefund',
    description:
      'What the provider returned after the origin transfer went through but the cross-chain fill did not.',
  });

export const SwapErrorSchema = z
  .object({
    reason: text(
      'Why it failed, for programs: `ORIGIN_TRANSACTION_FAILED` or `PROVIDER_FILL_FAILED`.',
      'ORIGIN_TRANSACTION_FAILED',
    ),
    message: text('Why it failed, for people.'),
    originTxError: TxErrorSchema.optional().meta({
      description: 'With `ORIGIN_TRANSACTION_FAILED`: the decoded failure, when known.',
    }),
    providerReason: text(
      'The provider’s own explanation of a failed fill, if it gave one.',
    ).optional(),
  })
  .meta({ id: 'SwapError', description: 'Why a swap failed.' });

export const GetSwapStatusResponseSchema = z
  .object({
    status: text('`PENDING`, `COMPLETED` or `FAILED`.', 'COMPLETED'),
    swapKind: text('`SAME_CHAIN` or `CROSS_CHAIN`.', 'SAME_CHAIN'),
    provider: text('The provider that carried out the swap.', 'relay'),
    inputToken,
    outputToken,
    inputAmount: baseUnits('The amount sold.', '500000000000000000'),
    originTxHash: text(
      'The transaction on the source chain, once it is in a block.',
      SWAP_ORIGIN_TX_HASH,
    ).optional(),
    destinationTxHashes: z.array(z.string()).optional().meta({
      description: 'Cross-chain swaps that completed: the transactions on the destination chain.',
    }),
    outputAmount: baseUnits(
      'What was actually received, once COMPLETED and when known; absent when FAILED.',
      '1249100000',
    ).optional(),
    refund: SwapRefundSchema.optional(),
    updatedAt: uint64(
      'When the status last changed: milliseconds since the Unix epoch, as a string.',
      '1741080642000',
    ),
    error: SwapErrorSchema.optional().meta({ description: 'Set whenever `status` is FAILED.' }),
    destinationAddress: text('The address the output goes to.', ETHEREUM_ADDRESS).optional(),
  })
  .meta({ id: 'GetSwapStatusResponse', description: 'Response of get_swap_status.' });
export type GetSwapStatusResponse = z.infer<typeof GetSwapStatusResponseSchema>;

const swapConfigFields = {
  feeReceiverWalletAddress: text(
    'The address that collects your swap fees.',
    ETHEREUM_ADDRESS,
  ).optional(),
  feeBps: basisPoints('Your fee on every swap, unless `stableFeeBps` applies.', '25').optional(),
  stableFeeBps: basisPoints(
    'Enterprise plans only: a different fee for swaps between two stablecoins. Without it, `feeBps` applies to them too.',
    '5',
  ).optional(),
};

export const UpsertSwapConfigIntentSchema = z
  .object(swapConfigFields)
  .meta({ id: 'UpsertSwapConfigIntent', description: 'Parameters of upsert_swap_config.' });
export type UpsertSwapConfigIntent = z.infer<typeof UpsertSwapConfigIntentSchema>;

export const UpsertSwapConfigResultSchema = z.object(swapConfigFields).meta({
  id: 'UpsertSwapConfigResult',
  description: 'Result of upsert_swap_config: the configuration now in force.',
});
export type UpsertSwapConfigResult = z.infer<typeof UpsertSwapConfigResultSchema>;
