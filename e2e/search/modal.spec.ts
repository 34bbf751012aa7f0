import { expect, test } from '@playwright/test';
import {
  brand,
  expectNotExecuted,
  failOnDialog,
  hits,
  indexFiles,
  injectedMarkup,
  modal,
  modalInput,
  open,
  searchButton,
  searchInModal,
} from './support';
import { BOTH_WIDTHS } from '../support/viewports';

// The button and the modal look different in the narrow layout (an icon, a full-screen modal).
for (const { name, viewport } of BOTH_WIDTHS) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('the search button opens the modal; Escape closes it and gives focus back', async ({
      page,
    }) => {
      await open(page, '/concepts/wallets');
      await searchButton(page).click();
      await expect(modalInput(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
      await expect(searchButton(page)).toBeFocused();
    });

    test('a query shows results at every width', async ({ page }) => {
      await open(page, '/concepts/wallets');
      await searchInModal(page, 'webhooks');
      await expect(hits(page).first()).toContainText('Webhooks');
    });
  });
}

test.describe('on a desktop', () => {
  // One width is enough for the modal's behaviour.
  test('the modal’s code is downloaded when search is first used, not with the page', async ({
    page,
  }) => {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    // Fetched again from the server: the browser may have dropped a body by the time it is read.
    const modalCodeLoaded = async () =>
      (
        await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()))
      ).some((code) => code.includes('DocSearch-Modal'));
    await open(page, '/concepts/wallets');
    expect(await modalCodeLoaded()).toBe(false);
    await page.keyboard.press('Control+k');
    await expect(modalInput(page)).toBeFocused();
    expect(await modalCodeLoaded()).toBe(true);
  });

  test('Ctrl+K and Cmd+K toggle the modal', async ({ page }) => {
    await open(page, '/concepts/wallets');
    await page.keyboard.press('Control+k');
    await expect(modalInput(page)).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeHidden();
    await page.keyboard.press('Meta+k');
    await expect(modalInput(page)).toBeFocused();
  });

  test('"/" opens the modal, except while typing in a field', async ({ page }) => {
    await open(page, '/concepts/wallets');
    await page.keyboard.press('/');
    await expect(modalInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();

    await open(page, '/search');
    const field = page.getByRole('searchbox', { name: 'Search' });
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(modal(page)).toBeHidden();
  });

  test('results are grouped by section, each with its heading and a highlighted snippet', async ({
    page,
  }) => {
    await open(page, '/');
    await searchInModal(page, 'passkey');
    const firstGroup = page.locator('.DocSearch-Hits').first();
    await expect(firstGroup.locator('.DocSearch-Hit-source')).toHaveText('Passkeys');
    const first = firstGroup.locator('.DocSearch-Hit').first();
    await expect(first.locator('.DocSearch-Hit-title')).toHaveText('Passkeys');
    await expect(first.locator('.DocSearch-Hit-path mark').first()).toHaveText(/passkey/i);
    expect(await page.locator('.DocSearch-Hit-source').count()).toBeGreaterThan(1);
  });

  test('arrow keys move through the results and Enter opens the selected one', async ({ page }) => {
    await open(page, '/');
    await searchInModal(page, 'email recovery');
    const options = page.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const href = await options.first().locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(href ?? 'missing');
  });

  test('a chosen result is listed under Recent the next time', async ({ page }) => {
    await open(page, '/');
    await searchInModal(page, 'webhooks');
    await expect(hits(page).first()).toContainText('Webhooks');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/features/webhooks');
    await searchButton(page).click();
    await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Recent']);
    await expect(hits(page).first()).toContainText('Webhooks');
  });

  test('"See all N results" opens the search page with the query and the same count', async ({
    page,
  }) => {
    await open(page, '/concepts/wallets');
    await searchInModal(page, 'wallet');
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await expect(seeAll).toHaveText(/^See all \d+ results$/);
    const count = Number(/\d+/.exec((await seeAll.textContent()) ?? '')?.[0]);
    await seeAll.click();
    await expect(page).toHaveURL('/search?q=wallet');
    await expect(page.getByText(`${count} documents found`)).toBeVisible();
  });

  test('a query without results shows §8’s texts, suggestions and where to report it', async ({
    page,
  }) => {
    await open(page, '/');
    await searchInModal(page, 'passkey');
    await expect(hits(page).first()).toBeVisible();
    await modalInput(page).fill('zqxjkv');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "zqxjkv"');
    await expect(screen).toContainText('Try searching for');
    await expect(screen.locator('.DocSearch-Prefill').first()).toBeVisible();
    await expect(screen).toContainText('Believe this query should return results?');
    const report = screen.getByRole('link', { name: 'Let us know.' });
    await expect(report).toHaveAttribute('href', new RegExp(`^${brand.docsRepositoryUrl}/issues`));
  });

  test('markup typed as a query is shown as text, never run', async ({ page }) => {
    failOnDialog(page);
    await open(page, '/');
    await searchInModal(page, injectedMarkup);
    await expect(page.locator('.DocSearch-NoResults strong')).toHaveText(injectedMarkup);
    await expectNotExecuted(page);
  });

  test('markup in indexed content is shown as text in results and recent searches', async ({
    page,
  }) => {
    failOnDialog(page);
    // Fill the webhooks page's record with markup, as a compromised or careless page would.
    await page.route('**/search/records-*.json', async (route) => {
      const response = await route.fetch();
      const fragment = (await response.json()) as {
        records: { url: string; hierarchy: Record<string, string | null>; content: string }[];
      };
      for (const record of fragment.records) {
        if (record.url !== '/features/webhooks') continue;
        record.hierarchy.lvl0 = 'Features <b>group</b>';
        record.hierarchy.lvl1 = 'Webhooks <img src=x onerror="window.__pwned=1">';
        record.content = `Webhooks ${injectedMarkup}`;
      }
      await route.fulfill({ response, json: fragment });
    });
    await open(page, '/');
    await searchInModal(page, 'webhooks');
    const hit = hits(page).first();
    await expect(hit).toContainText('Webhooks <img src=x onerror="window.__pwned=1">');
    await expect(hit).toContainText('<script>window.__pwned=1</script>');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Features <b>group</b>');
    await expectNotExecuted(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/features/webhooks');
    await searchButton(page).click();
    await expect(hits(page).first()).toContainText('Webhooks <img src=x');
    await expectNotExecuted(page);
  });

  test('markup quoted in a page (`<TabItem>`) shows as text in its snippet', async ({ page }) => {
    await open(page, '/');
    await searchInModal(page, 'TabItem blank line');
    await expect(hits(page).first()).toContainText('<TabItem>');
  });

  test('the local index contacts no other host, and no preconnect hint points elsewhere', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await open(page, '/concepts/wallets');
    await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);
    await searchInModal(page, 'sub-organization');
    await expect(hits(page).first()).toBeVisible();
    await page.locator('.DocSearch-HitsFooter a').click();
    await expect(page.locator('article').first()).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual(
      [],
    );
  });

  test('an index that cannot be loaded shows §8’s error, and a later query recovers', async ({
    page,
  }) => {
    await page.route(indexFiles, (route) => route.abort('internetdisconnected'));
    await open(page, '/');
    await searchInModal(page, 'passkey');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText('You might want to check your network connection.');
    await page.unroute(indexFiles);
    await modalInput(page).fill('passkeys');
    await expect(hits(page).first()).toContainText('Passkeys');
  });
});
