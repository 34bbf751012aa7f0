import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { brand } from '@docs/site/config/brand';
import { isNarrow } from './viewports';

export { brand };
export { siteRoutes, navigation } from '@docs/site/config/routes';
export { announcementBar } from '@docs/site/config/announcement';

/** A doc page with h2/h3/h4 headings, code blocks and tabs: the contributors' Markdown reference. */
export const richDocPath = '/markdown-page';
const richDocSource = readFileSync(
  path.resolve(__dirname, '../../site/docs/documentation/markdown-page.mdx'),
  'utf8',
);
/**
 * A sentence on that page whose compiled text tests can find (and, for the crash test, break):
 * the paragraph after the page's `{/* e2e: rich-doc-marker … *\/}` comment, an ordinary sentence
 * for readers, so no wording exists only for the tests.
 */
export const richDocMarker = ((): string => {
  const lines = richDocSource.split('\n');
  const at = lines.findIndex((line) => line.startsWith('{/* e2e: rich-doc-marker'));
  const sentence = lines.slice(at + 1).find((line) => line.trim() !== '');
  if (at < 0 || !sentence || /[`*_[\]<{]/.test(sentence)) {
    throw new Error(
      'markdown-page.mdx needs an `e2e: rich-doc-marker` comment followed by a plain paragraph',
    );
  }
  return sentence.trim();
})();

/**
 * Waits until React has hydrated the page (Docusaurus marks the root then). A function wait,
 * not an assertion on `<html>`: Playwright renders an ARIA snapshot of the page on every failed
 * poll of an assertion, which costs seconds a poll on /api's tens of thousands of nodes and
 * starves the page itself (decision 0188). For the same reason a test that waits on /api for an
 * element to appear calls `locator.waitFor()` before asserting on it.
 */
export async function waitForHydration(page: Page, timeout = 20_000): Promise<void> {
  try {
    await page.waitForFunction(
      () => document.documentElement.dataset['hasHydrated'] === 'true',
      undefined,
      { timeout, polling: 100 },
    );
  } catch (error) {
    throw new Error(`${page.url()} was not hydrated within ${timeout} ms`, { cause: error });
  }
}

/** Loads a page and waits until React has hydrated it. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Generous: hydrating /api (tens of thousands of nodes) is slow on a loaded 2-core machine.
  await waitForHydration(page);
}

/** The colour-mode switch; at narrow widths it lives in the side menu, which this opens. */
export async function colorModeToggle(page: Page) {
  if (isNarrow(page)) await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  return page.getByRole('button', { name: /Switch between dark and light mode/ }).first();
}

/**
 * The diagrams a reader sees: the build draws each in both colour modes and CSS shows one (an
 * image in the HTML, inline SVG after client-side navigation); without drawings, Mermaid draws
 * the current mode's in the browser.
 */
export const visibleDiagrams = (page: Page) =>
  page.locator('.docusaurus-mermaid-container:visible > :is(svg, img)');

/**
 * Diagrams the build could not draw are drawn by Mermaid when they come near the viewport
 * (src/theme/Mermaid): scrolls to each one still waiting until none is left.
 */
export async function drawAllDiagrams(page: Page): Promise<void> {
  const pending = page.locator('[data-mermaid-pending]');
  for (let left = await pending.count(); left > 0; left = await pending.count()) {
    // It may be drawn (and gone) before the scroll: then the count below has dropped anyway.
    await pending
      .first()
      .scrollIntoViewIfNeeded({ timeout: 2_000 })
      .catch(() => undefined);
    // Diagrams close together come into range, and are drawn, together.
    await expect.poll(() => pending.count(), { timeout: 10_000 }).toBeLessThan(left);
  }
}
