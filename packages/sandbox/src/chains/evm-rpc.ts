/**
 * The Ethereum JSON-RPC methods viem and ethers call to read a chain and send to it, answered
 * from one `EvmDevnet`. The devnet keeps only its latest state, so a state read (balance, nonce,
 * code, storage, call, gas estimate) names the latest block, by number, hash or tag, or is
 * refused: an older block's state is not available, as on a node that pruned it, and a block
 * after the latest is `header not found`, as geth says. `earliest` is block 0.
 */
import { bytesToHex, hexToBytes, type PrefixedHexString } from '@ethereumjs/util';
import type { EvmDevnet, MinedBlock, MinedTransaction } from './evm';
import { BASE_FEE_PER_GAS, BLOCK_GAS_LIMIT } from './evm';
import { getLogs, logsJson, readLogFilter } from './evm-logs';
import { failure, handleJsonRpc, quantity, RpcError, type RpcMethods } from './json-rpc';
import { ChainError, type EvmCall } from './types';

const ZERO_HASH = `0x${'00'.repeat(32)}`;
const EMPTY_BLOOM = `0x${'00'.repeat(256)}`;

function readQuantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) {
    throw new RpcError(-32602, `${field}: expected a hex quantity`);
  }
  return BigInt(value);
}

function readData(value: unknown, field: string): Uint8Array | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(value)) {
    throw new RpcError(-32602, `${field}: expected 0x-prefixed hex bytes`);
  }
  return hexToBytes(value as PrefixedHexString);
}

function readCall(value: unknown): EvmCall {
  if (typeof value !== 'object' || value === null) {
    throw new RpcError(-32602, 'params[0]: expected a call object');
  }
  const call = value as Record<string, unknown>;
  return {
    from: typeof call.from === 'string' ? call.from : undefined,
    to: typeof call.to === 'string' ? call.to : undefined,
    value: readQuantity(call.value, 'value'),
    data: readData(call.input ?? call.data, 'input'),
    gasLimit: readQuantity(call.gas, 'gas'),
    authorizations: Array.isArray(call.authorizationList) ? call.authorizationList.length : 0,
  };
}

function blockNumberOf(chain: EvmDevnet, tag: unknown): bigint {
  if (typeof tag === 'string' && tag.startsWith('0x')) return readQuantity(tag, 'block') ?? 0n;
  if (tag === 'earliest') return 0n;
  return BigInt(chain.blocks.length - 1);
}

/**
 * Checks that a state read's block parameter (a number, a tag, or EIP-1898's `{ blockNumber }`
 * or `{ blockHash }`) names the latest block, the only one whose state the devnet holds.
 */
function atLatest(chain: EvmDevnet, tag: unknown, field: string): void {
  const latest = BigInt(chain.blocks.length - 1);
  let number: bigint;
  if (typeof tag === 'object' && tag !== null && 'blockHash' in tag) {
    const hash = (tag as { blockHash: unknown }).blockHash;
    const found = chain.blocks.find((candidate) => candidate.hash === hash);
    if (!found) throw new RpcError(-32000, `header for hash not found: ${String(hash)}`);
    number = found.number;
  } else if (typeof tag === 'object' && tag !== null && 'blockNumber' in tag) {
    number = readQuantity((tag as { blockNumber: unknown }).blockNumber, field) ?? latest;
  } else if (tag === undefined || tag === null) {
    number = latest;
  } else if (typeof tag === 'string' && ['latest', 'pending', 'safe', 'finalized'].includes(tag)) {
    number = latest;
  } else if (tag === 'earliest' || (typeof tag === 'string' && tag.startsWith('0x'))) {
    number = blockNumberOf(chain, tag);
  } else {
    throw new RpcError(-32602, `${field}: expected a block number, hash or tag`);
  }
  if (number > latest) throw new RpcError(-32000, 'header not found');
  if (number < latest) {
    throw new RpcError(
      -32000,
      `historical state is not available: this devnet keeps only the state of its latest block (${latest}), and block ${number} is older; read at 'latest'`,
    );
  }
}

