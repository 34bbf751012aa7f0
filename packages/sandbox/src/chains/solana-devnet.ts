/**
 * One Solana devnet over an `SvmEngine` (decision 0186): litesvm, the real SVM, in Node
 * (decision 0171), or `LedgerSvm`, the TypeScript ledger, in a browser page. A slot per accepted
 * transaction, and with it a new blockhash, as a cluster gives each slot its own: a transaction
 * lands while its blockhash is one of the last 150, so a program that sends the same transfer
 * twice, a block apart, signs two different transactions. This module imports no engine.
 */
import {
  address as toAddress,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionVersionDecoder,
  lamports,
  type Address,
  type Transaction,
} from '@solana/kit';
import { bytesToHex, hexToBytes } from '@docs/platform-api/bytes';
import { ChainListeners } from './chain-listeners';
import * as PROGRAM_IDS from './solana-program-ids';
import { errorJson } from './solana-errors';
import type { ChainLog } from './log';
import { AIRDROP_FEE, airdropTransfer, faucetSigner } from './solana-faucet';
import { decodeWire, parseAddress, withBlockhash } from './solana-wire';
import { TOKEN_ACCOUNT_SIZE, TOKEN_PROGRAM, parseTokenAccount } from './spl-token';
import { tokenAccountsAt, tokenBalanceChanges } from './solana-token-balances';
import {
  mintAuthority,
  mintTransaction,
  placeSolanaTokens,
  sandboxSolanaTokens,
} from './solana-tokens';
import type { SvmEngine } from './svm-engine';
import { clusterBlockhashes } from './solana-cluster-blockhashes';
import {
  ChainError,
  type SolanaChain,
  type SolanaChainEvent,
  type SolanaToken,
  type SolanaTransactionView,
} from './types';

const SYSTEM_PROGRAM = toAddress(PROGRAM_IDS.SYSTEM_PROGRAM);
/** How many of the latest blockhashes a transaction may name, as a cluster's 150 slots. */
const RECENT_BLOCKHASHES = 150;
const base58 = getBase58Decoder();
/** How many entries the SlotHashes sysvar holds, as on a cluster. */
const SLOT_HASHES = 512;

export class SolanaDevnet implements Omit<SolanaChain, 'rpc'> {
  private readonly transactions = new Map<string, SolanaTransactionView>();
  private readonly wires = new Map<string, Uint8Array>();
  private readonly byAddress = new Map<string, string[]>();
  /** The signature that landed in each slot (one transaction per slot). */
  private readonly bySlot = new Map<bigint, string>();
  /** The latest blockhash before any transaction landed: the parent of the first block. */
  private genesisBlockhash = '';
  /** The blockhashes a transaction may name, oldest first; the last is the latest. */
  private readonly recent: string[] = [];
  private tail: Promise<unknown> = Promise.resolve();
  /** True while the log is replayed at start, with the engine's blockhash check off. */
  private replaying = false;
  private readonly listeners = new ChainListeners<SolanaChainEvent>();

  private constructor(
    readonly caip2: string,
    private readonly log: ChainLog,
    private readonly now: () => number,
    /** The engine that holds the state and runs the transactions. */
    readonly svm: SvmEngine,
  ) {}

  static async start(
    caip2: string,
    log: ChainLog,
    now: () => number,
    engine: SvmEngine,
  ): Promise<SolanaDevnet> {
    const chain = new SolanaDevnet(caip2, log, now, clusterBlockhashes(engine, caip2));
    // The asset list's mints are genesis state: every replay of the log starts with them.
    await placeSolanaTokens(chain.svm, caip2);
    chain.genesisBlockhash = chain.svm.latestBlockhash();
    chain.recent.push(chain.genesisBlockhash);
    chain.noteSlotHash();
    // The logged transactions name the blockhashes of the run that accepted them.
    chain.svm.withBlockhashCheck(false);
    chain.replaying = true;
    for (const entry of await log.entries(caip2)) {
      if (entry.kind === 'faucet' && entry.address && entry.amount) {
        chain.credit(entry.address, BigInt(entry.amount));
      } else if (entry.kind === 'transaction' && entry.transaction) {
        try {
          chain.apply(hexToBytes(entry.transaction), entry.timestampMs);
        } catch {
          // Accepted once, so accepted again; a changed engine is the only way here.
        }
      }
    }
    chain.replaying = false;
    chain.svm.withBlockhashCheck(true);
    return chain;
  }

