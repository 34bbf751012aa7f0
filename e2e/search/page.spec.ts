import { expect, test } from '@playwright/test';
import {
  brand,
  expectNotExecuted,
  failOnDialog,
  indexFiles,
  injectedMarkup,
  open,
} from './support';
import { BOTH_WIDTHS } from '../support/viewports';

const results = (page: import('@playwright/test').Page) => page.locator('main article');
const field = (page: import('@playwright/test').Page) =>
  page.getByRole('searchbox', { name: 'Search' });

for (const { name, viewport } of BOTH_WIDTHS) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('the search page reads the query from the address bar and keeps it there', async ({
      page,
    }) => {
      await open(page, '/search?q=passkey');
      await expect(field(page)).toHaveValue('passkey');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Search results for "passkey"',
      );
      await expect(page.getByText(/^\d+ documents found$/)).toBeVisible();
      await expect(results(page).first()).toContainText('Passkeys');
      await expect(results(page).first().locator('mark').first()).toHaveText(/passkey/i);

      await field(page).fill('webhooks');
      await expect(page).toHaveURL('/search?q=webhooks');
      await expect(results(page).first()).toContainText('Webhooks');
      await results(page).first().getByRole('link').click();
      await expect(page).toHaveURL(/\/features\/webhooks/);
    });
  });
}

test.describe('on a desktop', () => {
  // One width is enough for the page's states.
  test('results come 15 at a time, with more on request', async ({ page }) => {
    await open(page, '/search?q=wallet');
    const found = Number(
      /\d+/.exec((await page.getByText(/documents found$/).textContent()) ?? ''),
    );
    expect(found).toBeGreaterThan(30);
    await expect(results(page)).toHaveCount(15);
    await page.getByRole('button', { name: 'Load more results' }).click();
    await expect(results(page)).toHaveCount(30);
  });

  test('a query without results shows §8’s texts, suggestions and where to report it', async ({
    page,
  }) => {
    await open(page, '/search?q=zqxjkv');
    const status = page.getByRole('status');
    await expect(status).toContainText('No results for "zqxjkv"');
    await expect(status).toContainText('Try searching for');
    await expect(status).toContainText('Believe this query should return results?');
    const report = status.getByRole('link', { name: 'Let us know.' });
    await expect(report).toHaveAttribute('href', new RegExp(`^${brand.docsRepositoryUrl}/issues`));
    await status.getByRole('link', { name: 'passkeys' }).click();
    await expect(page).toHaveURL('/search?q=passkeys');
    await expect(results(page).first()).toBeVisible();
  });

  test('markup in the query is shown as text, never run', async ({ page }) => {
    failOnDialog(page);
    await open(page, `/search?q=${encodeURIComponent(injectedMarkup)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Search results for "${injectedMarkup}"`,
    );
    await expect(page.getByRole('status')).toContainText(`No results for "${injectedMarkup}"`);
    await expectNotExecuted(page);
  });

  for (const [name, query] of [
    ['a very long query', 'sign transaction '.repeat(600)],
    ['regular-expression characters', '(*+?[^$\\'],
    ['quotes, emoji and other scripts', `"'\`😀 ключ 鍵 ?q=1&x=%`],
    ['only punctuation', '--- ... ///'],
  ] as const) {
    test(`${name} gets a clear answer`, async ({ page }) => {
      await open(page, `/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByText(/documents? found$|^No results for/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
    });
  }

  test('an index that cannot be loaded shows §8’s error', async ({ page }) => {
    await page.route(indexFiles, (route) => route.abort('internetdisconnected'));
    await open(page, '/search?q=passkey');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Unable to fetch results');
    await expect(alert).toContainText('You might want to check your network connection.');
  });
});
