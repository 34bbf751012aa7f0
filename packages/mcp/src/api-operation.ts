import type {
  ApiModel,
  ApiOperation,
  JsonValue,
  SchemaNode,
  SchemaProperty,
} from '@docs/platform-api/model';
import { schemaAnchor } from '@docs/platform-api/anchors';
import { ToolInputError } from './tool-error';

/**
 * `get_api_operation`: one operation of the API model as an assistant needs it to write the
 * call: method and path, the current intent version, every request and response field as a
 * flat list (dotted paths, required marks), an example body and the SDK methods that send it.
 */

export interface OperationField {
  /** Dotted path from the body's root; `[]` marks an array's items, `{}` a map's values. */
  path: string;
  /** `string`, `integer`, `boolean`, `object`, `array`, `map`, `any`, or a shared schema's name. */
  type: string;
  required: boolean;
  description?: string;
  /** The values an enumeration allows, or the one value a constant has. */
  values?: JsonValue[];
}

export interface SharedSchemaView {
  name: string;
  /** Where the API reference shows it. */
  referencePath: string;
  /** Its own fields (a shared schema inside it is named, not expanded). */
  fields: OperationField[];
}

export interface OperationView {
  name: string;
  kind: ApiOperation['kind'];
  tag: string;
  summary: string;
  description: string;
  /** Every call of the API is an HTTP POST. */
  method: 'POST';
  path: string;
  /** A submission's `type`, its current intent version (`ACTIVITY_TYPE_SIGN_TRANSACTION_V2`). */
  activityType: string | null;
  /** Older `type` values of the same submission the pinned client still lists, oldest first. */
  olderActivityTypes: string[];
  /** Where `activity.intent` and `activity.result` hold this submission's parameters and output. */
  intentKey: string | null;
  resultKey: string | null;
  request: OperationField[];
  response: OperationField[];
  /** Shared schemas the fields name by type, with their own fields. */
  sharedSchemas: SharedSchemaView[];
  example: { request: JsonValue; response: JsonValue };
  sdk: {
    /** `TurnkeyClient` of `@turnkey/http`. */
    http: string;
    /** The API client of `@turnkey/sdk-server`; null when it has none. */
    sdkServer: string | null;
  };
  /** Route and anchor of the operation in the API reference. */
  referencePath: string;
}

/** Deeper than any tree of the model; guards against a cycle of non-shared schemas. */
const maxDepth = 12;

/**
 * Flattens schema trees into fields. A shared schema (one the reference shows once, in its
 * Schemas section) is never expanded in place: the field names it as its type, and the view
 * lists it once under `sharedSchemas`.
 */
class FieldFlattener {
  /** The shared schemas the flattened fields named. */
  readonly sharedUsed = new Set<string>();
  private readonly shared: Set<string>;

  constructor(private readonly model: ApiModel) {
    this.shared = new Set(model.shared);
  }

  fields(node: SchemaNode): OperationField[] {
    const out: OperationField[] = [];
    this.walk(node, '', out, 0);
    return out;
  }

  private isShared(name: string | undefined): name is string {
    return name !== undefined && this.shared.has(name);
  }

  /** The node's type as a field shows it; a shared schema by its name. */
  private typeOf(node: SchemaNode): string {
    if (node.type === 'ref' && node.ref) {
      if (this.isShared(node.ref)) return node.ref;
      const target = this.model.schemas[node.ref];
      return target ? this.typeOf(target) : node.ref;
    }
    if (node.extends) return `object extending ${node.extends}`;
    if (node.type === 'array') return node.items ? `array of ${this.typeOf(node.items)}` : 'array';
    if (node.type === 'object' && node.values && !node.properties?.length) return 'map';
    return node.type;
  }

  /** The node behind a reference; null for a shared schema (named, not expanded). */
  private expand(node: SchemaNode): SchemaNode | null {
    if (node.type !== 'ref') return node;
    if (this.isShared(node.ref)) {
      this.sharedUsed.add(node.ref);
      return null;
    }
    return node.ref ? (this.model.schemas[node.ref] ?? null) : null;
  }

