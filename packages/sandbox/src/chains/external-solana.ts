/**
 * A Solana cluster served by a node the sandbox does not run (`--chain-rpc`, decision 0171): the
 * sandbox still decides policies and signs, then sends the wire transaction with
 * `sendTransaction` (base64, with the node's preflight) and waits until the node reports it
 * confirmed; balances, blockhashes, transactions and history are the node's, and the faucet asks
 * the node for an airdrop. Nothing goes to the chain log: the node keeps the state every sandbox
 * process pointed at it shares.
 */
import { isSignature } from '@solana/kit';
import { bytesToBase64 } from '@docs/platform-api/bytes';
import type { ExternalOptions } from './external-evm';
import { ChainListeners } from './chain-listeners';
import { NodeError, nodeClient, type NodeClient } from './node-client';
import type { SolanaErrorJson } from './solana-errors';
import { decodeWire, parseAddress, withBlockhash } from './solana-wire';
import {
  ChainError,
  type SolanaChain,
  type SolanaChainEvent,
  type SolanaToken,
  type SolanaTransactionView,
} from './types';

const DEFAULT_CONFIRM_TIMEOUT_MS = 30_000;
const DEFAULT_POLL_MS = 200;
/** The most signatures `getSignaturesForAddress` answers in one call. */
const HISTORY_LIMIT = 1_000;
const BASE58_HASH = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** Transactions and blocks are read at `confirmed`: `processed` ones may still be dropped. */
const CONFIRMED = { commitment: 'confirmed' } as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isCounts = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every(isCount);
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** What a failed transaction's `err` says, as text. */
function errorText(err: unknown): string | undefined {
  if (err === null || err === undefined) return undefined;
  if (isRecord(err) && typeof err.message === 'string') return err.message;
  return typeof err === 'string' ? err : JSON.stringify(err);
}

/** The node's `err` as it wrote it, when it is a JSON value of the enum's shape. */
function errorValue(err: unknown): SolanaErrorJson | undefined {
  const valid = (value: unknown): value is SolanaErrorJson =>
    typeof value === 'string' ||
    typeof value === 'number' ||
    (Array.isArray(value) && value.every(valid)) ||
    (isRecord(value) && Object.values(value).every(valid));
  return err !== null && valid(err) ? err : undefined;
}

export class ExternalSolanaChain implements SolanaChain {
  private readonly views = new Map<string, SolanaTransactionView>();
  private readonly blockhashes = new Map<number, string>();
  private readonly listeners = new ChainListeners<SolanaChainEvent>();

  private constructor(
    readonly caip2: string,
    private readonly node: NodeClient,
    private readonly options: { confirmTimeoutMs: number; pollMs: number },
  ) {}

  /**
   * Connects, checking the node answers `getGenesisHash` with a hash. The hash is not compared
   * with the CAIP-2: a local validator has a genesis of its own, and it is what such a node is for.
   */
  static async connect(
    caip2: string,
    url: string,
    options: ExternalOptions = {},
  ): Promise<ExternalSolanaChain> {
    const node = nodeClient(caip2, url, options.timeoutMs);
    const chain = new ExternalSolanaChain(caip2, node, {
      confirmTimeoutMs: options.receiptTimeoutMs ?? DEFAULT_CONFIRM_TIMEOUT_MS,
      pollMs: options.pollMs ?? DEFAULT_POLL_MS,
    });
    let genesis: unknown;
    try {
      genesis = await node.call('getGenesisHash');
    } catch (error) {
      if (error instanceof NodeError) {
        throw new ChainError(
          'unavailable',
          `${caip2}: the node at ${url} refused getGenesisHash (${error.message})`,
        );
      }
      throw error;
    }
    if (typeof genesis !== 'string' || !BASE58_HASH.test(genesis)) {
      throw chain.malformed('getGenesisHash', genesis, 'a base58 hash');
    }
    return chain;
  }

  private malformed(method: string, answer: unknown, expected: string): ChainError {
    const shown = JSON.stringify(answer) ?? String(answer);
    return new ChainError(
      'unavailable',
      `${this.caip2}: the node at ${this.node.url} answered ${method} with ${shown.slice(0, 200)}, not ${expected}`,
    );
  }

  /** A read the node must answer; an error object from it is the node being unavailable. */
  private async read(method: string, params: unknown[]): Promise<unknown> {
    try {
      return await this.node.call(method, params);
    } catch (error) {
      if (error instanceof NodeError) {
        throw new ChainError(
          'unavailable',
          `${this.caip2}: the node at ${this.node.url} refused ${method} (${error.message})`,
        );
      }
      throw error;
    }
  }

