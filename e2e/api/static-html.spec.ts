import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { BOTH_WIDTHS } from '../support/viewports';
import { documentOperations, openApiPage, operation } from './helpers';
import { waitForHydration } from '../support/site';

/**
 * The page's examples, linked-field schemas and Try it load as separate files on first use,
 * after the 192-operation page hydrates; with both test workers busy on a 2-core machine that
 * has taken more than the default 5 s, so expectations wait as long as hydration does.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
// Each test may wait that long more than once.
test.describe.configure({ timeout: 90_000 });

// The operation bodies are prerendered HTML that hydration keeps; the page's JavaScript holds
// an index (names, tags, summaries) and loads the rest on use. These tests fail if the model
// comes back into the first-load JavaScript or if the kept HTML stops working.

/** A run of words from the description of `name` in the served OpenAPI document. */
async function descriptionWords(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get('/api/openapi.json');
  const document = (await response.json()) as {
    paths: Record<string, { post: { operationId: string; description: string } }>;
  };
  const post = Object.values(document.paths).find(({ post }) => post.operationId === name)?.post;
  expect(post, `${name} is in the document`).toBeDefined();
  // Words only: no quotes or backticks, which a bundle would escape.
  const words = post?.description.match(/[A-Za-z ,]{40,}/)?.[0].trim() ?? '';
  expect(words.length, `a plain run of words in the description of ${name}`).toBeGreaterThan(30);
  return words;
}

test('the first-load JavaScript has the operation index but no operation body', async ({
  page,
  request,
}) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.add(response.url());
  });
  await openApiPage(page);
  // The files are fetched again from the server: a body read through the browser's protocol can be
  // gone by the time it is asked for (Chromium drops it), which made this test fail now and then.
  const bodies = await Promise.all(
    [...scripts].map(async (url) => (await request.get(url)).text()),
  );
  expect(bodies.length).toBeGreaterThan(0);
  const js = bodies.join('\n');
  // The index is there: the test can see what the page's JavaScript carries.
  const [first] = await documentOperations(request);
  expect(first).toBeDefined();
  expect(js).toContain(`"${first?.summary}"`);
  for (const name of ['create_wallet', 'sign_transaction', 'get_activity']) {
    const words = await descriptionWords(request, name);
    expect(js, `the description of ${name} is not in the first-load JavaScript`).not.toContain(
      words,
    );
  }
});

test('hydration keeps the prerendered bodies, with no hydration error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await openApiPage(page, '#get_wallet');
  const article = operation(page, 'get_wallet');
  await expect(article).toContainText('/public/v1/query/get_wallet');
  await expect(article.locator('summary > code', { hasText: /^wallet$/ })).toBeVisible();
  // The examples replaced the static request with tabs once near the viewport.
  await expect(article.getByRole('tab', { name: 'Response' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a deep link to a shared schema scrolls to it', async ({ page }) => {
  await openApiPage(page, '#schema-AddressFormat');
  const heading = page.locator('h3#schema-AddressFormat');
  await expect(heading).toBeInViewport();
  await expect(page.locator('[data-schema="AddressFormat"]')).toContainText(
    'ADDRESS_FORMAT_ETHEREUM',
  );
});

test('the filter finds an operation by a word of its summary', async ({ page, request }) => {
  const operations = await documentOperations(request);
  const target = operations.find((op) => op.name === 'get_wallet');
  expect(target).toBeDefined();
  await openApiPage(page);
  await page.getByLabel('Filter operations').fill(target?.summary ?? '');
  await expect(operation(page, 'get_wallet')).toBeVisible();
  await expect(operation(page, 'create_wallet')).toBeHidden();
});

test('reached by a link from a docs page, the page loads its bodies and lands on the operation', async ({
  page,
}) => {
  await page.goto('/embedded-wallets/sub-organizations-as-wallets');
  await waitForHydration(page);
  // A client-side navigation: no prerendered HTML of /api to keep, so the page loads anew
  // (the long waits: a second load of the whole page on a busy machine).
  await page.locator('article a[href="/api#create_wallet"]').first().click();
  const article = operation(page, 'create_wallet');
  await expect(article).toContainText('/public/v1/submit/create_wallet', { timeout: 45_000 });
  await waitForHydration(page, 45_000);
  await expect(page).toHaveURL(/\/api#create_wallet$/, { timeout: 45_000 });
  await expect(page.locator('h3#create_wallet')).toBeInViewport();
  await expect(article.locator('summary > code', { hasText: /^parameters$/ })).toBeVisible();
});

for (const { name, viewport } of BOTH_WIDTHS) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('every target is at least 24 × 24 CSS px or spaced as WCAG 2.2 allows', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await openApiPage(page, '#get_wallet');
      await expect(operation(page, 'get_wallet').getByRole('tab').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
      // The rule ran over the page's links and buttons.
      expect(
        results.passes.find((rule) => rule.id === 'target-size')?.nodes.length,
      ).toBeGreaterThan(100);
      const failures = results.violations.flatMap((rule) =>
        rule.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      );
      expect(failures).toEqual([]);
    });
  });
}
