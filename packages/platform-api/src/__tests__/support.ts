/**
 * Shared test helpers: the wire-sheet fixtures (the oracle), zod introspection, and a strict
 * example check. Not a test file itself.
 */
import * as z from 'zod';
import wireEnumsJson from '../__fixtures__/wire-enums.json';
import wireObjectsJson from '../__fixtures__/wire-objects.json';
import wireOperationsJson from '../__fixtures__/wire-operations.json';
import type { WireField, WireOperation } from '../__fixtures__/wire-types';

export type { WireField, WireOperation, WireSection } from '../__fixtures__/wire-types';

export const wireEnums: Record<string, string[]> = wireEnumsJson;
export const wireOperations: WireOperation[] = wireOperationsJson as WireOperation[];
export const wireObjects: Record<string, WireField[]> = wireObjectsJson;

/** The schema registered under `id` with `.meta({ id })`. */
export function schemaById(id: string): z.ZodType {
  const schema = z.globalRegistry._idmap.get(id);
  if (!schema) throw new Error(`No schema is registered with id ${id}`);
  return schema as z.ZodType;
}

/** Removes optional/default wrappers; reports whether the field may be absent on input. */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let current = schema;
  let optional = false;
  for (;;) {
    const def = current._zod.def;
    if (def.type === 'optional' || def.type === 'default') {
      optional = true;
      current = (def as unknown as { innerType: z.ZodType }).innerType;
    } else {
      return { inner: current, optional };
    }
  }
}

/** Fields of an object schema (the left side of an intersection counts as the object). */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = schema._zod.def;
  if (def.type === 'object') return (def as unknown as { shape: Record<string, z.ZodType> }).shape;
  return undefined;
}

/** Element schema of an array schema. */
export function elementOf(schema: z.ZodType): z.ZodType | undefined {
  const def = schema._zod.def;
  return def.type === 'array' ? (def as unknown as { element: z.ZodType }).element : undefined;
}

/** Values of an enum schema. */
export function enumValues(schema: z.ZodType): string[] | undefined {
  const def = schema._zod.def;
  if (def.type !== 'enum') return undefined;
  return Object.values((def as unknown as { entries: Record<string, string> }).entries);
}

/**
 * The sheet is an older snapshot than the pinned client, which added enum values and removed
 * none: every value of the sheet must still be in ours (the client's), in the sheet's order.
 */
export function keepsWireValues(actual: string[] | undefined, wire: string[]): boolean {
  if (actual === undefined) return false;
  let next = 0;
  for (const value of actual) if (value === wire[next]) next += 1;
  return next === wire.length;
}

/**
 * Fields of the sheet's shared objects that the pinned client has and the older sheet does not
 * (the client wins): `<schema id>.<field>` → the client definition that holds the field, which
 * wire-conformance.test.ts checks is really there.
 */
export const NEWER_THAN_SHEET: Readonly<Record<string, string>> = {
  'Credential.sessionProfileId': 'externaldatav1Credential',
  'User.mfaPolicies': 'v1User',
  'Activity.appProofs': 'v1Activity',
  'Policy.time': 'v1Policy',
  'WalletAccount.publicKey': 'v1WalletAccount',
  'WalletAccount.walletDetails': 'v1WalletAccount',
  'WalletAccount.name': 'v1WalletAccount',
  'WalletAccount.caip2Prefix': 'v1WalletAccount',
};

/**
 * Fields the sheet types as a string and the pinned client as an enum (the client wins): ours is
 * the client's enum, which the wire test checks value for value; `Shared.field` → the client's
 * definition.
 */
export const ENUM_IN_CLIENT: Readonly<Record<string, string>> = {
  'Vote.selection': 'v1Vote',
};

/**
 * Compares a zod schema with a field list of the wire sheet and returns every difference as a
 * readable line: missing or extra fields, optional marks and kinds (string, integer, boolean,
 * enum values, arrays, objects), recursively where the sheet lists children.
 */