  /** `{ context, value }`, the shape of the reads that name the slot they answer at. */
  private async value(method: string, params: unknown[]): Promise<unknown> {
    const answer = await this.read(method, params);
    if (!isRecord(answer) || !('value' in answer)) {
      throw this.malformed(method, answer, 'an object with a value');
    }
    return answer.value;
  }

  /** Waits until the node reports `signature` confirmed (landed, whether or not it succeeded). */
  private async confirmed(signature: string): Promise<void> {
    const deadline = Date.now() + this.options.confirmTimeoutMs;
    for (;;) {
      const statuses = await this.value('getSignatureStatuses', [[signature]]);
      if (!Array.isArray(statuses)) {
        throw this.malformed('getSignatureStatuses', statuses, 'a list of statuses');
      }
      const status: unknown = statuses[0];
      if (isRecord(status) && status.confirmationStatus !== 'processed') return;
      if (Date.now() >= deadline) {
        throw new ChainError(
          'rejected',
          `sent as ${signature}, but the node at ${this.node.url} did not confirm it within ${this.options.confirmTimeoutMs} ms`,
        );
      }
      await sleep(this.options.pollMs);
    }
  }

  async sendTransaction(wire: Uint8Array): Promise<string> {
    decodeWire(wire);
    let signature: unknown;
    try {
      signature = await this.node.call('sendTransaction', [
        bytesToBase64(wire),
        { encoding: 'base64', preflightCommitment: 'confirmed' },
      ]);
    } catch (error) {
      // The node's refusal in its own words: a fee payer that cannot pay, an unknown or expired
      // blockhash, a repeat, or (its preflight runs the transaction) an instruction that fails.
      if (error instanceof NodeError) {
        throw error.code === -32602
          ? new ChainError('invalid', `transaction: ${error.message}`, 'transaction')
          : new ChainError('rejected', error.message);
      }
      throw error;
    }
    if (typeof signature !== 'string' || !isSignature(signature)) {
      throw this.malformed('sendTransaction', signature, 'a base58 signature');
    }
    await this.confirmed(signature);
    if (this.listeners.size > 0) {
      const view = await this.transaction(signature).catch(() => undefined);
      if (view) this.listeners.emit({ kind: 'transaction', transaction: view, slot: view.slot });
    }
    return signature;
  }

  withBlockhash(wire: Uint8Array, blockhash: string): Uint8Array {
    return withBlockhash(wire, blockhash);
  }

  async balance(address: string): Promise<bigint> {
    const value = await this.value('getBalance', [parseAddress(address, 'address'), CONFIRMED]);
    if (!isCount(value)) throw this.malformed('getBalance', value, 'a number of lamports');
    return BigInt(value);
  }

  async latestBlockhash(): Promise<string> {
    const value = await this.value('getLatestBlockhash', [CONFIRMED]);
    if (!isRecord(value) || typeof value.blockhash !== 'string') {
      throw this.malformed('getLatestBlockhash', value, 'an object with a blockhash');
    }
    return value.blockhash;
  }

  /** The hash of the block at `slot`, once per slot. */
  private async blockhashAt(slot: number): Promise<string> {
    const known = this.blockhashes.get(slot);
    if (known) return known;
    const block = await this.read('getBlock', [
      slot,
      {
        ...CONFIRMED,
        transactionDetails: 'none',
        rewards: false,
        maxSupportedTransactionVersion: 0,
      },
    ]);
    if (!isRecord(block) || typeof block.blockhash !== 'string') {
      throw this.malformed('getBlock', block, 'a block with a blockhash');
    }
    this.blockhashes.set(slot, block.blockhash);
    return block.blockhash;
  }

  async transaction(signature: string): Promise<SolanaTransactionView | undefined> {
    const known = this.views.get(signature);
    if (known) return known;
    if (!isSignature(signature)) return undefined;
    const answer = await this.read('getTransaction', [
      signature,
      { ...CONFIRMED, encoding: 'json', maxSupportedTransactionVersion: 0 },
    ]);
    if (answer === null) return undefined;
    const view = await this.viewOf(signature, answer);
    this.views.set(signature, view);
    return view;
  }