  private walk(node: SchemaNode, prefix: string, out: OperationField[], depth: number): void {
    const target = depth > maxDepth ? null : this.expand(node);
    if (!target) return;
    if (target.extends) {
      const redefined = new Set((target.properties ?? []).map((property) => property.name));
      const base = this.expand({ type: 'ref', ref: target.extends });
      const inherited = (base?.properties ?? []).filter(({ name }) => !redefined.has(name));
      this.walkProperties(inherited, prefix, out, depth);
    }
    this.walkProperties(target.properties ?? [], prefix, out, depth);
    if (target.items) this.walk(target.items, `${prefix}[]`, out, depth + 1);
    if (target.values && !target.properties?.length && target.values.type !== 'any') {
      this.walk(target.values, `${prefix}{}`, out, depth + 1);
    }
  }

  private walkProperties(
    properties: readonly SchemaProperty[],
    prefix: string,
    out: OperationField[],
    depth: number,
  ): void {
    for (const { name, required, schema } of properties) {
      const path = prefix ? `${prefix}.${name}` : name;
      const resolved =
        schema.type === 'ref' && schema.ref ? (this.model.schemas[schema.ref] ?? schema) : schema;
      const field: OperationField = { path, type: this.typeOf(schema), required };
      const description = schema.description ?? resolved.description;
      if (description) field.description = description;
      const values = resolved.enum ?? (resolved.const !== undefined ? [resolved.const] : undefined);
      if (values) field.values = values;
      out.push(field);
      this.walk(schema, path, out, depth + 1);
    }
  }
}

function operationMatches(operation: ApiOperation, wanted: string): boolean {
  const names = [
    operation.name,
    operation.activityType,
    operation.sdkMethod,
    operation.sdkServerMethod,
    operation.path,
    ...(operation.olderVersions ?? []).map((older) => older.activityType),
  ];
  return names.some((name) => name !== undefined && name.toLowerCase() === wanted);
}

/** The operation `name` names (its name, an activity type, an SDK method or its path). */
export function findOperation(model: ApiModel, name: string): ApiOperation | undefined {
  const wanted = name.trim().toLowerCase();
  return model.operations.find((candidate) => operationMatches(candidate, wanted));
}

/** The error for a name no operation has, with the close names the site's search found. */
export function unknownOperation(name: string, close: string[]): ToolInputError {
  return new ToolInputError(
    'name',
    `no operation is named "${name}" (give an operation name such as create_wallet, an activity type such as ACTIVITY_TYPE_CREATE_WALLET, or an SDK method such as createWallet).${
      close.length ? ` Close names: ${close.join(', ')}.` : ''
    } search_docs finds operations by topic.`,
  );
}

export function operationView(
  model: ApiModel,
  operation: ApiOperation,
  apiRoute: string,
): OperationView {
  const flattener = new FieldFlattener(model);
  const request = flattener.fields(operation.request);
  const response = flattener.fields(operation.response);
  const sharedSchemas: SharedSchemaView[] = [];
  for (const name of [...flattener.sharedUsed].sort()) {
    const schema = model.schemas[name];
    const fields = schema ? new FieldFlattener(model).fields(schema) : [];
    // An enumeration has no fields: the fields that use it list its values.
    if (fields.length === 0) continue;
    sharedSchemas.push({ name, referencePath: `${apiRoute}#${schemaAnchor(name)}`, fields });
  }
  return {
    name: operation.name,
    kind: operation.kind,
    tag: operation.tag,
    summary: operation.summary,
    description: operation.description,
    method: 'POST',
    path: operation.path,
    activityType: operation.activityType ?? null,
    olderActivityTypes: (operation.olderVersions ?? []).map((older) => older.activityType),
    intentKey: operation.intentKey ?? null,
    resultKey: operation.resultKey ?? null,
    request,
    response,
    sharedSchemas,
    example: operation.example,
    sdk: { http: operation.sdkMethod, sdkServer: operation.sdkServerMethod ?? null },
    referencePath: `${apiRoute}#${operation.name}`,
  };
}
