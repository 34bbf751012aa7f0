/**
 * `tron.tx` of a sign_transaction request: the transaction's `raw_data` (protobuf, hex) decoded
 * into the fields the policy language names. The message layouts are java-tron's protocol
 * definitions (`core/Tron.proto`, `core/contract/*.proto`); absent scalars take protobuf's
 * defaults (0, false, the enum's first value, ''). Addresses are base58check (`T…`), `data` is
 * lower-case hex without `0x`. Each contract's `type` and `permission_id` are always filled; its
 * other fields only for the seven contract types the platform documents. A field the sandbox
 * does not fill fails the evaluation with the reason instead of being guessed.
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@docs/platform-api/bytes';
import { base58check } from '@scure/base';
import { parseHex } from '../../crypto/byte-inputs';
import { withMissingFieldReasons, type Value } from './expression';

export class TronTxError extends Error {}

/** `Transaction.Contract.ContractType`, by number. */
const CONTRACT_TYPES: Readonly<Record<number, string>> = {
  0: 'AccountCreateContract',
  1: 'TransferContract',
  2: 'TransferAssetContract',
  3: 'VoteAssetContract',
  4: 'VoteWitnessContract',
  5: 'WitnessCreateContract',
  6: 'AssetIssueContract',
  8: 'WitnessUpdateContract',
  9: 'ParticipateAssetIssueContract',
  10: 'AccountUpdateContract',
  11: 'FreezeBalanceContract',
  12: 'UnfreezeBalanceContract',
  13: 'WithdrawBalanceContract',
  14: 'UnfreezeAssetContract',
  15: 'UpdateAssetContract',
  16: 'ProposalCreateContract',
  17: 'ProposalApproveContract',
  18: 'ProposalDeleteContract',
  19: 'SetAccountIdContract',
  20: 'CustomContract',
  30: 'CreateSmartContract',
  31: 'TriggerSmartContract',
  32: 'GetContract',
  33: 'UpdateSettingContract',
  41: 'ExchangeCreateContract',
  42: 'ExchangeInjectContract',
  43: 'ExchangeWithdrawContract',
  44: 'ExchangeTransactionContract',
  45: 'UpdateEnergyLimitContract',
  46: 'AccountPermissionUpdateContract',
  48: 'ClearABIContract',
  49: 'UpdateBrokerageContract',
  51: 'ShieldedTransferContract',
  52: 'MarketSellAssetContract',
  53: 'MarketCancelOrderContract',
  54: 'FreezeBalanceV2Contract',
  55: 'UnfreezeBalanceV2Contract',
  56: 'WithdrawExpireUnfreezeContract',
  57: 'DelegateResourceContract',
  58: 'UnDelegateResourceContract',
  59: 'CancelAllUnfreezeV2Contract',
};
const RESOURCE_CODES = ['BANDWIDTH', 'ENERGY', 'TRON_POWER'];
const PERMISSION_TYPES = ['Owner', 'Witness', 'Active'];

type Kind = 'address' | 'int' | 'hex' | 'bool' | 'resource' | 'permission' | 'permissions';
type Layout = Readonly<Record<number, readonly [name: string, kind: Kind]>>;

const RESOURCE_DELEGATION: Layout = {
  1: ['owner_address', 'address'],
  2: ['resource', 'resource'],
  3: ['balance', 'int'],
  4: ['receiver_address', 'address'],
};

/** The parameter layouts of the contract types the platform's policies read. */
const PARAMETERS: Readonly<Record<string, Layout>> = {
  TransferContract: {
    1: ['owner_address', 'address'],
    2: ['to_address', 'address'],
    3: ['amount', 'int'],
  },
  TriggerSmartContract: {
    1: ['owner_address', 'address'],
    2: ['contract_address', 'address'],
    3: ['call_value', 'int'],
    4: ['data', 'hex'],
    5: ['call_token_value', 'int'],
    6: ['token_id', 'int'],
  },
  FreezeBalanceV2Contract: {
    1: ['owner_address', 'address'],
    2: ['frozen_balance', 'int'],
    3: ['resource', 'resource'],
  },
  UnfreezeBalanceV2Contract: {
    1: ['owner_address', 'address'],
    2: ['unfreeze_balance', 'int'],
    3: ['resource', 'resource'],
  },
  DelegateResourceContract: {
    ...RESOURCE_DELEGATION,
    5: ['lock', 'bool'],
    6: ['lock_period', 'int'],
  },
  UnDelegateResourceContract: RESOURCE_DELEGATION,
  AccountPermissionUpdateContract: {
    1: ['owner_address', 'address'],
    2: ['owner', 'permission'],
    3: ['witness', 'permission'],
    4: ['actives', 'permissions'],
  },
};
const DECODED_TYPES = Object.keys(PARAMETERS).join(', ');