  /** A `getTransaction` answer (json encoding) as the view the core reads. */
  private async viewOf(signature: string, answer: unknown): Promise<SolanaTransactionView> {
    const fail = () => this.malformed('getTransaction', answer, 'a transaction with its meta');
    if (!isRecord(answer) || !isCount(answer.slot)) throw fail();
    const { meta, transaction } = answer;
    if (!isRecord(meta) || !isRecord(transaction) || !isRecord(transaction.message)) throw fail();
    const { accountKeys, header } = transaction.message;
    if (!isStrings(accountKeys) || !isRecord(header)) throw fail();
    const signerCount = header.numRequiredSignatures;
    const readonlySigners = header.numReadonlySignedAccounts;
    if (!isCount(signerCount) || !isCount(readonlySigners) || !isCount(meta.fee)) throw fail();
    if (!isCounts(meta.preBalances) || !isCounts(meta.postBalances)) throw fail();
    // A v0 transaction's balances also cover the accounts its lookup tables loaded.
    const loaded = isRecord(meta.loadedAddresses) ? meta.loadedAddresses : {};
    const writable = isStrings(loaded.writable) ? loaded.writable : [];
    const readonly = isStrings(loaded.readonly) ? loaded.readonly : [];
    const logs = isStrings(meta.logMessages) ? meta.logMessages : [];
    const blockTime = isCount(answer.blockTime) ? answer.blockTime : 0;
    return {
      signature,
      slot: BigInt(answer.slot),
      blockhash: await this.blockhashAt(answer.slot),
      timestampMs: blockTime * 1000,
      fee: BigInt(meta.fee),
      error: errorText(meta.err),
      err: errorValue(meta.err),
      logs,
      accountKeys: [...accountKeys, ...writable, ...readonly],
      signerCount,
      writableSigners: accountKeys
        .slice(0, signerCount)
        .map((_, index) => index < signerCount - readonlySigners),
      preBalances: meta.preBalances.map(BigInt),
      postBalances: meta.postBalances.map(BigInt),
    };
  }

  /** The newest 1,000 transactions naming `address`, newest first, as the node lists them. */
  async history(address: string): Promise<SolanaTransactionView[]> {
    const entries = await this.read('getSignaturesForAddress', [
      parseAddress(address, 'address'),
      { ...CONFIRMED, limit: HISTORY_LIMIT },
    ]);
    if (!Array.isArray(entries)) {
      throw this.malformed('getSignaturesForAddress', entries, 'a list of signatures');
    }
    const views: SolanaTransactionView[] = [];
    for (const entry of entries) {
      if (!isRecord(entry) || typeof entry.signature !== 'string') {
        throw this.malformed('getSignaturesForAddress', entry, 'an entry with a signature');
      }
      const view = await this.transaction(entry.signature);
      if (view) views.push(view);
    }
    return views;
  }

  /** The sandbox places no tokens on a cluster it does not run, so it lists none here. */
  tokens(): readonly SolanaToken[] {
    return [];
  }

  async tokenBalance(): Promise<bigint> {
    throw new ChainError(
      'unsupported',
      `${this.caip2} is served by a node outside the sandbox, which lists no tokens of the sandbox's asset list`,
    );
  }

  async mintToken(): Promise<string> {
    throw new ChainError(
      'unsupported',
      `${this.caip2} is served by a node outside the sandbox; the faucet mints tokens only on the sandbox's own devnets`,
    );
  }

  /** The faucet: the node's `requestAirdrop`, confirmed; a node that gives none refuses. */
  async fund(address: string, amount: bigint): Promise<void> {
    const target = parseAddress(address, 'address');
    if (amount > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new ChainError(
        'invalid',
        `amount: at most ${Number.MAX_SAFE_INTEGER} lamports`,
        'amount',
      );
    }
    let signature: unknown;
    try {
      signature = await this.node.call('requestAirdrop', [target, Number(amount), CONFIRMED]);
    } catch (error) {
      if (error instanceof NodeError) {
        throw new ChainError(
          'rejected',
          `${this.caip2}: the node at ${this.node.url} refused requestAirdrop (${error.message}); fund the address on that node`,
        );
      }
      throw error;
    }
    if (typeof signature !== 'string' || !isSignature(signature)) {
      throw this.malformed('requestAirdrop', signature, 'a base58 signature');
    }
    await this.confirmed(signature);
    const view = await this.transaction(signature);
    if (view?.error !== undefined) {
      throw new ChainError('rejected', `the airdrop ${signature} failed: ${view.error}`);
    }
    if (view) this.listeners.emit({ kind: 'faucet', address, slot: view.slot });
  }

  /**
   * Only the changes this sandbox made (its sends and faucet grants) reach `listener`: the node's
   * other traffic is not observed, so a client that needs it subscribes on the node's WebSocket.
   */
  watch(listener: (event: SolanaChainEvent) => void): () => void {
    return this.listeners.add(listener);
  }

  rpc(request: unknown): Promise<unknown> {
    return this.node.forward(request).catch((error: unknown) => ({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32603, message: error instanceof Error ? error.message : String(error) },
    }));
  }
}