export function compareWithWire(schema: z.ZodType, fields: WireField[], path: string): string[] {
  const shape = shapeOf(schema);
  if (!shape) return [`${path}: expected an object schema`];
  const problems: string[] = [];
  const wireNames = fields.map((field) => field.name);
  const id = z.globalRegistry.get(schema)?.id;
  for (const name of Object.keys(shape)) {
    if (wireNames.includes(name) || NEWER_THAN_SHEET[`${id}.${name}`] !== undefined) continue;
    problems.push(`${path}.${name}: not in the wire sheet`);
  }
  for (const field of fields) {
    const member = shape[field.name];
    if (!member) {
      problems.push(`${path}.${field.name}: missing`);
      continue;
    }
    const { inner, optional } = unwrap(member);
    if (optional !== field.optional) {
      problems.push(`${path}.${field.name}: optional is ${optional}, wire says ${field.optional}`);
    }
    if (ENUM_IN_CLIENT[`${id}.${field.name}`] !== undefined) continue;
    problems.push(...compareType(inner, field.type, field.children, `${path}.${field.name}`));
  }
  return problems;
}

function compareType(
  schema: z.ZodType,
  wireType: string,
  children: WireField[],
  path: string,
): string[] {
  const kind = schema._zod.def.type;
  if (wireType.endsWith('[]')) {
    const element = elementOf(schema);
    if (!element) return [`${path}: expected an array, found ${kind}`];
    return compareType(unwrap(element).inner, wireType.slice(0, -2), children, `${path}[]`);
  }
  if (wireType === 'string' || wireType === 'string(uint64)') {
    return kind === 'string' ? [] : [`${path}: expected a string, found ${kind}`];
  }
  if (wireType === 'boolean') {
    return kind === 'boolean' ? [] : [`${path}: expected a boolean, found ${kind}`];
  }
  if (wireType === 'integer(int32)') {
    return kind === 'number' || kind === 'literal' ? [] : [`${path}: expected an integer`];
  }
  const values = wireEnums[wireType];
  if (values) {
    return keepsWireValues(enumValues(schema), values)
      ? []
      : [`${path}: enum ${wireType} lost a value of the wire sheet or its order`];
  }
  if (kind !== 'object') return [`${path}: expected an object (${wireType}), found ${kind}`];
  return children.length > 0 ? compareWithWire(schema, children, path) : [];
}

/**
 * True when every key and value of `expected` appears in `actual`. A parse that strips an
 * unknown key (a typo in an example) makes the parsed output lack that key, so comparing the
 * example with its own parse output catches it; defaults only add keys, which is allowed.
 */
export function missingFrom(expected: unknown, actual: unknown, path = '$'): string[] {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return [`${path}: array`];
    return expected.flatMap((item, index) => missingFrom(item, actual[index], `${path}[${index}]`));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return [`${path}: object`];
    return Object.entries(expected).flatMap(([key, value]) =>
      key in actual
        ? missingFrom(value, (actual as Record<string, unknown>)[key], `${path}.${key}`)
        : [`${path}.${key}: dropped by the schema`],
    );
  }
  return Object.is(expected, actual) ? [] : [`${path}: ${String(expected)} ≠ ${String(actual)}`];
}

/** Every (key, value) pair in a JSON-like tree, with its path. */
export function* walk(value: unknown, path = '$'): Generator<[string, string, unknown]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* walk(item, `${path}[${index}]`);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      yield [path, key, child];
      yield* walk(child, `${path}.${key}`);
    }
  }
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Decodes base58 (Bitcoin alphabet) into bytes; throws on characters outside it. */
export function base58Decode(text: string): Uint8Array {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) throw new Error(`Not base58: ${char}`);
    value = value * 58n + BigInt(digit);
  }
  const hex = value === 0n ? '' : value.toString(16);
  const body = hex.length % 2 ? `0${hex}` : hex;
  const leadingZeros = text.length - text.replace(/^1+/, '').length;
  const bytes = new Uint8Array(leadingZeros + body.length / 2);
  for (let index = 0; index < body.length / 2; index += 1) {
    bytes[leadingZeros + index] = parseInt(body.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}
