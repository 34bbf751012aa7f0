/**
 * What the core reads from the local chains: an EVM devnet per `eip155` network the platform
 * sends on and a Solana devnet per cluster, each started on first use. The implementations
 * (`evm.ts`, `solana.ts`) load their engines lazily, so a sandbox that never touches a chain
 * never loads them.
 */
import type { SolanaErrorJson } from './solana-errors';

/**
 * Why a chain refused something; `field` names the input at fault, as a 400 does. `unavailable`
 * is a chain that should run but cannot be reached now; `unsupported` is a family this sandbox
 * does not run at all (Solana in the in-page worker).
 */
export class ChainError extends Error {
  constructor(
    readonly reason: 'invalid' | 'rejected' | 'unavailable' | 'unsupported',
    message: string,
    readonly field?: string,
    /** For an execution that reverted: the contract it ran and the data the revert returned. */
    readonly revert?: { to?: string; data: string },
  ) {
    super(message);
  }
}

export interface EvmCall {
  from?: string;
  to?: string;
  value?: bigint;
  data?: Uint8Array;
  gasLimit?: bigint;
  /** How many EIP-7702 authorizations the transaction would carry (each costs intrinsic gas). */
  authorizations?: number;
}

/** One event a transaction's execution logged. */
export interface EvmLog {
  address: string;
  topics: string[];
  data: string;
}

/** An ERC-20 `Transfer` event: `amount` of the token at `token` moved from `from` to `to`. */
export interface TokenTransfer {
  token: string;
  from: string;
  to: string;
  amount: bigint;
}

export interface EvmTransactionView {
  hash: string;
  from: string;
  to?: string;
  value: bigint;
  nonce: bigint;
  blockNumber: bigint;
  blockHash: string;
  timestampMs: number;
  gasUsed: bigint;
  effectiveGasPrice: bigint;
  /** False when the transaction landed but its execution reverted. */
  success: boolean;
  contractAddress?: string;
  revertData?: string;
  /** ERC-20 transfers its execution logged (absent where the chain's logs are not read). */
  tokenTransfers?: readonly TokenTransfer[];
}

/** A transaction for the chain to build, sign with `privateKey` and run (eth_send_transaction). */
export interface EvmSend {
  privateKey: Uint8Array;
  to: string;
  value: bigint;
  data?: Uint8Array;
  /** Read from the chain, estimated or suggested when absent. */
  nonce?: bigint;
  gasLimit?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  /** The sandbox relayer pays the gas: it sends the sender the most the transaction can cost. */
  sponsor?: boolean;
}

/** An EIP-7702 transaction that clears the delegation of the key's account (eth_undelegate_7702). */
export interface EvmUndelegate {
  privateKey: Uint8Array;
  nonce?: bigint;
  gasLimit?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
}

/** A token of the sandbox's asset list, as an in-process devnet holds it. */
export interface EvmToken {
  symbol: string;
  name: string;
  decimals: number;
  stable: boolean;
  /** Lowercase 0x address of its contract. */
  address: string;
}

export interface EvmChain {
  readonly caip2: string;
  readonly chainId: bigint;
  /** Runs a signed transaction in a new block; answers its hash. Throws `ChainError`. */
  sendRawTransaction(signed: Uint8Array): Promise<string>;
  /** Builds, signs and runs an EIP-1559 transaction; answers its hash. Throws `ChainError`. */
  send(request: EvmSend): Promise<string>;
  /** Sends the account's own EIP-7702 transaction delegating it to the zero address. */
  undelegate(request: EvmUndelegate): Promise<string>;
  /** The account that pays for sponsored sends. */
  readonly relayer: string;
  balance(address: string): Promise<bigint>;
  nonce(address: string): Promise<bigint>;
  /** Fees a sender should offer now: the base fee of the next block and a tip. */
  fees(): { baseFeePerGas: bigint; maxPriorityFeePerGas: bigint };
  estimateGas(call: EvmCall): Promise<bigint>;
  transaction(hash: string): EvmTransactionView | undefined;
  /** Transactions sent from or to `address`, newest first (a node outside the sandbox is asked). */
  history(address: string): EvmTransactionView[] | Promise<EvmTransactionView[]>;
  fund(address: string, amount: bigint): Promise<void>;
  /** The tokens of the sandbox's asset list deployed on this chain (none on an external node). */
  tokens(): readonly EvmToken[];
  /** `balanceOf(address)` of the token contract at `token`. */
  tokenBalance(token: string, address: string): Promise<bigint>;
  /** Mints `amount` of the token at `token` to `address`, sent by the sandbox owner key. */
  mint(token: string, address: string, amount: bigint): Promise<void>;
  /** One JSON-RPC request object in, its response object out. */
  rpc(request: unknown): Promise<unknown>;
}

