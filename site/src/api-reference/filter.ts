import type { IndexOperation } from '../plugins/api-reference/page-data';

/** The words of a filter query, lower-cased; an empty list matches everything. */
export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Whether an operation matches every word of the query, in its name, summary, path, tag or
 * kind. Spaces and underscores are interchangeable, so `create wallet` finds `create_wallet`.
 */
export function matchesOperation(operation: IndexOperation, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const text = [operation.name, operation.summary, operation.path, operation.tag, operation.kind]
    .join(' ')
    .toLowerCase();
  const spaced = text.replace(/_/g, ' ');
  return words.every((word) => text.includes(word) || spaced.includes(word.replace(/_/g, ' ')));
}

/** Names of the operations that match `query`, in page order. */
export function filterOperations(
  operations: readonly IndexOperation[],
  query: string,
): Set<string> {
  const words = queryWords(query);
  return new Set(operations.filter((op) => matchesOperation(op, words)).map((op) => op.name));
}
