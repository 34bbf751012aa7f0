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
  for (const drawing of await shown.all()) {
    expect((await drawing.boundingBox())?.height ?? 0).toBeGreaterThan(20);
    if ((await drawing.evaluate((element) => element.tagName)) !== 'IMG') continue;
    // A lazy image loads once it nears the viewport; a file the browser cannot parse as SVG
    // is a broken image, which decode() rejects.
    await drawing.scrollIntoViewIfNeeded();
    const decoded = await drawing.evaluate((image: HTMLImageElement) =>
      image.decode().then(
        () => 'decoded',
        (error: unknown) => `broken: ${String(error)}`,
      ),
    );
    expect(decoded, (await drawing.getAttribute('src')) ?? 'image').toBe('decoded');
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
      for (const mode of ['light', 'dark']) {
        const images = [
          ...html.matchAll(
            new RegExp(
              `data-mode="?${mode}"?[^>]*><img src="([^"]+\\.svg)" alt="Diagram: [^"]+"`,
              'g',
            ),
          ),
        ];
        expect(images, `${path} ${mode}`).toHaveLength(diagrams);
        for (const [, src = ''] of images) {
          const drawing = await request.get(src);
          expect(drawing.headers()['content-type'], src).toContain('image/svg+xml');
          expect(await drawing.text(), src).toMatch(/^<svg[\s>]/);
        }
      }
      // Inline, each drawing was hundreds of elements: none is left in the HTML.
      expect(html, path).not.toMatch(/<svg[^>]*aria-roledescription/);
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

  test('hydration keeps the images the HTML holds; only the shown mode is fetched', async ({
    page,
  }) => {
    const requests: { url: string; type: string }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/diagrams/'))
        requests.push({ url: request.url(), type: request.resourceType() });
    });
    // Marks each drawing's image as the HTML parser adds it, before any of the page's scripts.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records)
          record.addedNodes.forEach((node) => {
            if (node instanceof HTMLImageElement && node.closest('[data-drawing]'))
              node.setAttribute('data-from-html', '');
          });
      }).observe(document, { childList: true, subtree: true });
    });
    await open(page, '/sdks/introduction');
    await expectDiagrams(page, 1, 'light');
    await page.waitForLoadState('networkidle');
    // Hydrated, the page still shows the parser's element, and no script fetched a drawing.
    const image = page.locator('[data-mode="light"] > img[data-from-html]');
    await expect(image).toHaveCount(1);
    const src = await image.getAttribute('src');
    expect(requests).toEqual([{ url: new URL(src ?? '', page.url()).href, type: 'image' }]);
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
