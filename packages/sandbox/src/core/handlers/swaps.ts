/**
 * Swaps, simulated: quotes come from the sandbox's fixed local price table, an executed swap
 * settles on the sandbox clock with simulated transaction hashes, and the organization's fee
 * settings and earned fees are kept in its records. No token moves and no balance is checked:
 * the sandbox has no chain here.
 */
import {
  ClaimSwapFeesIntentSchema,
  CreateSwapQuoteIntentSchema,
  ExecuteSwapIntentV2Schema,
  GetSwapStatusRequestSchema,
  UpsertSwapConfigIntentSchema,
} from '@docs/platform-api';
import type { ReadTransaction, SwapConfigRecord, SwapQuoteRecord } from '../../storage/types';
import { query, simplified, submission } from '../contract';
import { invalid, notFound, precondition } from '../errors';
import { assetKey, simulatedAsset } from '../records/simulated/assets';
import { isOwnAddress, simulatedTxIdOn } from '../records/simulated/settlement';
import {
  DEFAULT_SLIPPAGE_BPS,
  isCrossChain,
  QUOTE_TTL_MS,
  quoteAmounts,
  swapSeconds,
} from '../records/simulated/swaps';

const PROVIDER = 'sandbox';
const QUOTES = simplified(
  'Quotes come from a fixed local price table (ETH 3000 USD, SOL 150 USD, stablecoins 1 USD, …) with no provider fee or price impact; the provider is `sandbox`, and a quote stays executable for 60 s of sandbox clock.',
);
const EXECUTION = simplified(
  'The swap is simulated: no token moves and no balance is checked (the sandbox has no chain here); it settles after 4 s (same chain) or 60 s (cross-chain) of sandbox clock with simulated transaction hashes (a base58 signature for a Solana token, a 0x hash otherwise), and always receives the quoted output.',
);
const CONFIG = simplified(
  'The configuration and the fees the organization’s simulated swaps earned are kept in the sandbox; a fee claim pays nothing out and its request id names no provider record.',
);

const emptyConfig = (
  organizationId: string,
  context: { timestamp(): SwapConfigRecord['updatedAt'] },
): SwapConfigRecord => ({
  organizationId,
  feesEarned: {},
  feesClaimed: {},
  updatedAt: context.timestamp(),
});

const configOf = (tx: ReadTransaction, organizationId: string) =>
  tx.get('swapConfig', organizationId);

/** The platform caps the organization's swap fee at 5 % (its swap guide's section on fees). */
const MAX_FEE_BPS = 500n;

function checkBps(value: string | undefined, field: string, most = 10_000n) {
  if (value !== undefined && BigInt(value) > most) {
    throw invalid(`${field}: at most ${most} basis points, received ${value}`);
  }
}

export const createSwapQuote = submission(
  CreateSwapQuoteIntentSchema,
  QUOTES,
  async (context, parameters) => {
    const input = simulatedAsset(parameters.inputToken);
    if (!input)
      throw invalid(`inputToken: ${parameters.inputToken} is not in the sandbox's price table`);
    const output = simulatedAsset(parameters.outputToken);
    if (!output)
      throw invalid(`outputToken: ${parameters.outputToken} is not in the sandbox's price table`);
    if (input.caip19 === output.caip19) throw invalid('outputToken: must differ from inputToken');
    const inputAmount = BigInt(parameters.inputAmount);
    if (inputAmount === 0n) throw invalid('inputAmount: must be more than 0');
    checkBps(parameters.slippageBps, 'slippageBps');
    const config = await context.storage.read(async (tx) => {
      if (!(await isOwnAddress(tx, context.organizationId, parameters.signWith))) {
        throw notFound(
          `signWith: no wallet account or private key with address ${parameters.signWith} in organization ${context.organizationId}`,
          'SIGN_WITH_NOT_FOUND',
        );
      }
      return configOf(tx, context.organizationId);
    });
    const clientFeeBps = BigInt(
      (input.stable && output.stable ? config?.stableFeeBps : undefined) ?? config?.feeBps ?? '0',
    );
    const slippageBps =
      parameters.slippageBps !== undefined ? BigInt(parameters.slippageBps) : DEFAULT_SLIPPAGE_BPS;
    const amounts = quoteAmounts(input, output, inputAmount, clientFeeBps, slippageBps);
    if (amounts.outputAmount === 0n)
      throw invalid('inputAmount: too small to buy any of outputToken');
    const quote: SwapQuoteRecord = {
      quoteId: context.newId(),
      organizationId: context.organizationId,
      signWith: parameters.signWith,
      inputToken: input.caip19,
      outputToken: output.caip19,
      inputAmount: String(inputAmount),
      outputAmount: String(amounts.outputAmount),
      minOutputAmount: String(amounts.minOutputAmount),
      slippageBps: String(slippageBps),
      clientFeeBps: String(clientFeeBps),
      clientFeeAmount: String(amounts.clientFeeAmount),
      expiresAtMs: context.now() + QUOTE_TTL_MS,
      executed: false,
    };
    return {
      result: {
        quotes: [
          {
            quoteId: quote.quoteId,
            provider: PROVIDER,
            outputAmount: quote.outputAmount,
            minOutputAmount: quote.minOutputAmount,
            expiresAt: String(quote.expiresAtMs),
            slippageBps: quote.slippageBps,
            clientFeeBps: quote.clientFeeBps,
            estimatedTimeSeconds: String(swapSeconds(quote.inputToken, quote.outputToken)),
          },
        ],
      },
      write: (tx) =>
        tx.insert('swapQuote', {
          id: quote.quoteId,
          organizationId: quote.organizationId,
          data: quote,
        }),
    };
  },
);

