/**
 * Both engines make the same blockhash after the same number of slots, so without this the
 * mainnet and devnet devnets would name their slots alike, and a transaction signed for one
 * cluster would land on the other, which a blockhash exists to prevent. This wrapper gives each
 * cluster its own names: the blockhash a client sees is the SHA-256 of the cluster's CAIP-2 and
 * the engine's blockhash. A transaction that names the cluster's latest blockhash runs with the
 * engine's own check off; anything else (an older recent one, which the devnet checks, a durable
 * nonce, an unknown hash) meets the engine's check as before, so another cluster's hash is
 * `BlockhashNotFound`.
 */
import { sha256 } from '@noble/hashes/sha2';
import {
  getBase58Decoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  type Address,
  type EncodedAccount,
  type Transaction,
} from '@solana/kit';
import type { SlotHashEntry, SvmEngine, SvmOutcome, SvmSimulation } from './svm-engine';

const base58 = getBase58Decoder();
const fromBase58 = getBase58Encoder();

/** The name the cluster `caip2` gives the engine's blockhash `engine` (both base58). */
export function clusterBlockhash(caip2: string, engine: string): string {
  const named = new Uint8Array([
    ...new TextEncoder().encode(`${caip2}\n`),
    ...fromBase58.encode(engine),
  ]);
  return base58.decode(sha256(named));
}

class ClusterBlockhashes implements SvmEngine {
  private named = { engine: '', cluster: '' };
  private check = true;

  constructor(
    private readonly engine: SvmEngine,
    private readonly caip2: string,
  ) {}

  latestBlockhash(): string {
    const engine = this.engine.latestBlockhash();
    if (this.named.engine !== engine) {
      this.named = { engine, cluster: clusterBlockhash(this.caip2, engine) };
    }
    return this.named.cluster;
  }

  withBlockhashCheck(on: boolean): void {
    this.check = on;
    this.engine.withBlockhashCheck(on);
  }

  /** Runs `run` with the engine's check off when `tx` names this cluster's latest blockhash. */
  private checked<T>(tx: Transaction, run: () => T): T {
    const named = getCompiledTransactionMessageDecoder().decode(tx.messageBytes).lifetimeToken;
    const latest = this.check && named === this.latestBlockhash();
    if (latest) this.engine.withBlockhashCheck(false);
    try {
      return run();
    } finally {
      if (latest) this.engine.withBlockhashCheck(true);
    }
  }

  sendTransaction(tx: Transaction): SvmOutcome {
    return this.checked(tx, () => this.engine.sendTransaction(tx));
  }

  simulateTransaction(tx: Transaction): SvmSimulation {
    return this.checked(tx, () => this.engine.simulateTransaction(tx));
  }

  getAccount(address: Address) {
    return this.engine.getAccount(address);
  }
  setAccount(account: EncodedAccount): void {
    this.engine.setAccount(account);
  }
  getBalance(address: Address): bigint {
    return this.engine.getBalance(address);
  }
  getProgramAccounts(program: Address): EncodedAccount[] {
    return this.engine.getProgramAccounts(program);
  }
  minimumBalanceForRentExemption(space: bigint): bigint {
    return this.engine.minimumBalanceForRentExemption(space);
  }
  expireBlockhash(): void {
    this.engine.expireBlockhash();
  }
  currentSlot(): bigint {
    return this.engine.currentSlot();
  }
  warpToSlot(slot: bigint): void {
    this.engine.warpToSlot(slot);
  }
  getSlotHashes(): SlotHashEntry[] {
    return this.engine.getSlotHashes();
  }
  setSlotHashes(entries: readonly SlotHashEntry[]): void {
    this.engine.setSlotHashes(entries);
  }
  withSigverify(on: boolean): void {
    this.engine.withSigverify(on);
  }
  hasProcessed(signature: string): boolean {
    return this.engine.hasProcessed(signature);
  }
}

/** `engine` with blockhashes of the cluster `caip2`'s own. */
export function clusterBlockhashes(engine: SvmEngine, caip2: string): SvmEngine {
  return new ClusterBlockhashes(engine, caip2);
}
