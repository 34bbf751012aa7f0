/**
 * The errors table of the Swaps page: quotes for an account or tokens the sandbox does not know,
 * basis points above their caps, executions that change the quote's terms or come late or twice, an
 * unknown swap request, and fee claims with no receiver or nothing earned. Quotes expire on the
 * sandbox clock.
 */
import type { TurnkeyClient } from '@turnkey/http';
import { refuses, requestInvalid } from './refusal';
import { advanceClock, now, walletIn, type Scenario } from './support';

const SWAPS = 'documentation/products/swaps.mdx';
const ETH = 'eip155:1/slip44:60';
const USDC_ETH = 'eip155:1/erc20:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const NOBODY = '0x00000000000000000000000000000000000000b0';

type QuoteParameters = Parameters<TurnkeyClient['createSwapQuote']>[0]['parameters'];
type ExecuteParameters = Parameters<TurnkeyClient['executeSwap']>[0]['parameters'];

export const swaps: Scenario = {
  name: 'swaps',
  does: 'create_swap_quote from a foreign address, with unknown or equal tokens, an amount of 0 and slippage above 10000; upsert_swap_config with feeBps above 500 and stableFeeBps above 10000; execute_swap with changed terms, twice and after expiry; get_swap_status of an unknown id; claim_swap_fees without a receiver and with nothing earned',
  rows: [
    { doc: SWAPS, row: '`signWith` is not an account of the organization' },
    {
      doc: SWAPS,
      row: 'A token the price table does not know (sandbox), the same token on both sides, or an `inputAmount` of `0`',
    },
    { doc: SWAPS, row: '`slippageBps` or `stableFeeBps` above 10000, or `feeBps` above 500' },
    { doc: SWAPS, row: 'An execution whose terms differ from the quote' },
    { doc: SWAPS, row: 'The quote expired or was executed already' },
    { doc: SWAPS, row: '`get_swap_status` with an unknown `swapRequestId`' },
    { doc: SWAPS, row: '`claim_swap_fees` with no receiver set or nothing earned' },
  ],
  async run(context, observed) {
    const org = await context.newOrganization();
    const { organizationId, client } = org;
    const {
      addresses: [address = ''],
    } = await walletIn(org);
    const envelope = () => ({ timestampMs: now(), organizationId });
    const order: QuoteParameters = {
      signWith: address,
      inputToken: ETH,
      outputToken: USDC_ETH,
      inputAmount: '100000000000000000',
    };
    const quote = (changes: Partial<QuoteParameters> = {}) =>
      client.createSwapQuote({
        type: 'ACTIVITY_TYPE_CREATE_SWAP_QUOTE',
        ...envelope(),
        parameters: { ...order, ...changes },
      });
    const config = (parameters: {
      feeBps?: string;
      stableFeeBps?: string;
      feeReceiverWalletAddress?: string;
    }) =>
      client.upsertSwapConfig({
        type: 'ACTIVITY_TYPE_UPSERT_SWAP_CONFIG',
        ...envelope(),
        parameters,
      });
    const claim = () =>
      client.claimSwapFees({
        type: 'ACTIVITY_TYPE_CLAIM_SWAP_FEES',
        ...envelope(),
        parameters: {},
      });

    await refuses(
      context,
      observed,
      'a foreign signWith',
      () => quote({ signWith: NOBODY }),
      requestInvalid(404, 'signWith'),
    );
    for (const [what, changes, field] of [
      [
        'an unknown token',
        { inputToken: 'eip155:1/erc20:0x00000000000000000000000000000000000000c0' },
        'inputToken',
      ],
      ['the same token twice', { outputToken: ETH }, 'outputToken'],
      ['an inputAmount of 0', { inputAmount: '0' }, 'inputAmount'],
      ['slippageBps 10001', { slippageBps: '10001' }, 'slippageBps'],
    ] as const) {
      await refuses(context, observed, what, () => quote(changes), requestInvalid(400, field));
    }
    for (const [field, value] of [
      ['feeBps', '501'],
      ['stableFeeBps', '10001'],
    ] as const) {
      await refuses(
        context,
        observed,
        `${field} ${value}`,
        () => config({ [field]: value }),
        requestInvalid(400, field),
      );
    }
    await refuses(
      context,
      observed,
      'a fee claim with no receiver',
      claim,
      requestInvalid(400, 'feeReceiverWalletAddress'),
    );
    await config({ feeBps: '25', feeReceiverWalletAddress: address });
    await refuses(
      context,
      observed,
      'a fee claim with nothing earned',
      claim,
      requestInvalid(400, 'no unclaimed swap fees'),
    );

    const terms = async (): Promise<ExecuteParameters> => {
      const { activity } = await quote();
      const quoted = activity.result.createSwapQuoteResult?.quotes[0];
      if (!quoted) throw new Error(`create_swap_quote ended ${activity.status}`);
      return {
        quoteId: quoted.quoteId,
        inputToken: order.inputToken,
        inputAmount: order.inputAmount,
        outputToken: order.outputToken,
        quotedOutputAmount: quoted.outputAmount,
        minOutputAmount: quoted.minOutputAmount,
        sponsor: false,
      };
    };
    const execute = (parameters: ExecuteParameters) => () =>
      client.executeSwap({ type: 'ACTIVITY_TYPE_EXECUTE_SWAP_V2', ...envelope(), parameters });
    const agreed = await terms();
    for (const field of ['inputAmount', 'minOutputAmount', 'quotedOutputAmount'] as const) {
      await refuses(
        context,
        observed,
        `an execution with another ${field}`,
        execute({ ...agreed, [field]: '1' }),
        requestInvalid(400, field),
      );
    }
    await execute(agreed)();
    await refuses(
      context,
      observed,
      'a quote executed twice',
      execute(agreed),
      requestInvalid(400, 'quoteId'),
    );
    const late = await terms();
    await advanceClock(context, 61);
    await refuses(
      context,
      observed,
      'an expired quote',
      execute(late),
      requestInvalid(400, 'quoteId'),
    );

    const unknown = crypto.randomUUID();
    await refuses(
      context,
      observed,
      'get_swap_status of an unknown id',
      () => client.getSwapStatus({ organizationId, swapRequestId: unknown }),
      requestInvalid(404, 'swapRequestId'),
    );
  },
};
