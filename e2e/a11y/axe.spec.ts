import { expect, test, type Page } from '@playwright/test';
import { open } from '../support/site';
import { BOTH_WIDTHS } from '../support/viewports';
import { hits, modalInput, searchInModal } from '../search/support';
import {
  colorModes,
  expectColorMode,
  expectNoAxeViolations,
  expectNoAxeViolationsOverRepeatedStyles,
  useColorMode,
  waitForDiagrams,
} from './support';

/**
 * axe-core over one page of every type the site has, in both colour modes, with every rule
 * of WCAG 2.x A/AA and axe's best practices on: any violation of any impact fails.
 */
interface Scan {
  name: string;
  path: string;
  /** What must be on screen before the scan (content that renders after hydration). */
  ready?: (page: Page) => Promise<void>;
}

const scans: Scan[] = [
  { name: 'landing page', path: '/' },
  { name: 'concept page', path: '/concepts/wallets', ready: waitForDiagrams },
  {
    // Holds code tabs and Mermaid diagrams.
    name: 'guide with tabs and diagrams',
    path: '/getting-started/quickstart',
    ready: async (page) => {
      await expect(page.locator('[role="tablist"]').first()).toBeVisible();
      await waitForDiagrams(page);
    },
  },
  { name: 'code example', path: '/embedded-wallets/code-examples/export', ready: waitForDiagrams },
  { name: 'SDK page', path: '/sdks/introduction' },
  { name: 'category index', path: '/category/getting-started' },
  {
    name: 'search page with results',
    path: '/search?q=wallet',
    ready: async (page) => {
      await expect(page.locator('main article').first()).toBeVisible({ timeout: 15_000 });
    },
  },
  { name: 'changelog', path: '/changelog' },
  {
    name: 'not-found page',
    path: '/no/such/page',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    },
  },
];

// The narrow layout shows other parts (the menu button, the TOC toggle, the search icon) and
// restyles the rest: every page type is scanned at both widths.
for (const mode of colorModes) {
  for (const { name: width, viewport } of BOTH_WIDTHS) {
    test.describe(`axe in ${mode} mode at ${width} width`, () => {
      test.use({ viewport });
      test.beforeEach(async ({ page }) => {
        await useColorMode(page, mode);
      });

      for (const scan of scans) {
        test(`${scan.name} (${scan.path}) has no violations`, async ({ page }) => {
          await open(page, scan.path);
          await expectColorMode(page, mode);
          await scan.ready?.(page);
          await expectNoAxeViolations(page);
        });
      }

      test('the search modal, open with results, has no violations', async ({ page }) => {
        await open(page, '/concepts/wallets');
        await expectColorMode(page, mode);
        await searchInModal(page, 'wallet');
        await expect(hits(page).first()).toBeVisible({ timeout: 15_000 });
        await expect(modalInput(page)).toBeFocused();
        await expectNoAxeViolations(page);
      });
    });
  }

  test(`the API reference (/api, every node) has no violations in ${mode} mode`, async ({
    page,
  }) => {
    // ~35 000 nodes: hydrating and scanning them all takes far longer than a normal page, so
    // the full scan runs once per mode, at desktop width; the narrow layout's own parts (the
    // operation list behind its toggle) are the same components, restyled. Colour contrast, the
    // costliest rule, runs over one element per distinct text style: with it on every node the
    // test took 6.5-7.6 min on a loaded 2-core machine, against a 8 min limit.
    test.setTimeout(480_000);
    await useColorMode(page, mode);
    await open(page, '/api');
    await expectColorMode(page, mode);
    // Sections off screen skip rendering (content-visibility: auto) with an estimated height;
    // axe scrolls each node into view and then measures, and at this page's 375 000 px the
    // estimates shift the layout in between, so it read a background no element has (checked
    // with getComputedStyle). Lay every section out, as the page does without JavaScript.
    await page.addStyleTag({
      content: 'article[data-operation],[data-schema]{content-visibility:visible}',
    });
    await expectNoAxeViolationsOverRepeatedStyles(page);
  });
}

test.describe('at 1440 px, where the search button shows its shortcut', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const mode of colorModes) {
    test(`the landing page has no violations in ${mode} mode`, async ({ page }) => {
      await useColorMode(page, mode);
      await open(page, '/');
      await expectColorMode(page, mode);
      await expectNoAxeViolations(page);
    });
  }

  test('the key caps are shown, and the button is named by what it shows', async ({ page }) => {
    await open(page, '/concepts/wallets');
    const button = page.locator('.DocSearch-Button');
    await expect(button).toHaveAccessibleName('Search (Control+k)');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+k');
    const keys = button.locator('.DocSearch-Button-Keys');
    await expect(keys).toHaveAttribute('data-modifier', 'Ctrl');
    const caps = await keys.evaluate((element) =>
      ['::before', '::after'].map((pseudo) => getComputedStyle(element, pseudo).content),
    );
    expect(caps).toEqual(['"Ctrl"', '"K"']);
    // The visible words are "Search" only: the caps are drawn, not text.
    expect(await button.innerText()).toBe('Search');
  });
});
