import type { FacetFilters } from '@docs/docs-search/engine';

/**
 * Contextual search (spec §7, §9): the current language, and the `default` tag (pages outside
 * the docs) or, for each docs instance, the tag of its active version, else the reader's
 * preferred one, else the latest (`docs-<pluginId>-<version>`). One definition for the modal
 * and the search page, on the local engine and on Algolia alike; the hook that reads the page's
 * versions is in use-contextual-filters.ts.
 */

/** What decides one docs instance's tag. */
export interface DocsInstanceVersions {
  pluginId: string;
  /** The version of the page being read, when it is a page of this instance. */
  active?: string;
  /** The version the reader chose (stored as `docs-preferred-version-<pluginId>`). */
  preferred?: string;
  latest: string;
}

/** Docusaurus's search tag of pages outside the docs. */
export const DEFAULT_SEARCH_TAG = 'default';

export function contextualFacetFilters(
  locale: string,
  instances: readonly DocsInstanceVersions[],
): FacetFilters {
  const tags = [
    DEFAULT_SEARCH_TAG,
    ...instances.map(
      (instance) =>
        `docs-${instance.pluginId}-${instance.active ?? instance.preferred ?? instance.latest}`,
    ),
  ];
  return [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}

/**
 * The facet filters a query sends: the contextual ones merged with those of the theme config
 * (`algolia.searchParameters.facetFilters`), or only the configured ones when contextual search
 * is off.
 */
export function queryFacetFilters(
  contextual: FacetFilters,
  configured: FacetFilters | undefined,
  contextualSearch: boolean,
): FacetFilters {
  if (!contextualSearch) return configured ?? [];
  // As the theme's `mergeFacetFilters` does: both lists, one after the other, at the top level.
  const list = (filters: FacetFilters | undefined) =>
    filters === undefined ? [] : typeof filters === 'string' ? [filters] : filters;
  return [...list(contextual), ...list(configured)];
}
