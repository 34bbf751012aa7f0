import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hostedSearchEnv } from '../../site/src/config/search';
import { hits, modal, searchInModal } from './support';

/**
 * The hosted engine: a separate production build with the DOCSEARCH_* variables set (built
 * here, into .cache/), whose Algolia traffic the tests answer or fail with `page.route`, so no
 * request leaves the machine. Set REUSE_HOSTED_BUILD=1 to serve an earlier build as it is.
 */

const siteDir = path.resolve(__dirname, '../../site');
const buildDir = path.resolve(__dirname, '../../.cache/search-hosted-build');
const port = Number(process.env.E2E_PORT ?? 3100) + 1;
const origin = `http://localhost:${port}`;
const credentials = { appId: 'TESTAPPID', apiKey: 'test-search-key', indexName: 'docs-test' };
/** Algolia's hosts for an application: `<appId>-dsn.algolia.net` and `<appId>-N.algolianet.com`. */
const algoliaHosts = [/^https:\/\/[^/]*algolia\.net\//, /^https:\/\/[^/]*algolianet\.com\//];

let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

// Playwright reads a hook's fixtures from a destructuring pattern, even an empty one.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'one build and one width are enough');
  testInfo.setTimeout(300_000);
  if (!(process.env.REUSE_HOSTED_BUILD && existsSync(buildDir))) {
    const env = { ...process.env };
    for (const [key, variable] of Object.entries(hostedSearchEnv)) {
      env[variable] = credentials[key as keyof typeof credentials];
    }
    const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', buildDir], {
      cwd: siteDir,
      env,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`Hosted-search build failed:\n${build.stderr}`);
  }
  const portTaken = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (portTaken)
    throw new Error(`Port ${port} is taken; the hosted build needs it (E2E_PORT + 1).`);
  server = spawn(
    'npx',
    ['docusaurus', 'serve', '--dir', buildDir, '--port', `${port}`, '--no-open'],
    {
      cwd: siteDir,
      detached: true,
      stdio: 'ignore',
    },
  );
  await expect
    .poll(
      () =>
        fetch(origin).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  // The server runs in its own process group (npx, then docusaurus): end all of it.
  if (server?.pid && server.exitCode === null) process.kill(-server.pid);
});

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

test('a hosted build hints its Algolia host and builds no local index', async ({ page }) => {
  await page.goto(`${origin}/concepts/wallets`);
  await expect(page.locator('link[rel="preconnect"]')).toHaveAttribute(
    'href',
    `https://${credentials.appId}-dsn.algolia.net`,
  );
  const manifest = await page.request.get(`${origin}/search/manifest.json`);
  expect(manifest.status()).toBe(404);
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
  await page.goto(`${origin}/faq`);
  await searchInModal(page, 'wallets');
  await expect(hits(page).first()).toContainText('Related');
  await expect(page.locator('.DocSearch-HitsFooter a')).toHaveText('See all 1 results');
  expect(requests.join('\n')).toContain('docusaurus_tag:docs-default-current');
  expect(requests.join('\n')).toContain('language:en');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin}/concepts/wallets#related`);
});

test('when the hosted engine fails, the modal and the page show §8’s error', async ({ page }) => {
  const requests = await stubAlgolia(page, null);
  await page.goto(`${origin}/faq`);
  await searchInModal(page, 'passkey');
  await expect(modal(page)).toContainText('Unable to fetch results');
  await expect(modal(page)).toContainText('You might want to check your network connection.');
  expect(requests.length).toBeGreaterThan(0);

  await page.goto(`${origin}/search?q=passkey`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Unable to fetch results');
  await expect(alert).toContainText('You might want to check your network connection.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "passkey"');
});
