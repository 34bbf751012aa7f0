/**
 * The ERC-20 surface of the sandbox's token beyond balanceOf and transfer (token.test.ts): name,
 * symbol, totalSupply, approve and allowance with the Approval event, transferFrom within an
 * allowance, an unlimited allowance, and the EIP-6093 errors a refusal reverts with.
 */
import {
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  parseAbi,
  parseEther,
  parseEventLogs,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { createChains } from '../index';
import { sandboxTokens } from '../tokens';
import { viemClientsFor } from './viem-transport';

const errorsAbi = parseAbi([
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error NotMinter(address caller)',
  'function mint(address to, uint256 value)',
]);
const abi = [...erc20Abi, ...errorsAbi];

describe('the sandbox ERC-20 allowance flow', () => {
  it(
    'approves, spends within the allowance, and refuses past it',
    { timeout: 30_000 },
    async () => {
      const chain = await createChains().evm('eip155:11155111');
      const [usdc] = sandboxTokens('eip155:11155111');
      const token = (usdc?.address ?? '') as `0x${string}`;
      const { reader, walletOf } = viemClientsFor(chain);
      const [holder, spender] = [walletOf(generatePrivateKey()), walletOf(generatePrivateKey())];
      if (!holder || !spender) throw new Error('no wallets');
      const [holderAddress, spenderAddress] = [holder.account.address, spender.account.address];
      const receiver = privateKeyToAccount(generatePrivateKey()).address;
      await chain.fund(holderAddress, parseEther('1'));
      await chain.fund(spenderAddress, parseEther('1'));
      await chain.mint(token, holderAddress, 1_000n);
      const read = <F extends 'name' | 'symbol' | 'decimals' | 'totalSupply'>(functionName: F) =>
        reader.readContract({ address: token, abi: erc20Abi, functionName });
      expect(await read('name')).toBe('USD Coin');
      expect(await read('symbol')).toBe('USDC');
      expect(await read('decimals')).toBe(6);
      expect(await read('totalSupply')).toBe(1_000n);
      const allowance = () =>
        reader.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [holderAddress, spenderAddress],
        });
      expect(await allowance()).toBe(0n);

      const approval = await holder.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [spenderAddress, 400n],
      });
      const [approved] = parseEventLogs({
        abi: erc20Abi,
        eventName: 'Approval',
        logs: (await reader.getTransactionReceipt({ hash: approval })).logs,
      });
      expect(approved?.args).toEqual({
        owner: holderAddress,
        spender: spenderAddress,
        value: 400n,
      });
      expect(await allowance()).toBe(400n);

      await spender.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [holderAddress, receiver, 150n],
      });
      expect(await allowance()).toBe(250n);
      const balanceOf = (owner: `0x${string}`) =>
        reader.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        });
      expect(await balanceOf(receiver)).toBe(150n);
      expect(await balanceOf(holderAddress)).toBe(850n);

      const refused = (args: readonly [`0x${string}`, `0x${string}`, bigint]) =>
        reader.simulateContract({
          account: spender.account,
          address: token,
          abi,
          functionName: 'transferFrom',
          args,
        });
      await expect(refused([holderAddress, receiver, 251n])).rejects.toThrow(
        /ERC20InsufficientAllowance/,
      );

      // An unlimited allowance is never spent down; the holder's balance still bounds it.
      await holder.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [spenderAddress, maxUint256],
      });
      await spender.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [holderAddress, receiver, 50n],
      });
      expect(await allowance()).toBe(maxUint256);
      await expect(refused([holderAddress, receiver, 801n])).rejects.toThrow(
        /ERC20InsufficientBalance/,
      );
      await expect(
        reader.simulateContract({
          account: spender.account,
          address: token,
          abi,
          functionName: 'mint',
          args: [spenderAddress, 1n],
        }),
      ).rejects.toThrow(/NotMinter/);
      expect(await read('totalSupply')).toBe(1_000n);
    },
  );

  it(
    'answers a gas estimate of a transfer that reverts with the revert data, so viem names the error',
    { timeout: 30_000 },
    async () => {
      const chain = await createChains().evm('eip155:8453');
      const [usdc] = sandboxTokens('eip155:8453');
      const token = (usdc?.address ?? '') as `0x${string}`;
      const { reader, walletOf } = viemClientsFor(chain);
      const holder = walletOf(generatePrivateKey());
      await chain.fund(holder.account.address, parseEther('1'));
      await chain.mint(token, holder.account.address, 10n);
      const receiver = privateKeyToAccount(generatePrivateKey()).address;
      // writeContract estimates the gas first (eth_estimateGas), as a wallet does.
      await expect(
        holder.writeContract({
          address: token,
          abi,
          functionName: 'transfer',
          args: [receiver, 11n],
        }),
      ).rejects.toThrow(/ERC20InsufficientBalance/);
      const answer = (await chain.rpc({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_estimateGas',
        params: [
          {
            from: holder.account.address,
            to: token,
            data: encodeFunctionData({ abi, functionName: 'transfer', args: [receiver, 11n] }),
          },
        ],
      })) as { error: { code: number; message: string; data: string } };
      expect(answer.error).toMatchObject({ code: 3, message: 'execution reverted' });
      expect(answer.error.data.slice(0, 10)).toBe('0xe450d38c');
      expect(await reader.getTransactionCount({ address: holder.account.address })).toBe(0);
    },
  );
});
