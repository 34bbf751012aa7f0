/**
 * `eth_getLogs` and the other read methods a wallet's event code calls, through viem
 * (`getLogs`, `getContractEvents`) and ethers (`queryFilter`), and the refusals of bad filters.
 */
import { Contract, JsonRpcProvider, type JsonRpcPayload, type JsonRpcResult } from 'ethers';
import {
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  erc20Abi,
  getAbiItem,
  hexToString,
  keccak256,
  parseAbiParameters,
  parseEther,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createChains } from '../index';
import { MAX_LOG_BLOCK_RANGE } from '../evm-logs';
import { sandboxTokens } from '../tokens';
import type { EvmChain } from '../types';
import { viemFor } from './viem-transport';

const token = (sandboxTokens('eip155:8453')[0]?.address ?? '') as `0x${string}`;
const transferEvent = getAbiItem({ abi: erc20Abi, name: 'Transfer' });

/** ethers' provider with its transport replaced by the chain's JSON-RPC handler. */
class InProcessProvider extends JsonRpcProvider {
  constructor(private readonly chain: EvmChain) {
    super(undefined, Number(chain.chainId), { staticNetwork: true, batchMaxCount: 1 });
  }

  override async _send(payload: JsonRpcPayload | JsonRpcPayload[]): Promise<JsonRpcResult[]> {
    const list = Array.isArray(payload) ? payload : [payload];
    // ethers reads each answer's result or error; the handler answers in that shape.
    return Promise.all(list.map((one) => this.chain.rpc(one) as Promise<JsonRpcResult>));
  }
}

interface RpcAnswer {
  result?: unknown;
  error?: { code: number; message: string };
}

let chain: EvmChain;
let alice: `0x${string}`;
let bob: `0x${string}`;
let transferBlock: bigint;

beforeAll(async () => {
  chain = await createChains().evm('eip155:8453');
  const aliceKey = generatePrivateKey();
  alice = privateKeyToAccount(aliceKey).address;
  bob = privateKeyToAccount(generatePrivateKey()).address;
  await chain.fund(alice, parseEther('1'));
  await chain.mint(token, alice, 1_000n);
  await chain.mint(token, bob, 5n);
  const { transport, chain: definition } = viemFor(chain);
  const wallet = createWalletClient({
    chain: definition,
    transport,
    account: privateKeyToAccount(aliceKey),
  });
  const hash = await wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [bob, 300n],
  });
  const reader = createPublicClient({ chain: definition, transport });
  transferBlock = (await reader.getTransactionReceipt({ hash })).blockNumber;
}, 30_000);

const rpc = async (method: string, params: unknown[]) =>
  (await chain.rpc({ jsonrpc: '2.0', id: 7, method, params })) as RpcAnswer;

describe('eth_getLogs through viem', () => {
  it('finds the mints and the transfer, by event, by indexed argument and by block', async () => {
    const { transport, chain: definition } = viemFor(chain);
    const reader = createPublicClient({ chain: definition, transport });
    const all = await reader.getLogs({ address: token, event: transferEvent, fromBlock: 0n });
    expect(all.map((log) => log.args)).toEqual([
      { from: '0x0000000000000000000000000000000000000000', to: alice, value: 1_000n },
      { from: '0x0000000000000000000000000000000000000000', to: bob, value: 5n },
      { from: alice, to: bob, value: 300n },
    ]);
    expect(all[2]).toMatchObject({ blockNumber: transferBlock, logIndex: 0, removed: false });

    const fromAlice = await reader.getContractEvents({
      address: token,
      abi: erc20Abi,
      eventName: 'Transfer',
      args: { from: alice },
      fromBlock: 'earliest',
      toBlock: 'latest',
    });
    expect(fromAlice.map((log) => log.args.value)).toEqual([300n]);

    // An OR of two recipients, and a single block by hash.
    const toEither = await reader.getContractEvents({
      address: [token],
      abi: erc20Abi,
      eventName: 'Transfer',
      args: { to: [alice, bob] },
      fromBlock: 0n,
    });
    expect(toEither).toHaveLength(3);
    const blockHash = all[2]?.blockHash;
    if (!blockHash) throw new Error('no block hash');
    const inBlock = await reader.getLogs({ blockHash });
    expect(inBlock.map((log) => log.transactionHash)).toEqual([all[2]?.transactionHash]);

    // Another address, or the head only (after the transfer), finds nothing.
    expect(
      await reader.getLogs({
        address: '0x0000000000000000000000000000000000000001',
        fromBlock: 0n,
      }),
    ).toEqual([]);
    expect(await reader.getLogs({ fromBlock: transferBlock + 1n })).toEqual([]);
  });
});

describe('eth_getLogs through ethers', () => {
  it('answers a contract queryFilter by indexed argument', async () => {
    const provider = new InProcessProvider(chain);
    const contract = new Contract(token, erc20Abi, provider);
    const filter = contract.filters.Transfer?.(null, bob);
    if (!filter) throw new Error('no Transfer filter');
    const events = await contract.queryFilter(filter, 0, 'latest');
    expect(events.map((event) => ('args' in event ? event.args.toArray() : []))).toEqual([
      ['0x0000000000000000000000000000000000000000', bob, 5n],
      [alice, bob, 300n],
    ]);
    provider.destroy();
  });
});

