/**
 * Swap quotes from the fixed local price table (`assets.ts`): the input's dollar value buys the
 * same dollar value of the output, the organization's fee comes out of that, and slippage sets the
 * minimum. No provider fee, no price impact, no route.
 */
import { chainOf, type SimulatedAsset } from './assets';

/** Slippage a quote allows when the request names none, in basis points. */
export const DEFAULT_SLIPPAGE_BPS = 50n;
/** How long a quote can be executed, on the sandbox clock. */
export const QUOTE_TTL_MS = 60_000;
/** How long a swap takes to settle: one block on one chain, a minute across chains. */
export const SAME_CHAIN_SECONDS = 12;
export const CROSS_CHAIN_SECONDS = 60;

export interface QuoteMath {
  outputAmount: bigint;
  minOutputAmount: bigint;
  clientFeeAmount: bigint;
}

export function quoteAmounts(
  input: SimulatedAsset,
  output: SimulatedAsset,
  inputAmount: bigint,
  clientFeeBps: bigint,
  slippageBps: bigint,
): QuoteMath {
  const gross =
    (inputAmount * input.usdMicros * 10n ** BigInt(output.decimals)) /
    (10n ** BigInt(input.decimals) * output.usdMicros);
  const clientFeeAmount = (gross * clientFeeBps) / 10_000n;
  const outputAmount = gross - clientFeeAmount;
  return {
    outputAmount,
    minOutputAmount: (outputAmount * (10_000n - slippageBps)) / 10_000n,
    clientFeeAmount,
  };
}

export const isCrossChain = (inputToken: string, outputToken: string) =>
  chainOf(inputToken) !== chainOf(outputToken);

export const swapSeconds = (inputToken: string, outputToken: string) =>
  isCrossChain(inputToken, outputToken) ? CROSS_CHAIN_SECONDS : SAME_CHAIN_SECONDS;
