/**
 * `simulateTransaction`: the transaction run by the devnet's engine against the devnet's current state
 * without committing anything, answered as a cluster answers (`err`, `logs`, `accounts`,
 * `unitsConsumed`, `returnData`, and `innerInstructions` / `replacementBlockhash` when asked).
 * Signatures are checked only with `sigVerify: true` (the cluster's default is not to), and a
 * blockhash that is still recent but not the latest is accepted as a send accepts it. A
 * transaction that already landed is run again, as a cluster's simulation runs it, where the
 * engine alone would answer `AlreadyProcessed`.
 */
import {
  getBase58Decoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  type EncodedAccount,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit';
import { ed25519 } from '@noble/curves/ed25519';
import { bytesToBase64 } from '@docs/platform-api/bytes';
import { RpcError } from './json-rpc';
import type { SolanaDevnet } from './solana-devnet';
import { accountJson, encodingOptions, type AccountView } from './solana-account-json';
import { mintReader, readAccount } from './solana-rpc-accounts';
import { errorJson } from './solana-errors';
import { addressValue, fromEncoded, options, rpcContext } from './solana-rpc-params';
import { decodeWire } from './solana-wire';

const base58 = getBase58Decoder();
const base58Bytes = (text: string) => getBase58Encoder().encode(text);

/** Whether every signer's signature verifies over the message. */
const signaturesVerify = (tx: Transaction) =>
  Object.entries(tx.signatures).every(
    ([signer, signature]) =>
      signature !== null &&
      ed25519.verify(
        new Uint8Array(signature),
        new Uint8Array(tx.messageBytes),
        new Uint8Array(base58Bytes(signer)),
      ),
  );

/**
 * `tx` as the engine will simulate it: when its first signature names a transaction the devnet
 * already processed, that signature is swapped for one no transaction has. The simulation then
 * runs with signature checks off: with `sigVerify` the caller checks the original ones first.
 */
function runnable(chain: SolanaDevnet, tx: Transaction): { tx: Transaction; swapped: boolean } {
  const [feePayer, first] = Object.entries(tx.signatures)[0] ?? [];
  if (!feePayer || !first) return { tx, swapped: false };
  if (!chain.svm.hasProcessed(base58.decode(first))) {
    return { tx, swapped: false };
  }
  const fresh = crypto.getRandomValues(new Uint8Array(64)) as SignatureBytes;
  return { tx: { ...tx, signatures: { ...tx.signatures, [feePayer]: fresh } }, swapped: true };
}

const flag = (config: Record<string, unknown>, name: string): boolean => {
  const value = config[name];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean')
    throw new RpcError(-32602, `params[1].${name}: expected a boolean`);
  return value;
};

/** The `accounts` config: which addresses to answer after the simulation, and how. */
function accountsConfig(config: Record<string, unknown>, keyCount: number) {
  const value = config.accounts;
  if (value === undefined || value === null) return undefined;
  const accounts = value as Record<string, unknown>;
  if (typeof accounts !== 'object' || !Array.isArray(accounts.addresses)) {
    throw new RpcError(-32602, 'params[1].accounts: expected { addresses: [...], encoding? }');
  }
  if (accounts.addresses.length > keyCount) {
    throw new RpcError(
      -32602,
      `params[1].accounts.addresses: too many accounts provided; max ${keyCount}`,
    );
  }
  const encoding = encodingOptions(accounts, 'params[1].accounts', 'base64');
  if (encoding.encoding === 'base58' || encoding.encoding === 'binary') {
    throw new RpcError(-32602, 'params[1].accounts.encoding: base58 encoding not supported');
  }
  return {
    addresses: accounts.addresses.map((address, index) =>
      addressValue(address, `params[1].accounts.addresses[${index}]`),
    ),
    encoding,
  };
}

export function simulateTransaction(chain: SolanaDevnet, params: unknown[]) {
  const config = options(params, 1);
  const sigVerify = flag(config, 'sigVerify');
  const replace = flag(config, 'replaceRecentBlockhash');
  if (sigVerify && replace) {
    throw new RpcError(-32602, 'params[1]: sigVerify may not be used with replaceRecentBlockhash');
  }
  const innerInstructions = flag(config, 'innerInstructions');
  let wire = fromEncoded(params[0], config.encoding, 'params[0]');
  let tx;
  let message;
  try {
    tx = decodeWire(wire);
    message = getCompiledTransactionMessageDecoder().decode(tx.messageBytes);
  } catch (error) {
    throw new RpcError(
      -32602,
      `params[0]: does not decode as a Solana transaction (${String(error)})`,
    );
  }
  const wanted = accountsConfig(config, message.staticAccounts.length);
  const latest = chain.svm.latestBlockhash();
  if (replace) {
    wire = chain.withBlockhash(wire, latest);
    tx = decodeWire(wire);
  }
  const olderRecent =
    !replace && message.lifetimeToken !== latest && chain.isRecentBlockhash(message.lifetimeToken);

  // A cluster checks signatures before running and answers a failure as an error, not a result.
  const verificationFailed = () =>
    new RpcError(-32003, 'Transaction signature verification failure');
  if (sigVerify && Object.values(tx.signatures).some((signature) => signature === null)) {
    throw verificationFailed();
  }
  const run = runnable(chain, tx);
  if (run.swapped && sigVerify && !signaturesVerify(tx)) throw verificationFailed();
  let outcome;
  try {
    if (!sigVerify || run.swapped) chain.svm.withSigverify(false);
    if (olderRecent) chain.svm.withBlockhashCheck(false);
    outcome = chain.svm.simulateTransaction(run.tx);
  } finally {
    chain.svm.withSigverify(true);
    chain.svm.withBlockhashCheck(true);
  }

  const failed = outcome.err !== undefined;
  const post = new Map<string, EncodedAccount>(
    outcome.postAccounts.map((account) => [account.address, account]),
  );
  const read = (address: string): AccountView | undefined => {
    const account = post.get(address);
    if (!account) return readAccount(chain, address);
    return {
      lamports: BigInt(account.lamports),
      data: new Uint8Array(account.data),
      owner: account.programAddress,
      executable: account.executable,
      space: BigInt(account.space),
    };
  };
  const mints = mintReader(read);
  const accounts = wanted?.addresses.map((address) => {
    const account = failed ? undefined : read(address);
    return account ? accountJson(account, wanted.encoding, mints) : null;
  });
  const err = outcome.err === undefined ? null : errorJson(outcome.err);
  if (sigVerify && err === 'SignatureFailure') throw verificationFailed();
  return {
    context: rpcContext(chain),
    value: {
      err,
      logs: outcome.logs,
      accounts: accounts ?? null,
      unitsConsumed: Number(outcome.computeUnits),
      returnData: outcome.returnData
        ? {
            programId: outcome.returnData.programId,
            data: [bytesToBase64(outcome.returnData.data), 'base64'],
          }
        : null,
      innerInstructions: innerInstructions
        ? outcome.innerInstructions
            .map((inner, index) => ({
              index,
              instructions: inner.map((one) => ({
                programIdIndex: one.programIdIndex,
                accounts: one.accounts,
                data: base58.decode(one.data),
                stackHeight: one.stackHeight,
              })),
            }))
            .filter((entry) => entry.instructions.length > 0)
        : null,
      ...(replace
        ? {
            replacementBlockhash: {
              blockhash: latest,
              lastValidBlockHeight: Number(chain.slot) + 150,
            },
          }
        : {}),
    },
  };
}
