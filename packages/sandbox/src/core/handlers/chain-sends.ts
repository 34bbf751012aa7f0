/**
 * Sending on the local chains: eth_send_transaction (the sandbox builds and signs with the
 * `from` account), eth_send_raw_transaction and sol_send_transaction. Policies have been decided
 * before a handler runs (endpoints/api.ts), so a denied send never reaches a chain. The chain
 * runs the transaction at once; its outcome is kept as a send status record, which
 * get_send_transaction_status reads.
 */
import {
  EthSendRawTransactionIntentSchema,
  EthSendTransactionIntentV2Schema,
  EthUndelegate7702IntentSchema,
  SolSendTransactionIntentV2Schema,
} from '@docs/platform-api';
import { bytesToHex, hexToBytes } from '@docs/platform-api/bytes';
import { signSolanaTransaction } from '../../crypto';
import { ChainError, type EvmChain } from '../../chains/types';
import type { SendTransactionStatusRecord } from '../../storage/types';
import { simplified, submission, type HandlerContext, type SubmissionOutcome } from '../contract';
import { invalid, precondition } from '../errors';
import { asInvalid } from '../records/addresses';
import { asInputError, chainsOf, optionalDecimal } from '../records/chains';
import { revertChain } from '../records/revert-chain';
import { signingKey } from './signing';

const HEX_BYTES = /^(0x)?([0-9a-fA-F]{2})*$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const MAX_CALLS = 50;

function hexBytes(value: string, field: string): Uint8Array {
  if (!HEX_BYTES.test(value)) throw invalid(`${field}: expected hex bytes`);
  return hexToBytes(value.startsWith('0x') ? value.slice(2) : value);
}

/** The status record of a send and the activity result that names it. */
function sent(
  context: HandlerContext,
  caip2: string,
  outcome: Pick<
    SendTransactionStatusRecord,
    'txStatus' | 'txHash' | 'signature' | 'txError' | 'sponsoredGasWei'
  >,
): SubmissionOutcome {
  const record: SendTransactionStatusRecord = {
    sendTransactionStatusId: context.newId(),
    organizationId: context.organizationId,
    caip2,
    ...outcome,
    createdAt: context.timestamp(),
  };
  return {
    result: { sendTransactionStatusId: record.sendTransactionStatusId },
    write: (tx) =>
      tx.insert('sendTransactionStatus', {
        id: record.sendTransactionStatusId,
        organizationId: context.organizationId,
        data: record,
      }),
  };
}

/**
 * Runs `send` and records what happened: INCLUDED with the hash (an execution that reverted is
 * included too, as on chain, and keeps what it said in `txError`, as the platform reports it),
 * or FAILED without a hash when the chain refused the transaction (too little balance, a used
 * nonce). Bad input is a 400 instead, and no status is kept.
 */
async function broadcast(
  context: HandlerContext,
  caip2: string,
  family: 'evm' | 'solana',
  send: () => Promise<string>,
  /** What a transaction that landed but did not succeed said, if it did not. */
  failed: (hash: string) => string | undefined | Promise<string | undefined>,
  /** For a sponsored send: what the transactions that landed cost the sponsor, in wei. */
  sponsoredGas?: () => bigint,
): Promise<SubmissionOutcome> {
  const sponsored = () => (sponsoredGas ? { sponsoredGasWei: String(sponsoredGas()) } : {});
  try {
    const hash = await send();
    const txError = await failed(hash);
    const id = family === 'evm' ? { txHash: hash } : { signature: hash };
    return sent(context, caip2, {
      txStatus: 'INCLUDED',
      ...id,
      txError,
      ...sponsored(),
    });
  } catch (error) {
    if (error instanceof ChainError && error.reason === 'rejected') {
      // A call that reverts while its gas is estimated is never sent; say what it reverted with.
      const txError = error.revert
        ? (revertChain(error.revert.to, error.revert.data)[0]?.displayMessage ?? error.message)
        : error.message;
      return sent(context, caip2, { txStatus: 'FAILED', txError, ...sponsored() });
    }
    throw asInputError(error);
  }
}

/** The revert message of an EVM transaction that landed without success. */
function evmRevert(chain: EvmChain, hash: string): string | undefined {
  const view = chain.transaction(hash);
  if (!view || view.success) return undefined;
  return revertChain(view.to, view.revertData)[0]?.displayMessage;
}

/** A sending account is named by its address; private key ids are refused. */
function requireEvmAddress(from: string): void {
  if (!EVM_ADDRESS.test(from)) {
    throw invalid(
      `from: expected a 0x-prefixed 20-byte address (private key ids are not accepted), received ${from}`,
    );
  }
}

