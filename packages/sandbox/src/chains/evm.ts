/**
 * One EVM devnet on `@ethereumjs/vm` (decision 0171): the Prague rules (EIP-1559, EIP-7702), a
 * block per accepted transaction, a fixed base fee, state in memory. Changes run one at a time;
 * each accepted one is appended to the chain's log before its sender hears of it.
 */
import { createBlock, type Block } from '@ethereumjs/block';
import { createCustomCommon, Hardfork, Mainnet, type Common } from '@ethereumjs/common';
import {
  createEOACode7702Tx,
  createFeeMarket1559Tx,
  createTx,
  createTxFromRLP,
  type TypedTransaction,
} from '@ethereumjs/tx';
import {
  Account,
  Address,
  bytesToHex,
  createAddressFromString,
  createZeroAddress,
  eoaCode7702SignAuthorization,
  privateToAddress,
  privateToPublic,
  publicToAddress,
} from '@ethereumjs/util';
import { createVM, runTx, type VM } from '@ethereumjs/vm';
import { bytesToHex as toHex, hexToBytes } from '@docs/platform-api/bytes';
import type { ChainLog } from './log';
import { chainIdOf } from './chain-id';
import { chainIdMismatch } from './evm-decode';
import { RELAYER_KEY } from './relayer';
import { SANDBOX_TOKEN, SANDBOX_WRAPPED_ETHER } from './compiled-contracts';
import { placeContract } from './token-placement';
import { tokenTransfers } from './token-transfers';
import {
  BALANCE_OF,
  MINT,
  sandboxTokens,
  sandboxWrappedEther,
  TOKEN_OWNER_KEY,
  tokenCall,
} from './tokens';
import {
  ChainError,
  type EvmCall,
  type EvmLog,
  type EvmChain,
  type EvmSend,
  type EvmUndelegate,
  type EvmToken,
  type EvmTransactionView,
} from './types';

/** Every block's base fee: 1 gwei. Local blocks are never full, so it never moves. */
export const BASE_FEE_PER_GAS = 1_000_000_000n;
export const SUGGESTED_TIP = 1_000_000_000n;
export const BLOCK_GAS_LIMIT = 30_000_000n;
const RELAYER_GRANT = 10n ** 30n;
/** Gas of an undelegation when none is given: a transaction (21,000) and one authorization (25,000). */
const UNDELEGATE_GAS = 46_000n;
/** Intrinsic gas of each EIP-7702 authorization (PER_EMPTY_ACCOUNT_COST). */
const AUTHORIZATION_GAS = 25_000n;
const hexQuantity = (value: bigint) => `0x${value.toString(16)}` as const;
/** How many transactions ahead of its nonce a sender may have held, as geth's pool's account queue. */
const HELD_PER_SENDER = 64;
/** A transaction's fee cap and tip; a legacy or EIP-2930 one's gas price is both. */
function feesOf(tx: TypedTransaction): [bigint, bigint] {
  if ('maxFeePerGas' in tx) return [tx.maxFeePerGas, tx.maxPriorityFeePerGas];
  return [tx.gasPrice, tx.gasPrice];
}
/** How many signing keys' public halves a chain remembers (deriving one is a scalar multiplication). */
const KNOWN_SIGNERS = 512;

interface Signer {
  /** 64 bytes, uncompressed without the 0x04 prefix, as ethereumjs keeps a sender's key. */
  publicKey: Uint8Array;
  address: string;
}

export interface MinedBlock {
  number: bigint;
  hash: string;
  parentHash: string;
  extraData: string;
  timestampMs: number;
  gasUsed: bigint;
  transactions: string[];
}

export interface MinedTransaction extends EvmTransactionView {
  tx: TypedTransaction;
  logs: EvmLog[];
}

function parseAddress(address: string, field: string): Address {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) {
    throw new ChainError(
      'invalid',
      `${field}: ${address} is not a 0x-prefixed 20-byte address`,
      field,
    );
  }
  return createAddressFromString(address);
}