async function ownQuote(tx: ReadTransaction, organizationId: string, quoteId: string) {
  const quote = await tx.get('swapQuote', quoteId);
  if (!quote || quote.organizationId !== organizationId) {
    throw notFound(
      `quoteId: no swap quote ${quoteId} in organization ${organizationId}`,
      'SWAP_QUOTE_NOT_FOUND',
    );
  }
  return quote;
}

export const executeSwap = submission(
  ExecuteSwapIntentV2Schema,
  EXECUTION,
  async (context, parameters) => {
    const now = context.now();
    const quote = await context.storage.read((tx) =>
      ownQuote(tx, context.organizationId, parameters.quoteId),
    );
    const same: [keyof typeof parameters & keyof SwapQuoteRecord, string][] = [
      ['inputToken', quote.inputToken],
      ['inputAmount', quote.inputAmount],
      ['outputToken', quote.outputToken],
      ['minOutputAmount', quote.minOutputAmount],
    ];
    for (const [field, quoted] of same) {
      // The quote keeps the table's spelling of a token; any case of an EVM address names it.
      const given = field.endsWith('Token') ? assetKey(parameters[field]) : parameters[field];
      if (given !== (field.endsWith('Token') ? assetKey(quoted) : quoted))
        throw invalid(`${field}: the quote has ${quoted}, received ${String(parameters[field])}`);
    }
    if (parameters.quotedOutputAmount !== quote.outputAmount) {
      throw invalid(
        `quotedOutputAmount: the quote has ${quote.outputAmount}, received ${parameters.quotedOutputAmount}`,
      );
    }
    if (quote.executed) throw precondition(`quoteId: quote ${quote.quoteId} was executed already`);
    if (now > quote.expiresAtMs)
      throw precondition(`quoteId: quote ${quote.quoteId} expired at ${quote.expiresAtMs}`);
    const swapRequestId = context.newId();
    const request = {
      swapRequestId,
      organizationId: context.organizationId,
      quoteId: quote.quoteId,
      signWith: quote.signWith,
      inputToken: quote.inputToken,
      outputToken: quote.outputToken,
      inputAmount: quote.inputAmount,
      outputAmount: quote.outputAmount,
      createdAtMs: now,
      settlesAtMs: now + swapSeconds(quote.inputToken, quote.outputToken) * 1000,
    };
    return {
      result: { swapRequestId, provider: PROVIDER, quoteId: quote.quoteId },
      write: async (tx) => {
        const fresh = await ownQuote(tx, context.organizationId, quote.quoteId);
        if (fresh.executed)
          throw precondition(`quoteId: quote ${quote.quoteId} was executed already`);
        await tx.update('swapQuote', quote.quoteId, { ...fresh, executed: true });
        await tx.insert('swapRequest', {
          id: swapRequestId,
          organizationId: context.organizationId,
          data: request,
        });
        const config = await configOf(tx, context.organizationId);
        if (config && BigInt(quote.clientFeeAmount) > 0n) {
          const earned =
            BigInt(config.feesEarned[quote.outputToken] ?? '0') + BigInt(quote.clientFeeAmount);
          await tx.update('swapConfig', context.organizationId, {
            ...config,
            feesEarned: { ...config.feesEarned, [quote.outputToken]: String(earned) },
          });
        }
      },
    };
  },
);

