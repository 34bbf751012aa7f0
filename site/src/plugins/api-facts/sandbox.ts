/**
 * The Sandbox page's fidelity table (`<SandboxFidelity />`), built from the sandbox's handler
 * registry (`fidelityTable()` of `@docs/sandbox`) when the site builds, so the page can never
 * claim more or less than the sandbox does. One row per operation, in the registry's order.
 */
import { fidelityTable, type FidelityRow } from '@docs/sandbox';
import type { Table } from 'mdast';
import { operationLink, table, withCode, type Cell } from './tables';

/** How each level reads in the table. */
export const LEVEL_LABELS: Readonly<Record<FidelityRow['level'], string>> = {
  faithful: 'Faithful',
  simplified: 'Simplified',
  'not implemented': 'Not implemented (501)',
};

/** The cells of one row: operation (linked to `/api`), kind, level and what differs. */
export function fidelityCells(row: FidelityRow): Cell[] {
  return [
    operationLink(row.operation),
    [{ type: 'text', value: row.kind }],
    [{ type: 'text', value: LEVEL_LABELS[row.level] }],
    row.note === '' ? [{ type: 'text', value: '—' }] : withCode(row.note),
  ];
}

export function sandboxFidelityTable(rows: readonly FidelityRow[] = fidelityTable()): Table {
  return table(['Operation', 'Kind', 'Fidelity', 'What differs'], rows.map(fidelityCells));
}
