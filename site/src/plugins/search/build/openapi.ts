import { emptyHierarchy, type SearchRecord } from '../../search/records';
import { cleanText } from './html';

/**
 * One search record per operation of the OpenAPI document: its name, summary, tag, method
 * and path, description, and the activity type a submission creates
 * (`ACTIVITY_TYPE_SIGN_TRANSACTION_V2`), linked to `<apiRoute>#<operationId>`.
 */

export interface OperationRecordContext {
  /** Route of the page that renders the document, e.g. `/api`. */
  apiRoute: string;
  /** lvl0 and lvl1 of that page, so its operations group with it. */
  section: string;
  pageTitle: string;
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Markdown of an OpenAPI description as plain text. */
function plainText(markdown: string): string {
  return cleanText(
    markdown
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/[`*_]{1,2}([^`*_]+)[`*_]{1,2}/g, '$1'),
  );
}

/** The activity type a submission's request body fixes in its `type` property. */
function activityType(document: Json, operation: Json): string | null {
  const body = operation.requestBody;
  const content = isObject(body) && isObject(body.content) ? body.content : null;
  const media =
    content && isObject(content['application/json']) ? content['application/json'] : null;
  let schema: unknown = media?.schema;
  const ref = isObject(schema) ? stringOf(schema.$ref) : null;
  if (ref?.startsWith('#/components/schemas/')) {
    const schemas = isObject(document.components) ? document.components.schemas : null;
    schema = isObject(schemas) ? schemas[ref.slice('#/components/schemas/'.length)] : null;
  }
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : null;
  const type = properties && isObject(properties.type) ? properties.type : null;
  if (!type) return null;
  if (typeof type.const === 'string') return type.const;
  return Array.isArray(type.enum) && type.enum.length === 1 ? stringOf(type.enum[0]) : null;
}

/** Records of every operation with an `operationId`; anything else in the document is ignored. */
export function extractOperationRecords(
  document: unknown,
  context: OperationRecordContext,
): SearchRecord[] {
  if (!isObject(document) || !isObject(document.paths)) {
    throw new Error('search-index: the OpenAPI document has no "paths" object.');
  }
  const records: SearchRecord[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isObject(item)) continue;
    for (const method of methods) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const operationId = stringOf(operation.operationId);
      if (!operationId) continue;
      const tags = Array.isArray(operation.tags) ? operation.tags : [];
      const summary = stringOf(operation.summary);
      const description = stringOf(operation.description);
      const type = activityType(document, operation);
      records.push({
        objectID: `${context.apiRoute}#${operationId}`,
        url: `${context.apiRoute}#${operationId}`,
        type: 'lvl3',
        hierarchy: {
          ...emptyHierarchy(),
          lvl0: context.section,
          lvl1: context.pageTitle,
          lvl2: stringOf(tags[0]) ?? 'Operations',
          lvl3: operationId,
        },
        content: [
          summary && `${summary}.`,
          `${method.toUpperCase()} ${path}.`,
          description && plainText(description),
        ]
          .filter(Boolean)
          .join(' '),
        code: [operationId, type].filter(Boolean).join(' '),
        description: null,
        language: 'en',
        docusaurus_tag: 'default',
      });
    }
  }
  return records;
}