  get slot(): bigint {
    return this.svm.currentSlot();
  }

  private serial<T>(fn: () => Promise<T> | T): Promise<T> {
    const run = this.tail.then(fn);
    this.tail = run.catch(() => undefined);
    return run;
  }

  decode(wire: Uint8Array): Transaction {
    return decodeWire(wire);
  }

  private apply(
    wire: Uint8Array,
    timestampMs: number,
    preflight?: () => void,
  ): SolanaTransactionView {
    const tx = this.decode(wire);
    const message = getCompiledTransactionMessageDecoder().decode(tx.messageBytes);
    const keys = message.staticAccounts;
    const before = keys.map((key) => this.svm.getBalance(key));
    const tokensBefore = tokenAccountsAt(this.svm, keys);
    const signature = base58.decode(Object.values(tx.signatures)[0] ?? new Uint8Array(64));
    if (this.transactions.has(signature)) {
      throw new ChainError('rejected', 'This transaction has already been processed');
    }
    // Run in the same turn as the send, so no other transaction lands between the two.
    preflight?.();
    // The engine knows only the latest blockhash; an older one still recent is checked here, and
    // everything else (the latest, a durable nonce, an unknown hash) is left to its own check.
    const olderRecent =
      message.lifetimeToken !== this.svm.latestBlockhash() &&
      this.isRecentBlockhash(message.lifetimeToken);
    let outcome;
    try {
      if (olderRecent) this.svm.withBlockhashCheck(false);
      outcome = this.svm.sendTransaction(tx);
    } catch (error) {
      throw new ChainError('rejected', String(error instanceof Error ? error.message : error));
    } finally {
      if (olderRecent && !this.replaying) this.svm.withBlockhashCheck(true);
    }
    // A transaction the runtime refuses before running (fee, signature, blockhash) never lands.
    if (outcome.err !== undefined && outcome.logs.length === 0) {
      throw new ChainError('rejected', `Transaction failed: ${outcome.err}`);
    }
    const view = this.record(
      wire,
      signature,
      keys,
      before,
      message.header,
      timestampMs,
      outcome.logs,
      outcome.err,
    );
    if (outcome.err !== undefined) return view;
    view.tokenBalances = tokenBalanceChanges(tokensBefore, tokenAccountsAt(this.svm, keys));
    return view;
  }

  private record(
    wire: Uint8Array,
    signature: string,
    keys: readonly Address[],
    before: bigint[],
    header: { numSignerAccounts: number; numReadonlySignerAccounts: number },
    timestampMs: number,
    logs: string[],
    error?: string,
  ): SolanaTransactionView {
    const slot = this.slot;
    this.svm.warpToSlot(slot + 1n);
    this.svm.expireBlockhash();
    this.recent.push(this.svm.latestBlockhash());
    if (this.recent.length > RECENT_BLOCKHASHES) this.recent.shift();
    this.noteSlotHash();
    const after = keys.map((key) => this.svm.getBalance(key));
    const signerCount = header.numSignerAccounts;
    const view: SolanaTransactionView = {
      signature,
      slot,
      blockhash: this.svm.latestBlockhash(),
      timestampMs,
      fee: 5000n * BigInt(signerCount),
      error,
      ...(error === undefined ? {} : { err: errorJson(error) }),
      logs,
      accountKeys: [...keys],
      signerCount,
      writableSigners: keys
        .slice(0, signerCount)
        .map((_, index) => index < signerCount - header.numReadonlySignerAccounts),
      preBalances: before,
      postBalances: after,
    };
    this.transactions.set(signature, view);
    this.wires.set(signature, wire);
    this.bySlot.set(slot, signature);
    for (const key of keys) {
      const list = this.byAddress.get(key) ?? [];
      list.push(signature);
      this.byAddress.set(key, list);
    }
    return view;
  }

