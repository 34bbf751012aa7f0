/**
 * The in-page sandbox's chains run no Solana (litesvm is a native addon): list_supported_assets
 * for a Solana cluster still answers its native coin, without the USDC mint the Node devnets
 * hold, rather than the 501 a Solana chain operation answers there.
 */
import { describe, expect, it } from 'vitest';
import { createBrowserChains } from '../../chains/browser';
import { newServerClient, useSandbox } from './support';

const harness = useSandbox({ chains: (now) => createBrowserChains({ now }) });

describe('list_supported_assets where Solana does not run', () => {
  it('lists SOL alone for a Solana cluster', async () => {
    const { client } = await newServerClient(harness);
    const { assets = [] } = await client.listSupportedAssets({
      caip2: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    });
    expect(assets.map((asset) => asset.symbol)).toEqual(['SOL']);
  });
});
