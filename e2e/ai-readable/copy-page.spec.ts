import { expect, test, type Page } from '@playwright/test';
import { copyPage } from '@docs/site/config/copy-page';
import { brand, open } from '../support/site';

const path = '/concepts/wallets';
const markdownPath = '/concepts/wallets.md';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const copyButton = (page: Page) => page.getByRole('button', { name: 'Copy page', exact: true });
const toggle = (page: Page) => page.getByRole('button', { name: 'More page actions' });
const menu = (page: Page) => page.getByRole('menu', { name: 'Page actions' });

test('advertises the Markdown copy in the head', async ({ page }) => {
  await open(page, path);
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    markdownPath,
  );
  await open(page, '/sdks/swift/');
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    '/sdks/swift.md',
  );
});

test('"Copy page" puts the page’s Markdown on the clipboard and says so', async ({
  page,
  request,
}) => {
  await open(page, path);
  const fetched: string[] = [];
  page.on('request', (req) => fetched.push(new URL(req.url()).pathname));
  expect(fetched).not.toContain(markdownPath); // fetched on demand only
  await copyButton(page).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Copied to the clipboard.');
  const expected = await (await request.get(markdownPath)).text();
  expect(expected.startsWith('# Wallets\n')).toBe(true);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  expect(fetched).toContain(markdownPath);
});

test('the menu copies, opens the Markdown and links to the assistants without contacting them', async ({
  page,
  context,
}) => {
  const hosts = new Set<string>();
  page.on('request', (req) => hosts.add(new URL(req.url()).host));
  await open(page, path);
  await toggle(page).click();
  await expect(menu(page)).toBeVisible();
  const items = menu(page).getByRole('menuitem');
  await expect(items).toHaveText([
    /^Copy page/,
    /^View as Markdown/,
    ...(copyPage.mcpGuide
      ? [new RegExp(`^${copyPage.mcpGuide.label.replace(/[()]/g, '\\$&')}`)]
      : []),
    ...copyPage.assistants.map((assistant) => new RegExp(`^${assistant.label}`)),
  ]);
  if (copyPage.mcpGuide) {
    await expect(
      menu(page).getByRole('menuitem', { name: copyPage.mcpGuide.label }),
    ).toHaveAttribute('href', copyPage.mcpGuide.route);
  }
  const pageUrl = encodeURIComponent(`${brand.siteUrl}${path}`);
  for (const assistant of copyPage.assistants) {
    const link = menu(page).getByRole('menuitem', { name: assistant.label });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(assistant.url.slice(0, assistant.url.indexOf('{prompt}')))).toBe(true);
    expect(href).toContain(pageUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  // Only the site itself has been asked for anything.
  expect([...hosts]).toEqual([new URL(page.url()).host]);

  const [markdownTab] = await Promise.all([
    context.waitForEvent('page'),
    menu(page)
      .getByRole('menuitem', { name: /^View as Markdown/ })
      .click(),
  ]);
  await markdownTab.waitForLoadState();
  expect(new URL(markdownTab.url()).pathname).toBe(markdownPath);
  await expect(markdownTab.locator('body')).toContainText('# Wallets');
  await markdownTab.close();
  await expect(menu(page)).toBeHidden();

  await toggle(page).click();
  await menu(page)
    .getByRole('menuitem', { name: /^Copy page/ })
    .click();
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Wallets\n/);
});

test('the menu works from the keyboard', async ({ page }) => {
  await open(page, path);
  await toggle(page).focus();
  await expect(toggle(page)).toHaveAttribute('aria-haspopup', 'menu');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle(page)).toHaveAttribute(
    'aria-controls',
    (await menu(page).getAttribute('id')) ?? '',
  );
  const items = menu(page).getByRole('menuitem');
  const count = await items.count();
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.nth(count - 1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(count - 1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.nth(0)).toBeFocused();
  // A visible focus ring on the focused item.
  expect(await items.nth(0).evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press(' ');
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press('Enter'); // "Copy page", the first item
  await expect(menu(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
});

test('says why when the Markdown cannot be loaded', async ({ page }) => {
  await open(page, path);
  await page.route(`**${markdownPath}`, (route) => route.fulfill({ status: 500, body: 'boom' }));
  await copyButton(page).click();
  await expect(page.getByRole('status')).toHaveText(
    "Couldn't load this page's Markdown (HTTP 500).",
  );
  await expect(copyButton(page)).toBeVisible();
  await page.unroute(`**${markdownPath}`);
  await page.route(`**${markdownPath}`, (route) => route.abort('internetdisconnected'));
  await copyButton(page).click();
  await expect(page.getByRole('status')).toHaveText(
    "Couldn't load this page's Markdown. Check your connection and try again.",
  );
});

test('says why when the clipboard refuses the text', async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', {
      value: { write: refuse, writeText: refuse, readText: refuse },
    });
  });
  await open(page, path);
  await copyButton(page).click();
  await expect(page.getByRole('status')).toHaveText(
    "Couldn't write to the clipboard. Open “View as Markdown” and copy the text from there.",
  );
});

test('fits a 360 px screen in dark mode', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await open(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await toggle(page).click();
  const box = (await menu(page).boundingBox()) ?? { x: -1, width: 0 };
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  const background = await menu(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  const color = await menu(page)
    .getByRole('menuitem')
    .first()
    .evaluate((el) => getComputedStyle(el).color);
  expect(background).not.toBe(color);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
