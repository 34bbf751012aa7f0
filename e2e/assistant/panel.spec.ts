import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  askButton,
  askQuestion,
  conversationLog,
  lastExchange,
  open,
  panel,
  questionBox,
  recordRequests,
} from './support';
import { waitForHydration } from '../support/site';

/** True once a script holding the panel's code (its pending message) was downloaded. */
function watchPanelCode(page: Page): () => Promise<boolean> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  // Fetched again from the server: the browser may have dropped a body by the time it is read.
  return async () =>
    (await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()))).some(
      (code) => code.includes('Looking in the docs'),
    );
}

test.describe('the button', () => {
  for (const [kind, path] of [
    ['home', '/'],
    ['doc', '/concepts/wallets'],
    ['API reference', '/api'],
    ['changelog', '/changelog'],
    ['404', '/no-such-page-here'],
  ] as const) {
    test(`is on the ${kind} page, and the panel's code and corpus load only when opened`, async ({
      page,
    }) => {
      const panelCodeLoaded = watchPanelCode(page);
      const requests = recordRequests(page);
      await open(page, path);
      await expect(askButton(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await panelCodeLoaded()).toBe(false);
      expect(requests.filter((url) => url.includes('/search/'))).toEqual([]);

      await askButton(page).click();
      // A wait that polls without snapshots first: on /api each failed poll of an assertion
      // renders an ARIA snapshot of the whole page, which starves the panel's own render.
      await panel(page).waitFor({ state: 'visible', timeout: 15_000 });
      await expect(panel(page)).toBeVisible();
      await expect(questionBox(page)).toBeFocused();
      expect(await panelCodeLoaded()).toBe(true);
      await expect
        .poll(() => requests.some((url) => url.endsWith('/search/manifest.json')))
        .toBe(true);
    });
  }
});

test('a question gets an answer citing real pages and headings; the conversation survives navigation and reload', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await open(page, '/concepts/wallets');
  await askQuestion(page, 'How do I export a wallet mnemonic?');
  const reply = lastExchange(page);
  const citations = reply.getByRole('link', { name: /^Source \d+:/ });
  await expect(citations.first()).toBeVisible();
  await expect(reply.getByText('Sources', { exact: true })).toBeVisible();

  // Every citation points at a page of the site and a heading on it.
  const hrefs = await citations.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  );
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/[^/]/);
  expect(hrefs).toContainEqual(expect.stringMatching(/^\/features\/export-wallets#/));

  // Clicking a citation navigates client-side (the window's marker survives) and the panel
  // and its conversation stay.
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
  const target = hrefs.find((href) => href?.includes('#')) ?? '';
  const [targetPath, anchor] = target.split('#');
  await citations.first().click();
  await expect(page).toHaveURL(new RegExp(`${targetPath === '/' ? '' : targetPath}`));
  if (hrefs[0] === target) {
    await expect(page.locator(`[id="${anchor}"]`)).toBeAttached();
  }
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  await expect(panel(page)).toBeVisible();
  await expect(conversationLog(page)).toContainText('How do I export a wallet mnemonic?');

  // A reload keeps the conversation for the session.
  await page.reload();
  await waitForHydration(page);
  await askButton(page).click();
  await expect(conversationLog(page)).toContainText('How do I export a wallet mnemonic?');
  await expect(lastExchange(page).getByRole('link', { name: /^Source 1:/ })).toBeVisible();

  // "New conversation" clears it.
  await panel(page).getByRole('button', { name: 'New conversation' }).click();
  await expect(conversationLog(page).locator('article')).toHaveCount(0);
  await expect(questionBox(page)).toBeFocused();

  // Nothing left the site.
  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
});

test('a question the docs do not answer says so and suggests pages', async ({ page }) => {
  await open(page, '/');
  await askQuestion(page, 'What is the best recipe for banana bread?');
  const reply = lastExchange(page);
  await expect(reply).toContainText("I couldn't find this in the docs");
  const suggestions = reply.getByRole('listitem').getByRole('link');
  expect(await suggestions.count()).toBeGreaterThan(0);
  for (const href of await suggestions.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  )) {
    expect(href).toMatch(/^\/[^/]?/);
  }
  await expect(reply.getByRole('link', { name: /^Source/ })).toHaveCount(0);
});

test('empty, huge and filler-only questions get a clear message', async ({ page }) => {
  await open(page, '/concepts/wallets');
  await askQuestion(page, '   ');
  await expect(lastExchange(page)).toContainText('Type a question first');
  await askQuestion(page, 'passkeys '.repeat(80));
  await expect(lastExchange(page)).toContainText('500 characters or fewer');
  await askQuestion(page, 'how do I?');
  await expect(lastExchange(page)).toContainText('Say a little more');
});

test('keyboard: open, type, Enter to ask, Escape to close, focus back on the button', async ({
  page,
}) => {
  await open(page, '/concepts/wallets');
  await askButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(questionBox(page)).toBeFocused();
  await page.keyboard.type('What is the root quorum?');
  await page.keyboard.press('Enter');
  await expect(lastExchange(page).getByRole('link', { name: /^Source 1:/ })).toBeVisible();
  await expect(questionBox(page)).toBeFocused();
  await expect(questionBox(page)).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(askButton(page)).toBeFocused();
  await expect(askButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('the search shortcuts still belong to search', async ({ page }) => {
  await open(page, '/concepts/wallets');
  await askButton(page).click();
  await expect(questionBox(page)).toBeFocused();
  await page.keyboard.type('a/b');
  await expect(questionBox(page)).toHaveValue('a/b');
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
});

test('the answer area is a polite live log, the panel a labelled dialog', async ({ page }) => {
  await open(page, '/concepts/wallets');
  await askButton(page).click();
  await expect(conversationLog(page)).toHaveAttribute('aria-live', 'polite');
  await expect(askButton(page)).toHaveAttribute('aria-expanded', 'true');
  await panel(page).getByRole('button', { name: 'Close' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(askButton(page)).toBeFocused();
});

for (const mode of ['light', 'dark'] as const) {
  test(`the button and the panel pass axe's WCAG AA checks in ${mode} mode`, async ({ page }) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await open(page, '/concepts/wallets');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await askQuestion(page, 'What is a passkey?');
    await askQuestion(page, 'banana bread recipe');
    await expect(lastExchange(page)).toContainText("I couldn't find");
    const results = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .include('button[aria-expanded]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      ),
    ).toEqual([]);
  });
}

test('the panel fits a 360 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, '/concepts/wallets');
  await askQuestion(page, 'How do I create a sub-organization?');
  const box = await panel(page).boundingBox();
  if (!box) throw new Error('the panel has no box');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await expect(questionBox(page)).toBeInViewport();
  await expect(panel(page).getByRole('button', { name: 'Ask', exact: true })).toBeInViewport();
});