/**
 * The engine's message for a refused transaction, in the words Ethereum nodes use (which viem
 * and ethers recognise: `insufficient funds`, `nonce too low`), without its dump of the block.
 */
export function refusal(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(
    /\s*\((vm|tx|block) (hf|type)=.*$/s,
    '',
  );
  const funds =
    /upfront cost is: (\d+) and the sender's account \((0x[0-9a-f]+)\) only has: (\d+)/.exec(
      message,
    );
  if (funds) {
    return `insufficient funds for gas * price + value: address ${funds[2]} have ${funds[3]} want ${funds[1]}`;
  }
  const nonce = /account has nonce of: (\d+) tx has nonce of: (\d+)/.exec(message);
  if (nonce) {
    const [state, given] = [BigInt(nonce[1] ?? 0), BigInt(nonce[2] ?? 0)];
    return `nonce too ${given < state ? 'low' : 'high'}: tx ${given}, state ${state}`;
  }
  return message;
}

export class EvmDevnet implements Omit<EvmChain, 'rpc'> {
  readonly chainId: bigint;
  readonly tokenOwner = new Address(privateToAddress(TOKEN_OWNER_KEY)).toString();
  readonly blocks: MinedBlock[] = [];
  private readonly transactions = new Map<string, MinedTransaction>();
  private readonly byAddress = new Map<string, string[]>();
  private readonly signers = new Map<string, Signer>();
  /** Transactions sent ahead of their sender's nonce, by sender and nonce (a node's queue; kept in memory only). */
  private readonly held = new Map<string, Map<bigint, TypedTransaction>>();
  /** The block calls and estimates run in, while the chain and the clock's second stay the same. */
  private pending?: { number: number; second: number; block: Block };
  private tail: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly caip2: string,
    readonly common: Common,
    readonly vm: VM,
    private readonly log: ChainLog,
    private readonly now: () => number,
  ) {
    this.chainId = chainIdOf(caip2);
  }

  get relayer(): string {
    return this.signer(RELAYER_KEY).address;
  }

  /** The public key and address of a private key the sandbox signs with, remembered. */
  private signer(privateKey: Uint8Array): Signer {
    const id = toHex(privateKey);
    let known = this.signers.get(id);
    if (!known) {
      const publicKey = privateToPublic(privateKey);
      known = { publicKey, address: new Address(publicToAddress(publicKey)).toString() };
      if (this.signers.size >= KNOWN_SIGNERS) {
        const oldest = this.signers.keys().next();
        if (!oldest.done) this.signers.delete(oldest.value);
      }
      this.signers.set(id, known);
    }
    return known;
  }

  static async start(caip2: string, log: ChainLog, now: () => number): Promise<EvmDevnet> {
    const common = createCustomCommon({ chainId: Number(chainIdOf(caip2)) }, Mainnet, {
      hardfork: Hardfork.Prague,
    });
    const vm = await createVM({ common });
    const chain = new EvmDevnet(caip2, common, vm, log, now);
    const entries = await log.entries(caip2);
    const genesisMs = entries[0]?.timestampMs ?? now();
    chain.mine(chain.nextBlock(genesisMs), [], genesisMs);
    await chain.credit(chain.relayer, RELAYER_GRANT);
    await chain.credit(chain.tokenOwner, RELAYER_GRANT);
    for (const token of sandboxTokens(caip2)) {
      await placeContract(vm, token.address, SANDBOX_TOKEN, {
        name: token.name,
        symbol: token.symbol,
        decimals: BigInt(token.decimals),
        minter: BigInt(chain.tokenOwner),
      });
    }
    const weth = sandboxWrappedEther(caip2);
    if (weth) {
      await placeContract(vm, weth.address, SANDBOX_WRAPPED_ETHER, {
        name: weth.name,
        symbol: weth.symbol,
        decimals: BigInt(weth.decimals),
      });
    }
    for (const entry of entries) {
      if (entry.kind === 'faucet' && entry.address && entry.amount) {
        await chain.credit(entry.address, BigInt(entry.amount));
      } else if (entry.kind === 'transaction' && entry.transaction) {
        // An entry was accepted once; the same engine accepts it again.
        const signed = hexToBytes(entry.transaction);
        await chain.apply(chain.decode(signed), entry.timestampMs).catch(() => undefined);
      }
    }
    return chain;
  }

  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.tail.then(fn);
    this.tail = run.catch(() => undefined);
    return run;
  }

  private nextBlock(timestampMs: number): Block {
    const parent = this.blocks.at(-1);
    return createBlock(
      {
        header: {
          number: BigInt(this.blocks.length),
          parentHash: parent ? hexToBytes(parent.hash.slice(2)) : new Uint8Array(32),
          timestamp: BigInt(Math.floor(timestampMs / 1000)),
          gasLimit: BLOCK_GAS_LIMIT,
          baseFeePerGas: BASE_FEE_PER_GAS,
          // The genesis names its network, as a real chain's genesis differs from every other's,
          // so networks started in the same second never share a block hash.
          ...(parent ? {} : { extraData: new TextEncoder().encode(this.caip2) }),
        },
      },
      { common: this.common },
    );
  }

  /** The block of the chain's next change when it happens now, shared by calls in one second. */
  private pendingBlock(): Block {
    const number = this.blocks.length;
    const second = Math.floor(this.now() / 1000);
    if (this.pending?.number !== number || this.pending.second !== second) {
      this.pending = { number, second, block: this.nextBlock(second * 1000) };
    }
    return this.pending.block;
  }

  private mine(
    block: Block,
    transactions: string[],
    timestampMs: number,
    gasUsed = 0n,
  ): MinedBlock {
    const mined: MinedBlock = {
      number: block.header.number,
      hash: bytesToHex(block.hash()),
      parentHash: bytesToHex(block.header.parentHash),
      extraData: bytesToHex(block.header.extraData),
      timestampMs,
      gasUsed,
      transactions,
    };
    this.blocks.push(mined);
    return mined;
  }

  decode(signed: Uint8Array): TypedTransaction {
    let tx: TypedTransaction;
    try {
      tx = createTxFromRLP(signed, { common: this.common });
    } catch (error) {
      throw new ChainError(
        'invalid',
        `signedTransaction: ${chainIdMismatch(error, this.chainId) ?? `does not decode (${refusal(error)})`}`,
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

  /**
   * Runs one transaction in a block of its own. A transaction from outside has its sender
   * recovered from the signature by the engine; one the sandbox signed carries it already.
   */
  private async apply(tx: TypedTransaction, timestampMs: number): Promise<MinedTransaction> {
    const hash = bytesToHex(tx.hash());
    if (this.transactions.has(hash)) {
      throw new ChainError('rejected', `already known: ${hash}`);
    }
    const block = this.nextBlock(timestampMs);
    let result;
    try {
      result = await runTx(this.vm, { tx, block });
    } catch (error) {
      throw new ChainError('rejected', refusal(error));
    }
    const mined = this.mine(block, [hash], timestampMs, result.totalGasSpent);
    const from = tx.getSenderAddress().toString();
    const failure = result.execResult.exceptionError;
    const record: MinedTransaction = {
      tx,
      hash,
      from,
      to: tx.to?.toString(),
      value: tx.value,
      nonce: tx.nonce,
      blockNumber: mined.number,
      blockHash: mined.hash,
      timestampMs,
      gasUsed: result.totalGasSpent,
      effectiveGasPrice:
        result.totalGasSpent === 0n ? 0n : result.amountSpent / result.totalGasSpent,
      success: !failure,
      contractAddress: result.createdAddress?.toString(),
      revertData: failure ? toHex(result.execResult.returnValue) : undefined,
      logs: (result.execResult.logs ?? []).map(([address, topics, data]) => ({
        address: bytesToHex(address),
        topics: topics.map((topic) => bytesToHex(topic)),
        data: bytesToHex(data),
      })),
    };
    record.tokenTransfers = tokenTransfers(record.logs);
    this.transactions.set(hash, record);
    const movedTokens = record.tokenTransfers.flatMap((transfer) => [transfer.from, transfer.to]);
    for (const address of new Set([from, record.to, record.contractAddress, ...movedTokens])) {
      if (!address) continue;
      const list = this.byAddress.get(address) ?? [];
      list.push(hash);
      this.byAddress.set(address, list);
    }
    return record;
  }

  sendRawTransaction(signed: Uint8Array): Promise<string> {
    // Decoding with this chain's rules also refuses a transaction signed for another chain id.
    const tx = this.decode(signed);
    return this.serial(async () => {
      let from: string;
      try {
        from = tx.getSenderAddress().toString();
      } catch (error) {
        throw new ChainError(
          'invalid',
          `signedTransaction: the signature names no sender (${refusal(error)})`,
          'signedTransaction',
        );
      }
      if (tx.nonce > (await this.nonce(from))) return this.hold(from, tx);
      const hash = await this.accept(tx);
      await this.release(from);
      return hash;
    });
  }

  /**
   * Holds a transaction whose nonce is ahead of its sender's, as a node's pool queues it, and
   * answers its hash; it runs once the transactions before it have. A different transaction for
   * a nonce already held replaces it only with fees 10% higher, as geth's pool requires.
   */
  private hold(from: string, tx: TypedTransaction): string {
    const hash = bytesToHex(tx.hash());
    const held = this.held.get(from) ?? new Map<bigint, TypedTransaction>();
    const previous = held.get(tx.nonce);
    if (previous) {
      if (bytesToHex(previous.hash()) === hash)
        throw new ChainError('rejected', `already known: ${hash}`);
      const [oldFee, oldTip] = feesOf(previous);
      const [fee, tip] = feesOf(tx);
      if (fee * 10n < oldFee * 11n || tip * 10n < oldTip * 11n) {
        throw new ChainError('rejected', 'replacement transaction underpriced');
      }
    } else if (held.size >= HELD_PER_SENDER) {
      throw new ChainError(
        'rejected',
        `nonce too high: tx ${tx.nonce}, and the devnet already holds ${HELD_PER_SENDER} transactions of ${from} ahead of its nonce`,
      );
    }
    held.set(tx.nonce, tx);
    this.held.set(from, held);
    return hash;
  }

  /** Runs the held transactions of `from` that its nonce has reached, in nonce order. */
  private async release(from: string): Promise<void> {
    const held = this.held.get(from);
    while (held && held.size > 0) {
      const nonce = await this.nonce(from);
      for (const stale of held.keys()) if (stale < nonce) held.delete(stale);
      const next = held.get(nonce);
      if (!next) break;
      held.delete(nonce);
      // One that no longer runs (its sender spent what it would pay) is dropped, as a pool drops it.
      await this.accept(next).catch(() => undefined);
    }
    if (held?.size === 0) this.held.delete(from);
  }

  /** Runs and logs one signed transaction; the caller holds the queue. */
  private async accept(tx: TypedTransaction): Promise<string> {
    const timestampMs = Math.max(this.now(), this.blocks.at(-1)?.timestampMs ?? 0);
    const record = await this.apply(tx, timestampMs);
    await this.log.append(this.caip2, {
      kind: 'transaction',
      transaction: toHex(tx.serialize()),
      timestampMs,
    });
    return record.hash;
  }

  /**
   * Signs with a key the sandbox holds. The signed transaction keeps its sender's public key,
   * known from the private key, so the engine does not recover it from the signature again.
   */
  private signed(unsigned: TypedTransaction, privateKey: Uint8Array): TypedTransaction {
    const tx = unsigned.sign(privateKey);
    tx.cache.senderPubKey = this.signer(privateKey).publicKey;
    return tx;
  }

  private sign(
    privateKey: Uint8Array,
    fields: {
      to: string;
      value: bigint;
      data?: Uint8Array;
      nonce: bigint;
      gasLimit: bigint;
      maxFeePerGas: bigint;
      maxPriorityFeePerGas: bigint;
    },
  ): TypedTransaction {
    const tx = createFeeMarket1559Tx(
      { ...fields, to: parseAddress(fields.to, 'to'), chainId: this.chainId },
      { common: this.common },
    );
    return this.signed(tx, privateKey);
  }

  send(request: EvmSend): Promise<string> {
    const from = this.signer(request.privateKey).address;
    parseAddress(request.to, 'to');
    return this.serial(async () => {
      const tip = request.maxPriorityFeePerGas ?? SUGGESTED_TIP;
      const maxFeePerGas = request.maxFeePerGas ?? 2n * BASE_FEE_PER_GAS + tip;
      const gasLimit =
        request.gasLimit ??
        (await this.estimate({ from, to: request.to, value: request.value, data: request.data }));
      if (request.sponsor) {
        await this.accept(
          this.sign(RELAYER_KEY, {
            to: from,
            value: gasLimit * maxFeePerGas,
            nonce: await this.nonce(this.relayer),
            gasLimit: 21_000n,
            maxFeePerGas: 2n * BASE_FEE_PER_GAS + SUGGESTED_TIP,
            maxPriorityFeePerGas: SUGGESTED_TIP,
          }),
        );
      }
      const hash = await this.accept(
        this.sign(request.privateKey, {
          to: request.to,
          value: request.value,
          data: request.data,
          nonce: request.nonce ?? (await this.nonce(from)),
          gasLimit,
          maxFeePerGas,
          maxPriorityFeePerGas: tip,
        }),
      );
      await this.release(from);
      return hash;
    });
  }

  undelegate(request: EvmUndelegate): Promise<string> {
    const from = this.signer(request.privateKey).address;
    return this.serial(async () => {
      const nonce = request.nonce ?? (await this.nonce(from));
      const tip = request.maxPriorityFeePerGas ?? SUGGESTED_TIP;
      // The sender's own nonce goes up before the authorization is checked: it signs for nonce + 1.
      const authorization = eoaCode7702SignAuthorization(
        {
          chainId: hexQuantity(this.chainId),
          address: createZeroAddress().toString(),
          nonce: hexQuantity(nonce + 1n),
        },
        request.privateKey,
      );
      const tx = createEOACode7702Tx(
        {
          chainId: this.chainId,
          nonce,
          to: parseAddress(from, 'from'),
          value: 0n,
          gasLimit: request.gasLimit ?? UNDELEGATE_GAS,
          maxFeePerGas: request.maxFeePerGas ?? 2n * BASE_FEE_PER_GAS + tip,
          maxPriorityFeePerGas: tip,
          authorizationList: [authorization],
        },
        { common: this.common },
      );
      return this.accept(this.signed(tx, request.privateKey));
    });
  }

  private async credit(address: string, amount: bigint): Promise<void> {
    const target = parseAddress(address, 'address');
    const account = (await this.vm.stateManager.getAccount(target)) ?? new Account();
    account.balance += amount;
    await this.vm.stateManager.putAccount(target, account);
  }

  fund(address: string, amount: bigint): Promise<void> {
    parseAddress(address, 'address');
    return this.serial(async () => {
      await this.credit(address, amount);
      await this.log.append(this.caip2, {
        kind: 'faucet',
        address,
        amount: amount.toString(),
        timestampMs: this.now(),
      });
    });
  }

  tokens(): readonly EvmToken[] {
    return sandboxTokens(this.caip2);
  }

  async tokenBalance(token: string, address: string): Promise<bigint> {
    parseAddress(token, 'token');
    parseAddress(address, 'address');
    const result = await this.call({ to: token, data: tokenCall(BALANCE_OF, address) });
    const returned = toHex(result.execResult.returnValue);
    if (result.execResult.exceptionError || returned.length === 0) {
      throw new ChainError('rejected', `balanceOf answered nothing on ${token}`);
    }
    return BigInt(`0x${returned}`);
  }

  mint(token: string, address: string, amount: bigint): Promise<void> {
    parseAddress(address, 'address');
    parseAddress(token, 'token');
    return this.serial(async () => {
      const signed = this.sign(TOKEN_OWNER_KEY, {
        to: token,
        value: 0n,
        data: tokenCall(MINT, address, amount),
        nonce: await this.nonce(this.tokenOwner),
        gasLimit: 100_000n,
        maxFeePerGas: 2n * BASE_FEE_PER_GAS + SUGGESTED_TIP,
        maxPriorityFeePerGas: SUGGESTED_TIP,
      });
      const hash = await this.accept(signed);
      if (this.transactions.get(hash)?.success === false) {
        throw new ChainError('rejected', `mint on ${token} reverted`);
      }
    });
  }

  async balance(address: string): Promise<bigint> {
    const account = await this.vm.stateManager.getAccount(parseAddress(address, 'address'));
    return account?.balance ?? 0n;
  }

  async nonce(address: string): Promise<bigint> {
    const account = await this.vm.stateManager.getAccount(parseAddress(address, 'address'));
    return account?.nonce ?? 0n;
  }

  async code(address: string): Promise<Uint8Array> {
    return this.vm.stateManager.getCode(parseAddress(address, 'address'));
  }

  /** The 32-byte word at `slot` of an account's storage, as a number. */
  async storage(address: string, slot: bigint): Promise<bigint> {
    const key = hexToBytes(slot.toString(16).padStart(64, '0'));
    const value = await this.vm.stateManager.getStorage(parseAddress(address, 'address'), key);
    return value.length === 0 ? 0n : BigInt(bytesToHex(value));
  }

  fees() {
    return { baseFeePerGas: BASE_FEE_PER_GAS, maxPriorityFeePerGas: SUGGESTED_TIP };
  }

  /** Runs a call against the latest state and throws the change away. */
  call(call: EvmCall) {
    return this.serial(() => this.runCall(call));
  }

  private async runCall(call: EvmCall) {
    const journal = this.vm.evm.journal;
    await journal.checkpoint();
    try {
      return await this.vm.evm.runCall({
        caller: call.from ? parseAddress(call.from, 'from') : createZeroAddress(),
        to: call.to ? parseAddress(call.to, 'to') : undefined,
        value: call.value,
        data: call.data,
        gasLimit: call.gasLimit ?? BLOCK_GAS_LIMIT,
        block: this.pendingBlock(),
        skipBalance: true,
      });
    } finally {
      await journal.revert();
    }
  }

  estimateGas(call: EvmCall): Promise<bigint> {
    return this.serial(() => this.estimate(call));
  }

  private async estimate(call: EvmCall): Promise<bigint> {
    const result = await this.runCall(call);
    const exception = result.execResult.exceptionError;
    if (exception?.error === 'revert') {
      // As a node answers it: the revert's data with the error, so a client can decode it.
      throw new ChainError('rejected', 'execution reverted', undefined, {
        to: call.to,
        data: toHex(result.execResult.returnValue),
      });
    }
    if (exception) throw new ChainError('rejected', `execution reverted (${exception.error})`);
    const intrinsic = createTx(
      {
        to: call.to ? parseAddress(call.to, 'to') : undefined,
        value: call.value,
        data: call.data,
      },
      { common: this.common },
    ).getIntrinsicGas();
    const used =
      intrinsic +
      AUTHORIZATION_GAS * BigInt(call.authorizations ?? 0) +
      result.execResult.executionGasUsed;
    // A call that runs code can need more gas up front than it spends (refunds, the 63/64 rule).
    return call.data && call.data.length > 0 ? (used * 13n) / 10n : used;
  }

  transaction(hash: string): MinedTransaction | undefined {
    return this.transactions.get(hash.toLowerCase());
  }

  history(address: string): MinedTransaction[] {
    const hashes = this.byAddress.get(address.toLowerCase()) ?? [];
    return hashes.flatMap((hash) => this.transactions.get(hash) ?? []).reverse();
  }
}