const NOT_PUBLISHED = 'the platform does not publish its format, so the sandbox does not fill it';

type Field = bigint | Uint8Array;

/** A protobuf message's fields by number, each with every value it was given, in order. */
function readMessage(bytes: Uint8Array, what: string): Map<number, Field[]> {
  const fields = new Map<number, Field[]>();
  let at = 0;
  const varint = (): bigint => {
    let value = 0n;
    for (let shift = 0n; shift < 70n; shift += 7n) {
      const byte = bytes[at];
      if (byte === undefined) throw new TronTxError(`${what} ends inside a number`);
      at += 1;
      value |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return value;
    }
    throw new TronTxError(`${what} has a number longer than ten bytes`);
  };
  const take = (length: number): Uint8Array => {
    if (at + length > bytes.length) throw new TronTxError(`${what} ends inside a field`);
    const slice = bytes.slice(at, at + length);
    at += length;
    return slice;
  };
  while (at < bytes.length) {
    const key = varint();
    const number = Number(key >> 3n);
    const wireType = Number(key & 7n);
    let value: Field;
    if (wireType === 0) value = varint();
    else if (wireType === 2) value = take(Number(varint()));
    else if (wireType === 1) value = take(8);
    else if (wireType === 5) value = take(4);
    else
      throw new TronTxError(
        `${what} has field ${number} of wire type ${wireType}, which protobuf does not have`,
      );
    if (number === 0) throw new TronTxError(`${what} has a field numbered 0`);
    fields.set(number, [...(fields.get(number) ?? []), value]);
  }
  return fields;
}

/** The last value of a scalar field (protobuf's rule for a repeated scalar), or undefined. */
function last(fields: Map<number, Field[]>, number: number): Field | undefined {
  return fields.get(number)?.at(-1);
}

function asInt(value: Field | undefined, name: string): bigint {
  if (value === undefined) return 0n;
  if (typeof value !== 'bigint') throw new TronTxError(`${name} is not a number`);
  // int64 is two's complement in a 64-bit varint.
  return BigInt.asIntN(64, value);
}

function asBytes(value: Field | undefined, name: string): Uint8Array {
  if (value === undefined) return new Uint8Array();
  if (typeof value === 'bigint') throw new TronTxError(`${name} is not a byte string`);
  return value;
}

const base58 = base58check(sha256);

function address(value: Field | undefined, name: string): string {
  const bytes = asBytes(value, name);
  if (bytes.length === 0) return '';
  if (bytes.length !== 21 || bytes[0] !== 0x41) {
    throw new TronTxError(`${name} is not a Tron address (21 bytes starting with 0x41)`);
  }
  return base58.encode(bytes);
}

function enumName(names: readonly string[], value: Field | undefined, name: string): string {
  const index = Number(asInt(value, name));
  const known = names[index];
  if (known === undefined)
    throw new TronTxError(`${name} ${index} is not one of ${names.join(', ')}`);
  return known;
}

