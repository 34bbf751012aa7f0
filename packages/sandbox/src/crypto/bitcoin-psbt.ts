/**
 * TRANSACTION_TYPE_BITCOIN: a hex PSBT in, the same PSBT out with a signature added to every
 * input the key can spend (partial signatures for P2PKH/P2WPKH/P2SH/P2WSH with SIGHASH_ALL, the
 * key-path signature for P2TR with SIGHASH_DEFAULT). Inputs of other keys are left alone and
 * nothing is finalized: that stays with the caller, as on the platform.
 */
import { Transaction } from '@scure/btc-signer';
import { bytesToHex } from '@docs/platform-api/bytes';
import { parseHex, requirePrivateKey } from './byte-inputs';
import { CryptoInputError } from './errors';

const PSBT_MAGIC = '70736274ff';

export function signBitcoinPsbt(privateKey: Uint8Array, unsignedTransaction: string): string {
  requirePrivateKey(privateKey);
  const bytes = parseHex(unsignedTransaction, 'unsignedTransaction');
  if (!bytesToHex(bytes.slice(0, 5)).startsWith(PSBT_MAGIC)) {
    throw new CryptoInputError(
      `unsignedTransaction is not a PSBT: it must start with ${PSBT_MAGIC} (the PSBT magic bytes)`,
    );
  }
  let transaction: Transaction;
  try {
    transaction = Transaction.fromPSBT(bytes);
  } catch (error) {
    throw new CryptoInputError(
      `unsignedTransaction is not a valid PSBT: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // sign() tries every input and skips those the key cannot spend; none at all is an error.
  try {
    transaction.sign(privateKey);
  } catch {
    throw new CryptoInputError(
      'unsignedTransaction: no input of the PSBT is spendable by signWith (each input needs its witness_utxo or non_witness_utxo, and a script that pays to this key)',
    );
  }
  return bytesToHex(transaction.toPSBT());
}
