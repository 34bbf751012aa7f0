/**
 * The typed definition → the normalized `ApiModel`. Operation facts (kind, tag, activity type,
 * intent and result keys, client method, examples) come from the operations registry; field
 * trees come from the JSON Schema that zod emits for every named schema, the same schemas the
 * OpenAPI document lists under `components`. Nothing is read from disk.
 */
import { operations as registry, type Operation } from '../operations';
import { LEGACY_ACTIVITY_TYPES, LEGACY_OPERATIONS } from '../operations/legacy';
import { TAGS } from '../operations/tags';
import { API_SERVER_URL, API_TITLE, API_VERSION, componentSchemas, schemaIdOf } from '../openapi';
import { olderIntentVersions } from '../schemas/intent-versions';
import { securitySchemes } from '../security';
import { assertUniqueAnchors, tagAnchor } from './anchors';
import { normalizeSchema, type Components } from './normalize';
import { DEFAULT_SHARING, selectShared, type SharingRules } from './shared';
import type { ApiModel, ApiOperation, JsonValue, SchemaNode } from './types';

/** The value as JSON would carry it: no `undefined` members, no shared identity. */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function buildOperation(operation: Operation): ApiOperation {
  const { name, path, kind, tag, summary, description, sdkMethod, sdkServerMethod } = operation;
  const request: SchemaNode = { type: 'ref', ref: schemaIdOf(operation.request, operation) };
  const response: SchemaNode = { type: 'ref', ref: schemaIdOf(operation.response, operation) };
  const legacyOperation = Object.hasOwn(LEGACY_OPERATIONS, name)
    ? LEGACY_OPERATIONS[name]
    : undefined;
  return {
    name,
    path,
    kind,
    tag,
    summary,
    description,
    sdkMethod,
    ...(sdkServerMethod !== undefined ? { sdkServerMethod } : {}),
    ...(operation.kind === 'submission'
      ? {
          activityType: operation.activityType,
          intentKey: operation.intentKey,
          ...(operation.resultKey ? { resultKey: operation.resultKey } : {}),
          olderVersions: olderIntentVersions(operation.activityType).map((version) => {
            const legacy = LEGACY_ACTIVITY_TYPES[version.activityType];
            return {
              ...version,
              ...(legacy ? { legacy: { use: legacy.use, note: legacy.note } } : {}),
            };
          }),
        }
      : {}),
    ...(legacyOperation
      ? { legacy: { use: [...legacyOperation.use], note: legacyOperation.note } }
      : {}),
    request,
    response,
    example: plain(operation.example) as { request: JsonValue; response: JsonValue },
  };
}

/**
 * The model of the whole API. `rules` decide which named schemas the reference shows once
 * instead of inside every tree (see shared.ts).
 */
export function buildApiModel(rules: SharingRules = DEFAULT_SHARING): ApiModel {
  const components: Components = plain(componentSchemas());
  const schemas: Record<string, SchemaNode> = {};
  for (const [name, schema] of Object.entries(components)) {
    schemas[name] = normalizeSchema(schema, components, name);
  }
  const operations = registry.map(buildOperation);
  for (const operation of operations) {
    for (const root of [operation.request, operation.response]) {
      if (root.ref === undefined || !(root.ref in schemas)) {
        throw new Error(`api-model: ${operation.name} uses the unknown schema "${root.ref}"`);
      }
    }
  }
  const tags = TAGS.map((tag) => ({
    name: tag.name,
    anchor: tagAnchor(tag.name),
    description: tag.description,
    operations: operations.filter((op) => op.tag === tag.name).map((op) => op.name),
  }));
  const { shared, owners } = selectShared(
    operations.map((op) => ({ name: op.name, trees: [op.request, op.response] })),
    schemas,
    rules,
  );
  const stamps = Object.entries(securitySchemes).map(([name, scheme]) => ({
    name,
    header: scheme.name,
    description: scheme.description,
  }));
  const model: ApiModel = {
    title: API_TITLE,
    version: API_VERSION,
    serverUrl: API_SERVER_URL,
    // Page order: tag by tag, as the navigation shows them.
    operations: tags.flatMap((tag) => operations.filter((op) => op.tag === tag.name)),
    tags,
    stamps,
    schemas,
    shared,
    owners,
  };
  assertUniqueAnchors(model);
  return model;
}