describe('the other read methods', () => {
  it('reads storage, the client version, the network and the transaction counts', async () => {
    // The token keeps balances in a mapping at slot 4 (solc's layout of contracts/SandboxTokens.sol)
    // and its name, placed at genesis, at slot 0 as a short string.
    const balanceSlot = keccak256(
      encodeAbiParameters(parseAbiParameters('address, uint256'), [alice, 4n]),
    );
    const slot = await rpc('eth_getStorageAt', [token, balanceSlot, 'latest']);
    expect(BigInt(String(slot.result))).toBe(700n);
    expect(String(slot.result)).toHaveLength(66);
    const name = String((await rpc('eth_getStorageAt', [token, '0x0', 'latest'])).result);
    expect(hexToString(`0x${name.slice(2, 2 + 'USD Coin'.length * 2)}`)).toBe('USD Coin');
    expect(BigInt(`0x${name.slice(-2)}`)).toBe(BigInt('USD Coin'.length * 2));
    expect((await rpc('eth_getStorageAt', [token, '0x1234', 'latest'])).result).toBe(
      `0x${'00'.repeat(32)}`,
    );
    expect((await rpc('eth_getStorageAt', [token, 'slot', 'latest'])).error).toMatchObject({
      code: -32602,
      message: /^params\[1\]/,
    });
    expect((await rpc('net_version', [])).result).toBe('8453');
    expect((await rpc('web3_clientVersion', [])).result).toMatch(/sandbox/);
    const block = (await rpc('eth_getBlockByNumber', [`0x${transferBlock.toString(16)}`, false]))
      .result as { hash: string };
    expect((await rpc('eth_getBlockTransactionCountByHash', [block.hash])).result).toBe('0x1');
    expect((await rpc('eth_getBlockTransactionCountByNumber', ['0x0'])).result).toBe('0x0');
  });
});

describe('eth_getLogs refusals', () => {
  const refusal = async (filter: unknown) => (await rpc('eth_getLogs', [filter])).error;

  it('names the field of a malformed filter with -32602', async () => {
    expect(await refusal('latest')).toMatchObject({ code: -32602, message: /params\[0\]/ });
    expect(await refusal({ fromBlock: 'yesterday' })).toMatchObject({
      code: -32602,
      message: /^fromBlock:/,
    });
    expect(await refusal({ toBlock: 12 })).toMatchObject({ code: -32602, message: /^toBlock:/ });
    expect(await refusal({ address: '0x12' })).toMatchObject({
      code: -32602,
      message: /^address:/,
    });
    expect(await refusal({ address: [token, 'nope'] })).toMatchObject({
      code: -32602,
      message: /^address\[1\]:/,
    });
    expect(await refusal({ topics: 'x' })).toMatchObject({ code: -32602, message: /^topics:/ });
    expect(await refusal({ topics: [null, ['0x01']] })).toMatchObject({
      code: -32602,
      message: /^topics\[1\]\[0\]:/,
    });
    expect(await refusal({ topics: [null, null, null, null, null] })).toMatchObject({
      code: -32602,
      message: /^topics:/,
    });
    expect(await refusal({ fromBlock: '0x3', toBlock: '0x1' })).toMatchObject({
      code: -32602,
      message: /^fromBlock:/,
    });
    expect(await refusal({ blockHash: `0x${'11'.repeat(32)}`, fromBlock: '0x0' })).toMatchObject({
      code: -32602,
      message: /^blockHash:/,
    });
    expect(await refusal({ blockHash: `0x${'11'.repeat(32)}` })).toMatchObject({
      code: -32000,
      message: /^blockHash: unknown block/,
    });
  });

  it('refuses a range over the limit at once, with the limit in the message', async () => {
    const started = Date.now();
    expect(
      await refusal({ fromBlock: '0x0', toBlock: `0x${MAX_LOG_BLOCK_RANGE.toString(16)}` }),
    ).toMatchObject({ code: -32005, message: new RegExp(`at most ${MAX_LOG_BLOCK_RANGE}`) });
    expect(await refusal({ fromBlock: '0x0', toBlock: '0xffffffffffffffff' })).toMatchObject({
      code: -32005,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    // A range reaching past the head is fine: there is nothing there yet.
    expect(
      (await rpc('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x100' }])).result,
    ).toHaveLength(3);
  });
});

describe('watchContractEvent', () => {
  it('with no filter methods on the node, polls eth_getLogs and reports a new mint', async () => {
    const { transport, chain: definition } = viemFor(chain);
    const reader = createPublicClient({ chain: definition, transport, pollingInterval: 20 });
    const carol = privateKeyToAccount(generatePrivateKey()).address;
    const seen = new Promise<bigint | undefined>((resolve, reject) => {
      const stop = reader.watchContractEvent({
        address: token,
        abi: erc20Abi,
        eventName: 'Transfer',
        args: { to: carol },
        onLogs: (logs) => {
          stop();
          resolve(logs[0]?.args.value);
        },
        onError: (error) => {
          stop();
          reject(error);
        },
      });
    });
    // Let the watcher take its starting block before the mint.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await chain.mint(token, carol, 77n);
    expect(await seen).toBe(77n);
  });
});