export const ethSendTransaction = submission(
  EthSendTransactionIntentV2Schema,
  simplified(
    'Runs on the local EVM devnet of `caip2`, one block per transaction, included at once. A sponsored send is paid by a sandbox relayer account that sends `from` the most the transaction can cost just before it (the platform delegates `from` to its Gas Station contract with EIP-7702); several calls run as consecutive transactions, not one atomic batch, and the status names the last one. `deadline` and `gasStationNonce` are accepted and not used.',
  ),
  async (context, parameters) => {
    const { caip2, from } = parameters;
    requireEvmAddress(from);
    if (parameters.calls.length === 0 || parameters.calls.length > MAX_CALLS) {
      throw invalid(`calls: give 1 to ${MAX_CALLS} calls, received ${parameters.calls.length}`);
    }
    const calls = parameters.calls.map((call, index) => {
      if (!EVM_ADDRESS.test(call.to)) {
        throw invalid(`calls[${index}].to: expected a 0x-prefixed 20-byte address`);
      }
      return {
        to: call.to,
        value: optionalDecimal(call.value, `calls[${index}].value`) ?? 0n,
        data: call.data ? hexBytes(call.data, `calls[${index}].data`) : undefined,
      };
    });
    const fees = {
      gasLimit: optionalDecimal(parameters.gasLimit, 'gasLimit'),
      maxFeePerGas: optionalDecimal(parameters.maxFeePerGas, 'maxFeePerGas'),
      maxPriorityFeePerGas: optionalDecimal(
        parameters.maxPriorityFeePerGas,
        'maxPriorityFeePerGas',
      ),
    };
    const nonce = optionalDecimal(parameters.nonce, 'nonce');
    const key = await signingKey(context, from);
    if (key.curve !== 'CURVE_SECP256K1') {
      throw invalid(`from: ${from} is not an Ethereum (secp256k1) account`);
    }
    const chain = await chainsOf(context).evm(caip2);
    const landed: string[] = [];
    return broadcast(
      context,
      caip2,
      'evm',
      async () => {
        let hash = '';
        for (const [index, call] of calls.entries()) {
          hash = await chain.send({
            privateKey: key.privateKey,
            ...call,
            ...(calls.length === 1 ? fees : {}),
            nonce: nonce === undefined ? undefined : nonce + BigInt(index),
            sponsor: parameters.sponsor === true,
          });
          landed.push(hash);
        }
        return hash;
      },
      (hash) => evmRevert(chain, hash),
      parameters.sponsor === true
        ? () =>
            landed.reduce((sum, hash) => {
              const mined = chain.transaction(hash);
              return sum + (mined ? mined.gasUsed * mined.effectiveGasPrice : 0n);
            }, 0n)
        : undefined,
    );
  },
);

export const ethSendRawTransaction = submission(
  EthSendRawTransactionIntentSchema,
  simplified(
    'Broadcasts to the local EVM devnet of `caip2`, where it is included at once, or, when its nonce is ahead of the sender’s, held in memory as a node’s pool holds it until the transactions before it land (a restart drops it). A transaction the chain refuses (too little balance, a used nonce) answers FAILED_PRECONDITION with the node’s message.',
  ),
  async (context, parameters) => {
    const signed = hexBytes(parameters.signedTransaction, 'signedTransaction');
    if (signed.length === 0) throw invalid('signedTransaction: empty');
    const chain = await chainsOf(context).evm(parameters.caip2);
    try {
      return { result: { transactionHash: await chain.sendRawTransaction(signed) } };
    } catch (error) {
      if (error instanceof ChainError && error.reason === 'rejected') {
        throw precondition(`signedTransaction: ${error.message}`);
      }
      throw asInputError(error, 'signedTransaction');
    }
  },
);

export const solSendTransaction = submission(
  SolSendTransactionIntentV2Schema,
  simplified(
    'Signs with each `signWiths` account and sends to the local Solana devnet of `caip2` (`solana:mainnet` and `solana:devnet` name two devnets), final at once. `sponsor` is accepted, but the transaction’s own fee payer pays: the sandbox has no paymaster. Without `recentBlockhash` the transaction keeps its own, unless sponsored.',
  ),
  async (context, parameters) => {
    if (parameters.signWiths.length === 0 || parameters.signWiths.length > 16) {
      throw invalid(`signWiths: give 1 to 16 addresses, received ${parameters.signWiths.length}`);
    }
    const chain = await chainsOf(context).solana(parameters.caip2);
    let wire = hexBytes(parameters.unsignedTransaction, 'unsignedTransaction');
    try {
      const blockhash =
        parameters.recentBlockhash ??
        (parameters.sponsor ? await chain.latestBlockhash() : undefined);
      if (blockhash) wire = chain.withBlockhash(wire, blockhash);
    } catch (error) {
      throw asInputError(error, 'unsignedTransaction');
    }
    let signed = bytesToHex(wire);
    for (const [index, signWith] of parameters.signWiths.entries()) {
      const key = await signingKey(context, signWith);
      if (key.curve !== 'CURVE_ED25519') {
        throw invalid(`signWiths[${index}]: ${signWith} is not a Solana (ed25519) account`);
      }
      try {
        signed = signSolanaTransaction(key.privateKey, signed);
      } catch (error) {
        throw asInvalid(error, 'unsignedTransaction');
      }
    }
    return broadcast(
      context,
      parameters.caip2,
      'solana',
      () => chain.sendTransaction(hexToBytes(signed)),
      async (signature) => (await chain.transaction(signature))?.error,
    );
  },
);

export const ethUndelegate7702 = submission(
  EthUndelegate7702IntentSchema,
  simplified(
    'The `from` account sends, and pays for, its own EIP-7702 transaction delegating to the zero address on the local EVM devnet of `caip2`, included at once.',
  ),
  async (context, parameters) => {
    const { caip2, from } = parameters;
    requireEvmAddress(from);
    const fees = {
      nonce: optionalDecimal(parameters.nonce, 'nonce'),
      gasLimit: optionalDecimal(parameters.gasLimit, 'gasLimit'),
      maxFeePerGas: optionalDecimal(parameters.maxFeePerGas, 'maxFeePerGas'),
      maxPriorityFeePerGas: optionalDecimal(
        parameters.maxPriorityFeePerGas,
        'maxPriorityFeePerGas',
      ),
    };
    const key = await signingKey(context, from);
    if (key.curve !== 'CURVE_SECP256K1') {
      throw invalid(`from: ${from} is not an Ethereum (secp256k1) account`);
    }
    const chain = await chainsOf(context).evm(caip2);
    return broadcast(
      context,
      caip2,
      'evm',
      () => chain.undelegate({ privateKey: key.privateKey, ...fees }),
      (hash) => evmRevert(chain, hash),
    );
  },
);
