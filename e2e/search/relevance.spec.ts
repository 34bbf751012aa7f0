import { expect, test } from '@playwright/test';
import { LocalSearchEngine } from '../../site/src/plugins/search/engine/engine';
import { fetchIndexSource } from '../../site/src/plugins/search/engine/load-index';
import judgedQueries from './judged-queries.json';

/**
 * Relevance of the local engine on the built index: for each judged query (a realistic
 * developer question and the page that answers it), the page must be among the first three
 * pages of the results for at least 90 % of the queries. Runs the engine in Node on the index
 * the site serves; the browser tests cover how the same results are shown.
 */

const requiredShare = 0.9;
const contextualFilters = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

test('judged queries find their page in the top 3', async ({ request, baseURL }, testInfo) => {
  const origin = baseURL ?? 'http://localhost';
  const fetchFromSite: typeof fetch = async (url) => {
    const response = await request.get(String(url));
    return new Response(await response.text(), { status: response.status() });
  };
  const engine = new LocalSearchEngine(
    await fetchIndexSource('/search/manifest.json', origin, fetchFromSite),
    origin,
  );

  const misses: string[] = [];
  for (const { query, page } of judgedQueries) {
    const { hits } = await engine.search({
      query,
      hitsPerPage: 50,
      facetFilters: contextualFilters,
    });
    const pages = [...new Set(hits.map((hit) => new URL(hit.url).pathname))];
    const rank = pages.indexOf(page) + 1;
    if (rank < 1 || rank > 3) misses.push(`"${query}" → ${page}: rank ${rank || 'none'}`);
  }
  const share = 1 - misses.length / judgedQueries.length;
  testInfo.annotations.push({
    type: 'relevance',
    description: `${judgedQueries.length - misses.length}/${judgedQueries.length} in the top 3 (${(share * 100).toFixed(1)} %)`,
  });
  expect(judgedQueries.length).toBeGreaterThanOrEqual(40);
  expect(share, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(requiredShare);
});
