import { expect, test, type Page } from '@playwright/test';
import { open } from '../support/site';
import { hits, modal, searchInModal } from '../search/support';
import {
  SDK_CURRENT_LABEL,
  SDK_FROZEN_VERSIONS,
  SDK_PREFERRED_VERSION_KEY,
} from '@docs/site/config/sdk-docs';

/**
 * The SDK reference's versions (docs/decisions/0120–0122): the current generation at /sdks/…,
 * the frozen 8.x pages at /sdks/8.x/…, the navbar's version dropdown, the stored choice, and
 * search filtered by the version being read.
 */

const [frozen] = SDK_FROZEN_VERSIONS;
const dropdown = (page: Page) => page.locator('.navbar__items--right .dropdown');
const dropdownItem = (page: Page, label: string) =>
  dropdown(page).locator('.dropdown__link', { hasText: new RegExp(`^${label}$`) });
const storedVersion = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), SDK_PREFERRED_VERSION_KEY);

test('the version dropdown shows on SDK pages only', async ({ page }) => {
  await open(page, '/faq');
  await expect(dropdown(page)).toHaveCount(0);
  await open(page, '/category/advanced');
  await expect(dropdown(page)).toHaveCount(0);
  await open(page, '/sdks/react');
  await expect(dropdown(page).locator('.navbar__link')).toHaveText(SDK_CURRENT_LABEL);
  await open(page, `/sdks/${frozen.name}/react`);
  await expect(dropdown(page).locator('.navbar__link')).toHaveText(frozen.label);
});

test('each version links to the same page in it, or to its introduction', async ({ page }) => {
  await open(page, '/sdks/react');
  await expect(dropdownItem(page, frozen.label)).toHaveAttribute(
    'href',
    `/sdks/${frozen.name}/react`,
  );
  await expect(dropdownItem(page, SDK_CURRENT_LABEL)).toHaveAttribute('href', '/sdks/react');

  // Go has no 8.x page: that version's main doc.
  await open(page, '/sdks/golang');
  await expect(dropdownItem(page, frozen.label)).toHaveAttribute(
    'href',
    `/sdks/${frozen.name}/introduction`,
  );

  await open(page, `/sdks/${frozen.name}/migration-path`);
  await expect(dropdownItem(page, SDK_CURRENT_LABEL)).toHaveAttribute(
    'href',
    '/sdks/migration-path',
  );
});

test('choosing a version stores it; the SDK navbar item then opens that version', async ({
  page,
}) => {
  await open(page, '/sdks/react');
  expect(await storedVersion(page)).toBeNull();
  await dropdown(page).hover();
  await dropdownItem(page, frozen.label).click();
  await expect(page).toHaveURL(`/sdks/${frozen.name}/react`);
  expect(await storedVersion(page)).toBe(frozen.name);

  await open(page, '/faq');
  await expect(page.locator('.navbar__items a', { hasText: 'SDK Reference' })).toHaveAttribute(
    'href',
    `/sdks/${frozen.name}/introduction`,
  );

  await open(page, `/sdks/${frozen.name}/react`);
  await dropdown(page).hover();
  await dropdownItem(page, SDK_CURRENT_LABEL).click();
  await expect(page).toHaveURL('/sdks/react');
  expect(await storedVersion(page)).toBe('current');
});

test('a stored version that no longer exists is cleared', async ({ page }) => {
  await open(page, '/faq');
  await page.evaluate((key) => window.localStorage.setItem(key, '7.x'), SDK_PREFERRED_VERSION_KEY);
  await open(page, '/faq');
  await expect.poll(() => storedVersion(page)).toBeNull();
  await expect(page.locator('.navbar__items a', { hasText: 'SDK Reference' })).toHaveAttribute(
    'href',
    '/sdks/introduction',
  );
});

