/**
 * An EVM devnet driven by viem, the way a reader's code drives it: through its JSON-RPC.
 */
import { createPublicClient, createWalletClient, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { hexToBytes } from '@docs/platform-api/bytes';
import { createChains } from '../index';
import { viemFor } from './viem-transport';

describe('an EVM devnet', () => {
  it('runs a transfer a viem wallet signs, with its own chain id, and reports it', async () => {
    const chains = createChains();
    const base = await chains.evm('eip155:8453');
    const sender = privateKeyToAccount(generatePrivateKey());
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    await base.fund(sender.address, parseEther('1'));
    const { transport, chain } = viemFor(base);
    const wallet = createWalletClient({ account: sender, transport, chain });
    const reader = createPublicClient({ transport, chain });
    expect(await reader.getChainId()).toBe(8453);
    const hash = await wallet.sendTransaction({ to: recipient, value: parseEther('0.25') });
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 5 });
    expect(receipt.status).toBe('success');
    expect(receipt.gasUsed).toBe(21000n);
    expect(await reader.getBalance({ address: recipient })).toBe(parseEther('0.25'));
    const spent = parseEther('1') - (await reader.getBalance({ address: sender.address }));
    expect(spent).toBe(parseEther('0.25') + receipt.gasUsed * receipt.effectiveGasPrice);
    expect(await reader.getTransactionCount({ address: sender.address })).toBe(1);
    expect((await base.history(sender.address))[0]?.hash).toBe(hash);
  });

  it('keeps each network apart', async () => {
    const chains = createChains();
    const [mainnet, sepolia] = await Promise.all([
      chains.evm('eip155:1'),
      chains.evm('eip155:11155111'),
    ]);
    const address = privateKeyToAccount(generatePrivateKey()).address;
    await mainnet.fund(address, 5n);
    expect(await mainnet.balance(address)).toBe(5n);
    expect(await sepolia.balance(address)).toBe(0n);
    expect(sepolia.chainId).toBe(11155111n);
  });

  it('gives each network blocks of its own, so no two networks share a block hash', async () => {
    const chains = createChains();
    const networks = await Promise.all(
      ['eip155:42431', 'eip155:4663', 'eip155:1'].map((caip2) => chains.evm(caip2)),
    );
    const sender = privateKeyToAccount(generatePrivateKey());
    const hashes: string[] = [];
    for (const devnet of networks) {
      await devnet.fund(sender.address, parseEther('1'));
      const { transport, chain } = viemFor(devnet);
      const wallet = createWalletClient({ account: sender, transport, chain });
      const reader = createPublicClient({ transport, chain });
      await wallet.sendTransaction({ to: sender.address, value: 1n });
      for (const blockNumber of [0n, await reader.getBlockNumber()]) {
        hashes.push((await reader.getBlock({ blockNumber })).hash);
      }
    }
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('refuses a transfer its sender cannot pay for, and a transaction that does not decode', async () => {
    const chains = createChains();
    const devnet = await chains.evm('eip155:1');
    const sender = privateKeyToAccount(generatePrivateKey());
    const { transport, chain } = viemFor(devnet);
    const wallet = createWalletClient({ account: sender, transport, chain });
    await expect(
      wallet.sendTransaction({ to: sender.address, value: 1n, gas: 21000n }),
    ).rejects.toThrow(/insufficient funds for gas \* price \+ value/);
    const answer = (await devnet.rpc({
      jsonrpc: '2.0',
      id: 7,
      method: 'eth_sendRawTransaction',
      params: ['0x02c0ffee'],
    })) as { id: number; error: { code: number; message: string } };
    expect(answer.id).toBe(7);
    expect(answer.error.message).toMatch(/^signedTransaction: does not decode/);
    expect(
      await devnet.rpc({ jsonrpc: '2.0', id: 8, method: 'eth_blockNumber', params: [] }),
    ).toMatchObject({ result: '0x0' });
  });

  it('refuses a transaction signed for another chain id with a message naming both ids', async () => {
    const chains = createChains();
    const base = await chains.evm('eip155:8453');
    const sender = privateKeyToAccount(generatePrivateKey());
    await base.fund(sender.address, parseEther('1'));
    const fields = { to: sender.address, value: 1n, gas: 21000n, nonce: 0 };
    for (const signed of [
      await sender.signTransaction({
        ...fields,
        chainId: 1,
        maxFeePerGas: 3_000_000_000n,
        maxPriorityFeePerGas: 1_000_000_000n,
      }),
      await sender.signTransaction({ ...fields, chainId: 1, gasPrice: 3_000_000_000n }),
    ]) {
      const answer = (await base.rpc({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_sendRawTransaction',
        params: [signed],
      })) as { error: { message: string } };
      expect(answer.error.message).toBe(
        'signedTransaction: invalid chain id for signer: the transaction is signed for chain id 1, this network is chain id 8453',
      );
    }
    expect(await base.nonce(sender.address)).toBe(0n);
  });

  it('reads state at the latest block only, and says so for an older or a future one', async () => {
    const chains = createChains();
    const devnet = await chains.evm('eip155:137');
    const sender = privateKeyToAccount(generatePrivateKey());
    await devnet.fund(sender.address, parseEther('1'));
    const { transport, chain } = viemFor(devnet);
    const wallet = createWalletClient({ account: sender, transport, chain });
    const reader = createPublicClient({ transport, chain, cacheTime: 0 });
    const before = await reader.getBlockNumber();
    const hash = await wallet.sendTransaction({ to: sender.address, value: 1n });
    await reader.waitForTransactionReceipt({ hash, pollingInterval: 5 });
    const latest = await reader.getBlockNumber();
    expect(latest).toBeGreaterThan(before);

    // The latest block, by number or by tag, reads the state as it is.
    expect(await reader.getTransactionCount({ address: sender.address, blockNumber: latest })).toBe(
      1,
    );
    expect(await reader.getTransactionCount({ address: sender.address, blockTag: 'pending' })).toBe(
      1,
    );
    // An older block's state is gone: an error, never today's numbers under its name.
    const older =
      /historical state is not available: this devnet keeps only the state of its latest block/;
    await expect(
      reader.getBalance({ address: sender.address, blockNumber: before }),
    ).rejects.toThrow(older);
    await expect(
      reader.getTransactionCount({ address: sender.address, blockNumber: before }),
    ).rejects.toThrow(older);
    await expect(reader.getCode({ address: sender.address, blockNumber: before })).rejects.toThrow(
      older,
    );
    await expect(reader.call({ to: sender.address, blockNumber: before })).rejects.toThrow(older);
    await expect(
      reader.getBalance({ address: sender.address, blockTag: 'earliest' }),
    ).rejects.toThrow(older);
    await expect(
      reader.getBalance({ address: sender.address, blockNumber: latest + 5n }),
    ).rejects.toThrow(/header not found/);
    // 'earliest' names block 0.
    expect((await reader.getBlock({ blockTag: 'earliest' })).number).toBe(0n);
  });

  it('holds a transaction sent ahead of its nonce until the gap fills, as a node queues it', async () => {
    const chains = createChains();
    const devnet = await chains.evm('eip155:42161');
    const sender = privateKeyToAccount(generatePrivateKey());
    await devnet.fund(sender.address, parseEther('1'));
    const { transport, chain } = viemFor(devnet);
    const reader = createPublicClient({ transport, chain, cacheTime: 0 });
    const sign = (
      nonce: number,
      maxFeePerGas = 3_000_000_000n,
      maxPriorityFeePerGas = 1_000_000_000n,
    ) =>
      sender.signTransaction({
        chainId: 42161,
        to: sender.address,
        value: 1n,
        gas: 21000n,
        nonce,
        maxFeePerGas,
        maxPriorityFeePerGas,
      });
    const send = async (signed: string) =>
      (await devnet.rpc({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_sendRawTransaction',
        params: [signed],
      })) as { result?: string; error?: { message: string } };

    // Nonces 2 and 1 arrive first, as concurrent signers (viem's nonceManager) deliver them.
    const second = await send(await sign(2));
    const first = await send(await sign(1));
    expect(second.result).toMatch(/^0x[0-9a-f]{64}$/);
    expect(first.result).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await reader.getTransactionCount({ address: sender.address })).toBe(0);
    // A different transaction for a held nonce needs higher fees, as a node's pool asks.
    expect((await send(await sign(2, 3_100_000_000n))).error?.message).toBe(
      'replacement transaction underpriced',
    );
    const replaced = await send(await sign(2, 4_000_000_000n, 1_100_000_000n));
    expect(replaced.result).toMatch(/^0x[0-9a-f]{64}$/);

    const zero = await send(await sign(0));
    for (const hash of [zero.result, first.result, replaced.result]) {
      const receipt = await reader.getTransactionReceipt({ hash: hash as `0x${string}` });
      expect(receipt.status).toBe('success');
    }
    expect(await reader.getTransactionCount({ address: sender.address })).toBe(3);
    // The replaced transaction never runs.
    await expect(
      reader.getTransactionReceipt({ hash: second.result as `0x${string}` }),
    ).rejects.toThrow(/could not be found/);
  });

  it('takes an EIP-7702 delegation viem signs, and clears it with undelegate', async () => {
    const devnet = await createChains().evm('eip155:11155111');
    const key = generatePrivateKey();
    const owner = privateKeyToAccount(key);
    await devnet.fund(owner.address, parseEther('1'));
    const { transport, chain } = viemFor(devnet);
    const wallet = createWalletClient({ account: owner, transport, chain });
    const reader = createPublicClient({ transport, chain });
    const delegate = '0x00000000000000000000000000000000000000d1';
    const authorization = await wallet.signAuthorization({
      contractAddress: delegate,
      executor: 'self',
    });
    const hash = await wallet.sendTransaction({
      to: owner.address,
      authorizationList: [authorization],
    });
    expect((await reader.getTransactionReceipt({ hash })).status).toBe('success');
    expect(await reader.getCode({ address: owner.address })).toBe(`0xef0100${delegate.slice(2)}`);
    const cleared = await devnet.undelegate({ privateKey: hexToBytes(key.slice(2)) });
    expect(devnet.transaction(cleared)?.success).toBe(true);
    expect(await reader.getCode({ address: owner.address })).toBeUndefined();
  });

  it('answers JSON-RPC framing errors as error objects', async () => {
    const devnet = await createChains().evm('eip155:1');
    expect(await devnet.rpc({ jsonrpc: '2.0', id: 1, method: 'eth_nope' })).toMatchObject({
      error: { code: -32601 },
    });
    expect(await devnet.rpc('x')).toMatchObject({ error: { code: -32600 } });
    expect(await devnet.rpc([])).toMatchObject({ error: { code: -32600 } });
    expect(
      await devnet.rpc({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: ['0x12'] }),
    ).toMatchObject({ error: { message: expect.stringMatching(/^address:/) } });
  });
});
