/** Pagination as list queries take it: `limit` (1–100, default 10) and `before` / `after` ids. */
import { PAGINATION_LIMIT } from '@docs/platform-api';
import { invalid } from '../errors';

export interface PageOptions {
  limit?: string | undefined;
  before?: string | undefined;
  after?: string | undefined;
}

/**
 * One page of `items` (stored oldest first). `newestFirst` lists the newest first, as the
 * activity list does. The schema already holds `limit` to 1–100; this only reads it.
 */
export function page<T>(
  items: T[],
  idOf: (item: T) => string,
  options: PageOptions | undefined,
  newestFirst: boolean,
): T[] {
  const ordered = newestFirst ? [...items].reverse() : items;
  const limit = Number(options?.limit ?? PAGINATION_LIMIT.default);
  const indexOf = (id: string, field: string) => {
    const index = ordered.findIndex((item) => idOf(item) === id);
    if (index < 0) throw invalid(`paginationOptions.${field}: no item with id ${id} in this list`);
    return index;
  };
  if (options?.after !== undefined) {
    const start = indexOf(options.after, 'after') + 1;
    return ordered.slice(start, start + limit);
  }
  if (options?.before !== undefined) {
    const end = indexOf(options.before, 'before');
    return ordered.slice(Math.max(0, end - limit), end);
  }
  return ordered.slice(0, limit);
}
