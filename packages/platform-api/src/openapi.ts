/**
 * Builds the OpenAPI 3.1 document from the zod schemas and the operations registry. The output
 * is deterministic: components are sorted by name, paths follow the registry's order and every
 * object is built with a fixed key order, so the same sources always give the same bytes.
 */
import * as z from 'zod';
import { operations, type Operation } from './operations';
import { TAGS } from './operations/tags';
import { olderIntentVersions, type OlderIntentVersion } from './schemas/intent-versions';
import { security, securitySchemes } from './security';

export const API_TITLE = 'Turnkey API';
export const API_SERVER_URL = 'https://api.turnkey.com';
export const OPENAPI_VERSION = '3.1.0';
export const API_VERSION = '1.0.0';

export type JsonSchema = Record<string, unknown>;

interface MediaType {
  schema: JsonSchema;
  examples?: Record<string, { summary: string; value: unknown }>;
}

interface OperationObject {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  requestBody: { required: true; content: { 'application/json': MediaType } };
  responses: Record<string, { description: string; content: { 'application/json': MediaType } }>;
  /**
   * A submission's older request `type` values the client's enum still holds, oldest first, with
   * their keys under `activity.intent` and `activity.result`. Absent when there are none.
   */
  'x-older-versions'?: OlderIntentVersion[];
}

export interface OpenApiDocument {
  openapi: typeof OPENAPI_VERSION;
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  security: typeof security;
  tags: { name: string; description: string }[];
  paths: Record<string, { post: OperationObject }>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: typeof securitySchemes };
}

const SCHEMA_PREFIX = '#/components/schemas/';

const DESCRIPTION = [
  'Every call is a POST with a JSON body, authenticated by a stamp header over the exact body bytes.',
  '',
  '- **Queries** (`/public/v1/query/…`) read state. Their bodies are flat and their responses carry the data directly.',
  '- **Submissions** (`/public/v1/submit/…`) change state. Their bodies are the envelope `{ type, timestampMs, organizationId, parameters }` and their responses carry the activity they created. Activities run asynchronously: poll `get_activity` until the status is final, then read `activity.result`.',
].join('\n');

/** Every schema registered with `.meta({ id })`, converted once, keyed and sorted by id. */
export function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'throw',
    uri: (id) => `${SCHEMA_PREFIX}${id}`,
  });
  if ('__shared' in schemas) {
    throw new Error('A reused schema without an id was extracted; give it an id with .meta()');
  }
  const sorted: Record<string, JsonSchema> = {};
  for (const id of Object.keys(schemas).sort()) {
    // `$schema` and `$id` belong to standalone JSON Schema documents, not to OpenAPI components.
    const component: JsonSchema = { ...schemas[id] };
    delete component.$schema;
    delete component.$id;
    sorted[id] = component;
  }
  return sorted;
}

/** The component id of an operation's request or response schema (its `.meta({ id })`). */
export function schemaIdOf(schema: z.ZodType, operation: Operation): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error(`The ${operation.name} request or response schema has no id`);
  return id;
}

function refTo(schema: z.ZodType, operation: Operation): JsonSchema {
  return { $ref: `${SCHEMA_PREFIX}${schemaIdOf(schema, operation)}` };
}

function operationObject(operation: Operation): OperationObject {
  const success =
    operation.kind === 'query'
      ? 'The query result.'
      : 'The activity the submission created. Unless its status is final, poll get_activity with its id.';
  const older = operation.kind === 'submission' ? olderIntentVersions(operation.activityType) : [];
  return {
    operationId: operation.name,
    tags: [operation.tag],
    summary: operation.summary,
    description: operation.description,
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: refTo(operation.request, operation),
          examples: {
            [operation.name]: { summary: operation.summary, value: operation.example.request },
          },
        },
      },
    },
    responses: {
      '200': {
        description: success,
        content: {
          'application/json': {
            schema: refTo(operation.response, operation),
            examples: {
              [operation.name]: { summary: operation.summary, value: operation.example.response },
            },
          },
        },
      },
      '4XX': {
        description: 'The platform rejected the request; `message` in the status says why.',
        content: { 'application/json': { schema: { $ref: `${SCHEMA_PREFIX}Status` } } },
      },
      default: {
        description: 'The request failed; the body is a status with a code, a message and details.',
        content: { 'application/json': { schema: { $ref: `${SCHEMA_PREFIX}Status` } } },
      },
    },
    ...(older.length > 0 ? { 'x-older-versions': older.map((version) => ({ ...version })) } : {}),
  };
}

/** The OpenAPI 3.1 document of the platform API. */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) paths[operation.path] = { post: operationObject(operation) };
  const document: OpenApiDocument = {
    openapi: OPENAPI_VERSION,
    info: { title: API_TITLE, version: API_VERSION, description: DESCRIPTION },
    servers: [{ url: API_SERVER_URL, description: 'Production' }],
    security,
    tags: TAGS.map((tag) => ({ name: tag.name, description: tag.description })),
    paths,
    components: { schemas: componentSchemas(), securitySchemes },
  };
  // A JSON round trip drops shared object identity, so serializers see a plain tree.
  return JSON.parse(JSON.stringify(document)) as OpenApiDocument;
}

/** The document as JSON (2-space indent, trailing newline). */
export function serializeOpenApiJson(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
