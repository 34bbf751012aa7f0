/**
 * `tempo.tx` of a sign_transaction of type TRANSACTION_TYPE_TEMPO: the unsigned Tempo
 * transaction (type byte 0x76, then an RLP list) decoded into the fields the policy language
 * names (tkhq/docs features/policies/language.mdx, "TempoTransaction" and "TempoCall"). `from`
 * is the address of the signing account; addresses and call inputs are lower-case `0x` hex;
 * amounts are ints. A call's value is in the envelope but the language does not name it.
 */
import { bytesToBigInt, bytesToHex } from '@docs/platform-api/bytes';
import { parseHex } from '../../crypto/byte-inputs';
import { rlpDecode, type RlpItem } from '../../crypto/rlp';
import type { Value } from './expression';

export const TEMPO_TX_TYPE = 0x76;

/**
 * Positions in the envelope's list, as viem (through ox's TxEnvelopeTempo) serializes it:
 * chain id, priority fee, max fee, gas, calls, access list, nonce key, nonce, valid before,
 * valid after, fee token, fee payer, authorizations (then an optional key authorization and
 * signature, which no policy field reads).
 */
const AT = {
  chain_id: 0,
  max_priority_fee_per_gas: 1,
  max_fee_per_gas: 2,
  gas_limit: 3,
  calls: 4,
  nonce: 7,
  valid_before: 8,
  valid_after: 9,
  fee_token: 10,
} as const;

/** Envelope fields up to the authorization list. */
const MIN_FIELDS = 13;

export class TempoTxError extends Error {}

function bytesAt(list: readonly RlpItem[], index: number, field: string): Uint8Array {
  const item = list[index];
  if (!(item instanceof Uint8Array)) throw new TempoTxError(`${field} is not an RLP string`);
  return item;
}

const hex = (bytes: Uint8Array) => `0x${bytesToHex(bytes)}`;

/** An address field: 20 bytes, or empty (no address) as the empty string. */
function addressOf(bytes: Uint8Array, field: string): string {
  if (bytes.length === 0) return '';
  if (bytes.length !== 20) throw new TempoTxError(`${field} is ${bytes.length} bytes, not 20`);
  return hex(bytes);
}

function callOf(item: RlpItem, index: number): Value {
  const field = `calls[${index}]`;
  if (!Array.isArray(item) || item.length < 3) {
    throw new TempoTxError(`${field} is not a list of to, value and input`);
  }
  const to = addressOf(bytesAt(item, 0, `${field}.to`), `${field}.to`);
  const input = bytesAt(item, 2, `${field}.input`);
  return {
    to,
    input: hex(input),
    // The selector is the first 4 bytes; shorter input has none.
    function_signature: input.length >= 4 ? hex(input.slice(0, 4)) : '',
  };
}

/** Decodes `unsignedTransaction` (hex, `0x` optional); throws `TempoTxError` if it is not one. */
export function decodeTempoTx(unsignedTransaction: string, from: string): Record<string, Value> {
  let bytes: Uint8Array;
  try {
    bytes = parseHex(unsignedTransaction, 'unsignedTransaction');
  } catch (error) {
    throw new TempoTxError((error as Error).message);
  }
  const first = bytes[0];
  if (first === undefined) throw new TempoTxError('unsignedTransaction is empty');
  if (first !== TEMPO_TX_TYPE) {
    throw new TempoTxError(
      `unsignedTransaction starts with 0x${first.toString(16).padStart(2, '0')}, not the Tempo type 0x76`,
    );
  }
  let decoded: RlpItem;
  try {
    decoded = rlpDecode(bytes.slice(1));
  } catch (error) {
    throw new TempoTxError((error as Error).message);
  }
  if (!Array.isArray(decoded) || decoded.length < MIN_FIELDS) {
    throw new TempoTxError(`the transaction is not an RLP list of at least ${MIN_FIELDS} fields`);
  }
  const int = (field: keyof typeof AT) => bytesToBigInt(bytesAt(decoded, AT[field], field));
  const calls = decoded[AT.calls];
  if (!Array.isArray(calls)) throw new TempoTxError('calls is not an RLP list');
  return {
    chain_id: int('chain_id'),
    from: from.toLowerCase(),
    nonce: int('nonce'),
    gas_limit: int('gas_limit'),
    max_fee_per_gas: int('max_fee_per_gas'),
    max_priority_fee_per_gas: int('max_priority_fee_per_gas'),
    fee_token: addressOf(bytesAt(decoded, AT.fee_token, 'fee_token'), 'fee_token'),
    // "Defaults to 0 when not set" (the language's TempoTransaction table).
    valid_before: int('valid_before'),
    valid_after: int('valid_after'),
    calls: calls.map(callOf),
  };
}
