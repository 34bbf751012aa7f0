import { keccak_256 } from '@noble/hashes/sha3';
import { utf8Encode } from '@docs/platform-api/bytes';
import { concatBytes } from '@noble/hashes/utils';
import { fixedBytes, joinBytes, parseHex } from './byte-inputs';
import { parseUint } from './eip7702';
import { CryptoInputError } from './errors';

interface Field {
  name: string;
  type: string;
}
type Types = Record<string, Field[]>;

const ARRAY = /^(.*)\[(\d*)\]$/;
const INTEGER = /^(u?)int(\d*)$/;
const FIXED_BYTES = /^bytes(\d+)$/;

function fail(detail: string): never {
  throw new CryptoInputError(`EIP-712 payload: ${detail}`);
}

const baseType = (type: string): string => type.replace(/(\[\d*\])+$/, '');

function dependencies(type: string, types: Types, found: Set<string>): Set<string> {
  const base = baseType(type);
  if (found.has(base) || !Object.hasOwn(types, base)) return found;
  found.add(base);
  for (const field of types[base] ?? []) dependencies(field.type, types, found);
  return found;
}

/** `encodeType` of EIP-712: the primary type, then the types it refers to in name order. */
function encodeType(primary: string, types: Types): string {
  const others = [...dependencies(primary, types, new Set())].filter((t) => t !== primary).sort();
  return [primary, ...others]
    .map((name) => `${name}(${(types[name] ?? []).map((f) => `${f.type} ${f.name}`).join(',')})`)
    .join('');
}

function encodeInteger(value: unknown, signed: boolean, bits: number, type: string): Uint8Array {
  if (bits < 8 || bits > 256 || bits % 8 !== 0) fail(`unknown type ${type}`);
  const negative = signed && typeof value === 'string' && value.startsWith('-');
  const magnitude = parseUint(
    negative
      ? (value as string).slice(1)
      : typeof value === 'number' && value < 0 && signed
        ? -value
        : value,
    `a ${type} value`,
  );
  const number = negative || (typeof value === 'number' && value < 0) ? -magnitude : magnitude;
  const limit = signed ? 1n << BigInt(bits - 1) : 1n << BigInt(bits);
  if (number >= limit || number < (signed ? -limit : 0n))
    fail(`${String(value)} does not fit in ${type}`);
  return fixedBytes(number < 0n ? (1n << 256n) + number : number, 32);
}

/** Values nest at most this deep (structs and arrays), so hostile input cannot exhaust the stack. */
const MAX_DEPTH = 32;

function encodeValue(type: string, value: unknown, types: Types, depth: number): Uint8Array {
  if (depth > MAX_DEPTH) fail(`values nest deeper than ${MAX_DEPTH} levels`);
  if (Object.hasOwn(types, type)) return hashStruct(type, value, types, depth + 1);
  const array = ARRAY.exec(type);
  if (array) {
    const [, inner = '', size] = array;
    if (!Array.isArray(value)) fail(`a ${type} value must be an array`);
    if (size && value.length !== Number(size)) fail(`a ${type} value must have ${size} items`);
    return keccak_256(
      joinBytes(value.map((item: unknown) => encodeValue(inner, item, types, depth + 1))),
    );
  }
  if (type === 'string') {
    if (typeof value !== 'string') fail('a string value must be a string');
    return keccak_256(utf8Encode(value));
  }
  if (type === 'bytes') return keccak_256(parseHex(String(value), 'a bytes value'));
  if (type === 'bool') {
    if (value !== true && value !== false && value !== 'true' && value !== 'false') {
      fail('a bool value must be true or false');
    }
    return fixedBytes(value === true || value === 'true' ? 1n : 0n, 32);
  }
  if (type === 'address') {
    const bytes = parseHex(String(value), 'an address value');
    if (bytes.length !== 20) fail('an address value must be 20 bytes');
    return concatBytes(new Uint8Array(12), bytes);
  }
  const fixed = FIXED_BYTES.exec(type);
  if (fixed) {
    const size = Number(fixed[1]);
    const bytes = parseHex(String(value), `a ${type} value`);
    if (size < 1 || size > 32 || bytes.length !== size)
      fail(`a ${type} value must be ${size} bytes`);
    return concatBytes(bytes, new Uint8Array(32 - size));
  }
  const integer = INTEGER.exec(type);
  if (integer) return encodeInteger(value, integer[1] !== 'u', Number(integer[2] || 256), type);
  return fail(`unknown type ${type}`);
}

function hashStruct(type: string, data: unknown, types: Types, depth = 0): Uint8Array {
  if (typeof data !== 'object' || data === null) fail(`a ${type} value must be an object`);
  const record = data as Record<string, unknown>;
  const fields = (types[type] ?? []).map((field) => {
    if (record[field.name] === undefined) fail(`${type}.${field.name} is missing`);
    return encodeValue(field.type, record[field.name], types, depth);
  });
  return keccak_256(joinBytes([keccak_256(utf8Encode(encodeType(type, types))), ...fields]));
}

const DOMAIN_FIELDS: Field[] = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
  { name: 'salt', type: 'bytes32' },
];

function checkTypes(types: unknown): Types {
  if (typeof types !== 'object' || types === null || Array.isArray(types))
    fail('types must be an object');
  for (const [name, fields] of Object.entries(types)) {
    const ok =
      Array.isArray(fields) &&
      fields.every(
        (f: unknown) =>
          typeof f === 'object' &&
          f !== null &&
          typeof (f as Field).name === 'string' &&
          typeof (f as Field).type === 'string',
      );
    if (!ok) fail(`types.${name} must be a list of { name, type }`);
  }
  return types as Types;
}

/**
 * The EIP-712 digest keccak256(0x1901 || domainSeparator || hashStruct(message)) of typed
 * data given as JSON (`{ types, primaryType, domain, message }`, as viem's
 * `serializeTypedData` writes it). Without an `EIP712Domain` type, the domain's type is
 * inferred from the fields present, in the order EIP-712 lists them.
 */
export function hashTypedData(payload: string): Uint8Array {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    fail('the payload is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null) fail('the payload must be an object');
  const { types: rawTypes, primaryType, domain = {}, message } = parsed as Record<string, unknown>;
  const types = checkTypes(rawTypes);
  if (
    typeof primaryType !== 'string' ||
    !(primaryType === 'EIP712Domain' || Object.hasOwn(types, primaryType))
  ) {
    fail(`primaryType ${JSON.stringify(primaryType)} is not one of the types`);
  }
  if (typeof domain !== 'object' || domain === null) fail('domain must be an object');
  const domainRecord = domain as Record<string, unknown>;
  const all: Types = {
    ...types,
    EIP712Domain:
      types.EIP712Domain ?? DOMAIN_FIELDS.filter((f) => domainRecord[f.name] !== undefined),
  };
  const parts = [new Uint8Array([0x19, 0x01]), hashStruct('EIP712Domain', domainRecord, all)];
  if (primaryType !== 'EIP712Domain') parts.push(hashStruct(primaryType, message, all));
  return keccak_256(concatBytes(...parts));
}