test('a frozen page is noindex, says so and links to the current page', async ({ page }) => {
  await open(page, `/sdks/${frozen.name}/react`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('no longer actively maintained');
  await expect(banner.getByRole('link', { name: 'latest version' })).toHaveAttribute(
    'href',
    '/sdks/react',
  );
  await open(page, '/sdks/react');
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('the SDK sidebar links its categories to their /category/ pages', async ({ page }) => {
  await open(page, '/sdks/advanced/turnkey-client');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.locator('a[href="/category/advanced"]')).toBeVisible();
  await expect(sidebar.locator('a[href="/category/web3-libraries"]')).toBeAttached();
  await open(page, '/category/advanced');
  await expect(
    page.locator('article a[href="/sdks/advanced/turnkey-client"]').first(),
  ).toBeVisible();
  await expect(
    page.locator('nav[aria-label="Docs sidebar"] a[href="/sdks/introduction"]'),
  ).toBeAttached();
});

test.describe('search follows the SDK version (local engine)', () => {
  /** The distinct paths of the modal's hits under /sdks/ for a query. */
  async function sdkHitPaths(page: Page, query: string): Promise<string[]> {
    await searchInModal(page, query);
    await expect(hits(page).first()).toBeVisible({ timeout: 15_000 });
    const hrefs = await hits(page)
      .locator('a')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    return [...new Set(hrefs.filter((path) => path.startsWith('/sdks/')))];
  }
  const inFrozen = (path: string) => path.startsWith(`/sdks/${frozen.name}/`);
  const query = 'TurnkeyProvider';

  test('on a current page: current SDK pages only', async ({ page }) => {
    await open(page, '/sdks/react');
    const paths = await sdkHitPaths(page, query);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter(inFrozen)).toEqual([]);
  });

  test('on a frozen page: that version’s pages only', async ({ page }) => {
    await open(page, `/sdks/${frozen.name}/react`);
    const paths = await sdkHitPaths(page, query);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !inFrozen(path))).toEqual([]);
  });

  test('outside the SDK pages: the preferred version, else the latest', async ({ page }) => {
    await open(page, '/faq');
    const latest = await sdkHitPaths(page, query);
    expect(latest.length).toBeGreaterThan(0);
    expect(latest.filter(inFrozen)).toEqual([]);

    await page.evaluate(([key, name]) => window.localStorage.setItem(key, name), [
      SDK_PREFERRED_VERSION_KEY,
      frozen.name,
    ] as const);
    await open(page, '/faq');
    const preferred = await sdkHitPaths(page, query);
    expect(preferred.length).toBeGreaterThan(0);
    expect(preferred.filter((path) => !inFrozen(path))).toEqual([]);
  });

  test('the search page uses the preferred version too', async ({ page }) => {
    await open(page, '/faq');
    await page.evaluate(([key, name]) => window.localStorage.setItem(key, name), [
      SDK_PREFERRED_VERSION_KEY,
      frozen.name,
    ] as const);
    await open(page, `/search?q=${query}`);
    await expect(page.locator('main article').first()).toBeVisible({ timeout: 15_000 });
    const paths = await page
      .locator('main article a[href^="/sdks/"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !inFrozen(path))).toEqual([]);
  });
});

test.describe('outputs for readers and tools', () => {
  const frozenRoutes = frozen.docs.map((doc) => `/sdks/${frozen.name}/${doc}`);

  test('the sitemap, llms.txt and llms-full.txt list the current pages only', async ({
    request,
  }) => {
    // What each file lists as its pages; a current page's text may still link to a frozen one.
    const listed = {
      '/sitemap.xml': /<loc>([^<]+)<\/loc>/g,
      '/llms.txt': /^- \[[^\]]*\]\(([^)]+)\)/gm,
      '/llms-full.txt': /^URL: (\S+)$/gm,
    };
    for (const [file, entry] of Object.entries(listed)) {
      const text = await (await request.get(file)).text();
      const urls = [...text.matchAll(entry)].map(
        (match) => new URL(match[1] ?? '', 'http://x').pathname,
      );
      expect(urls.length, file).toBeGreaterThan(50);
      expect(
        urls.some((path) => path.startsWith('/sdks/react')),
        file,
      ).toBe(true);
      expect(
        urls.filter((path) => path.startsWith(`/sdks/${frozen.name}/`)),
        file,
      ).toEqual([]);
    }
  });

  test('each frozen page has a Markdown copy whose site links all answer', async ({ request }) => {
    for (const route of frozenRoutes) {
      const response = await request.get(`${route}.md`);
      expect(response.status(), `${route}.md`).toBe(200);
      const markdown = await response.text();
      const links = [...markdown.matchAll(/\]\((\/[^)#\s]*)/g)].map((match) => match[1] ?? '');
      expect(links.length, `site links in ${route}.md`).toBeGreaterThan(0);
      for (const link of new Set(links)) {
        expect((await request.get(link)).status(), `${link} from ${route}.md`).toBe(200);
      }
    }
  });
});
