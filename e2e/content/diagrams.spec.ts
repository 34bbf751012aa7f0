import { expect, test, type Page } from '@playwright/test';
import { routesWithDiagrams } from '../support/docs';
import { drawAllDiagrams, open, visibleDiagrams } from '../support/site';

const pages = routesWithDiagrams();

/** The page shows `count` drawn diagrams of `mode`, each of a real size. */
async function expectDiagrams(page: Page, count: number, mode: 'light' | 'dark'): Promise<void> {
  const shown = visibleDiagrams(page);
  await expect(shown).toHaveCount(count);
  await expect(
    page.locator(`.docusaurus-mermaid-container[data-mode="${mode}"]:visible`),
  ).toHaveCount(count);
  for (const svg of await shown.all()) {
    expect((await svg.boundingBox())?.height ?? 0).toBeGreaterThan(20);
  }
}

test.describe('Mermaid diagrams drawn at build time', () => {
  test('the docs hold diagrams to check', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  test('every diagram is in the HTML, drawn for both colour modes', async ({ request }) => {
    for (const { path, diagrams } of pages) {
      const html = await (await request.get(path)).text();
      const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0;
      expect(count(/data-diagram(="")?[\s>]/g), path).toBe(diagrams);
      expect(count(/data-mode="?light"?[^>]*><svg[\s>]/g), path).toBe(diagrams);
      expect(count(/data-mode="?dark"?[^>]*><svg[\s>]/g), path).toBe(diagrams);
      expect(html, path).not.toContain('data-mermaid-pending');
    }
  });

  test('a page with a diagram in its first screen loads no Mermaid code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await open(page, '/sdks/introduction');
    await expect(visibleDiagrams(page).first()).toBeInViewport();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    // Mermaid's core names this error; no other code on the site does.
    for (const url of scripts) {
      const code = await (await page.request.get(url)).text();
      expect(code, url).not.toContain('UnknownDiagramError');
    }
  });

  test('a page reached by client-side navigation fetches its drawings', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const drawings: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/diagrams/')) drawings.push(response.url());
    });
    await open(page, '/');
    expect(await page.evaluate(() => document.querySelector('[data-diagram]'))).toBeNull();
    await page.locator('main a[href="/sdks/introduction"]').first().click();
    await expect(page).toHaveURL(/\/sdks\/introduction$/);
    await expectDiagrams(page, 1, 'light');
    expect(drawings).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  test('when a drawing cannot be fetched, Mermaid draws the diagram instead', async ({ page }) => {
    await page.route('**/assets/diagrams/**', (route) => route.fulfill({ status: 404 }));
    await open(page, '/');
    await page.locator('main a[href="/sdks/introduction"]').first().click();
    await expect(page).toHaveURL(/\/sdks\/introduction$/);
    await drawAllDiagrams(page);
    await expect(visibleDiagrams(page)).toHaveCount(1, { timeout: 15_000 });
    await expect(page.locator('[data-drawing]')).toHaveCount(0);
  });

  test('hydration keeps the drawings the HTML holds', async ({ page }) => {
    const drawings: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/diagrams/')) drawings.push(request.url());
    });
    await open(page, '/sdks/introduction');
    await expectDiagrams(page, 1, 'light');
    await page.waitForLoadState('networkidle');
    expect(drawings).toEqual([]);
  });

  for (const { path, diagrams } of pages) {
    test(`${path} shows its ${diagrams} diagram(s) in light and dark mode`, async ({ page }) => {
      await open(page, path);
      await expectDiagrams(page, diagrams, 'light');
      await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectDiagrams(page, diagrams, 'dark');
    });
  }
});
