/**
 * JSON Schema (the subset `z.toJSONSchema` emits for the platform API) → `SchemaNode`. A
 * keyword this module does not know fails the build with its location, so a schema change can
 * never drop a constraint from the model silently.
 */
import type { Constraint, JsonValue, SchemaNode, SchemaProperty, SchemaType } from './types';

type JsonObject = Record<string, unknown>;

const REF_PREFIX = '#/components/schemas/';

/** Keywords that carry no information for the reader of the page. */
const IGNORED = new Set(['examples', '$schema', '$id']);

const CONSTRAINTS: Record<string, string> = {
  pattern: 'pattern',
  format: 'format',
  minLength: 'min length',
  maxLength: 'max length',
  minimum: 'minimum',
  maximum: 'maximum',
  minItems: 'min items',
  maxItems: 'max items',
};

const HANDLED = new Set([
  '$ref',
  'allOf',
  'type',
  'description',
  'properties',
  'required',
  'items',
  'additionalProperties',
  'enum',
  'const',
  'default',
  ...Object.keys(CONSTRAINTS),
]);

const TYPES = new Set<SchemaType>(['object', 'array', 'string', 'integer', 'number', 'boolean']);

export type Components = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(where: string, message: string): never {
  throw new Error(`api-model: ${where}: ${message}`);
}

/** `#/components/schemas/Wallet` → `Wallet`, checking that the component exists. */
export function refName(ref: unknown, components: Components, where: string): string {
  if (typeof ref !== 'string' || !ref.startsWith(REF_PREFIX)) {
    fail(where, `expected a $ref into ${REF_PREFIX}; received ${JSON.stringify(ref)}`);
  }
  const name = ref.slice(REF_PREFIX.length);
  if (!(name in components)) fail(where, `$ref to the unknown schema "${name}"`);
  return name;
}

function typeOf(schema: JsonObject, where: string): SchemaType {
  const { type } = schema;
  if (type === undefined) return isObject(schema.properties) ? 'object' : 'any';
  if (typeof type !== 'string' || !TYPES.has(type as SchemaType)) {
    fail(where, `unsupported type ${JSON.stringify(type)}`);
  }
  return type as SchemaType;
}

function constraintsOf(schema: JsonObject): Constraint[] {
  const found: Constraint[] = [];
  for (const [keyword, name] of Object.entries(CONSTRAINTS)) {
    const value = schema[keyword];
    if (value !== undefined) found.push({ name, value: String(value) });
  }
  return found;
}

function propertiesOf(schema: JsonObject, components: Components, where: string) {
  if (schema.properties === undefined) return undefined;
  if (!isObject(schema.properties)) fail(where, 'properties must be an object');
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(schema.properties).map(([name, value]): SchemaProperty => ({
    name,
    required: required.has(name),
    schema: normalizeSchema(value, components, `${where}.${name}`),
  }));
}

/**
 * An `allOf` of a named base and objects that add or narrow fields: the base is kept as
 * `extends` and only the other parts' fields are listed (later parts override earlier ones).
 */
function mergeAllOf(schema: JsonObject, components: Components, where: string): SchemaNode {
  const parts = schema.allOf;
  if (!Array.isArray(parts) || parts.length === 0) fail(where, 'allOf must be a non-empty array');
  const fields = new Map<string, SchemaProperty>();
  let base: string | undefined;
  parts.forEach((part, index) => {
    const at = `${where}.allOf[${index}]`;
    if (!isObject(part)) fail(at, 'expected a schema object');
    if (part.$ref !== undefined && base === undefined) {
      base = refName(part.$ref, components, at);
      return;
    }
    const node = normalizeSchema(part, components, at);
    const resolved =
      node.type === 'ref' && node.ref
        ? normalizeSchema(components[node.ref], components, at)
        : node;
    if (resolved.type !== 'object')
      fail(at, `allOf parts must be objects; received ${resolved.type}`);
    for (const property of resolved.properties ?? []) fields.set(property.name, property);
  });
  const description = typeof schema.description === 'string' ? schema.description : undefined;
  return {
    type: 'object',
    ...(base ? { extends: base } : {}),
    ...(description ? { description } : {}),
    properties: [...fields.values()],
  };
}

/** Reduces one schema; `where` names its place in the document for error messages. */
export function normalizeSchema(
  schema: unknown,
  components: Components,
  where: string,
): SchemaNode {
  if (!isObject(schema)) fail(where, 'expected a schema object');
  for (const keyword of Object.keys(schema)) {
    if (!HANDLED.has(keyword) && !IGNORED.has(keyword)) {
      fail(where, `the JSON Schema keyword "${keyword}" is not supported by the API model`);
    }
  }
  const description = typeof schema.description === 'string' ? schema.description : undefined;
  if (schema.$ref !== undefined) {
    const ref = refName(schema.$ref, components, where);
    return { type: 'ref', ref, ...(description ? { description } : {}) };
  }
  if (schema.allOf !== undefined) return mergeAllOf(schema, components, where);

  const node: SchemaNode = { type: typeOf(schema, where) };
  if (description) node.description = description;
  const properties = propertiesOf(schema, components, where);
  if (properties) node.properties = properties;
  if (schema.items !== undefined)
    node.items = normalizeSchema(schema.items, components, `${where}[]`);
  if (isObject(schema.additionalProperties)) {
    node.values = normalizeSchema(schema.additionalProperties, components, `${where}{}`);
  }
  if (Array.isArray(schema.enum)) node.enum = schema.enum as JsonValue[];
  if (schema.const !== undefined) node.const = schema.const as JsonValue;
  if (schema.default !== undefined) node.default = schema.default as JsonValue;
  const constraints = constraintsOf(schema);
  if (constraints.length > 0) node.constraints = constraints;
  return node;
}
