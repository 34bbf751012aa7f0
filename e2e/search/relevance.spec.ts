import { expect, test } from '@playwright/test';
import { builtIndexEngine, rankOfPages } from './built-index';
import judgedQueries from './judged-queries.json';

/**
 * Relevance of the local engine on the built index: for each judged query (a realistic
 * developer question and the page that answers it), the page must be among the first three
 * pages of the results for at least 90 % of the queries. Runs the engine in Node on the index
 * the site serves; the browser tests cover how the same results are shown.
 */

const requiredShare = 0.9;

test('judged queries find their page in the top 3', async ({ request, baseURL }, testInfo) => {
  const engine = await builtIndexEngine(request, baseURL);

  const misses: string[] = [];
  for (const { query, page } of judgedQueries) {
    const rank = await rankOfPages(engine, query, [page]);
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
