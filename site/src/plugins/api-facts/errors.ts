/**
 * The errors page's tables, from the one place the facts live (`@docs/platform-api`'s
 * `errors/`): status codes with their HTTP statuses, and the `turnkeyErrorCode` values.
 */
import { STATUS_CODES, TURNKEY_ERROR_CODES } from '@docs/platform-api';
import type { Table } from 'mdast';
import { table, withCode, type Cell } from './tables';

const text = (value: string): Cell => [{ type: 'text', value }];
const code = (value: string): Cell => [{ type: 'inlineCode', value }];

const SOURCE_WORDS = {
  platform: 'published by the platform',
  gateway: 'standard gateway mapping',
} as const;

/** Codes 0–16: name, HTTP status, where that status comes from, and what it means. */
export function statusCodeTable(): Table {
  return table(
    ['`code`', 'Name', 'HTTP status', 'HTTP status from', 'Meaning'],
    STATUS_CODES.map((entry) => [
      text(String(entry.code)),
      code(entry.name),
      text(String(entry.httpStatus)),
      text(SOURCE_WORDS[entry.httpSource]),
      text(entry.meaning),
    ]),
  );
}

/** Every listed `turnkeyErrorCode` and what it tells you. */
export function turnkeyErrorCodeTable(): Table {
  return table(
    ['`turnkeyErrorCode`', 'Meaning'],
    TURNKEY_ERROR_CODES.map((entry) => [code(entry.code), withCode(entry.meaning)]),
  );
}
