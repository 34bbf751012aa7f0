import { expect, test, type Page } from '@playwright/test';
import { darkCodeTheme, lightCodeTheme } from '@docs/site/config/prism';
import { stylesByType } from '@docs/site/plugins/static-code/theme-css';
import { colorModeToggle, open } from '../support/site';

// Docs code blocks are highlighted at build time (site/src/plugins/static-code): the HTML
// carries the tokens, a stylesheet colours them in both colour modes, and no highlighter runs
// in the browser. Each case checks a token the grammar must produce, after hydration, with no
// console error (a hydration mismatch would log one).

const tokensOf = (page: Page, language: string, type: string) =>
  page.locator(`pre.language-${language} .token.${type}`);

const cases = [
  { path: '/concepts/wallets', language: 'ts', type: 'keyword', text: 'import' },
  { path: '/concepts/wallets', language: 'json', type: 'property', text: '"organizationId"' },
  { path: '/sdks/golang', language: 'go', type: 'keyword', text: 'func' },
  { path: '/sdks/swift/', language: 'swift', type: 'keyword', text: 'import' },
  { path: '/sdks/react-native', language: 'bash', type: 'function', text: 'npm' },
  {
    path: '/embedded-wallets/code-examples/authenticate-user-email',
    language: 'tsx',
    type: 'tag',
    text: '<',
  },
];

/** `#rrggbb` or `rgb(r, g, b)` as the browser reports a computed colour. */
function rgb(colour: string | number | undefined): string {
  const text = String(colour);
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text);
  return hex
    ? `rgb(${hex
        .slice(1)
        .map((part) => parseInt(part, 16))
        .join(', ')})`
    : text;
}

const keywordColour = {
  light: rgb(stylesByType(lightCodeTheme, 'light').get('keyword')?.color),
  dark: rgb(stylesByType(darkCodeTheme, 'dark').get('keyword')?.color),
};

const colourOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).color);

for (const { path, language, type, text } of cases) {
  test(`${language} on ${path} is highlighted`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, path);
    const token = tokensOf(page, language, type).filter({ hasText: text }).first();
    await expect(token).toBeVisible();
    // Coloured by the stylesheet, not by inline styles.
    expect(await token.getAttribute('style')).toBeNull();
    expect(errors).toEqual([]);
  });
}

test('keywords take each colour mode’s theme colour, switching without a reload', async ({
  page,
}) => {
  expect(keywordColour.light).not.toBe(keywordColour.dark);
  const keyword = 'pre.language-ts .token.keyword';
  await open(page, '/concepts/wallets');
  expect(await colourOf(page, keyword)).toBe(keywordColour.light);
  await page.evaluate(() => Object.assign(window, { beforeToggle: true }));
  await (await colorModeToggle(page)).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await colourOf(page, keyword)).toBe(keywordColour.dark);
  expect(await page.evaluate(() => 'beforeToggle' in window)).toBe(true);
  // CSS alone decides: the colour follows the attribute in the same task, with no render.
  const switched = await page
    .locator(keyword)
    .first()
    .evaluate((element) => {
      document.documentElement.setAttribute('data-theme', 'light');
      return getComputedStyle(element).color;
    });
  expect(switched).toBe(keywordColour.light);
});

test('a reader in dark mode gets dark tokens before any JavaScript of the page runs', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // Without its bundles the page never hydrates: what shows is the HTML and the CSS.
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto('/concepts/wallets');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await colourOf(page, 'pre.language-ts .token.keyword')).toBe(keywordColour.dark);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
});

test('a language without a grammar renders as plain text', async ({ page }) => {
  await open(page, '/concepts/wallets');
  const block = page.locator('pre.language-text').first();
  await expect(block).toBeVisible();
  await expect(block.locator('.token')).toHaveCount(0);
});

/** Text only Prism's core and grammars carry, kept by minification (hook and method names). */
const HIGHLIGHTER_MARKERS = ['before-tokenize', '.languages.extend('];

/** The scripts a page needed to hydrate: those that finished loading before it did. */
async function firstLoadScripts(page: Page, path: string): Promise<string[]> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hasHydrated !== 'true') return;
      Object.assign(window, { hydratedAt: performance.now() });
      observer.disconnect();
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-has-hydrated'],
    });
  });
  await open(page, path);
  await page.waitForFunction(() => 'hydratedAt' in window);
  return page.evaluate(() => {
    const hydratedAt = (window as unknown as { hydratedAt: number }).hydratedAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => 'initiatorType' in entry)
      .filter((entry) => entry.name.endsWith('.js') && entry.initiatorType !== 'link')
      .filter((entry) => entry.responseEnd <= hydratedAt)
      .map((entry) => entry.name);
  });
}

for (const path of ['/concepts/wallets', '/embedded-wallets/code-examples/export', '/api']) {
  test(`no highlighter in the first-load JavaScript of ${path}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const scripts = await firstLoadScripts(page, path);
    expect(scripts.some((url) => /\/main\.[\w]+\.js$/.test(url))).toBe(true);
    for (const url of scripts) {
      const body = await (await request.get(url)).text();
      for (const marker of HIGHLIGHTER_MARKERS)
        expect(body.includes(marker), `${marker} in ${url}`).toBe(false);
    }
  });
}

test('the curl examples on /api are highlighted as bash, by a chunk loaded on use', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await open(page, '/api#get_wallet');
  const article = page.locator('article[data-operation="get_wallet"]');
  await article.getByRole('tab', { name: 'curl', exact: true }).click();
  await expect(
    article.getByRole('tabpanel').locator('pre.language-bash .token.function').first(),
  ).toContainText('curl');
  // The markers find the highlighter where it is: the test can fail.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  const bodies = await Promise.all(scripts.map(async (url) => (await request.get(url)).text()));
  expect(bodies.some((body) => HIGHLIGHTER_MARKERS.every((marker) => body.includes(marker)))).toBe(
    true,
  );
});
