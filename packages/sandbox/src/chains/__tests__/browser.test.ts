import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createBrowserChains, SOLANA_IN_PAGE } from '../browser';
import { sandboxTokens } from '../tokens';
import { ChainError } from '../types';
import { openIndexedDbStorage } from '../../storage/indexeddb';

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

  it('hold the sandbox USDC the Node devnets hold, at the public USDC address on Base, and mint it', async () => {
    const chain = await createBrowserChains().evm('eip155:8453');
    expect(chain.tokens()).toEqual(sandboxTokens('eip155:8453'));
    const usdc = chain.tokens()[0];
    expect(usdc?.address).toBe('0x833589fcd6edb6e08f4c7c32d4f71b54bda02913');
    if (!usdc) throw new Error('no token in the list');
    const address = '0x00000000000000000000000000000000000000bb';
    await chain.mint(usdc.address, address, 7_000_000n);
    expect(await chain.tokenBalance(usdc.address, address)).toBe(7_000_000n);
  });

  it('refuse Solana with the reason, as unsupported, and still know its family', async () => {
    const chains = createBrowserChains();
    expect(chains.familyOf('solana:devnet')).toBe('solana');
    const refused = await chains.solana('solana:devnet').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ChainError);
    expect(refused).toMatchObject({ reason: 'unsupported', message: SOLANA_IN_PAGE });
  });

  it('keep their grants in IndexedDB: chains opened again over the database replay them', async () => {
    const indexedDB = new IDBFactory();
    const address = '0x00000000000000000000000000000000000000cc';
    const first = await openIndexedDbStorage({ name: 'in-page-chains', indexedDB });
    await (await createBrowserChains({ storage: first }).evm('eip155:10')).fund(address, 9n);
    await first.close();

    const second = await openIndexedDbStorage({ name: 'in-page-chains', indexedDB });
    const again = await createBrowserChains({ storage: second }).evm('eip155:10');
    expect(await again.balance(address)).toBe(9n);
    await second.close();
  });
});
