/**
 * The Solana JSON-RPC methods `@solana/web3.js` and `@solana/kit` call to read a cluster and
 * send to it, answered from one `SolanaDevnet`. Every transaction is final in the slot it lands
 * in, so commitment levels are accepted and read alike.
 */
import { getCompiledTransactionMessageDecoder } from '@solana/kit';
import { bytesToBase64 } from '@docs/platform-api/bytes';
import { failure, handleJsonRpc, RpcError, type RpcMethods } from './json-rpc';
import type { SolanaDevnet } from './solana-devnet';
import { accountMethods } from './solana-rpc-accounts';
import { ledgerMethods } from './solana-rpc-ledger';
import { addressParam, fromEncoded, options, rpcContext } from './solana-rpc-params';
import { simulateTransaction } from './solana-rpc-simulate';
import { ChainError, type SolanaTransactionView } from './types';

const FEE_PER_SIGNATURE = 5000;
/** The most one requestAirdrop grants: a million SOL, the sandbox faucet's own limit. */
const MAX_AIRDROP = 1_000_000 * 1_000_000_000;

/** The `err` of a transaction's status, logs and meta: null when it succeeded. */
/** The RPC's `err`: null for a success, else the runtime's error in the cluster's JSON shape. */
export const transactionError = (view: SolanaTransactionView) =>
  view.error === undefined ? null : (view.err ?? { message: view.error });

function transactionJson(chain: SolanaDevnet, view: SolanaTransactionView, encoding: unknown) {
  const wire = chain.wire(view.signature);
  const meta = {
    err: transactionError(view),
    status: view.error === undefined ? { Ok: null } : { Err: transactionError(view) },
    fee: Number(view.fee),
    preBalances: view.preBalances.map(Number),
    postBalances: view.postBalances.map(Number),
    logMessages: view.logs,
    innerInstructions: [],
    preTokenBalances: [],
    postTokenBalances: [],
    loadedAddresses: { writable: [], readonly: [] },
    rewards: [],
    computeUnitsConsumed: 0,
  };
  const common = {
    slot: Number(view.slot),
    blockTime: Math.floor(view.timestampMs / 1000),
    meta,
  };
  if (!wire) return null;
  if (encoding === 'base64') {
    return { ...common, transaction: [bytesToBase64(wire.bytes), 'base64'], version: wire.version };
  }
  const message = getCompiledTransactionMessageDecoder().decode(wire.messageBytes);
  const base58 = (bytes: Uint8Array) => chain.base58(bytes);
  return {
    ...common,
    version: wire.version,
    transaction: {
      signatures: wire.signatures,
      message: {
        accountKeys: message.staticAccounts,
        header: {
          numRequiredSignatures: message.header.numSignerAccounts,
          numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
          numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
        },
        recentBlockhash: message.lifetimeToken,
        instructions: ('instructions' in message ? message.instructions : []).map(
          (instruction) => ({
            programIdIndex: instruction.programAddressIndex,
            accounts: instruction.accountIndices ?? [],
            data: base58(new Uint8Array(instruction.data ?? [])),
            stackHeight: null,
          }),
        ),
        ...(wire.version === 'legacy' ? {} : { addressTableLookups: [] }),
      },
    },
  };
}

/**
 * A cluster's preflight: unless `skipPreflight` is set, `sendTransaction` first simulates the
 * transaction (signatures checked) and refuses one that fails with -32002 and the simulation
 * result as `data`; a refused transaction is not sent, so it lands nowhere and costs no fee.
 */
function preflight(chain: SolanaDevnet, encoded: unknown, encoding: unknown): void {
  const { value } = simulateTransaction(chain, [encoded, { encoding, sigVerify: true }]);
  if (value.err === null) return;
  const reason = typeof value.err === 'string' ? value.err : JSON.stringify(value.err);
  throw new RpcError(-32002, `Transaction simulation failed: ${reason}`, value);
}

