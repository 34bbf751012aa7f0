/**
 * Request fields in prose come from the model: a Markdown table with a `Required` column that
 * documents an operation's request fields must agree with the model on which are required. The
 * operation is the one the table's header names (`Field of \`stamp_login\``) or, failing that,
 * the last operation the text before the table links to (`/api#…`) or names in code. A row's
 * field is its first cell's code (`` `parameters.userName` `` and `` `userName` `` both work;
 * dotted names walk into nested objects). A cell that does not start with a plain yes/no word
 * (`Yes, unless …` starts with one; `Conditional` does not) is not a claim and is skipped.
 * Sentences claim it too: `` `notes` is required `` or `` `userId` (optional) ``, checked against
 * the last operation named before the claim on its line or in the lines just above it.
 */
import type { ApiModel, SchemaNode, SchemaProperty } from '@docs/platform-api/model';
import { withoutCode } from './mdx-source';
import type { Problem } from './rules';

const cells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

const isRow = (line: string) => line.trim().startsWith('|');

/** true for a required claim, false for an optional one, undefined when the cell claims neither. */
export function requiredClaim(cell: string): boolean | undefined {
  const word = /^\**\s*(yes|no|required|optional)\b/i.exec(cell)?.[1]?.toLowerCase();
  if (word === undefined) return undefined;
  return word === 'yes' || word === 'required';
}

function resolve(node: SchemaNode | undefined, model: ApiModel): SchemaNode | undefined {
  let current = node;
  for (let hops = 0; current?.type === 'ref' && current.ref && hops < 10; hops++) {
    current = model.schemas[current.ref];
  }
  if (current?.type === 'array') return resolve(current.items, model);
  return current;
}

function propertiesOf(node: SchemaNode | undefined, model: ApiModel): SchemaProperty[] {
  const named = resolve(node, model);
  if (!named) return [];
  const inherited = named.extends ? propertiesOf(model.schemas[named.extends], model) : [];
  const own = named.properties ?? [];
  const names = new Set(own.map((field) => field.name));
  return [...inherited.filter((field) => !names.has(field.name)), ...own];
}

/**
 * The field at `path` of the operation's request: a submission's `parameters` (so the path may
 * start with `parameters.` or not), a query's body.
 */
export function requestField(model: ApiModel, operation: string, path: string) {
  const found = model.operations.find((candidate) => candidate.name === operation);
  if (!found) return undefined;
  let fields = propertiesOf(found.request, model);
  if (found.kind === 'submission') {
    const parameters = fields.find((field) => field.name === 'parameters');
    if (path.startsWith('parameters.')) path = path.slice('parameters.'.length);
    fields = propertiesOf(parameters?.schema, model);
  }
  let field: SchemaProperty | undefined;
  for (const part of path.split('.')) {
    field = fields.find((candidate) => candidate.name === part.replace(/\[\]$/, ''));
    if (!field) return undefined;
    fields = propertiesOf(field.schema, model);
  }
  return field;
}

const OPERATION_LINK = /\/api#([a-z0-9_]+)/g;

/** The operation a table documents: its header's code, else the last one named before it. */
function operationFor(header: string, before: string, model: ApiModel): string | undefined {
  const known = new Set(model.operations.map((operation) => operation.name));
  const inHeader = [...header.matchAll(/`([a-z0-9_]+)`/g)]
    .map((m) => m[1])
    .find((n) => n && known.has(n));
  if (inHeader) return inHeader;
  const named = [
    ...[...before.matchAll(OPERATION_LINK)].map((m) => ({ at: m.index ?? 0, name: m[1] })),
    ...[...before.matchAll(/`([a-z0-9_]+)`/g)].map((m) => ({ at: m.index ?? 0, name: m[1] })),
    ...[...before.matchAll(/\[([a-z0-9_]+)\]\(/g)].map((m) => ({ at: m.index ?? 0, name: m[1] })),
  ]
    .filter((entry): entry is { at: number; name: string } => !!entry.name && known.has(entry.name))
    .sort((a, b) => a.at - b.at);
  return named.at(-1)?.name;
}

/** How far back a table's operation may be named: the paragraph or heading before it. */
const LOOK_BACK_LINES = 6;

/** `x` is required, `x` (optional); not `every field except `x` is optional`. */
const PROSE_CLAIM = /(?<!(?:except|but|besides) )`([\w.]+)` (?:is |are )?\(?(required|optional)\b/g;

function proseClaims(lines: string[], model: ApiModel): Problem[] {
  const problems: Problem[] = [];
  lines.forEach((line, index) => {
    if (isRow(line)) return;
    for (const match of line.matchAll(PROSE_CLAIM)) {
      const [, name, word] = match;
      if (!name || !word) continue;
      const before = [
        ...lines.slice(Math.max(0, index - 2), index),
        line.slice(0, match.index),
      ].join('\n');
      const operation = operationFor('', before, model);
      if (!operation) continue;
      const field = requestField(model, operation, name);
      const claim = word === 'required';
      if (!field || field.required === claim) continue;
      problems.push({
        line: index + 1,
        message: `says \`${name}\` of ${operation} is ${word}; the model says ${field.required ? 'required' : 'optional'}`,
      });
    }
  });
  return problems;
}

export function fieldClaims(source: string, model: ApiModel): Problem[] {
  const lines = withoutCode(source).split('\n');
  const problems: Problem[] = proseClaims(lines, model);
  for (let i = 0; i < lines.length; i++) {
    const headerLine = lines[i] ?? '';
    if (!isRow(headerLine) || isRow(lines[i - 1] ?? '')) continue;
    const header = cells(headerLine);
    const requiredColumn = header.findIndex((cell) => /^required\b/i.test(cell.replace(/\*/g, '')));
    if (requiredColumn < 1) continue;
    const before = lines.slice(Math.max(0, i - LOOK_BACK_LINES), i).join('\n');
    const operation = operationFor(header.join(' '), before, model);
    if (!operation) continue;
    for (let row = i + 2; row < lines.length && isRow(lines[row] ?? ''); row++) {
      const rowCells = cells(lines[row] ?? '');
      const name = /^`([\w.[\]]+)`/.exec(rowCells[0] ?? '')?.[1];
      const claim = requiredClaim(rowCells[requiredColumn] ?? '');
      if (!name || claim === undefined) continue;
      const field = requestField(model, operation, name);
      if (!field || field.required === claim) continue;
      problems.push({
        line: row + 1,
        message: `says \`${name}\` of ${operation} is ${claim ? 'required' : 'optional'}; the model says ${field.required ? 'required' : 'optional'}`,
      });
    }
  }
  return problems;
}
