import { build } from 'esbuild';
import { IDBFactory } from 'fake-indexeddb';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createBrowserChains } from '../browser';
import { sandboxSolanaTokens } from '../solana-tokens';
import { sandboxTokens } from '../tokens';
import { openIndexedDbStorage } from '../../storage/indexeddb';

/** The modules a browser bundle of `entry` pulls in, its dynamic chunks included. */
async function bundledModules(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    splitting: true,
    outdir: '/tmp/sandbox-browser-graph',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // Node builtins named by code paths the worker never takes are not followed.
    external: ['fs', 'path', 'os', 'crypto', 'node:*', 'litesvm-*'],
  });
  return Object.keys(result.metafile.inputs);
}

describe('the in-page chains', () => {
  it('list and run the EVM and the Solana devnets', async () => {
    const chains = createBrowserChains();
    const families = new Set(chains.list().map((listing) => listing.family));
    expect([...families]).toEqual(['evm', 'solana']);
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

  it('run Solana on the TypeScript ledger: a funded transfer lands, pays its fee, and USDC mints', async () => {
    const chain = await createBrowserChains().solana('solana:devnet');
    const payer = Keypair.fromSeed(new Uint8Array(32).fill(7));
    const to = new PublicKey('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
    await chain.fund(payer.publicKey.toBase58(), 2_000_000_000n);
    const transfer = new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: await chain.latestBlockhash(),
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: to,
        lamports: 1_000_000_000,
      }),
    );
    transfer.sign(payer);
    const signature = await chain.sendTransaction(transfer.serialize());
    expect((await chain.transaction(signature))?.error).toBeUndefined();
    expect(await chain.balance(to.toBase58())).toBe(1_000_000_000n);
    expect(await chain.balance(payer.publicKey.toBase58())).toBe(1_000_000_000n - 5000n);

    const usdc = sandboxSolanaTokens('solana:devnet')[0];
    if (!usdc) throw new Error('no USDC on the devnet');
    await chain.mintToken(usdc.address, to.toBase58(), 2_500_000n);
    expect(await chain.tokenBalance(usdc.address, to.toBase58())).toBe(2_500_000n);
  }, 20_000);

  it('keep litesvm out of the browser bundle: Solana comes from the ledger chunk', async () => {
    const inPage = await bundledModules('../browser.ts');
    expect(inPage.filter((module) => module.includes('litesvm'))).toEqual([]);
    expect(inPage.some((module) => module.endsWith('chains/start-solana-ledger.ts'))).toBe(true);
    // The check sees litesvm where it is: the Node devnet's start imports it.
    const node = await bundledModules('../start-solana.ts');
    expect(node.some((module) => module.includes('node_modules/litesvm/'))).toBe(true);
  }, 30_000);

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

  it('keep Solana in IndexedDB too: a transfer on the ledger is replayed by chains opened again', async () => {
    const indexedDB = new IDBFactory();
    const payer = Keypair.fromSeed(new Uint8Array(32).fill(8));
    const to = new PublicKey('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
    const first = await openIndexedDbStorage({ name: 'in-page-solana', indexedDB });
    const chain = await createBrowserChains({ storage: first }).solana('solana:devnet');
    await chain.fund(payer.publicKey.toBase58(), 1_000_000_000n);
    const transfer = new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: await chain.latestBlockhash(),
    }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 2_000_000 }),
    );
    transfer.sign(payer);
    await chain.sendTransaction(transfer.serialize());
    const blockhash = await chain.latestBlockhash();
    await first.close();

    const second = await openIndexedDbStorage({ name: 'in-page-solana', indexedDB });
    const again = await createBrowserChains({ storage: second }).solana('solana:devnet');
    expect(await again.balance(to.toBase58())).toBe(2_000_000n);
    expect(await again.balance(payer.publicKey.toBase58())).toBe(
      1_000_000_000n - 2_000_000n - 5000n,
    );
    expect(await again.latestBlockhash()).toBe(blockhash);
    await second.close();
  }, 20_000);
});
