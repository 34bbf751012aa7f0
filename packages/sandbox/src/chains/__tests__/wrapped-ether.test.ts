/**
 * Wrapped ether at its public addresses on Sepolia and Base: deposit (also by a plain send),
 * the ERC-20 surface, withdraw paying the ether back, and no contract on the other networks.
 */
import { erc20Abi, parseAbi, parseEther, parseEventLogs } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { createChains } from '../index';
import { sandboxTokens, sandboxWrappedEther, WRAPPED_ETHER_ADDRESSES } from '../tokens';
import { viemClientsFor } from './viem-transport';

const wethAbi = [
  ...erc20Abi,
  ...parseAbi([
    'function deposit() payable',
    'function withdraw(uint256 value)',
    'event Deposit(address indexed to, uint256 value)',
    'event Withdrawal(address indexed from, uint256 value)',
    'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  ]),
];

describe('wrapped ether', () => {
  it('wraps and unwraps ether on Base at 0x4200…0006', { timeout: 30_000 }, async () => {
    const chain = await createChains().evm('eip155:8453');
    const weth = sandboxWrappedEther('eip155:8453');
    expect(weth?.address).toBe('0x4200000000000000000000000000000000000006');
    const address = (weth?.address ?? '') as `0x${string}`;
    const { reader, walletOf } = viemClientsFor(chain);
    const wallet = walletOf(generatePrivateKey());
    const holder = wallet.account.address;
    const other = privateKeyToAccount(generatePrivateKey()).address;
    await chain.fund(holder, parseEther('2'));
    const read = <F extends 'name' | 'symbol' | 'decimals' | 'totalSupply'>(functionName: F) =>
      reader.readContract({ address, abi: erc20Abi, functionName });
    expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([
      'Wrapped Ether',
      'WETH',
      18,
    ]);
    const balanceOf = (owner: `0x${string}`) =>
      reader.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

    const deposited = await wallet.writeContract({
      address,
      abi: wethAbi,
      functionName: 'deposit',
      value: parseEther('0.5'),
    });
    const [deposit] = parseEventLogs({
      abi: wethAbi,
      eventName: 'Deposit',
      logs: (await reader.getTransactionReceipt({ hash: deposited })).logs,
    });
    expect(deposit?.args).toEqual({ to: holder, value: parseEther('0.5') });
    // A plain send of ether wraps too.
    await wallet.sendTransaction({ to: address, value: parseEther('0.25') });
    expect(await balanceOf(holder)).toBe(parseEther('0.75'));
    expect(await read('totalSupply')).toBe(parseEther('0.75'));
    expect(await reader.getBalance({ address })).toBe(parseEther('0.75'));

    await wallet.writeContract({
      address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [other, parseEther('0.05')],
    });
    expect(await balanceOf(other)).toBe(parseEther('0.05'));

    const before = await reader.getBalance({ address: holder });
    const withdrawn = await wallet.writeContract({
      address,
      abi: wethAbi,
      functionName: 'withdraw',
      args: [parseEther('0.2')],
    });
    const receipt = await reader.getTransactionReceipt({ hash: withdrawn });
    const fee = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(await reader.getBalance({ address: holder })).toBe(before + parseEther('0.2') - fee);
    expect(await balanceOf(holder)).toBe(parseEther('0.5'));
    expect(await read('totalSupply')).toBe(parseEther('0.55'));
    await expect(
      reader.simulateContract({
        account: wallet.account,
        address,
        abi: wethAbi,
        functionName: 'withdraw',
        args: [parseEther('0.6')],
      }),
    ).rejects.toThrow(/ERC20InsufficientBalance/);
  });

  it('sits on Sepolia at sweeper’s address, off the asset list, and nowhere else', async () => {
    const chains = createChains();
    const sepolia = await chains.evm('eip155:11155111');
    const address = WRAPPED_ETHER_ADDRESSES['eip155:11155111'] as `0x${string}`;
    const { reader } = viemClientsFor(sepolia);
    expect(await reader.readContract({ address, abi: erc20Abi, functionName: 'symbol' })).toBe(
      'WETH',
    );
    expect(sepolia.tokens().map((token) => token.symbol)).toEqual(['USDC']);
    expect(sandboxTokens('eip155:8453').map((token) => token.symbol)).toEqual(['USDC']);
    expect(sandboxWrappedEther('eip155:1')).toBeUndefined();
    const mainnet = await chains.evm('eip155:1');
    expect(await viemClientsFor(mainnet).reader.getCode({ address })).toBeUndefined();
  });
});
