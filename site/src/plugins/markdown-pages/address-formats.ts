/**
 * The Markdown copy of `<AddressFormats family="…" />`: the same rows as the HTML table, from the
 * same data module, so the Markdown pages and the search index carry the generated facts too.
 */
import type { PhrasingContent, Table, TableCell } from 'mdast';
import { chainFamily, KEY_FORMATS, type AddressFormatRow } from '../../config/address-formats';

/** Backticked words become inline code, as in the component. */
function phrasing(text: string): PhrasingContent[] {
  return text
    .split('`')
    .flatMap((part, i): PhrasingContent[] =>
      part === ''
        ? []
        : [i % 2 === 1 ? { type: 'inlineCode', value: part } : { type: 'text', value: part }],
    );
}

const cell = (text: string): TableCell => ({ type: 'tableCell', children: phrasing(text) });

function row(r: AddressFormatRow) {
  return {
    type: 'tableRow' as const,
    children: [
      cell(`\`${r.format}\``),
      cell(r.network),
      cell(r.shape),
      cell(`\`${r.curve}\``),
      cell(r.defaultPath ? `\`${r.defaultPath}\`` : 'No SDK helper in the pinned packages'),
      cell(`\`${r.encoding}\` / \`${r.hashFunction}\``),
    ],
  };
}

export function addressFormatsMarkdown(family: string): Table {
  const rows = family === 'keys' ? KEY_FORMATS : chainFamily(family).rows;
  const header = [
    'Address format',
    'Network',
    'Address',
    'Curve',
    'Default path (index 0)',
    'SDK default encoding / hash function',
  ];
  return {
    type: 'table',
    children: [{ type: 'tableRow', children: header.map(cell) }, ...rows.map(row)],
  };
}
