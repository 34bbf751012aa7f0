/**
 * The operation tables of the API overview pages as Markdown syntax trees (GFM tables), built
 * from the model: every query, every submission with the `type` the client sends, and every
 * older version of a submission. Rows are sorted by operation name.
 */
import type { ApiModel, ApiOperation, SchemaNode } from '@docs/platform-api/model';
import type { PhrasingContent, Table, TableCell, TableRow } from 'mdast';

export type Cell = PhrasingContent[];

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });

/** A link to the operation's anchor on `/api`, labelled with its name. */
export const operationLink = (name: string): Cell => [
  { type: 'link', url: `/api#${name}`, children: [text(name)] },
];

/** Items separated by commas; `—` for none. */
function commaList(items: Cell[]): Cell {
  if (items.length === 0) return [text('—')];
  return items.flatMap((item, index) => (index === 0 ? item : [text(', '), ...item]));
}

export function table(header: string[], rows: Cell[][]): Table {
  const row = (cells: Cell[]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children): TableCell => ({ type: 'tableCell', children })),
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((label) => withCode(label))), ...rows.map(row)],
  };
}

/** Text whose parts in backticks become inline code (`` `type` sent ``). */
export function withCode(label: string): Cell {
  return label
    .split('`')
    .flatMap((part, index) => (part === '' ? [] : [index % 2 === 1 ? code(part) : text(part)]));
}

export function byName(operations: readonly ApiOperation[]): ApiOperation[] {
  return [...operations].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The fields of a named object schema, with the fields of the schema it extends first. */
export function fieldsOf(
  node: SchemaNode,
  model: ApiModel,
): { name: string; required: boolean; schema: SchemaNode }[] {
  const named = node.type === 'ref' && node.ref ? model.schemas[node.ref] : node;
  if (!named) return [];
  const base = named.extends ? model.schemas[named.extends] : undefined;
  const inherited = base ? fieldsOf(base, model) : [];
  const own = named.properties ?? [];
  const ownNames = new Set(own.map((field) => field.name));
  return [...inherited.filter((field) => !ownNames.has(field.name)), ...own];
}

/** `Wallet`, `Wallet[]`, `string`, `string[]`. */
function typeLabel(node: SchemaNode): string {
  if (node.type === 'ref') return node.ref ?? 'object';
  if (node.type === 'array') return `${node.items ? typeLabel(node.items) : 'any'}[]`;
  return node.type;
}

/** Every query: the request fields besides `organizationId`, and what the response holds. */
export function queryTable(model: ApiModel): Table {
  const rows = byName(model.operations.filter((operation) => operation.kind === 'query')).map(
    (operation): Cell[] => {
      const request = fieldsOf(operation.request, model)
        .filter((field) => field.name !== 'organizationId')
        .map((field) => [code(`${field.name}${field.required ? '' : '?'}`)]);
      const response = fieldsOf(operation.response, model).map((field) => [
        code(field.name),
        text(` (${typeLabel(field.schema)})`),
      ]);
      return [
        operationLink(operation.name),
        [text(operation.tag)],
        commaList(request),
        commaList(response),
      ];
    },
  );
  return table(['Operation', 'Tag', 'Other request fields', 'Returns'], rows);
}

const resultCell = (key: string | undefined): Cell =>
  key ? [code(`activity.result.${key}`)] : [text('none: the activity itself is the outcome')];

/** Every submission: the `type` the client sends, where its result lives, its older versions. */
export function submissionTable(model: ApiModel): Table {
  const rows = byName(model.operations.filter((operation) => operation.kind === 'submission')).map(
    (operation): Cell[] => [
      operationLink(operation.name),
      [code(operation.activityType ?? '')],
      [text(operation.tag)],
      resultCell(operation.resultKey),
      [text(String(operation.olderVersions?.length ?? 0))],
    ],
  );
  return table(['Operation', '`type` sent', 'Tag', 'Result key', 'Older versions'], rows);
}

/** Every older version of every submission, with its intent and result keys. */
export function olderVersionTable(model: ApiModel): Table {
  const rows = byName(model.operations).flatMap((operation) =>
    (operation.olderVersions ?? []).map((version): Cell[] => [
      operationLink(operation.name),
      [code(version.activityType)],
      [code(`activity.intent.${version.intentKey}`)],
      version.resultKey ? [code(`activity.result.${version.resultKey}`)] : [text('none shown')],
      version.legacy
        ? [text('Legacy: send '), code(version.legacy.use), ...withCode(`. ${version.legacy.note}`)]
        : [text('Older')],
    ]),
  );
  return table(['Operation', 'Older `type`', 'Intent key', 'Result key', 'Status'], rows);
}

/** Every tag with operations, in page order: its queries, its submissions and what it covers. */
export function tagTable(model: ApiModel): Table {
  const kinds = new Map(model.operations.map((operation) => [operation.name, operation.kind]));
  const rows = model.tags
    .filter((tag) => tag.operations.length > 0)
    .map((tag): Cell[] => {
      const queries = tag.operations.filter((name) => kinds.get(name) === 'query').length;
      return [
        [{ type: 'link', url: `/api#${tag.anchor}`, children: [text(tag.name)] }],
        [text(String(queries))],
        [text(String(tag.operations.length - queries))],
        [text(tag.description)],
      ];
    });
  return table(['Tag', 'Queries', 'Submissions', 'What it covers'], rows);
}
