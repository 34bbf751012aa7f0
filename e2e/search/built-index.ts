import type { APIRequestContext } from '@playwright/test';
import { fetchIndexSource, LocalSearchEngine } from '@docs/docs-search/engine';

/** The search UI's own filters on a docs page: English, each docs instance's current version. */
const contextualFilters = [
  'language:en',
  [
    'docusaurus_tag:default',
    'docusaurus_tag:docs-default-current',
    'docusaurus_tag:docs-sdks-current',
  ],
];

/** The site's search engine in Node, over the index the built site serves. */
export async function builtIndexEngine(
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<LocalSearchEngine> {
  const origin = baseURL ?? 'http://localhost';
  const fetchFromSite: typeof fetch = async (url) => {
    const response = await request.get(String(url));
    return new Response(await response.text(), { status: response.status() });
  };
  return new LocalSearchEngine(
    await fetchIndexSource('/search/manifest.json', origin, fetchFromSite),
    origin,
  );
}

/**
 * The 1-based rank of the first of `pages` among the distinct pages `query` returns with the
 * UI's filters, or 0 when none of them is in the first 50 hits.
 */
export async function rankOfPages(
  engine: LocalSearchEngine,
  query: string,
  pages: string[],
): Promise<number> {
  const { hits } = await engine.search({ query, hitsPerPage: 50, facetFilters: contextualFilters });
  const ranked = [...new Set(hits.map((hit) => new URL(hit.url).pathname))];
  return ranked.findIndex((page) => pages.includes(page)) + 1;
}
