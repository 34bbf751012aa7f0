/**
 * A contract call read through an uploaded ABI: the function whose 4-byte selector starts the
 * transaction's `data`, and its arguments decoded by the Solidity ABI rules, as policy values
 * (`eth.tx.function_name`, `eth.tx.function_signature`, `eth.tx.contract_call_args`).
 */
import { keccak_256 } from '@noble/hashes/sha3';
import {
  bytesToBigInt,
  bytesToHex,
  hexToBytes,
  utf8Decode,
  utf8Encode,
} from '@docs/platform-api/bytes';
import { withMissingFieldReasons, type Value } from './expression';

export class AbiDecodeError extends Error {}

interface Param {
  name?: string;
  type: string;
  components?: Param[];
}

interface AbiFunction {
  name: string;
  inputs: Param[];
}

const WORD = 32;

/** `transfer(address,uint256)`, tuples written as their components in parentheses. */
function canonical(param: Param): string {
  if (!param.type.startsWith('tuple')) return param.type;
  const inner = (param.components ?? []).map(canonical).join(',');
  return `(${inner})${param.type.slice('tuple'.length)}`;
}

export function selectorOf(fn: AbiFunction): string {
  const signature = `${fn.name}(${fn.inputs.map(canonical).join(',')})`;
  return bytesToHex(keccak_256(utf8Encode(signature)).slice(0, 4));
}

/** The element type and length of an array type (`uint256[3]` → uint256, 3), if it is one. */
function arrayOf(param: Param): { element: Param; length?: number } | undefined {
  const match = /^(.*)\[([0-9]*)\]$/.exec(param.type);
  if (!match) return undefined;
  const element = { ...param, type: match[1] ?? '' };
  return match[2] === '' ? { element } : { element, length: Number(match[2]) };
}

function isDynamic(param: Param): boolean {
  const array = arrayOf(param);
  if (array) return array.length === undefined || isDynamic(array.element);
  if (param.type === 'string' || param.type === 'bytes') return true;
  if (param.type === 'tuple') return (param.components ?? []).some(isDynamic);
  return false;
}

function headSize(param: Param): number {
  if (isDynamic(param)) return WORD;
  const array = arrayOf(param);
  if (array) return (array.length ?? 0) * headSize(array.element);
  if (param.type === 'tuple') return (param.components ?? []).reduce((n, c) => n + headSize(c), 0);
  return WORD;
}

function word(data: Uint8Array, at: number): Uint8Array {
  if (at < 0 || at + WORD > data.length) {
    throw new AbiDecodeError(`the call data ends before byte ${at + WORD}`);
  }
  return data.subarray(at, at + WORD);
}

function offset(data: Uint8Array, at: number): number {
  const value = bytesToBigInt(word(data, at));
  if (value > BigInt(data.length))
    throw new AbiDecodeError(`offset ${value} is past the call data`);
  return Number(value);
}

function decodeList(params: readonly Param[], data: Uint8Array, base: number): Value[] {
  let head = base;
  return params.map((param) => {
    const value = isDynamic(param)
      ? decodeValue(param, data, base + offset(data, head))
      : decodeValue(param, data, head);
    head += headSize(param);
    return value;
  });
}

function named(params: readonly Param[], values: readonly Value[]): Record<string, Value> {
  const struct: Record<string, Value> = {};
  params.forEach((param, index) => {
    const value = values[index];
    if (value !== undefined) struct[param.name ? param.name : String(index)] = value;
  });
  return struct;
}