function transactionJson(chain: EvmDevnet, mined: MinedTransaction) {
  const json = mined.tx.toJSON();
  return {
    ...json,
    type: quantity(mined.tx.type),
    hash: mined.hash,
    from: mined.from,
    to: mined.to ?? null,
    input: json.data ?? '0x',
    gas: json.gasLimit,
    gasPrice: json.gasPrice ?? quantity(mined.effectiveGasPrice),
    chainId: quantity(chain.chainId),
    yParity: json.v,
    blockHash: mined.blockHash,
    blockNumber: quantity(mined.blockNumber),
    transactionIndex: '0x0',
  };
}

function blockJson(chain: EvmDevnet, block: MinedBlock, full: boolean) {
  return {
    number: quantity(block.number),
    hash: block.hash,
    parentHash: block.parentHash,
    timestamp: quantity(Math.floor(block.timestampMs / 1000)),
    gasLimit: quantity(BLOCK_GAS_LIMIT),
    gasUsed: quantity(block.gasUsed),
    baseFeePerGas: quantity(BASE_FEE_PER_GAS),
    miner: `0x${'00'.repeat(20)}`,
    difficulty: '0x0',
    totalDifficulty: '0x0',
    nonce: '0x0000000000000000',
    mixHash: ZERO_HASH,
    extraData: block.extraData,
    logsBloom: EMPTY_BLOOM,
    sha3Uncles: ZERO_HASH,
    stateRoot: ZERO_HASH,
    transactionsRoot: ZERO_HASH,
    receiptsRoot: ZERO_HASH,
    size: '0x0',
    uncles: [],
    transactions: block.transactions.map((hash) => {
      const mined = chain.transaction(hash);
      return full && mined ? transactionJson(chain, mined) : hash;
    }),
  };
}

function receiptJson(chain: EvmDevnet, mined: MinedTransaction) {
  const placed = {
    blockHash: mined.blockHash,
    blockNumber: quantity(mined.blockNumber),
    transactionHash: mined.hash,
    transactionIndex: '0x0',
  };
  return {
    ...placed,
    from: mined.from,
    to: mined.to ?? null,
    type: quantity(mined.tx.type),
    status: mined.success ? '0x1' : '0x0',
    gasUsed: quantity(mined.gasUsed),
    cumulativeGasUsed: quantity(mined.gasUsed),
    effectiveGasPrice: quantity(mined.effectiveGasPrice),
    contractAddress: mined.contractAddress ?? null,
    logsBloom: EMPTY_BLOOM,
    logs: logsJson(mined),
  };
}

