/**
 * The API reference as one Markdown page (`/api.md`), from the same model the `/api` page
 * renders (`@docs/platform-api/model`) and with the same tree decisions
 * (`api-reference/tree.ts`): a schema the page lists once under Schemas is linked
 * here too, so the Markdown repeats no more than the page does.
 */
import type {
  ApiIntentVersion,
  ApiModel,
  ApiOperation,
  JsonValue,
  SchemaNode,
} from '@docs/platform-api/model';
import { fieldView, formatValue, rootView, type TreeScope } from '../../api-reference/tree';

export interface ApiMarkdownOptions {
  /** Page title, the `# …` line. */
  title: string;
  /** Root-relative URLs of the OpenAPI document, linked from the introduction. */
  openApiUrls: { json: string; yaml: string };
}

/** Text safe inside a table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

function code(value: string): string {
  const fence = value.includes('`') ? '``' : '`';
  return `${fence}${value}${fence}`;
}

interface Row {
  field: string;
  type: string;
  required: boolean;
  notes: string;
}

function notesOf(view: ReturnType<typeof fieldView>, model: ApiModel): string {
  const parts: string[] = [];
  if (view.description) parts.push(view.description);
  if (view.const !== undefined) parts.push(`Always ${code(formatValue(view.const))}.`);
  if (view.enum) {
    const values = view.enum.map((value: JsonValue) => code(formatValue(value)));
    parts.push(`One of ${values.join(', ')}.`);
  }
  if (view.default !== undefined) parts.push(`Default ${code(formatValue(view.default))}.`);
  for (const constraint of view.constraints) {
    parts.push(`${constraint.name}: ${code(constraint.value)}.`);
  }
  if (view.link) {
    const what = model.schemas[view.link.name]?.enum ? 'Values' : 'Fields';
    parts.push(`${what}: see [${view.link.name}](#${view.link.anchor}).`);
  }
  if (view.extends) {
    parts.push(`Also has the fields of [${view.extends.name}](#${view.extends.anchor}).`);
  }
  return parts.join(' ');
}

function rowsOf(
  properties: NonNullable<ReturnType<typeof fieldView>['children']>,
  model: ApiModel,
  scope: TreeScope,
  prefix: string,
  into: Row[],
): void {
  for (const property of properties) {
    const view = fieldView(property.schema, model, scope);
    const isArray = view.type.startsWith('array of ');
    const field = `${prefix}${property.name}`;
    into.push({ field, type: view.type, required: property.required, notes: notesOf(view, model) });
    if (view.children && !view.link) {
      rowsOf(view.children, model, view.scope, `${field}${isArray ? '[]' : ''}.`, into);
    }
  }
}

/** A field table of an object schema (or a sentence when it has no fields). */
export function fieldTable(root: SchemaNode, model: ApiModel, scope: TreeScope): string {
  const view = rootView(root, model, scope);
  const rows: Row[] = [];
  if (view.children) rowsOf(view.children, model, view.scope, '', rows);
  const lead = notesOf({ ...view, description: undefined }, model);
  if (rows.length === 0) {
    return `Type: ${code(view.type)}.${lead ? ` ${lead}` : ''}`;
  }
  const lines = [
    '| Field | Type | Required | Description |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${code(row.field)} | ${cell(row.type)} | ${row.required ? 'yes' : 'no'} | ${cell(row.notes)} |`,
    ),
  ];
  return (lead ? `${lead}\n\n` : '') + lines.join('\n');
}

function json(value: JsonValue, title: string): string {
  return `\`\`\`json title="${title}"\n${JSON.stringify(value, null, 2)}\n\`\`\``;
}

