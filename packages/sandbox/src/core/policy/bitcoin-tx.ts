/**
 * `bitcoin.tx` of a sign_transaction request: the unsigned transaction inside the PSBT, read with
 * @scure/btc-signer (this module is loaded on first use, like the signer). Output addresses are
 * encoded for the network of the signing account's address format; `fee` is the inputs' amounts
 * minus the outputs', known only when every input carries its previous output (`witness_utxo` or
 * `non_witness_utxo`). Fields the platform documents without publishing their format are left
 * out, and reading one fails the evaluation with the reason.
 */
import { bytesToHex } from '@docs/platform-api/bytes';
import { Address, NETWORK, OutScript, TEST_NETWORK, Transaction } from '@scure/btc-signer';
import { parseHex } from '../../crypto/byte-inputs';
import { REGTEST } from '../../crypto/chain-encoders';
import { withMissingFieldReasons, type Value } from './expression';

export class BitcoinTxError extends Error {}

/** Bitcoin's threshold between a locktime in blocks and one in Unix seconds. */
const LOCKTIME_THRESHOLD = 500_000_000;

const NETWORKS = { MAINNET: NETWORK, TESTNET: TEST_NETWORK, SIGNET: TEST_NETWORK, REGTEST };

function networkOf(addressFormat: string | undefined) {
  const match = /^ADDRESS_FORMAT_BITCOIN_(MAINNET|TESTNET|SIGNET|REGTEST)_/.exec(
    addressFormat ?? '',
  );
  return match ? NETWORKS[match[1] as keyof typeof NETWORKS] : undefined;
}

const NOT_PUBLISHED = 'the platform does not publish its format, so the sandbox does not fill it';

/**
 * Decodes the PSBT `unsignedTransaction` (hex); `addressFormat` is the signing account's, which
 * says the network. Throws `BitcoinTxError` if it is not a PSBT.
 */
export function decodeBitcoinTx(
  unsignedTransaction: string,
  addressFormat: string | undefined,
): Record<string, Value> {
  let transaction: Transaction;
  try {
    transaction = Transaction.fromPSBT(parseHex(unsignedTransaction, 'unsignedTransaction'));
  } catch (error) {
    throw new BitcoinTxError(
      `unsignedTransaction is not a valid PSBT: ${(error as Error).message}`,
    );
  }
  const network = networkOf(addressFormat);
  const inputs: Value[] = [];
  let inputTotal: bigint | undefined = 0n;
  let unknownAmount: number | undefined;
  for (let index = 0; index < transaction.inputsLength; index += 1) {
    const input = transaction.getInput(index);
    inputs.push({
      tx_id: bytesToHex(input.txid ?? new Uint8Array()),
      vout: BigInt(input.index ?? 0),
      sequence: BigInt(input.sequence ?? 0),
    });
    const amount =
      input.witnessUtxo?.amount ?? input.nonWitnessUtxo?.outputs[input.index ?? 0]?.amount;
    if (amount === undefined) {
      unknownAmount ??= index;
      inputTotal = undefined;
    } else if (inputTotal !== undefined) {
      inputTotal += amount;
    }
  }
  let outputTotal = 0n;
  const outputs = Array.from({ length: transaction.outputsLength }, (_, index) => {
    const output = transaction.getOutput(index);
    const script = output.script ?? new Uint8Array();
    const amount = output.amount ?? 0n;
    outputTotal += amount;
    const fields: Record<string, Value> = { value: amount, script_pubkey: bytesToHex(script) };
    let noAddress: string | undefined;
    if (!network) {
      noAddress = `the signing key's address format (${addressFormat ?? 'none'}) does not say the Bitcoin network`;
    } else {
      try {
        fields.address = Address(network).encode(OutScript.decode(script));
      } catch {
        noAddress = 'its script has no address form (an OP_RETURN or a bare script, for example)';
      }
    }
    return withMissingFieldReasons(fields, (field) =>
      field === 'address' && noAddress
        ? `output ${index} has no address: ${noAddress}`
        : field === 'address_type'
          ? NOT_PUBLISHED
          : undefined,
    );
  });
  const lockTime = transaction.lockTime;
  const tx: Record<string, Value> = {
    inputs,
    outputs,
    locktime: {
      amount: BigInt(lockTime),
      type: lockTime < LOCKTIME_THRESHOLD ? 'Blocks' : 'Seconds',
    },
  };
  if (inputTotal !== undefined) tx.fee = inputTotal - outputTotal;
  return withMissingFieldReasons(tx, (field) => {
    if (field === 'fee') {
      return `input ${unknownAmount} carries neither witness_utxo nor non_witness_utxo, so its amount and the fee are not known`;
    }
    return field === 'version' ? NOT_PUBLISHED : undefined;
  });
}
