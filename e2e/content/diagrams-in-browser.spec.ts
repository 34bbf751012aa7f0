import { expect, test } from '@playwright/test';
import { prerenderEnv } from '@docs/site/plugins/prerendered-diagrams';
import { useSeparateBuild } from '../support/separate-build';
import { drawAllDiagrams, visibleDiagrams, waitForHydration } from '../support/site';

/**
 * Where the build cannot draw diagrams (no browser), Mermaid draws them in the reader's
 * browser: a separate build with drawing at build time turned off.
 */
const site = useSeparateBuild('diagrams-in-browser-build', { [prerenderEnv]: '0' });

test('a diagram below the fold is drawn only when the reader scrolls near it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto(`${site.origin}/concepts/wallets`);
  await waitForHydration(page);
  const pending = page.locator('[data-mermaid-pending]');
  await expect(pending).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expect(visibleDiagrams(page)).toHaveCount(0);
  const loadedBeforeScrolling = scripts.length;
  await pending.scrollIntoViewIfNeeded();
  await expect(visibleDiagrams(page)).toHaveCount(1);
  await expect(pending).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(loadedBeforeScrolling);
});

test('a diagram drawn in the browser is drawn again in dark mode', async ({ page }) => {
  await page.goto(`${site.origin}/sdks/introduction`);
  await waitForHydration(page);
  await drawAllDiagrams(page);
  const diagram = visibleDiagrams(page).first();
  await expect(diagram).toBeVisible({ timeout: 15_000 });
  expect((await diagram.boundingBox())?.height ?? 0).toBeGreaterThan(20);
  const light = await diagram.innerHTML();
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(() => visibleDiagrams(page).first().innerHTML(), { timeout: 15_000 })
    .not.toBe(light);
});
