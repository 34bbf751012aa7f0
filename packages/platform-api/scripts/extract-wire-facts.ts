/**
 * Reads the wire fact sheet (kept outside the repository) once and writes the parts the tests
 * use as their oracle into `src/__fixtures__/`:
 *
 * - `wire-enums.json`: every enumeration and its values, in sheet order;
 * - `wire-operations.json`: per path its tag, request `type`, and the field trees of the
 *   request, parameters, result and response (name, optional mark, wire type, children);
 * - `wire-objects.json`: the field trees of the sheet's shared objects.
 *
 * Usage (from the package folder): `tsx scripts/extract-wire-facts.ts [path-to-platform-wire.md]`.
 * Re-run it only when the sheet changes, and commit the fixtures it writes.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import type { WireField, WireOperation, WireSection } from '../src/__fixtures__/wire-types';

const FIELD_LINE = /^(\s*)- ([A-Za-z@]\w*)(\?)?: (.+)$/;
const OPERATION_HEADING = /^### `(\/public\/v1\/(query|submit)\/(\w+))` \(tag: (.+)\)$/;

/** Turns indented `- name?: type` lines into a tree; indentation is two spaces per level. */
export function parseFieldLines(lines: string[]): WireField[] {
  const root: WireField[] = [];
  const stack: { depth: number; children: WireField[] }[] = [{ depth: -1, children: root }];
  for (const line of lines) {
    const match = FIELD_LINE.exec(line);
    if (!match) continue;
    const [, indent = '', name = '', optional, type = ''] = match;
    const depth = indent.length / 2;
    while (stack.length > 1 && (stack.at(-1)?.depth ?? -1) >= depth) stack.pop();
    const field: WireField = { name, optional: optional === '?', type: type.trim(), children: [] };
    stack.at(-1)?.children.push(field);
    stack.push({ depth, children: field.children });
  }
  return root;
}

/** Splits the sheet into blocks that start at a `###` heading. */
function headingBlocks(lines: string[]): { heading: string; body: string[] }[] {
  const blocks: { heading: string; body: string[] }[] = [];
  for (const line of lines) {
    if (line.startsWith('## ')) blocks.push({ heading: line, body: [] });
    else if (line.startsWith('### ')) blocks.push({ heading: line, body: [] });
    else blocks.at(-1)?.body.push(line);
  }
  return blocks;
}

/** Collects the field lines that follow a label line such as `Request (GetWalletRequest):`. */
function section(body: string[], label: RegExp): WireSection | undefined {
  const start = body.findIndex((line) => label.test(line));
  if (start < 0) return undefined;
  const name = label.exec(body[start] ?? '')?.[1] ?? '';
  const fieldLines: string[] = [];
  for (const line of body.slice(start + 1)) {
    if (line.trim() === '') break;
    fieldLines.push(line);
  }
  return { name, fields: parseFieldLines(fieldLines) };
}

export function parseWireSheet(markdown: string): {
  enums: Record<string, string[]>;
  operations: WireOperation[];
  objects: Record<string, WireField[]>;
} {
  const lines = markdown.split('\n');
  const enums: Record<string, string[]> = {};
  const operations: WireOperation[] = [];
  const objects: Record<string, WireField[]> = {};
  let inSharedObjects = false;

  for (const block of headingBlocks(lines)) {
    if (block.heading.startsWith('## ')) {
      inSharedObjects = block.heading === '## Shared objects';
      if (block.heading === '## Enums') {
        for (const line of block.body) {
          const match = /^- \*\*(\w+)\*\*: (.+)$/.exec(line);
          if (!match?.[1] || !match[2]) continue;
          enums[match[1]] = [...match[2].matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1] ?? '');
        }
      }
      continue;
    }
    const heading = OPERATION_HEADING.exec(block.heading);
    if (heading) {
      const [, path = '', kind, name = '', tag = ''] = heading;
      const requestType = /^Request `type`: `(\w+)`/.exec(
        block.body.find((line) => line.startsWith('Request `type`')) ?? '',
      )?.[1];
      operations.push({
        path,
        name,
        kind: kind === 'query' ? 'query' : 'submission',
        tag,
        ...(requestType ? { requestType } : {}),
        ...optionalSection('request', section(block.body, /^Request \((\w+)\):$/)),
        ...optionalSection('parameters', section(block.body, /^Parameters \((\w+)\):$/)),
        ...optionalSection('result', section(block.body, /^Result: `activity\.result\.(\w+)`:$/)),
        ...optionalSection('response', section(block.body, /^Response \((\w+)\):$/)),
      });
    } else if (inSharedObjects) {
      const name = block.heading.slice(4).trim();
      objects[name] = parseFieldLines(block.body);
    }
  }
  return { enums, operations, objects };
}

function optionalSection<K extends string>(
  key: K,
  value: WireSection | undefined,
): Partial<Record<K, WireSection>> {
  return value ? ({ [key]: value } as Record<K, WireSection>) : {};
}

async function writeFixture(file: string, data: unknown): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  const text = await prettier.format(JSON.stringify(data), { ...options, filepath: file });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}

async function main(): Promise<void> {
  const here = dirname(fileURLToPath(import.meta.url));
  const sheet = resolve(process.argv[2] ?? '/work/shared/reference/platform-wire.md');
  const { enums, operations, objects } = parseWireSheet(readFileSync(sheet, 'utf8'));
  const fixtures = resolve(here, '../src/__fixtures__');
  await writeFixture(resolve(fixtures, 'wire-enums.json'), enums);
  await writeFixture(resolve(fixtures, 'wire-operations.json'), operations);
  await writeFixture(resolve(fixtures, 'wire-objects.json'), objects);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
