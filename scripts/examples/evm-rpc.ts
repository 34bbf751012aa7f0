/**
 * A stand-in Ethereum JSON-RPC endpoint (Sepolia's chain id) for the examples that broadcast:
 * it answers the reads viem and ethers make before sending (chain id, nonce, fees, gas, the
 * latest block), accepts a raw transaction by returning its hash, and reports it mined. Nothing
 * is executed or checked beyond decoding: the sandbox's signature is what the example proves.
 */
import { keccak256, parseTransaction, recoverTransactionAddress, type Hex } from 'viem';
import { jsonRpcServer, listenOnLoopback } from './json-rpc';

const CHAIN_ID = 11155111;
const hex = (value: number | bigint) => `0x${value.toString(16)}`;
const ZERO_HASH = `0x${'0'.repeat(64)}`;

function block(number: number) {
  return {
    number: hex(number),
    hash: `0x${number.toString(16).padStart(64, '0')}`,
    parentHash: ZERO_HASH,
    nonce: '0x0000000000000000',
    sha3Uncles: ZERO_HASH,
    logsBloom: `0x${'0'.repeat(512)}`,
    transactionsRoot: ZERO_HASH,
    stateRoot: ZERO_HASH,
    receiptsRoot: ZERO_HASH,
    miner: `0x${'0'.repeat(40)}`,
    difficulty: '0x0',
    totalDifficulty: '0x0',
    extraData: '0x',
    size: '0x0',
    gasLimit: hex(30_000_000),
    gasUsed: '0x0',
    timestamp: hex(Math.floor(Date.now() / 1000)),
    baseFeePerGas: hex(1_000_000_000),
    transactions: [],
    uncles: [],
  };
}

interface Sent {
  hash: Hex;
  raw: Hex;
  from: Hex;
}

export interface EvmRpc {
  url: string;
  close(): Promise<void>;
}

export async function startEvmRpc(): Promise<EvmRpc> {
  const sent = new Map<string, Sent>();

  async function answer(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return hex(CHAIN_ID);
      case 'net_version':
        return String(CHAIN_ID);
      case 'eth_blockNumber':
        return hex(2);
      case 'eth_getBlockByNumber':
      case 'eth_getBlockByHash':
        return block(2);
      case 'eth_getTransactionCount':
        return '0x0';
      case 'eth_gasPrice':
        return hex(2_000_000_000);
      case 'eth_maxPriorityFeePerGas':
        return hex(1_000_000_000);
      case 'eth_feeHistory':
        return {
          oldestBlock: hex(1),
          baseFeePerGas: [hex(1e9), hex(1e9)],
          gasUsedRatio: [0.5],
          reward: [[hex(1e9)]],
        };
      case 'eth_estimateGas':
        return hex(21_000);
      case 'eth_getBalance':
        return hex(10n ** 18n);
      case 'eth_getCode':
        return '0x';
      case 'eth_call':
        // One zero word: what a view such as balanceOf returns for an empty account.
        return `0x${'0'.repeat(64)}`;
      case 'eth_sendRawTransaction': {
        const raw = params[0] as Hex;
        parseTransaction(raw as Parameters<typeof parseTransaction>[0]);
        const from = await recoverTransactionAddress({
          serializedTransaction: raw as Parameters<
            typeof recoverTransactionAddress
          >[0]['serializedTransaction'],
        });
        const hash = keccak256(raw);
        sent.set(hash, { hash, raw, from });
        return hash;
      }
      case 'eth_getTransactionReceipt': {
        const tx = sent.get(params[0] as string);
        if (!tx) return null;
        const parsed = parseTransaction(tx.raw as Parameters<typeof parseTransaction>[0]);
        return {
          transactionHash: tx.hash,
          transactionIndex: '0x0',
          blockHash: block(2).hash,
          blockNumber: hex(2),
          from: tx.from,
          to: parsed.to ?? null,
          cumulativeGasUsed: hex(21_000),
          gasUsed: hex(21_000),
          effectiveGasPrice: hex(2_000_000_000),
          contractAddress: null,
          logs: [],
          logsBloom: `0x${'0'.repeat(512)}`,
          status: '0x1',
          type: parsed.type === 'legacy' ? '0x0' : '0x2',
        };
      }
      case 'eth_getTransactionByHash': {
        const tx = sent.get(params[0] as string);
        if (!tx) return null;
        const parsed = parseTransaction(tx.raw as Parameters<typeof parseTransaction>[0]);
        return {
          hash: tx.hash,
          from: tx.from,
          to: parsed.to ?? null,
          nonce: hex(parsed.nonce ?? 0),
          value: hex(parsed.value ?? 0n),
          gas: hex(parsed.gas ?? 21_000n),
          input: parsed.data ?? '0x',
          chainId: hex(CHAIN_ID),
          type: parsed.type === 'legacy' ? '0x0' : '0x2',
          ...(parsed.type === 'legacy'
            ? { gasPrice: hex(parsed.gasPrice ?? 0n) }
            : {
                maxFeePerGas: hex(parsed.maxFeePerGas ?? 0n),
                maxPriorityFeePerGas: hex(parsed.maxPriorityFeePerGas ?? 0n),
                accessList: [],
              }),
          v: '0x0',
          r: parsed.r ?? '0x0',
          s: parsed.s ?? '0x0',
          yParity: hex(parsed.yParity ?? 0),
          blockHash: block(2).hash,
          blockNumber: hex(2),
          transactionIndex: '0x0',
        };
      }
      default:
        throw new Error(`the examples' Ethereum stand-in does not answer ${method}`);
    }
  }

  return listenOnLoopback(jsonRpcServer<unknown[]>({ answer, noParams: [], errorCode: -32601 }));
}
