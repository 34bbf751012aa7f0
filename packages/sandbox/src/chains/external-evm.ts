/**
 * An EVM network served by a node the sandbox does not run (`--chain-rpc`, decision 0171): the
 * sandbox still signs (and the core still decides policies first), then broadcasts with
 * `eth_sendRawTransaction` and waits for the receipt; balances, nonces, gas and history are the
 * node's. Nothing is written to the chain log: the node keeps its own state, which is what lets
 * several sandbox processes on one PostgreSQL share a chain.
 */
import { createCustomCommon, Hardfork, Mainnet, type Common } from '@ethereumjs/common';
import {
  createEOACode7702Tx,
  createFeeMarket1559Tx,
  createTxFromRLP,
  type TypedTransaction,
} from '@ethereumjs/tx';
import {
  Address,
  createAddressFromString,
  createZeroAddress,
  eoaCode7702SignAuthorization,
  privateToAddress,
} from '@ethereumjs/util';
import { bytesToHex } from '@docs/platform-api/bytes';
import { RELAYER_KEY } from './relayer';
import { chainIdOf } from './chain-id';
import { chainIdMismatch } from './evm-decode';
import { NodeError, nodeClient, type NodeClient } from './node-client';
import { quantity } from './json-rpc';
import {
  ChainError,
  type EvmCall,
  type EvmChain,
  type EvmSend,
  type EvmTransactionView,
  type EvmToken,
  type EvmUndelegate,
} from './types';
import { BALANCE_OF, tokenCall } from './tokens';

export interface ExternalOptions {
  /** Bound on each request to the node. */
  timeoutMs?: number;
  /** How long a broadcast transaction may wait for its receipt. */
  receiptTimeoutMs?: number;
  /** How often the receipt is asked for while waiting. */
  pollMs?: number;
  /** How many of the newest blocks a history read scans. */
  historyBlocks?: number;
}