  /**
   * `preflight`, when given, runs just before the transaction would land and may refuse it by
   * throwing: the JSON-RPC's `sendTransaction` simulates there unless `skipPreflight` is set.
   */
  sendTransaction(wire: Uint8Array, preflight?: () => void): Promise<string> {
    this.decode(wire);
    return this.serial(async () => (await this.land(wire, preflight)).signature);
  }

  /**
   * Runs `wire`, tells the listeners (the WebSocket's subscriptions, the webhooks) and logs it:
   * every transaction that lands, a reader's, an airdrop or a faucet mint, goes through here.
   * Call inside `serial`.
   */
  private async land(wire: Uint8Array, preflight?: () => void): Promise<SolanaTransactionView> {
    const timestampMs = this.now();
    const view = this.apply(wire, timestampMs, preflight);
    this.listeners.emit({ kind: 'transaction', transaction: view, slot: this.slot });
    await this.log.append(this.caip2, {
      kind: 'transaction',
      transaction: bytesToHex(wire),
      timestampMs,
    });
    return view;
  }

  /**
   * Puts the current slot and its blockhash at the head of the SlotHashes sysvar, which the
   * engine leaves as it was at start. The address lookup table program accepts a table's `recentSlot`
   * only if SlotHashes lists it, and clients pass what `getSlot` answered; the devnet makes no
   * slot between that read and the transaction, so the current slot is listed too.
   */
  private noteSlotHash(): void {
    const current = this.svm.getSlotHashes().filter((entry) => entry.slot < this.slot);
    const head = { slot: this.slot, hash: this.svm.latestBlockhash() };
    this.svm.setSlotHashes([head, ...current].slice(0, SLOT_HASHES));
  }

  private credit(address: string, amount: bigint): void {
    const target = parseAddress(address, 'address');
    const account = this.svm.getAccount(target);
    if (account.exists) {
      this.svm.setAccount({ ...account, lamports: lamports(account.lamports + amount) });
    } else {
      this.svm.setAccount({
        address: target,
        lamports: lamports(amount),
        data: new Uint8Array(0),
        programAddress: SYSTEM_PROGRAM,
        executable: false,
        space: 0n,
      });
    }
  }

  fund(address: string, amount: bigint): Promise<void> {
    parseAddress(address, 'address');
    return this.serial(async () => {
      this.credit(address, amount);
      this.listeners.emit({ kind: 'faucet', address, slot: this.slot });
      await this.log.append(this.caip2, {
        kind: 'faucet',
        address,
        amount: amount.toString(),
        timestampMs: this.now(),
      });
    });
  }

  /**
   * `requestAirdrop`: the faucet account is credited what it pays out (a faucet entry of the log),
   * then sends `amount` to `address` in a transfer it signs, which lands like any transaction
   * (it fails, as on a cluster, when it would leave a new account below the rent minimum).
   */
  airdrop(address: string, amount: bigint): Promise<string> {
    parseAddress(address, 'address');
    return this.serial(async () => {
      const faucet = (await faucetSigner()).address;
      await this.topUp(faucet, amount + AIRDROP_FEE);
      const wire = await airdropTransfer(
        address,
        amount,
        this.svm.latestBlockhash(),
        this.slot + BigInt(RECENT_BLOCKHASHES),
      );
      return (await this.land(wire)).signature;
    });
  }

  /**
   * Credits `payer` (a faucet entry of the log) up to `spending` plus the rent-exempt minimum:
   * a fee payer must stay rent-exempt after paying, so without the minimum on top a payment below
   * it was refused.
   */
  private async topUp(payer: string, spending: bigint): Promise<void> {
    const held = this.svm.getBalance(parseAddress(payer, 'address'));
    const needed = spending + this.svm.minimumBalanceForRentExemption(0n);
    if (needed <= held) return;
    this.credit(payer, needed - held);
    await this.log.append(this.caip2, {
      kind: 'faucet',
      address: payer,
      amount: (needed - held).toString(),
      timestampMs: this.now(),
    });
  }

  tokens(): readonly SolanaToken[] {
    return sandboxSolanaTokens(this.caip2);
  }

