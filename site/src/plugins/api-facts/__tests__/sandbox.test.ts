import { operations } from '@docs/platform-api';
import { fidelityTable, type FidelityRow } from '@docs/sandbox';
import type { PhrasingContent, Root, Table } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { applyApiFacts } from '..';
import { LEVEL_LABELS, sandboxFidelityTable } from '../sandbox';

const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
const markdown = unified().use(remarkParse).use(remarkGfm);

/** The text of a cell, inline code back in backticks, links as their label. */
function cellText(nodes: PhrasingContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type === 'inlineCode') return `\`${node.value}\``;
      if (node.type === 'link') return cellText(node.children);
      throw new Error(`unexpected ${node.type} in a fidelity cell`);
    })
    .join('');
}

function rowsOf(table: Table): string[][] {
  return table.children.map((row) => row.children.map((cell) => cellText(cell.children)));
}

/** What a reader must see for each registry row. */
const expected = (rows: readonly FidelityRow[]): string[][] => [
  ['Operation', 'Kind', 'Fidelity', 'What differs'],
  ...rows.map((row) => [row.operation, row.kind, LEVEL_LABELS[row.level], row.note || '—']),
];

/** `<SandboxFidelity />` in an MDX page → the Markdown the site and the `.md` copies carry. */
function renderedMarkdown(): string {
  const tree = mdx.parse('Intro.\n\n<SandboxFidelity />\n') as Root;
  applyApiFacts(tree, 'sandbox.mdx');
  return toMarkdown(tree, { extensions: [gfmToMarkdown({ tablePipeAlign: false })] });
}

describe('<SandboxFidelity />', () => {
  it('renders one row per operation of the handler registry, equal to fidelityTable()', () => {
    const registry = fidelityTable();
    const reparsed = markdown.parse(renderedMarkdown()) as Root;
    const table = reparsed.children.find((node): node is Table => node.type === 'table');
    if (!table) throw new Error('no table rendered');
    expect(rowsOf(table)).toEqual(expected(registry));
    // One row per operation of the API, implemented or not, so the table is not a filtered view
    // (get_gas_usage was the last 501; a new operation without a handler shows as not implemented).
    expect(registry.map((row) => row.operation)).toEqual(
      operations.map((operation) => operation.name).sort(),
    );
    for (const row of registry) {
      expect(['faithful', 'simplified', 'not implemented']).toContain(row.level);
    }
  });

  it('links each operation to its /api anchor', () => {
    expect(renderedMarkdown()).toContain('| [sign_raw_payload](/api#sign_raw_payload) |');
  });

  it('follows the rows it is given, so a changed registry changes the page', () => {
    const rows: FidelityRow[] = [
      {
        operation: 'get_wallet',
        path: '/public/v1/query/get_wallet',
        kind: 'query',
        level: 'simplified',
        note: 'Ignores `walletId` | sometimes.',
      },
    ];
    const table = sandboxFidelityTable(rows);
    expect(rowsOf(table)).toEqual(expected(rows));
    const text = toMarkdown(
      { type: 'root', children: [table] },
      { extensions: [gfmToMarkdown({ tablePipeAlign: false })] },
    );
    const reparsed = markdown.parse(text) as Root;
    expect(rowsOf(reparsed.children[0] as Table)).toEqual(expected(rows));
  });

  it('must stand on a line of its own', () => {
    const tree = mdx.parse('See <SandboxFidelity /> here.') as Root;
    expect(() => applyApiFacts(tree, 'sandbox.mdx')).toThrow(
      'sandbox.mdx:1: <SandboxFidelity> makes a table: put it on a line of its own.',
    );
  });
});
