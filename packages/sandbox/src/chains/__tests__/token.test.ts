/**
 * The compiled ERC-20 on an in-process devnet, driven by viem through the chain's JSON-RPC:
 * balanceOf, transfer with its Transfer event, mint by the owner only, decimals; USDC's public
 * address where the table names one and the derived address elsewhere; balances the same after a
 * replay.
 */
import { erc20Abi, parseAbi, parseEther, parseEventLogs } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { createChains } from '../index';
import { viemClientsFor } from './viem-transport';
import { sandboxTokens, USDC_PUBLIC_ADDRESSES } from '../tokens';
import { openTestStorage } from '../../storage/__tests__/backend';

const mintAbi = parseAbi(['function mint(address to, uint256 amount)']);

const usdc = sandboxTokens('eip155:8453')[0];
if (!usdc) throw new Error('no token in the list');
const token = usdc.address as `0x${string}`;

describe('the sandbox ERC-20', () => {
  it(
    'mints from the faucet, transfers with a Transfer event, and refuses what it must',
    { timeout: 30_000 },
    async () => {
      const chain = await createChains().evm('eip155:8453');
      const { reader, walletOf } = viemClientsFor(chain);
      const aliceKey = generatePrivateKey();
      const alice = privateKeyToAccount(aliceKey).address;
      const bob = privateKeyToAccount(generatePrivateKey()).address;
      await chain.fund(alice, parseEther('1'));

      expect(
        await reader.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
      ).toBe(6);
      const balanceOf = (owner: `0x${string}`) =>
        reader.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        });
      expect(await balanceOf(alice)).toBe(0n);

      await chain.mint(token, alice, 5_000_000n);
      expect(await balanceOf(alice)).toBe(5_000_000n);
      expect(await chain.tokenBalance(token, alice)).toBe(5_000_000n);

      const hash = await walletOf(aliceKey).writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [bob, 1_250_000n],
      });
      const receipt = await reader.getTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
      const [event] = parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' });
      expect(event?.address).toBe(token);
      expect(event?.args).toEqual({ from: alice, to: bob, value: 1_250_000n });
      expect(await balanceOf(alice)).toBe(3_750_000n);
      expect(await balanceOf(bob)).toBe(1_250_000n);

      // A transfer to oneself leaves the balance as it was.
      await walletOf(aliceKey).writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [alice, 1n],
      });
      expect(await balanceOf(alice)).toBe(3_750_000n);

      // More than the balance reverts; so does mint from anyone but the owner.
      await expect(
        reader.simulateContract({
          account: alice,
          address: token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [bob, 3_750_001n],
        }),
      ).rejects.toThrow(/revert/i);
      await expect(
        reader.simulateContract({
          account: alice,
          address: token,
          abi: mintAbi,
          functionName: 'mint',
          args: [alice, 1n],
        }),
      ).rejects.toThrow(/revert/i);
      expect(
        await reader.readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply' }),
      ).toBe(5_000_000n);
    },
  );

  it('sits at the public address where the table names one, and a replay gives the same balances', async () => {
    const storage = await openTestStorage();
    try {
      const mainnetUsdc = USDC_PUBLIC_ADDRESSES['eip155:1']?.toLowerCase() as `0x${string}`;
      expect(mainnetUsdc).toBe('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48');
      expect(token).toBe('0x833589fcd6edb6e08f4c7c32d4f71b54bda02913');
      const first = await createChains({ storage }).evm('eip155:1');
      expect(first.tokens()).toEqual([
        { symbol: 'USDC', name: 'USD Coin', decimals: 6, stable: true, address: mainnetUsdc },
      ]);
      const holder = privateKeyToAccount(generatePrivateKey()).address;
      await first.mint(mainnetUsdc, holder, 42n);
      const again = await createChains({ storage }).evm('eip155:1');
      expect(await again.tokenBalance(mainnetUsdc, holder)).toBe(42n);

      // Polygon has no sourced address: the token keeps the one derived from its symbol.
      const other = await createChains().evm('eip155:137');
      const [derived] = other.tokens();
      expect(derived).toMatchObject({ symbol: 'USDC', name: 'USD Coin (sandbox)', decimals: 6 });
      expect(derived?.address).toMatch(/^0x[0-9a-f]{40}$/);
      expect(Object.values(USDC_PUBLIC_ADDRESSES).map((a) => a.toLowerCase())).not.toContain(
        derived?.address,
      );
      expect(await other.tokenBalance(derived?.address ?? '', holder)).toBe(0n);
      expect(await viemClientsFor(other).reader.getCode({ address: mainnetUsdc })).toBeUndefined();
    } finally {
      await storage.close();
    }
  });

  it('replays a log written when Base held USDC at the derived address: it moves nothing', async () => {
    const storage = await openTestStorage();
    try {
      const derived = sandboxTokens('eip155:137')[0]?.address ?? '';
      const holder = privateKeyToAccount(generatePrivateKey()).address;
      // The mint an older sandbox logged: the owner's call to the derived address.
      await (await createChains({ storage }).evm('eip155:8453')).mint(derived, holder, 7n);
      const again = await createChains({ storage }).evm('eip155:8453');
      expect(await again.tokenBalance(token, holder)).toBe(0n);
      await again.mint(token, holder, 9n);
      expect(await again.tokenBalance(token, holder)).toBe(9n);
    } finally {
      await storage.close();
    }
  });
});