function permission(bytes: Uint8Array, name: string): Value {
  const fields = readMessage(bytes, name);
  const keys = (fields.get(7) ?? []).map((key, index) => {
    const keyFields = readMessage(asBytes(key, `${name}.keys[${index}]`), `${name}.keys[${index}]`);
    return {
      address: address(last(keyFields, 1), `${name}.keys[${index}].address`),
      weight: asInt(last(keyFields, 2), `${name}.keys[${index}].weight`),
    };
  });
  return withMissingFieldReasons(
    {
      type: enumName(PERMISSION_TYPES, last(fields, 1), `${name}.type`),
      id: asInt(last(fields, 2), `${name}.id`),
      permission_name: new TextDecoder().decode(
        asBytes(last(fields, 3), `${name}.permission_name`),
      ),
      threshold: asInt(last(fields, 4), `${name}.threshold`),
      parent_id: asInt(last(fields, 5), `${name}.parent_id`),
      keys,
    },
    (field) => (field === 'operations' ? NOT_PUBLISHED : undefined),
  );
}

function parameterFields(layout: Layout, bytes: Uint8Array, where: string): Record<string, Value> {
  const fields = readMessage(bytes, where);
  const decoded: Record<string, Value> = {};
  for (const [number, [name, kind]] of Object.entries(layout)) {
    const value = last(fields, Number(number));
    const path = `${where}.${name}`;
    if (kind === 'address') decoded[name] = address(value, path);
    else if (kind === 'int') decoded[name] = asInt(value, path);
    else if (kind === 'hex') decoded[name] = bytesToHex(asBytes(value, path));
    else if (kind === 'bool') decoded[name] = asInt(value, path) !== 0n;
    else if (kind === 'resource') decoded[name] = enumName(RESOURCE_CODES, value, path);
    else if (kind === 'permission') {
      if (value !== undefined) decoded[name] = permission(asBytes(value, path), path);
    } else {
      decoded[name] = (fields.get(Number(number)) ?? []).map((item, index) =>
        permission(asBytes(item, path), `${path}[${index}]`),
      );
    }
  }
  return decoded;
}

function contract(bytes: Uint8Array, where: string): Value {
  const fields = readMessage(bytes, where);
  const type = CONTRACT_TYPES[Number(asInt(last(fields, 1), `${where}.type`))];
  if (type === undefined) throw new TronTxError(`${where}.type is not a Tron contract type`);
  const decoded: Record<string, Value> = {
    type,
    permission_id: asInt(last(fields, 5), `${where}.permission_id`),
  };
  const layout = PARAMETERS[type];
  if (layout) {
    const any = readMessage(asBytes(last(fields, 2), `${where}.parameter`), `${where}.parameter`);
    const typeUrl = new TextDecoder().decode(asBytes(last(any, 1), `${where}.parameter.type_url`));
    if (typeUrl !== `type.googleapis.com/protocol.${type}`) {
      throw new TronTxError(
        `${where} is a ${type} whose parameter is a ${typeUrl || 'message of no type'}`,
      );
    }
    Object.assign(decoded, parameterFields(layout, asBytes(last(any, 2), where), where));
  }
  return withMissingFieldReasons(decoded, (field) =>
    layout
      ? field === 'witness' && type === 'AccountPermissionUpdateContract'
        ? 'this AccountPermissionUpdateContract sets no witness permission'
        : undefined
      : `the sandbox decodes the fields of ${DECODED_TYPES} only; this contract is a ${type}`,
  );
}

/** Decodes `unsignedTransaction` (raw_data, hex); throws `TronTxError` if it is not one. */
export function decodeTronTx(unsignedTransaction: string): Record<string, Value> {
  let bytes: Uint8Array;
  try {
    bytes = parseHex(unsignedTransaction, 'unsignedTransaction');
  } catch (error) {
    throw new TronTxError((error as Error).message);
  }
  if (bytes.length === 0) throw new TronTxError('unsignedTransaction is empty');
  const raw = readMessage(bytes, 'raw_data');
  const contracts = (raw.get(11) ?? []).map((item, index) =>
    contract(asBytes(item, `contract[${index}]`), `contract[${index}]`),
  );
  return withMissingFieldReasons(
    {
      contract: contracts,
      fee_limit: asInt(last(raw, 18), 'fee_limit'),
      expiration: asInt(last(raw, 8), 'expiration'),
      timestamp: asInt(last(raw, 14), 'timestamp'),
    },
    (field) =>
      ['ref_block_bytes', 'ref_block_hash', 'data'].includes(field) ? NOT_PUBLISHED : undefined,
  );
}
