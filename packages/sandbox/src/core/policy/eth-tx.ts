/**
 * `eth.tx` of a sign_transaction request: the unsigned Ethereum transaction (legacy or typed
 * 0x01–0x04, RLP hex) decoded into the fields the policy language names. `from` is the address
 * of the signing account; addresses and `data` are lower-case `0x` hex; amounts are ints.
 */
import { bytesToBigInt, bytesToHex } from '@docs/platform-api/bytes';
import { parseHex } from '../../crypto/byte-inputs';
import { rlpDecode, type RlpItem } from '../../crypto/rlp';
import type { Value } from './expression';

/** Field order of each payload; the names are the policy language's. */
const LAYOUTS: Record<number, { type: string; fields: string[] }> = {
  0x01: {
    type: 'TYPE_1',
    fields: ['chain_id', 'nonce', 'gas_price', 'gas', 'to', 'value', 'data', 'access_list'],
  },
  0x02: {
    type: 'TYPE_2',
    fields: [
      'chain_id',
      'nonce',
      'max_priority_fee_per_gas',
      'max_fee_per_gas',
      'gas',
      'to',
      'value',
      'data',
      'access_list',
    ],
  },
};
LAYOUTS[0x03] = {
  type: 'TYPE_3',
  fields: [...(LAYOUTS[0x02]?.fields ?? []), 'max_fee_per_blob_gas', 'blob_versioned_hashes'],
};
LAYOUTS[0x04] = {
  type: 'TYPE_4',
  fields: [...(LAYOUTS[0x02]?.fields ?? []), 'authorization_list'],
};

const LEGACY = ['nonce', 'gas_price', 'gas', 'to', 'value', 'data', 'chain_id'];
const HEX_FIELDS = new Set(['to', 'data']);

export class EthTxError extends Error {}

function bytesOf(item: RlpItem | undefined, field: string): Uint8Array {
  if (!(item instanceof Uint8Array)) throw new EthTxError(`${field} is not an RLP string`);
  return item;
}

/** Decodes `unsignedTransaction` (hex, `0x` optional); throws `EthTxError` if it is not one. */
export function decodeEthTx(unsignedTransaction: string, from: string): Record<string, Value> {
  let bytes: Uint8Array;
  try {
    bytes = parseHex(unsignedTransaction, 'unsignedTransaction');
  } catch (error) {
    throw new EthTxError((error as Error).message);
  }
  const first = bytes[0];
  if (first === undefined) throw new EthTxError('unsignedTransaction is empty');
  const legacy = first >= 0xc0;
  const layout = legacy ? { type: 'LEGACY', fields: LEGACY } : LAYOUTS[first];
  if (!layout) throw new EthTxError(`transaction type 0x${first.toString(16)} is not decoded`);
  let decoded: RlpItem;
  try {
    decoded = rlpDecode(legacy ? bytes : bytes.slice(1));
  } catch (error) {
    throw new EthTxError((error as Error).message);
  }
  if (!Array.isArray(decoded)) throw new EthTxError('the transaction is not an RLP list');
  const tx: Record<string, Value> = { type: layout.type, from: from.toLowerCase() };
  layout.fields.forEach((field, index) => {
    const item = decoded[index];
    if (item === undefined || Array.isArray(item)) return;
    const raw = bytesOf(item, field);
    tx[field] = HEX_FIELDS.has(field) ? `0x${bytesToHex(raw)}` : bytesToBigInt(raw);
  });
  return tx;
}

/** A request's whole-number decimal string as an int, or undefined. */
const wholeNumber = (value: unknown): bigint | undefined =>
  typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : undefined;

/**
 * `eth.tx` of one call of an eth_send_transaction: the EIP-1559 transaction the call becomes,
 * with the fields the request gives (`from`, the chain id of `caip2`, the call's `to`, `value` and
 * `data`, and `nonce`, `gasLimit` and the fees when given). The fields the platform fills after
 * the policies decide (a nonce or fee left out) are absent, so a policy reading one fails instead
 * of reading a guess.
 */
export function ethSendCallTx(
  parameters: Record<string, unknown>,
  call: unknown,
): Record<string, Value> {
  if (typeof call !== 'object' || call === null) throw new EthTxError('the call is not an object');
  const { to, value, data } = call as Record<string, unknown>;
  const tx: Record<string, Value> = {
    type: 'TYPE_2',
    from: String(parameters.from).toLowerCase(),
    value: wholeNumber(value) ?? 0n,
    data:
      typeof data === 'string' && data !== ''
        ? `0x${data.replace(/^0x/i, '').toLowerCase()}`
        : '0x',
  };
  if (typeof to === 'string') tx.to = to.toLowerCase();
  const chainId = /^eip155:(\d+)$/.exec(String(parameters.caip2))?.[1];
  if (chainId !== undefined) tx.chain_id = BigInt(chainId);
  const given: [string, string][] = [
    ['nonce', 'nonce'],
    ['gasLimit', 'gas'],
    ['maxFeePerGas', 'max_fee_per_gas'],
    ['maxPriorityFeePerGas', 'max_priority_fee_per_gas'],
  ];
  for (const [parameter, field] of given) {
    const number = wholeNumber(parameters[parameter]);
    if (number !== undefined) tx[field] = number;
  }
  return tx;
}
