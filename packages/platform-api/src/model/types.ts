/**
 * The normalized API model: the operations registry and the JSON Schema of every named zod
 * schema, reduced to plain, serializable records. Every consumer (the `/api` page, `/api.md`,
 * the search records, later the sandbox and the MCP server) reads these records and never sees
 * JSON Schema keywords or `$ref` strings.
 */

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** What a node holds; `ref` points at a named schema in `ApiModel.schemas`. */
export type SchemaType =
  'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'any' | 'ref';

/** One constraint as the page shows it, e.g. `{ name: 'pattern', value: '^[0-9]+$' }`. */
export interface Constraint {
  name: string;
  value: string;
}

export interface SchemaNode {
  type: SchemaType;
  /** For `type: 'ref'`, the name of the schema it points at. */
  ref?: string;
  /**
   * For an object that extends a named schema (`allOf`): that schema. `properties` then holds
   * only the fields this object adds or narrows; the others are the named schema's.
   */
  extends?: string;
  description?: string;
  /** Object fields, in the order of the document. */
  properties?: SchemaProperty[];
  /** Array items. */
  items?: SchemaNode;
  /** Values of a map (`additionalProperties`); `any` when the map takes any value. */
  values?: SchemaNode;
  enum?: JsonValue[];
  const?: JsonValue;
  default?: JsonValue;
  constraints?: Constraint[];
}

export interface SchemaProperty {
  name: string;
  required: boolean;
  schema: SchemaNode;
}

export type OperationKind = 'query' | 'submission';

export interface ApiOperation {
  /** The path's last segment: the operationId and the page anchor (`#create_wallet`). */
  name: string;
  path: string;
  kind: OperationKind;
  tag: string;
  summary: string;
  description: string;
  /** The method of `TurnkeyClient` (`@turnkey/http`) that sends the operation. */
  sdkMethod: string;
  /**
   * The method of `@turnkey/sdk-server`'s API client (`new Turnkey(…).apiClient()`); absent when
   * the pinned sdk-server has none, so `@turnkey/http` is the typed client that sends it.
   */
  sdkServerMethod?: string;
  /** The literal `type` of a submission's envelope, version included (`…_V2`). */
  activityType?: string;
  /** A submission's key under `activity.intent`, version included (`signTransactionIntentV2`). */
  intentKey?: string;
  /** A submission's key under `activity.result`; absent when the activity has no result. */
  resultKey?: string;
  /**
   * A submission's older intent versions that the client's enum still holds, oldest first (empty
   * when the type has none): the `type` and its keys under `activity.intent` and
   * `activity.result` (absent when the client shows none).
   */
  olderVersions?: ApiIntentVersion[];
  /** Set when the platform calls the operation legacy: what to use instead and why. */
  legacy?: ApiLegacy<string[]>;
  request: SchemaNode;
  response: SchemaNode;
  example: { request: JsonValue; response: JsonValue };
}

export interface ApiIntentVersion {
  activityType: string;
  intentKey: string;
  resultKey?: string;
  /** Set when the platform calls this version legacy: the version to send instead and why. */
  legacy?: ApiLegacy<string>;
}

export interface ApiLegacy<Use> {
  use: Use;
  note: string;
}

export interface ApiTag {
  name: string;
  /** Page anchor of the tag's section (`#private-keys`). */
  anchor: string;
  description: string;
  /** Operation names, in page order. */
  operations: string[];
}

export interface StampScheme {
  /** The security scheme's name in the document (`ApiKeyStamp`). */
  name: string;
  header: string;
  description: string;
}

export interface ApiModel {
  title: string;
  version: string;
  /** The server of the document: the origin the snippets and "Try it" send to by default. */
  serverUrl: string;
  tags: ApiTag[];
  operations: ApiOperation[];
  stamps: StampScheme[];
  /** Every named schema of the document, reduced to nodes. */
  schemas: Record<string, SchemaNode>;
  /**
   * Named schemas shown once, in the page's Schemas section (`#schema-<Name>`), and linked from
   * every tree that uses them instead of being repeated there.
   */
  shared: string[];
  /**
   * Named schemas that belong to one operation (its intent or result): outside that operation,
   * trees link to it (`#<operation>`) instead of repeating them.
   */
  owners: Record<string, string>;
}
