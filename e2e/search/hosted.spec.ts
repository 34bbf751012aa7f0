import { expect, test, type Page } from '@playwright/test';
import { hostedSearchEnv } from '@docs/site/config/search';
import { hits, modal, searchInModal } from './support';
import { useSeparateBuild } from '../support/separate-build';

/**
 * The hosted engine: a separate production build with the DOCSEARCH_* variables set (built
 * here, into .cache/), whose Algolia traffic the tests answer or fail with `page.route`, so no
 * request leaves the machine. See support/separate-build.ts.
 */

const credentials = { appId: 'TESTAPPID', apiKey: 'test-search-key', indexName: 'docs-test' };
/** Algolia's hosts for an application: `<appId>-dsn.algolia.net` and `<appId>-N.algolianet.com`. */
const algoliaHosts = [/^https:\/\/[^/]*algolia\.net\//, /^https:\/\/[^/]*algolianet\.com\//];

const site = useSeparateBuild(
  'search-hosted-build',
  Object.fromEntries(
    Object.entries(hostedSearchEnv).map(([key, variable]) => [
      variable,
      credentials[key as keyof typeof credentials],
    ]),
  ),
);

/** Answers Algolia's search requests with `body`, or fails them when `body` is null. */
async function stubAlgolia(page: Page, body: object | null): Promise<string[]> {
  const requests: string[] = [];
  for (const host of algoliaHosts) {
    await page.route(host, async (route) => {
      requests.push(route.request().postData() ?? '');
      if (!body) return route.abort('internetdisconnected');
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'POST, OPTIONS',
      };
      if (route.request().method() === 'OPTIONS')
        return route.fulfill({ status: 204, headers: cors });
      await route.fulfill({ json: body, headers: cors });
    });
  }
  return requests;
}

test('a hosted build hints its Algolia host and still builds the local index, which the assistant reads', async ({
  page,
}) => {
  await page.goto(`${site.origin}/concepts/wallets`);
  await expect(page.locator('link[rel="preconnect"]')).toHaveAttribute(
    'href',
    `https://${credentials.appId}-dsn.algolia.net`,
  );
  const manifest = await page.request.get(`${site.origin}/search/manifest.json`);
  expect(manifest.status()).toBe(200);
});

test('hosted results show in the modal, filtered by language and version, with local links', async ({
  page,
}) => {
  const hit = {
    objectID: 'wallets-related',
    url: 'https://docs.turnkey.com/concepts/wallets#related',
    type: 'lvl2',
    hierarchy: { lvl0: 'Concepts', lvl1: 'Wallets', lvl2: 'Related' },
    content: null,
    _highlightResult: {
      hierarchy: {
        lvl0: { value: 'Concepts', matchLevel: 'none', matchedWords: [] },
        lvl1: { value: '<mark>Wallets</mark>', matchLevel: 'full', matchedWords: ['wallets'] },
        lvl2: { value: 'Related', matchLevel: 'none', matchedWords: [] },
      },
    },
    _snippetResult: {
      hierarchy: {
        lvl1: { value: '<mark>Wallets</mark>', matchLevel: 'full' },
        lvl2: { value: 'Related', matchLevel: 'none' },
      },
    },
  };
  const requests = await stubAlgolia(page, {
    results: [{ hits: [hit], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, query: 'wallets' }],
  });
  await page.goto(`${site.origin}/faq`);
  await searchInModal(page, 'wallets');
  await expect(hits(page).first()).toContainText('Related');
  await expect(page.locator('.DocSearch-HitsFooter a')).toHaveText('See all 1 results');
  expect(requests.join('\n')).toContain('docusaurus_tag:docs-default-current');
  expect(requests.join('\n')).toContain('language:en');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${site.origin}/concepts/wallets#related`);
});

test('when the hosted engine fails, the modal and the page show §8’s error', async ({ page }) => {
  const requests = await stubAlgolia(page, null);
  await page.goto(`${site.origin}/faq`);
  await searchInModal(page, 'passkey');
  await expect(modal(page)).toContainText('Unable to fetch results');
  await expect(modal(page)).toContainText('You might want to check your network connection.');
  expect(requests.length).toBeGreaterThan(0);

  await page.goto(`${site.origin}/search?q=passkey`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Unable to fetch results');
  await expect(alert).toContainText('You might want to check your network connection.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "passkey"');
});