  /** The amounts of every SPL Token account `owner` holds for `mint`, read from the accounts' data. */
  async tokenBalance(mint: string, owner: string): Promise<bigint> {
    const target = parseAddress(owner, 'address');
    let total = 0n;
    for (const account of this.svm.getProgramAccounts(TOKEN_PROGRAM)) {
      if (account.data.length !== TOKEN_ACCOUNT_SIZE) continue;
      const parsed = parseTokenAccount(account.data);
      if (parsed && parsed.mint === mint && parsed.owner === target) total += parsed.amount;
    }
    return total;
  }

  /**
   * The faucet's token grant: the mint authority (credited what it pays, as the airdrop's faucet
   * is) creates `owner`'s associated token account if missing and mints `amount` into it, in a
   * transaction that lands and is logged like any other.
   */
  mintToken(mint: string, owner: string, amount: bigint): Promise<string> {
    const target = parseAddress(owner, 'address');
    const token = this.tokens().find((candidate) => candidate.address === mint);
    if (!token) throw new ChainError('invalid', `mint: ${mint} is no token of ${this.caip2}`);
    return this.serial(async () => {
      const payer = (await mintAuthority()).address;
      const accountRent = this.svm.minimumBalanceForRentExemption(BigInt(TOKEN_ACCOUNT_SIZE));
      await this.topUp(payer, AIRDROP_FEE + accountRent);
      const wire = await mintTransaction(
        token,
        target,
        amount,
        this.svm.latestBlockhash(),
        this.slot + BigInt(RECENT_BLOCKHASHES),
      );
      const view = await this.land(wire);
      if (view.error !== undefined) {
        throw new ChainError('rejected', `The mint transaction failed: ${view.error}`);
      }
      return view.signature;
    });
  }

  /** The block of `slot`: its transaction's signature and hash, and its parent's hash. */
  block(
    slot: bigint,
  ): { signature: string; blockhash: string; previousBlockhash: string } | undefined {
    const signature = this.bySlot.get(slot);
    const view = signature === undefined ? undefined : this.transactions.get(signature);
    if (!signature || !view) return undefined;
    const parent = this.bySlot.get(slot - 1n);
    const previous = parent === undefined ? undefined : this.transactions.get(parent);
    return {
      signature,
      blockhash: view.blockhash,
      previousBlockhash: previous?.blockhash ?? this.genesisBlockhash,
    };
  }

  /** The slots that hold a block (a landed transaction), oldest first. */
  blockSlots(): bigint[] {
    return [...this.bySlot.keys()];
  }

  async balance(address: string): Promise<bigint> {
    return this.svm.getBalance(parseAddress(address, 'address'));
  }

  withBlockhash(wire: Uint8Array, blockhash: string): Uint8Array {
    return withBlockhash(wire, blockhash);
  }

  async latestBlockhash(): Promise<string> {
    return this.svm.latestBlockhash();
  }

  /** Whether a transaction naming `blockhash` may still land (one of the last 150). */
  isRecentBlockhash(blockhash: string): boolean {
    return this.recent.includes(blockhash);
  }

  async transaction(signature: string): Promise<SolanaTransactionView | undefined> {
    return this.transactionView(signature);
  }

  transactionView(signature: string): SolanaTransactionView | undefined {
    return this.transactions.get(signature);
  }

  /** The transaction as it was sent: its bytes, message, signatures (base58) and version. */
  wire(signature: string) {
    const bytes = this.wires.get(signature);
    if (!bytes) return undefined;
    const tx = getTransactionDecoder().decode(bytes);
    return {
      bytes,
      messageBytes: new Uint8Array(tx.messageBytes),
      signatures: Object.values(tx.signatures).map((value) =>
        base58.decode(value ?? new Uint8Array(64)),
      ),
      version: getTransactionVersionDecoder().decode(tx.messageBytes),
    };
  }

  base58(bytes: Uint8Array): string {
    return base58.decode(bytes);
  }

  async history(address: string): Promise<SolanaTransactionView[]> {
    const signatures = this.byAddress.get(address) ?? [];
    return signatures.flatMap((signature) => this.transactions.get(signature) ?? []).reverse();
  }

  watch(listener: (event: SolanaChainEvent) => void): () => void {
    return this.listeners.add(listener);
  }
}
