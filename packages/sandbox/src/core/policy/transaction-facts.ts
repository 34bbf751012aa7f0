/**
 * The transaction keywords of a sign_transaction, by its `type`: `eth.tx`, and `tempo.tx`,
 * `solana.tx`, `bitcoin.tx` (with @scure/btc-signer, as the PSBT signer) and `tron.tx`, whose decoders load on
 * first use, so the in-page sandbox does not download them for an Ethereum-only reader. Each is decoded when a policy first reads it; a transaction that does not decode
 * makes the keyword not applicable, so the policy's condition is false.
 */
import { NotApplicableError, type Value } from './expression';
import { decodeEthTx, EthTxError } from './eth-tx';
import { withContractCall } from './abi-call';

type Keyword = () => Value;

/**
 * `keyword.tx`, decoded by `decode` on the first read and kept, answer or error, for the reads
 * after it (every policy of the decision reads the same transaction); `decodingError` marks bytes
 * it cannot read.
 */
export function transactionKeyword(
  keyword: string,
  decode: () => Record<string, Value>,
  decodingError: new (...args: never[]) => Error,
): Keyword {
  let decoded: { value: Value } | { error: unknown } | undefined;
  const read = (): { value: Value } | { error: unknown } => {
    try {
      return { value: { tx: decode() } };
    } catch (error) {
      if (error instanceof decodingError) {
        return { error: new NotApplicableError(`${keyword}.tx: ${error.message}`) };
      }
      return { error };
    }
  };
  return () => {
    decoded ??= read();
    if ('error' in decoded) throw decoded.error;
    return decoded.value;
  };
}

/** Who signs: the address `signWith` names and its address format, when the sandbox knows them. */
export interface TransactionSigner {
  address?: string | undefined;
  addressFormat?: string | undefined;
  /** Uploaded Ethereum ABIs by lower-case contract address, for the call fields of `eth.tx`. */
  abis?: ReadonlyMap<string, readonly string[]> | undefined;
}

/** The keyword of a sign_transaction of `type` over `unsigned`, or none for another type. */
export async function transactionKeywords(
  type: unknown,
  unsigned: string,
  signer: TransactionSigner,
): Promise<Record<string, Keyword>> {
  const { address, addressFormat } = signer;
  if (type === 'TRANSACTION_TYPE_ETHEREUM' && address !== undefined) {
    const decode = () => withContractCall(decodeEthTx(unsigned, address), signer.abis);
    return { eth: transactionKeyword('eth', decode, EthTxError) };
  }
  if (type === 'TRANSACTION_TYPE_TEMPO' && address !== undefined) {
    const { decodeTempoTx, TempoTxError } = await import('./tempo-tx');
    const decode = () => decodeTempoTx(unsigned, address);
    return { tempo: transactionKeyword('tempo', decode, TempoTxError) };
  }
  if (type === 'TRANSACTION_TYPE_SOLANA') {
    const { decodeSolanaTx, SolanaTxError } = await import('./solana-tx');
    return { solana: transactionKeyword('solana', () => decodeSolanaTx(unsigned), SolanaTxError) };
  }
  if (type === 'TRANSACTION_TYPE_TRON') {
    const { decodeTronTx, TronTxError } = await import('./tron-tx');
    return { tron: transactionKeyword('tron', () => decodeTronTx(unsigned), TronTxError) };
  }
  if (type === 'TRANSACTION_TYPE_BITCOIN') {
    const { decodeBitcoinTx, BitcoinTxError } = await import('./bitcoin-tx');
    const decode = () => decodeBitcoinTx(unsigned, addressFormat);
    return { bitcoin: transactionKeyword('bitcoin', decode, BitcoinTxError) };
  }
  return {};
}