export interface SolanaTransactionView {
  signature: string;
  slot: bigint;
  /** The chain's blockhash when the transaction landed. */
  blockhash: string;
  timestampMs: number;
  fee: bigint;
  /** Absent when the transaction succeeded. */
  error?: string;
  /** The failure as the cluster's JSON-RPC writes `err` (see `solana-errors.ts`). */
  err?: SolanaErrorJson;
  logs: string[];
  /** The message's account keys (base58), signers first; `signerCount` of them signed. */
  accountKeys: string[];
  signerCount: number;
  writableSigners: boolean[];
  /** Lamports of each account key before and after. */
  preBalances: bigint[];
  postBalances: bigint[];
  /** The SPL Token accounts among the keys, before and after (absent where not read). */
  tokenBalances?: SolanaTokenBalance[];
}

/** An SPL Token account of a transaction: its key's index, mint, owner and amounts around it. */
export interface SolanaTokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  pre: bigint;
  post: bigint;
}

/** An SPL token of the sandbox's asset list, as an in-process Solana devnet holds it. */
export interface SolanaToken {
  symbol: string;
  name: string;
  decimals: number;
  stable: boolean;
  /** Its mint's address (base58). */
  address: string;
  /** The program that owns the mint (SPL Token). */
  program: string;
}

export interface SolanaChain {
  readonly caip2: string;
  /** Processes a signed wire transaction; answers its signature (base58). Throws `ChainError`. */
  sendTransaction(wire: Uint8Array): Promise<string>;
  /** The wire transaction with its message's blockhash replaced (signatures left as they are). */
  withBlockhash(wire: Uint8Array, blockhash: string): Uint8Array;
  balance(address: string): Promise<bigint>;
  /** Asynchronous, as everything that may ask a node outside the sandbox (`--chain-rpc`). */
  latestBlockhash(): Promise<string>;
  transaction(signature: string): Promise<SolanaTransactionView | undefined>;
  /** Transactions naming `address`, newest first. */
  history(address: string): Promise<SolanaTransactionView[]>;
  fund(address: string, amount: bigint): Promise<void>;
  /** The SPL tokens of the sandbox's asset list on this cluster (none on a node outside the sandbox). */
  tokens(): readonly SolanaToken[];
  /** What `owner` holds of the mint at `mint`: the amounts of all its token accounts for it. */
  tokenBalance(mint: string, owner: string): Promise<bigint>;
  /**
   * Mints `amount` to `owner`'s associated token account, creating it, in a transaction the
   * mint authority signs; answers its signature. Throws `ChainError`.
   */
  mintToken(mint: string, owner: string, amount: bigint): Promise<string>;
  rpc(request: unknown): Promise<unknown>;
  /**
   * Calls `listener` after each change the chain accepts (never for the log replayed at start);
   * answers the function that stops it. The WebSocket subscriptions of the Node sandbox use it.
   */
  watch(listener: (event: SolanaChainEvent) => void): () => void;
}

/** A change a Solana devnet accepted; `slot` is the chain's slot once it is applied. */
export type SolanaChainEvent =
  | { kind: 'transaction'; transaction: SolanaTransactionView; slot: bigint }
  | { kind: 'faucet'; address: string; slot: bigint };

export interface ChainListing {
  caip2: string;
  family: 'evm' | 'solana';
  /** The JSON-RPC URL of the node outside the sandbox that serves the network (`--chain-rpc`). */
  externalRpcUrl?: string;
}

export interface Chains {
  /** Every network the sandbox runs a chain for, started or not. */
  list(): ChainListing[];
  /** The chain of `caip2` (an alias resolves to its cluster), started on first use. */
  evm(caip2: string): Promise<EvmChain>;
  solana(caip2: string): Promise<SolanaChain>;
  /** Forgets every started chain (after the storage was reset): the next use starts it anew. */
  reset(): void;
  /** The family of `caip2`, or undefined when the sandbox runs no chain for it. */
  familyOf(caip2: string): ChainListing['family'] | undefined;
}
