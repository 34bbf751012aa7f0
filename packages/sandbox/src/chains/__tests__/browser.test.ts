import { describe, expect, it } from 'vitest';
import { createBrowserChains, SOLANA_IN_PAGE } from '../browser';
import { ChainError } from '../types';

describe('the in-page chains', () => {
  it('list and run the EVM devnets only', async () => {
    const chains = createBrowserChains();
    const families = new Set(chains.list().map((listing) => listing.family));
    expect([...families]).toEqual(['evm']);
    const chain = await chains.evm('eip155:1');
    const address = '0x00000000000000000000000000000000000000aa';
    await chain.fund(address, 5n);
    expect(await chain.balance(address)).toBe(5n);
  });

  it('refuse Solana with the reason, as unavailable, and still know its family', async () => {
    const chains = createBrowserChains();
    expect(chains.familyOf('solana:devnet')).toBe('solana');
    const refused = await chains.solana('solana:devnet').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ChainError);
    expect(refused).toMatchObject({ reason: 'unavailable', message: SOLANA_IN_PAGE });
  });
});
