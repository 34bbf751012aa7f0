/**
 * The price table names an EVM token by its address in any letter case: the USDC id that
 * list_supported_assets answers (lower case) is quoted and executed as the checksummed one in the
 * table is. Solana ids stay case-sensitive.
 */
import { describe, expect, it } from 'vitest';
import { newServerClient, useSandbox } from '../../../../__tests__/conformance/support';
import { assetKey, simulatedAsset, USDC_BASE, USDC_ETHEREUM } from '../assets';

describe('asset ids in the price table', () => {
  it('finds an EVM token whatever the case of its address', () => {
    expect(simulatedAsset(USDC_ETHEREUM.toLowerCase())?.caip19).toBe(USDC_ETHEREUM);
    expect(simulatedAsset(USDC_BASE.toUpperCase().replace('EIP155', 'eip155'))?.caip19).toBe(
      USDC_BASE,
    );
    expect(assetKey(USDC_BASE)).toBe(USDC_BASE.toLowerCase());
  });

  it('keeps base58 Solana ids case-sensitive', () => {
    const usdc =
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/token:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
    expect(simulatedAsset(usdc)?.symbol).toBe('USDC');
    expect(simulatedAsset(usdc.toLowerCase())).toBeUndefined();
  });
});

describe('a swap between the assets list_supported_assets names', () => {
  const harness = useSandbox();

  it(
    'quotes and executes ETH to USDC on Ethereum with the ids as listed',
    { timeout: 20_000 },
    async () => {
      const { client } = await newServerClient(harness);
      const { addresses } = await client.createWallet({
        walletName: 'Swaps',
        accounts: [
          {
            curve: 'CURVE_SECP256K1',
            pathFormat: 'PATH_FORMAT_BIP32',
            path: "m/44'/60'/0'/0/0",
            addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
          },
        ],
      });
      const { assets } = await client.listSupportedAssets({ caip2: 'eip155:1' });
      const ids = (assets ?? []).map((asset) => asset.caip19 ?? '');
      const eth = ids.find((id) => id.endsWith('/slip44:60')) ?? '';
      const usdc = ids.find((id) => id.includes('/erc20:')) ?? '';
      expect(usdc.toLowerCase()).toBe(USDC_ETHEREUM.toLowerCase());

      const { quotes } = await client.createSwapQuote({
        signWith: addresses[0] ?? '',
        inputToken: eth,
        outputToken: usdc,
        inputAmount: '500000000000000000',
      });
      const quote = quotes[0];
      // 0.5 ETH at 3000 USD, no fee, the default slippage.
      expect(quote?.outputAmount).toBe('1500000000');

      const { swapRequestId } = await client.executeSwap({
        quoteId: quote?.quoteId ?? '',
        inputToken: eth,
        inputAmount: '500000000000000000',
        outputToken: usdc,
        quotedOutputAmount: quote?.outputAmount ?? '',
        minOutputAmount: quote?.minOutputAmount ?? '',
        sponsor: false,
      });
      expect(swapRequestId).toMatch(/./);
    },
  );
});