export const getSwapStatus = query(GetSwapStatusRequestSchema, EXECUTION, (context, input) =>
  context.storage.read(async (tx) => {
    const request = await tx.get('swapRequest', input.swapRequestId);
    if (!request || request.organizationId !== context.organizationId) {
      throw notFound(
        `swapRequestId: no swap ${input.swapRequestId} in organization ${context.organizationId}`,
        'SWAP_REQUEST_NOT_FOUND',
      );
    }
    const done = context.now() >= request.settlesAtMs;
    const cross = isCrossChain(request.inputToken, request.outputToken);
    return {
      status: done ? 'COMPLETED' : 'PENDING',
      swapKind: cross ? 'CROSS_CHAIN' : 'SAME_CHAIN',
      provider: PROVIDER,
      inputToken: request.inputToken,
      outputToken: request.outputToken,
      inputAmount: request.inputAmount,
      originTxHash: simulatedTxIdOn(request.inputToken, 'swap-origin', request.swapRequestId),
      ...(done && cross
        ? {
            destinationTxHashes: [
              simulatedTxIdOn(request.outputToken, 'swap-fill', request.swapRequestId),
            ],
          }
        : {}),
      ...(done ? { outputAmount: request.outputAmount } : {}),
      updatedAt: String(done ? request.settlesAtMs : request.createdAtMs),
      destinationAddress: request.signWith,
    };
  }),
);

export const upsertSwapConfig = submission(
  UpsertSwapConfigIntentSchema,
  CONFIG,
  async (context, parameters) => {
    checkBps(parameters.feeBps, 'feeBps', MAX_FEE_BPS);
    checkBps(parameters.stableFeeBps, 'stableFeeBps');
    const before =
      (await context.storage.read((tx) => configOf(tx, context.organizationId))) ??
      emptyConfig(context.organizationId, context);
    const after: SwapConfigRecord = {
      ...before,
      ...(parameters.feeReceiverWalletAddress !== undefined
        ? { feeReceiverWalletAddress: parameters.feeReceiverWalletAddress }
        : {}),
      ...(parameters.feeBps !== undefined ? { feeBps: parameters.feeBps } : {}),
      ...(parameters.stableFeeBps !== undefined ? { stableFeeBps: parameters.stableFeeBps } : {}),
      updatedAt: context.timestamp(),
    };
    return {
      result: {
        ...(after.feeReceiverWalletAddress !== undefined
          ? { feeReceiverWalletAddress: after.feeReceiverWalletAddress }
          : {}),
        ...(after.feeBps !== undefined ? { feeBps: after.feeBps } : {}),
        ...(after.stableFeeBps !== undefined ? { stableFeeBps: after.stableFeeBps } : {}),
      },
      write: async (tx) => {
        if (await configOf(tx, context.organizationId))
          await tx.update('swapConfig', context.organizationId, after);
        else
          await tx.insert('swapConfig', {
            id: context.organizationId,
            organizationId: context.organizationId,
            data: after,
          });
      },
    };
  },
);

export const claimSwapFees = submission(ClaimSwapFeesIntentSchema, CONFIG, async (context) => {
  const config = await context.storage.read((tx) => configOf(tx, context.organizationId));
  if (!config?.feeReceiverWalletAddress) {
    throw precondition(
      'feeReceiverWalletAddress: set it with upsert_swap_config before claiming fees',
    );
  }
  const unclaimed = Object.entries(config.feesEarned).filter(
    ([asset, earned]) => BigInt(earned) > BigInt(config.feesClaimed[asset] ?? '0'),
  );
  if (unclaimed.length === 0) throw precondition('The organization has no unclaimed swap fees');
  const after = {
    ...config,
    feesClaimed: { ...config.feesEarned },
    updatedAt: context.timestamp(),
  };
  return {
    result: { requestId: context.newId() },
    write: (tx) => tx.update('swapConfig', context.organizationId, after),
  };
});
