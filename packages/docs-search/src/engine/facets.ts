/**
 * Algolia's `facetFilters`, as DocSearch's contextual search sends them:
 * `['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]`.
 * The outer list is AND, an inner list is OR; `attribute:value` matches a record whose
 * attribute equals (or, for a list, contains) the value; `-attribute:value` negates.
 */

export type FacetFilters = string | FacetFilters[];

type Facets = Record<string, unknown>;

function matchesOne(record: Facets, filter: string): boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const separator = body.indexOf(':');
  if (separator <= 0) return negated;
  const attribute = body.slice(0, separator);
  const wanted = body.slice(separator + 1);
  const actual = record[attribute];
  const found = Array.isArray(actual) ? actual.includes(wanted) : actual === wanted;
  return negated ? !found : found;
}

function matches(record: Facets, filters: FacetFilters, depth: number): boolean {
  if (typeof filters === 'string') return matchesOne(record, filters);
  if (filters.length === 0) return true;
  return depth === 0
    ? filters.every((filter) => matches(record, filter, depth + 1))
    : filters.some((filter) => matches(record, filter, depth + 1));
}

export function matchesFacetFilters(record: Facets, filters: FacetFilters | undefined): boolean {
  return filters === undefined ? true : matches(record, filters, 0);
}