/** The older request types of a submission, with where each puts its intent and its output. */
function olderVersionsTable(versions: readonly ApiIntentVersion[]): string {
  return [
    'Older versions of this type, still in the activity type enumeration (the client sends the one above):',
    '',
    '| Version | `type` | Intent key | Result key |',
    '| --- | --- | --- | --- |',
    ...versions.map((version) => {
      const number = /_V(\d+)$/.exec(version.activityType)?.[1] ?? '1';
      const result = version.resultKey ? code(version.resultKey) : 'none shown';
      return `| ${number} | ${code(version.activityType)} | ${code(version.intentKey)} | ${result} |`;
    }),
  ].join('\n');
}

/** The method of each client; sdk-server's absence is said, not left to guess. */
function clientMethods(operation: ApiOperation): string[] {
  return [
    `\`@turnkey/http\` method \`${operation.sdkMethod}\``,
    operation.sdkServerMethod === undefined
      ? '`@turnkey/sdk-server`: no method'
      : `\`@turnkey/sdk-server\` method \`${operation.sdkServerMethod}\``,
  ];
}

function operationSection(operation: ApiOperation, model: ApiModel): string {
  const scope: TreeScope = { operation: operation.name, ancestors: [] };
  const facts = [
    `\`POST ${operation.path}\``,
    operation.kind === 'query' ? 'query' : 'submission',
    ...(operation.activityType ? [`activity type \`${operation.activityType}\``] : []),
    ...clientMethods(operation),
  ];
  const older = operation.olderVersions ?? [];
  return [
    `### ${operation.name}`,
    facts.join(' · '),
    `**${operation.summary}**`,
    operation.description,
    older.length > 0 ? olderVersionsTable(older) : '',
    '#### Request',
    fieldTable(operation.request, model, scope),
    '#### Response',
    fieldTable(operation.response, model, scope),
    '#### Example',
    json(operation.example.request, `Request: POST ${operation.path}`),
    json(operation.example.response, 'Response'),
  ]
    .filter((part) => part.trim() !== '')
    .join('\n\n');
}

/** The whole reference: introduction, stamps, errors, operations by tag, shared schemas. */
export function apiToMarkdown(model: ApiModel, options: ApiMarkdownOptions): string {
  const byName = new Map(model.operations.map((operation) => [operation.name, operation]));
  const queries = model.operations.filter((operation) => operation.kind === 'query').length;
  const parts: string[] = [
    `# ${options.title}`,
    `> Every query and submission of the ${model.title}, version ${model.version}: method and path, request and response fields, and an example of each.`,
    `Every call is a \`POST\` of a JSON body to \`${model.serverUrl}\` followed by the operation's path, authenticated by a stamp header over the exact body bytes. The ${queries} queries (\`/public/v1/query/…\`) read state and answer with the data; the ${model.operations.length - queries} submissions (\`/public/v1/submit/…\`) change state or sign and answer with the activity they created. The same definition is available as [OpenAPI 3.1 JSON](${options.openApiUrls.json}) and [YAML](${options.openApiUrls.yaml}).`,
    '## Stamps',
    ...model.stamps.map((stamp) => `### \`${stamp.header}\`\n\n${stamp.description}`),
    '## Errors',
    'A rejected call answers with a non-2xx status and this status object as its body; a failed activity carries the same object in `activity.failure`.',
    fieldTable({ type: 'ref', ref: 'Status' }, model, { ancestors: [] }),
  ];
  for (const tag of model.tags) {
    parts.push(`## ${tag.name}`, tag.description);
    for (const name of tag.operations) {
      const operation = byName.get(name);
      if (!operation)
        throw new Error(`markdown-pages: tag "${tag.name}" lists an unknown operation "${name}".`);
      parts.push(operationSection(operation, model));
    }
  }
  if (model.shared.length > 0) {
    parts.push(
      '## Schemas',
      'Schemas that several operations share, listed once and linked from the field tables above.',
    );
    for (const name of model.shared) {
      const schema = model.schemas[name];
      if (!schema) continue;
      parts.push(
        `### ${name} {#schema-${name}}`,
        fieldTable({ type: 'ref', ref: name }, model, { ancestors: [] }),
      );
    }
  }
  return `${parts.filter((part) => part.trim() !== '').join('\n\n')}\n`;
}