function methods(chain: EvmDevnet): RpcMethods {
  const param = (params: unknown[], index: number) => params[index];
  const address = (params: unknown[], index: number) => {
    const value = param(params, index);
    if (typeof value !== 'string')
      throw new RpcError(-32602, `params[${index}]: expected an address`);
    return value;
  };
  const block = (number: bigint, full: boolean) => {
    const found = chain.blocks[Number(number)];
    return found ? blockJson(chain, found, full) : null;
  };
  return {
    eth_chainId: () => quantity(chain.chainId),
    net_version: () => chain.chainId.toString(),
    net_listening: () => true,
    web3_clientVersion: () => 'docs-sandbox/ethereumjs',
    eth_syncing: () => false,
    eth_accounts: () => [],
    eth_blockNumber: () => quantity(chain.blocks.length - 1),
    eth_gasPrice: () => quantity(chain.fees().baseFeePerGas + chain.fees().maxPriorityFeePerGas),
    eth_maxPriorityFeePerGas: () => quantity(chain.fees().maxPriorityFeePerGas),
    eth_feeHistory: (params) => {
      const count = Math.min(Number(readQuantity(param(params, 0), 'blockCount') ?? 1n), 1024);
      const newest = blockNumberOf(chain, param(params, 1));
      const oldest = newest - BigInt(count) + 1n < 0n ? 0n : newest - BigInt(count) + 1n;
      const span = Number(newest - oldest) + 1;
      const percentiles = Array.isArray(param(params, 2)) ? (param(params, 2) as unknown[]) : [];
      return {
        oldestBlock: quantity(oldest),
        baseFeePerGas: Array.from({ length: span + 1 }, () => quantity(BASE_FEE_PER_GAS)),
        gasUsedRatio: Array.from({ length: span }, () => 0),
        reward: Array.from({ length: span }, () =>
          percentiles.map(() => quantity(chain.fees().maxPriorityFeePerGas)),
        ),
      };
    },
    eth_getBalance: async (params) => {
      atLatest(chain, param(params, 1), 'params[1]');
      return quantity(await chain.balance(address(params, 0)));
    },
    eth_getTransactionCount: async (params) => {
      atLatest(chain, param(params, 1), 'params[1]');
      return quantity(await chain.nonce(address(params, 0)));
    },
    eth_getCode: async (params) => {
      atLatest(chain, param(params, 1), 'params[1]');
      return bytesToHex(await chain.code(address(params, 0)));
    },
    eth_getBlockByNumber: (params) =>
      block(blockNumberOf(chain, param(params, 0)), param(params, 1) === true),
    eth_getBlockByHash: (params) => {
      const found = chain.blocks.find((candidate) => candidate.hash === param(params, 0));
      return found ? blockJson(chain, found, param(params, 1) === true) : null;
    },
    eth_getBlockTransactionCountByNumber: (params) => {
      const found = chain.blocks[Number(blockNumberOf(chain, param(params, 0)))];
      return found ? quantity(found.transactions.length) : null;
    },
    eth_getBlockTransactionCountByHash: (params) => {
      const found = chain.blocks.find((candidate) => candidate.hash === param(params, 0));
      return found ? quantity(found.transactions.length) : null;
    },
    eth_getLogs: (params) => getLogs(chain, readLogFilter(chain, param(params, 0))),
    eth_getStorageAt: async (params) => {
      const slot = readQuantity(param(params, 1), 'params[1]');
      if (slot === undefined) throw new RpcError(-32602, 'params[1]: expected a storage slot');
      atLatest(chain, param(params, 2), 'params[2]');
      const value = await chain.storage(address(params, 0), slot);
      return `0x${value.toString(16).padStart(64, '0')}`;
    },
    eth_getTransactionByHash: (params) => {
      const mined = chain.transaction(String(param(params, 0)));
      return mined ? transactionJson(chain, mined) : null;
    },
    eth_getTransactionReceipt: (params) => {
      const mined = chain.transaction(String(param(params, 0)));
      return mined ? receiptJson(chain, mined) : null;
    },
    eth_estimateGas: async (params) => {
      atLatest(chain, param(params, 1), 'params[1]');
      return quantity(await chain.estimateGas(readCall(param(params, 0))));
    },
    eth_call: async (params) => {
      atLatest(chain, param(params, 1), 'params[1]');
      const result = await chain.call(readCall(param(params, 0)));
      if (result.execResult.exceptionError) {
        throw new RpcError(3, 'execution reverted', bytesToHex(result.execResult.returnValue));
      }
      return bytesToHex(result.execResult.returnValue);
    },
    eth_sendRawTransaction: async (params) => {
      const signed = readData(param(params, 0), 'params[0]');
      if (!signed) throw new RpcError(-32602, 'params[0]: expected the signed transaction');
      return chain.sendRawTransaction(signed);
    },
  };
}

export function evmRpc(chain: EvmDevnet, request: unknown): Promise<unknown> {
  return handleJsonRpc(methods(chain), request, (error) => {
    if (!(error instanceof ChainError)) return undefined;
    // geth answers a reverted execution with code 3 and the revert data, as eth_call does here.
    if (error.revert) return failure(3, error.message, `0x${error.revert.data.replace(/^0x/, '')}`);
    return failure(error.reason === 'invalid' ? -32602 : -32000, error.message);
  });
}
