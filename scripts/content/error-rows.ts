/**
 * The rows of the docs' "Errors" / "Troubleshooting" tables that name what an API call ends in:
 * an HTTP status, a gRPC status or `turnkeyErrorCode`, an activity status, or the error class a
 * client throws. Each such row is backed by a scenario that makes the call against the sandbox
 * (scripts/examples/scenarios/, decision record 0175); this module finds the rows and reads the
 * outcomes they name, in the same words a scenario reports what it observed.
 */
import { STATUS_CODES } from '@docs/platform-api/status-codes';
import { TURNKEY_ERROR_CODES } from '@docs/platform-api/turnkey-error-codes';

/** Headings whose tables say what goes wrong. */
export const ERROR_HEADING = /error|troubleshoot|what can go wrong|goes wrong/i;

export interface ErrorRow {
  /** 1-based line of the row in the page. */
  line: number;
  heading: string;
  /** The row's first cell, trimmed: how a scenario names the row. */
  key: string;
  text: string;
  /** The outcomes the row names, as `outcomeTokens` spells them. */
  claims: string[];
}

const STATUS_NAME_OF_CODE = new Map<number, string>(STATUS_CODES.map((s) => [s.code, s.name]));
/** Words that name an outcome: gRPC status names (but OK), categories, and ORGANIZATION_MISMATCH. */
const OUTCOME_NAMES = new Set<string>([
  ...STATUS_CODES.map((s) => s.name).filter((name) => name !== 'OK'),
  ...TURNKEY_ERROR_CODES.map((c) => c.code),
  'ORGANIZATION_MISMATCH',
]);

/**
 * The outcomes a piece of text names: `http:<status>` for "HTTP 403" (and "HTTP 401 or 404"), the
 * gRPC status name for "Turnkey error 7" and "code 3", every known status or category name,
 * every `ACTIVITY_STATUS_…`, and every `Turnkey…Error` class.
 */
export function outcomeTokens(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(
    /\bHTTP\s*`?([1-5]\d\d)`?((?:\s*(?:,|or|and)\s*`?[1-5]\d\d`?)*)/g,
  )) {
    for (const status of `${match[1]} ${match[2] ?? ''}`.match(/[1-5]\d\d/g) ?? []) {
      found.add(`http:${status}`);
    }
  }
  for (const match of text.matchAll(/\b(?:Turnkey error|code)\s*`?(\d{1,2})`?(?!\d)/g)) {
    const name = STATUS_NAME_OF_CODE.get(Number(match[1]));
    if (name) found.add(name);
  }
  for (const match of text.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\b[A-Z]{4,}\b/g)) {
    if (OUTCOME_NAMES.has(match[0]) || match[0].startsWith('ACTIVITY_STATUS_')) found.add(match[0]);
  }
  for (const match of text.matchAll(/\bTurnkey[A-Za-z]*Error\b/g)) found.add(match[0]);
  return [...found].sort();
}

/** The rows under an errors heading that name an outcome (header rows excluded). */
export function errorRows(source: string): ErrorRow[] {
  const rows: ErrorRow[] = [];
  const lines = source.split('\n');
  let heading = '';
  let fenced = false;
  for (const [index, line] of lines.entries()) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const title = /^#{1,6}\s+(.*)$/.exec(line);
    if (title) heading = title[1]?.trim() ?? '';
    if (!ERROR_HEADING.test(heading) || !line.startsWith('|')) continue;
    if (/^\|[\s|:-]+\|?\s*$/.test(line)) continue;
    // The line before a separator row is the table's header.
    if (/^\|[\s|:-]+\|?\s*$/.test(lines[index + 1] ?? '')) continue;
    const claims = outcomeTokens(line);
    if (claims.length === 0) continue;
    const key = (line.split('|')[1] ?? '').trim();
    rows.push({ line: index + 1, heading, key, text: line, claims });
  }
  return rows;
}
