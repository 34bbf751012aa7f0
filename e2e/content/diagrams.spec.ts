import { expect, test, type Page } from '@playwright/test';
import { routesWithDiagrams } from '../support/docs';
import { drawAllDiagrams, open } from '../support/site';

const pages = routesWithDiagrams();

async function expectDiagrams(page: Page, count: number): Promise<void> {
  await drawAllDiagrams(page);
  const rendered = page.locator('.docusaurus-mermaid-container svg');
  await expect(rendered).toHaveCount(count, { timeout: 15_000 });
  // Mermaid draws its own error graphic instead of throwing when a diagram is invalid.
  await expect(
    page.locator('.docusaurus-mermaid-container', { hasText: /Syntax error|Parse error/i }),
  ).toHaveCount(0);
  for (const svg of await rendered.all()) {
    expect((await svg.boundingBox())?.height ?? 0).toBeGreaterThan(20);
  }
}

test.describe('Mermaid diagrams', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 996, 'rendering is width-independent');

  test('the docs hold diagrams to check', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  test('a diagram below the fold is drawn only when the reader scrolls near it', async ({
    page,
  }) => {
    const mermaidScripts: string[] = [];
    page.on('request', (request) => {
      if (/mermaid/i.test(request.url())) mermaidScripts.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 500 });
    await open(page, '/concepts/wallets');
    const pending = page.locator('[data-mermaid-pending]');
    await expect(pending).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(0);
    await pending.scrollIntoViewIfNeeded();
    await expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(1);
    await expect(pending).toHaveCount(0);
  });

  for (const { path, diagrams } of pages) {
    test(`${path} renders its ${diagrams} diagram(s) in light and dark mode`, async ({ page }) => {
      await open(page, path);
      await expectDiagrams(page, diagrams);
      const first = await page.locator('.docusaurus-mermaid-container svg').first().innerHTML();
      await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // The diagrams are drawn again in the dark theme's colours.
      await expect
        .poll(() => page.locator('.docusaurus-mermaid-container svg').first().innerHTML(), {
          timeout: 15_000,
        })
        .not.toBe(first);
      await expectDiagrams(page, diagrams);
    });
  }
});
