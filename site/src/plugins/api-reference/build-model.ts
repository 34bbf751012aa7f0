/** OpenAPI document of `@docs/platform-api` → the page's `ApiModel`. */
import type { OpenApiDocument } from '@docs/platform-api';
import type { ApiModel, ApiOperation, JsonValue, OperationKind, SchemaNode } from './model';
import { normalizeSchema, type Components } from './normalize';
import { SDK_METHODS } from './sdk-methods';
import { DEFAULT_SHARING, selectShared, type SharingRules } from './shared';

/** `Private Keys` → `private-keys`. */
export function tagAnchor(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Anchor of a schema in the page's Schemas section. */
export function schemaAnchor(name: string): string {
  return `schema-${name}`;
}

/** Anchors of the page's own sections, before the tags. */
export const SECTION_ANCHORS = [
  'overview',
  'queries',
  'submissions',
  'stamps',
  'errors',
  'schemas',
] as const;

type PathItem = OpenApiDocument['paths'][string]['post'];

function kindOf(path: string): OperationKind {
  if (path.startsWith('/public/v1/query/')) return 'query';
  if (path.startsWith('/public/v1/submit/')) return 'submission';
  throw new Error(
    `api-reference: ${path}: expected a /public/v1/query/ or /public/v1/submit/ path`,
  );
}

function firstExample(media: { examples?: Record<string, { value: unknown }> }, where: string) {
  const [example] = Object.values(media.examples ?? {});
  if (!example) throw new Error(`api-reference: ${where} has no example`);
  return example.value as JsonValue;
}

function buildOperation(path: string, post: PathItem, components: Components): ApiOperation {
  const name = post.operationId;
  const where = `${name} (${path})`;
  const [tag] = post.tags;
  const sdkMethod = SDK_METHODS[name];
  if (!tag) throw new Error(`api-reference: ${where} has no tag`);
  if (!sdkMethod) throw new Error(`api-reference: ${where} has no entry in sdk-methods.ts`);
  const requestMedia = post.requestBody.content['application/json'];
  const responseMedia = post.responses['200']?.content['application/json'];
  if (!responseMedia) throw new Error(`api-reference: ${where} has no 200 JSON response`);
  const request = normalizeSchema(requestMedia.schema, components, `${name} request`);
  const kind = kindOf(path);
  const envelope = request.type === 'ref' && request.ref ? components[request.ref] : undefined;
  const activityType = (envelope as { properties?: { type?: { const?: unknown } } } | undefined)
    ?.properties?.type?.const;
  return {
    name,
    path,
    kind,
    tag,
    summary: post.summary,
    description: post.description,
    sdkMethod,
    ...(kind === 'submission' && typeof activityType === 'string' ? { activityType } : {}),
    request,
    response: normalizeSchema(responseMedia.schema, components, `${name} response`),
    example: {
      request: firstExample(requestMedia, `${where} request`),
      response: firstExample(responseMedia, `${where} response`),
    },
  };
}

/** Throws when two sections, tags, operations or schemas would share an anchor. */
function assertUniqueAnchors(model: ApiModel): void {
  const seen = new Set<string>();
  const anchors = [
    ...SECTION_ANCHORS,
    ...model.tags.map((tag) => tag.anchor),
    ...model.operations.map((operation) => operation.name),
    ...model.shared.map(schemaAnchor),
  ];
  for (const anchor of anchors) {
    if (seen.has(anchor)) throw new Error(`api-reference: the anchor #${anchor} is used twice`);
    seen.add(anchor);
  }
}

export function buildApiModel(
  document: OpenApiDocument,
  rules: SharingRules = DEFAULT_SHARING,
): ApiModel {
  const components: Components = document.components.schemas;
  const schemas: Record<string, SchemaNode> = {};
  for (const [name, schema] of Object.entries(components)) {
    schemas[name] = normalizeSchema(schema, components, name);
  }
  const operations = Object.entries(document.paths).map(([path, item]) =>
    buildOperation(path, item.post, components),
  );
  const tags = document.tags.map((tag) => ({
    name: tag.name,
    anchor: tagAnchor(tag.name),
    description: tag.description,
    operations: operations.filter((op) => op.tag === tag.name).map((op) => op.name),
  }));
  const untagged = operations.find((op) => !tags.some((tag) => tag.name === op.tag));
  if (untagged)
    throw new Error(`api-reference: ${untagged.name} has the unknown tag ${untagged.tag}`);
  const { shared, owners } = selectShared(
    operations.map((op) => ({ name: op.name, trees: [op.request, op.response] })),
    schemas,
    rules,
  );
  const stamps = Object.entries(document.components.securitySchemes).map(([name, scheme]) => ({
    name,
    header: scheme.name,
    description: scheme.description,
  }));
  const model: ApiModel = {
    title: document.info.title,
    version: document.info.version,
    serverUrl: document.servers[0]?.url ?? '',
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