const DEFAULT_RECEIPT_TIMEOUT_MS = 30_000;
const DEFAULT_POLL_MS = 200;
const DEFAULT_HISTORY_BLOCKS = 1_000;
const DEFAULT_TIP = 1_000_000_000n;
const UNDELEGATE_GAS = 46_000n;
const hex = (bytes: Uint8Array) => `0x${bytesToHex(bytes)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RpcTransaction {
  hash: string;
  from: string;
  to: string | null;
  value: string;
  nonce: string;
  blockNumber: string | null;
}
interface RpcReceipt {
  blockHash: string;
  blockNumber: string;
  gasUsed: string;
  effectiveGasPrice?: string;
  status?: string;
  contractAddress?: string | null;
}
interface RpcBlock {
  number: string;
  timestamp: string;
  baseFeePerGas?: string;
  transactions: (RpcTransaction | string)[];
}

function address(value: string, field: string): Address {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) {
    throw new ChainError(
      'invalid',
      `${field}: ${value} is not a 0x-prefixed 20-byte address`,
      field,
    );
  }
  return createAddressFromString(value);
}

/** A node's refusal in its own words (viem and ethers recognise `insufficient funds`, `nonce too low`). */
function refused(error: unknown): never {
  if (error instanceof NodeError) throw new ChainError('rejected', error.message);
  throw error;
}

export class ExternalEvmChain implements EvmChain {
  readonly chainId: bigint;
  readonly relayer = new Address(privateToAddress(RELAYER_KEY)).toString();
  private readonly common: Common;
  private readonly views = new Map<string, EvmTransactionView>();
  /** Hashes by lowercase address, of the blocks scanned so far. */
  private readonly seen = new Map<string, string[]>();
  private scannedTo = -1n;
  private currentFees = { baseFeePerGas: 0n, maxPriorityFeePerGas: DEFAULT_TIP };
  private tail: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly caip2: string,
    private readonly node: NodeClient,
    private readonly options: Required<ExternalOptions>,
  ) {
    this.chainId = chainIdOf(caip2);
    this.common = createCustomCommon({ chainId: Number(this.chainId) }, Mainnet, {
      hardfork: Hardfork.Prague,
    });
  }

  /** Connects, checking the node answers and serves the chain id `caip2` names. */
  static async connect(
    caip2: string,
    url: string,
    options: ExternalOptions = {},
  ): Promise<ExternalEvmChain> {
    const node = nodeClient(caip2, url, options.timeoutMs);
    const chain = new ExternalEvmChain(caip2, node, {
      timeoutMs: options.timeoutMs ?? 5_000,
      receiptTimeoutMs: options.receiptTimeoutMs ?? DEFAULT_RECEIPT_TIMEOUT_MS,
      pollMs: options.pollMs ?? DEFAULT_POLL_MS,
      historyBlocks: options.historyBlocks ?? DEFAULT_HISTORY_BLOCKS,
    });
    let served: string;
    try {
      served = await node.call<string>('eth_chainId');
    } catch (error) {
      if (error instanceof NodeError) {
        throw new ChainError(
          'unavailable',
          `${caip2}: the node at ${url} refused eth_chainId (${error.message})`,
        );
      }
      throw error;
    }
    if (typeof served !== 'string' || BigInt(served) !== chain.chainId) {
      throw new ChainError(
        'unavailable',
        `${caip2}: the node at ${url} serves chain id ${String(served)}, not ${chain.chainId}`,
      );
    }
    await chain.refreshFees();
    return chain;
  }

  /** Sends from this process go one at a time, so each reads the nonce the previous one left. */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.tail.then(fn);
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async refreshFees() {
    const latest = await this.node.call<RpcBlock | null>('eth_getBlockByNumber', ['latest', false]);
    const tip = await this.node
      .call<string>('eth_maxPriorityFeePerGas')
      .then(BigInt)
      .catch(() => DEFAULT_TIP);
    this.currentFees = {
      baseFeePerGas: BigInt(latest?.baseFeePerGas ?? '0x0'),
      maxPriorityFeePerGas: tip,
    };
    return this.currentFees;
  }

  fees() {
    return this.currentFees;
  }

  private decode(signed: Uint8Array): TypedTransaction {
    let tx: TypedTransaction;
    try {
      tx = createTxFromRLP(signed, { common: this.common });
    } catch (error) {
      throw new ChainError(
        'invalid',
        `signedTransaction: ${chainIdMismatch(error, this.chainId) ?? `does not decode (${error instanceof Error ? error.message.replace(/\s*\(.*$/s, '') : String(error)})`}`,
        'signedTransaction',
      );
    }
    if (!tx.isSigned()) {
      throw new ChainError(
        'invalid',
        'signedTransaction: the transaction is not signed',
        'signedTransaction',
      );
    }
    return tx;
  }

  /** Broadcasts and waits for the receipt; a node's refusal is the chain's refusal. */
  private async broadcast(signed: Uint8Array): Promise<string> {
    const hash = await this.node
      .call<string>('eth_sendRawTransaction', [hex(signed)])
      .catch(refused);
    const deadline = Date.now() + this.options.receiptTimeoutMs;
    for (;;) {
      const view = await this.read(hash);
      if (view) return hash;
      if (Date.now() >= deadline) {
        throw new ChainError(
          'rejected',
          `sent as ${hash}, but the node at ${this.node.url} gave no receipt within ${this.options.receiptTimeoutMs} ms`,
        );
      }
      await sleep(this.options.pollMs);
    }
  }

  sendRawTransaction(signed: Uint8Array): Promise<string> {
    this.decode(signed);
    return this.serial(() => this.broadcast(signed));
  }

  private async signed(
    privateKey: Uint8Array,
    fields: {
      to: string;
      value: bigint;
      data?: Uint8Array;
      nonce?: bigint;
      gasLimit?: bigint;
      maxFeePerGas?: bigint;
      maxPriorityFeePerGas?: bigint;
    },
  ): Promise<Uint8Array> {
    const from = new Address(privateToAddress(privateKey)).toString();
    const fees = await this.refreshFees();
    const tip = fields.maxPriorityFeePerGas ?? fees.maxPriorityFeePerGas;
    const tx = createFeeMarket1559Tx(
      {
        chainId: this.chainId,
        to: address(fields.to, 'to'),
        value: fields.value,
        data: fields.data,
        nonce: fields.nonce ?? (await this.pendingNonce(from)),
        gasLimit:
          fields.gasLimit ??
          (await this.estimateGas({ from, to: fields.to, value: fields.value, data: fields.data })),
        maxFeePerGas: fields.maxFeePerGas ?? 2n * fees.baseFeePerGas + tip,
        maxPriorityFeePerGas: tip,
      },
      { common: this.common },
    );
    return tx.sign(privateKey).serialize();
  }

  send(request: EvmSend): Promise<string> {
    address(request.to, 'to');
    return this.serial(async () => {
      const transaction = await this.signed(request.privateKey, request);
      if (request.sponsor) {
        const tx = this.decode(transaction);
        if (!('maxFeePerGas' in tx)) throw new Error('a fee-market transaction was expected');
        await this.broadcast(
          await this.signed(RELAYER_KEY, {
            to: tx.getSenderAddress().toString(),
            value: tx.gasLimit * tx.maxFeePerGas,
            gasLimit: 21_000n,
          }),
        );
      }
      return this.broadcast(transaction);
    });
  }

  undelegate(request: EvmUndelegate): Promise<string> {
    const from = new Address(privateToAddress(request.privateKey)).toString();
    return this.serial(async () => {
      const fees = await this.refreshFees();
      const nonce = request.nonce ?? (await this.pendingNonce(from));
      const tip = request.maxPriorityFeePerGas ?? fees.maxPriorityFeePerGas;
      const authorization = eoaCode7702SignAuthorization(
        {
          chainId: quantity(this.chainId) as `0x${string}`,
          address: createZeroAddress().toString(),
          nonce: quantity(nonce + 1n) as `0x${string}`,
        },
        request.privateKey,
      );
      const tx = createEOACode7702Tx(
        {
          chainId: this.chainId,
          nonce,
          to: address(from, 'from'),
          value: 0n,
          gasLimit: request.gasLimit ?? UNDELEGATE_GAS,
          maxFeePerGas: request.maxFeePerGas ?? 2n * fees.baseFeePerGas + tip,
          maxPriorityFeePerGas: tip,
          authorizationList: [authorization],
        },
        { common: this.common },
      );
      return this.broadcast(tx.sign(request.privateKey).serialize());
    });
  }

  async balance(account: string): Promise<bigint> {
    address(account, 'address');
    return BigInt(await this.node.call<string>('eth_getBalance', [account, 'latest']));
  }

  async nonce(account: string): Promise<bigint> {
    address(account, 'address');
    return BigInt(await this.node.call<string>('eth_getTransactionCount', [account, 'latest']));
  }

  private async pendingNonce(account: string): Promise<bigint> {
    return BigInt(await this.node.call<string>('eth_getTransactionCount', [account, 'pending']));
  }

  async estimateGas(call: EvmCall): Promise<bigint> {
    const request = {
      ...(call.from ? { from: call.from } : {}),
      ...(call.to ? { to: call.to } : {}),
      ...(call.value !== undefined ? { value: quantity(call.value) } : {}),
      ...(call.data ? { data: hex(call.data) } : {}),
      ...(call.gasLimit !== undefined ? { gas: quantity(call.gasLimit) } : {}),
    };
    return BigInt(await this.node.call<string>('eth_estimateGas', [request]).catch(refused));
  }

  /** The view of a transaction this process sent or saw in a history read. */
  transaction(hash: string): EvmTransactionView | undefined {
    return this.views.get(hash.toLowerCase());
  }

  /** Reads a mined transaction from the node and keeps its view; undefined while it is pending. */
  private async read(hash: string): Promise<EvmTransactionView | undefined> {
    const known = this.views.get(hash.toLowerCase());
    if (known) return known;
    const receipt = await this.node.call<RpcReceipt | null>('eth_getTransactionReceipt', [hash]);
    if (!receipt) return undefined;
    const tx = await this.node.call<RpcTransaction | null>('eth_getTransactionByHash', [hash]);
    const block = await this.node.call<RpcBlock | null>('eth_getBlockByNumber', [
      receipt.blockNumber,
      false,
    ]);
    if (!tx) return undefined;
    const view: EvmTransactionView = {
      hash: hash.toLowerCase(),
      from: tx.from.toLowerCase(),
      to: tx.to?.toLowerCase() ?? undefined,
      value: BigInt(tx.value),
      nonce: BigInt(tx.nonce),
      blockNumber: BigInt(receipt.blockNumber),
      blockHash: receipt.blockHash,
      timestampMs: Number(BigInt(block?.timestamp ?? '0x0')) * 1000,
      gasUsed: BigInt(receipt.gasUsed),
      effectiveGasPrice: BigInt(receipt.effectiveGasPrice ?? '0x0'),
      success: receipt.status !== '0x0',
      contractAddress: receipt.contractAddress?.toLowerCase() ?? undefined,
    };
    this.views.set(view.hash, view);
    return view;
  }

  /**
   * Transactions from or to `account`, newest first, from the newest `historyBlocks` blocks
   * (plain JSON-RPC has no index by address, so the blocks are scanned; each block once).
   */
  async history(account: string): Promise<EvmTransactionView[]> {
    address(account, 'address');
    const latest = BigInt(await this.node.call<string>('eth_blockNumber'));
    const window = BigInt(this.options.historyBlocks);
    let number =
      this.scannedTo + 1n > latest - window + 1n ? this.scannedTo + 1n : latest - window + 1n;
    if (number < 0n) number = 0n;
    for (; number <= latest; number++) {
      const block = await this.node.call<RpcBlock | null>('eth_getBlockByNumber', [
        quantity(number),
        true,
      ]);
      for (const tx of block?.transactions ?? []) {
        if (typeof tx === 'string') continue;
        for (const party of new Set([tx.from.toLowerCase(), tx.to?.toLowerCase()])) {
          if (!party) continue;
          const list = this.seen.get(party) ?? [];
          list.push(tx.hash.toLowerCase());
          this.seen.set(party, list);
        }
      }
      this.scannedTo = number;
    }
    const views: EvmTransactionView[] = [];
    for (const hash of this.seen.get(account.toLowerCase()) ?? []) {
      const view = await this.read(hash);
      if (view && view.blockNumber > latest - window) views.push(view);
    }
    return views.reverse();
  }

  /** The sandbox deploys no tokens on a node it does not run. */
  tokens(): readonly EvmToken[] {
    return [];
  }

  async tokenBalance(token: string, account: string): Promise<bigint> {
    address(token, 'token');
    address(account, 'address');
    const answer = await this.node
      .call<string>('eth_call', [
        { to: token, data: hex(tokenCall(BALANCE_OF, account)) },
        'latest',
      ])
      .catch(refused);
    return BigInt(answer === '0x' ? 0 : answer);
  }

  mint(): Promise<void> {
    return this.fund();
  }

  fund(): Promise<void> {
    return Promise.reject(
      new ChainError(
        'rejected',
        `caip2: ${this.caip2} is served by the node at ${this.node.url} (--chain-rpc); the faucet funds only the sandbox's in-process chains, so fund the address on that node`,
      ),
    );
  }

  rpc(request: unknown): Promise<unknown> {
    return this.node.forward(request).catch((error: unknown) => ({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32603, message: error instanceof Error ? error.message : String(error) },
    }));
  }
}