function decodeValue(param: Param, data: Uint8Array, at: number): Value {
  const array = arrayOf(param);
  if (array) {
    if (array.length !== undefined) {
      return decodeList(Array<Param>(array.length).fill(array.element), data, at);
    }
    const length = offset(data, at);
    if (length * WORD > data.length) throw new AbiDecodeError(`array length ${length} is too long`);
    return decodeList(Array<Param>(length).fill(array.element), data, at + WORD);
  }
  const { type } = param;
  if (type === 'tuple') {
    const components = param.components ?? [];
    return named(components, decodeList(components, data, at));
  }
  if (type === 'string' || type === 'bytes') {
    const length = offset(data, at);
    const start = at + WORD;
    if (start + length > data.length) throw new AbiDecodeError(`${type} runs past the call data`);
    const bytes = data.subarray(start, start + length);
    return type === 'string' ? utf8Decode(bytes) : `0x${bytesToHex(bytes)}`;
  }
  const raw = word(data, at);
  if (type === 'address') return `0x${bytesToHex(raw.subarray(12))}`;
  if (type === 'bool') return bytesToBigInt(raw) !== 0n;
  if (type === 'function') return `0x${bytesToHex(raw.subarray(0, 24))}`;
  const fixedBytes = /^bytes([0-9]+)$/.exec(type);
  if (fixedBytes) return `0x${bytesToHex(raw.subarray(0, Number(fixedBytes[1])))}`;
  const integer = /^(u?)int([0-9]*)$/.exec(type);
  if (integer) {
    const value = bytesToBigInt(raw);
    if (integer[1] === 'u') return value;
    const bits = BigInt(integer[2] || '256');
    const unsigned = value & ((1n << bits) - 1n);
    return unsigned >= 1n << (bits - 1n) ? unsigned - (1n << bits) : unsigned;
  }
  throw new AbiDecodeError(`the sandbox does not decode arguments of type ${type}`);
}

/** The functions of an ABI document (already checked when it was uploaded). */
export function abiFunctions(document: string): AbiFunction[] {
  const entries: unknown = JSON.parse(document);
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { type, name, inputs } = entry as { type?: unknown; name?: unknown; inputs?: unknown };
    if ((type ?? 'function') !== 'function' || typeof name !== 'string') return [];
    return [{ name, inputs: Array.isArray(inputs) ? (inputs as Param[]) : [] }];
  });
}

/**
 * The call `data` (`0x` hex) makes on a contract with `functions`: its function name, selector
 * (`0x` and 8 hex digits) and arguments by name; undefined when no function has its selector.
 */
export function decodeCall(
  functions: readonly AbiFunction[],
  data: string,
): { function_name: string; function_signature: string; contract_call_args: Value } | undefined {
  const bytes = hexToBytes(data.replace(/^0x/, ''));
  if (bytes.length < 4) return undefined;
  const selector = bytesToHex(bytes.subarray(0, 4));
  const fn = functions.find((candidate) => selectorOf(candidate) === selector);
  if (!fn) return undefined;
  const args = decodeList(fn.inputs, bytes.subarray(4), 0);
  return {
    function_name: fn.name,
    function_signature: `0x${selector}`,
    contract_call_args: named(fn.inputs, args),
  };
}

const CALL_FIELDS = new Set(['function_name', 'function_signature', 'contract_call_args']);

/**
 * `eth.tx` with the call fields added when `abis` (ABI documents by lower-case contract address)
 * has one for `tx.to` whose function matches `tx.data`; otherwise reading a call field fails with
 * the reason.
 */
export function withContractCall(
  tx: Record<string, Value>,
  abis: ReadonlyMap<string, readonly string[]> | undefined,
): Record<string, Value> {
  const { to, data } = tx;
  const documents = typeof to === 'string' ? abis?.get(to.toLowerCase()) : undefined;
  let reason = `no smart contract interface (ABI) is uploaded for ${String(to)}`;
  if (documents && typeof data === 'string') {
    try {
      const call = decodeCall(documents.flatMap(abiFunctions), data);
      if (call) return Object.assign(tx, call);
      reason = `no function of the ABI uploaded for ${String(to)} has the selector ${data.slice(0, 10)}`;
    } catch (error) {
      if (!(error instanceof AbiDecodeError)) throw error;
      reason = `the call data does not decode with the ABI uploaded for ${String(to)}: ${error.message}`;
    }
  }
  return withMissingFieldReasons(tx, (field) => (CALL_FIELDS.has(field) ? reason : undefined));
}