function methods(chain: SolanaDevnet): RpcMethods {
  const withContext = (value: unknown) => ({ context: rpcContext(chain), value });
  return {
    ...accountMethods(chain),
    ...ledgerMethods(chain),
    simulateTransaction: (params) => simulateTransaction(chain, params),
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.0.0', 'feature-set': 0 }),
    getGenesisHash: () => chain.caip2.slice('solana:'.length),
    getSlot: () => Number(chain.slot),
    getBlockHeight: () => Number(chain.slot),
    getEpochInfo: () => ({
      absoluteSlot: Number(chain.slot),
      blockHeight: Number(chain.slot),
      epoch: 0,
      slotIndex: Number(chain.slot),
      slotsInEpoch: 432000,
      transactionCount: null,
    }),
    getLatestBlockhash: async () =>
      withContext({
        blockhash: await chain.latestBlockhash(),
        lastValidBlockHeight: Number(chain.slot) + 150,
      }),
    isBlockhashValid: (params) => withContext(chain.isRecentBlockhash(String(params[0]))),
    getFeeForMessage: (params) => {
      const bytes = fromEncoded(params[0], 'base64', 'params[0]');
      return withContext(
        (bytes[0] === 0x80 ? (bytes[1] ?? 1) : (bytes[0] ?? 1)) * FEE_PER_SIGNATURE,
      );
    },
    getMinimumBalanceForRentExemption: (params) =>
      Number(chain.svm.minimumBalanceForRentExemption(BigInt(Number(params[0] ?? 0)))),
    getBalance: async (params) => withContext(Number(await chain.balance(addressParam(params, 0)))),
    sendTransaction: (params) => {
      const config = options(params, 1);
      const wire = fromEncoded(params[0], config.encoding, 'params[0]');
      if (config.skipPreflight === true) return chain.sendTransaction(wire);
      return chain.sendTransaction(wire, () => preflight(chain, params[0], config.encoding));
    },
    getSignatureStatuses: async (params) => {
      const signatures = Array.isArray(params[0]) ? params[0] : [];
      if (signatures.length > 256) throw new RpcError(-32602, 'params[0]: at most 256 signatures');
      const views = await Promise.all(
        signatures.map((signature) => chain.transaction(String(signature))),
      );
      return withContext(
        views.map((view) => {
          if (!view) return null;
          return {
            slot: Number(view.slot),
            confirmations: null,
            err: transactionError(view),
            status: view.error === undefined ? { Ok: null } : { Err: transactionError(view) },
            confirmationStatus: 'finalized',
          };
        }),
      );
    },
    getTransaction: async (params) => {
      const view = await chain.transaction(String(params[0]));
      return view ? transactionJson(chain, view, options(params, 1).encoding) : null;
    },
    requestAirdrop: (params) => {
      const lamports = params[1];
      if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports <= 0) {
        throw new RpcError(-32602, 'params[1]: expected a positive whole number of lamports');
      }
      if (lamports > MAX_AIRDROP) {
        throw new RpcError(-32602, `params[1]: at most ${MAX_AIRDROP} lamports per airdrop`);
      }
      return chain.airdrop(addressParam(params, 0), BigInt(lamports));
    },
    getBlock: (params) => {
      const slot = params[0];
      if (typeof slot !== 'number' || !Number.isSafeInteger(slot) || slot < 0) {
        throw new RpcError(-32602, 'params[0]: expected a slot (a whole number)');
      }
      const config = options(params, 1);
      const details = config.transactionDetails ?? 'full';
      if (details !== 'full' && details !== 'signatures' && details !== 'none') {
        throw new RpcError(
          -32602,
          `params[1].transactionDetails: ${String(details)} is not served; full, signatures or none are`,
        );
      }
      const block = chain.block(BigInt(slot));
      if (!block) throw new RpcError(-32004, `Block not available for slot ${slot}`);
      const view = chain.transactionView(block.signature);
      const full = view ? transactionJson(chain, view, config.encoding) : null;
      return {
        blockhash: block.blockhash,
        previousBlockhash: block.previousBlockhash,
        parentSlot: Math.max(slot - 1, 0),
        blockHeight: slot,
        blockTime: view ? Math.floor(view.timestampMs / 1000) : null,
        ...(details === 'signatures' ? { signatures: [block.signature] } : {}),
        ...(details === 'full' && full
          ? {
              transactions: [
                { transaction: full.transaction, meta: full.meta, version: full.version },
              ],
            }
          : {}),
        ...(config.rewards === false ? {} : { rewards: [] }),
      };
    },
    getSignaturesForAddress: async (params) => {
      const limit = Math.min(Number(options(params, 1).limit ?? 1000), 1000);
      return (await chain.history(addressParam(params, 0))).slice(0, limit).map((view) => ({
        signature: view.signature,
        slot: Number(view.slot),
        err: transactionError(view),
        memo: null,
        blockTime: Math.floor(view.timestampMs / 1000),
        confirmationStatus: 'finalized',
      }));
    },
  };
}

export function solanaRpc(chain: SolanaDevnet, request: unknown): Promise<unknown> {
  return handleJsonRpc(methods(chain), request, (error) =>
    error instanceof ChainError
      ? failure(error.reason === 'invalid' ? -32602 : -32002, error.message)
      : undefined,
  );
}
