/**
 * Solana wire transactions as the chains read them, without an engine: decoding (a bad one is a
 * `ChainError('invalid')` naming `transaction`) and replacing the message's blockhash. Both the
 * in-process devnet and a node outside the sandbox (`external-solana.ts`) use them, so the
 * latter does not load litesvm.
 */
import {
  address as toAddress,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Address,
  type Transaction,
  type TransactionMessageBytes,
} from '@solana/kit';
import { ChainError } from './types';

/** A base58 Solana address, or a `ChainError('invalid')` naming `field`. */
export function parseAddress(value: string, field: string): Address {
  try {
    return toAddress(value);
  } catch {
    throw new ChainError('invalid', `${field}: ${value} is not a base58 Solana address`, field);
  }
}

export function decodeWire(wire: Uint8Array): Transaction {
  try {
    return getTransactionDecoder().decode(wire);
  } catch (error) {
    throw new ChainError(
      'invalid',
      `transaction: does not decode as a Solana wire transaction (${String(error)})`,
      'transaction',
    );
  }
}

/** The wire transaction with its message's blockhash replaced (signatures left as they are). */
export function withBlockhash(wire: Uint8Array, blockhash: string): Uint8Array {
  const tx = decodeWire(wire);
  let message;
  try {
    message = getCompiledTransactionMessageDecoder().decode(tx.messageBytes);
  } catch (error) {
    throw new ChainError(
      'invalid',
      `transaction: the message does not decode (${String(error)})`,
      'transaction',
    );
  }
  // The encoder answers plain bytes; they are this transaction's message, as the brand says.
  const messageBytes = getCompiledTransactionMessageEncoder().encode({
    ...message,
    lifetimeToken: blockhash,
  }) as TransactionMessageBytes;
  return new Uint8Array(getTransactionEncoder().encode({ ...tx, messageBytes }));
}
