import { expect, test, type Page } from '@playwright/test';
import { open } from '../support/site';
import { modal, modalInput, searchButton } from '../search/support';
import { navbarItems } from '@docs/site/config/navbar';

/** The navbar's section links, left to right, as configured. */
const navbarLinkLabels = navbarItems.flatMap((item) =>
  item.position === 'left' && 'label' in item ? [item.label] : [],
);

/** A doc page with a sidebar, tabs, code blocks, a table of contents and diagrams. */
const guide = '/getting-started/quickstart';

/** The focused element: whether it matches `selector`, and a description for failure messages. */
function focusState(page: Page, selector: string): Promise<{ matches: boolean; element: string }> {
  return page.evaluate((s) => {
    const el = document.activeElement;
    if (!el || el === document.body) return { matches: false, element: '(body)' };
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    const element = `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${label}`;
    return { matches: el.matches(s), element };
  }, selector);
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `selector`, at most `max`
 * times; fails, naming where focus went, if it never does. Only the keyboard moves focus.
 */
async function tabTo(
  page: Page,
  selector: string,
  options: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  const max = options.max ?? 60;
  const visited: string[] = [];
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page, selector);
    if (state.matches) return;
    visited.push(state.element);
  }
  throw new Error(
    `${selector} never got focus in ${max} presses; focus went to:\n${visited.join('\n')}`,
  );
}

test.describe('keyboard-only walkthrough', () => {
  // At narrow widths the navbar links, sidebar and TOC sit behind the menu button and the TOC
  // dropdown (covered by e2e/shell/mobile-menu.spec.ts); this walkthrough is the desktop one.

  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('every control of a doc page works from the keyboard alone', async ({ page }) => {
    // A few hundred key presses, each followed by a look at the focused element.
    test.setTimeout(90_000);
    await open(page, guide);
    const focused = page.locator(':focus');

    await test.step('skip link: the first Tab reaches it and Enter moves focus into main', async () => {
      await page.keyboard.press('Tab');
      await expect(focused).toHaveText('Skip to main content');
      await expect(focused).toBeVisible();
      await page.keyboard.press('Enter');
      // The theme focuses <main> and drops its temporary tabindex, so the browser may move
      // focus back to <body>; either way the next Tab starts from <main>, past navbar and sidebar.
      expect(
        await page.evaluate(() => ['MAIN', 'BODY'].includes(document.activeElement?.tagName ?? '')),
      ).toBe(true);
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('main') !== null),
        `focus after the skip link: ${(await focusState(page, 'main *')).element}`,
      ).toBe(true);
    });

    await test.step('navbar links: each in order, Enter follows one', async () => {
      await open(page, guide);
      for (const label of navbarLinkLabels) {
        await tabTo(page, '.navbar a.navbar__link', { max: 10 });
        await expect(focused).toHaveText(label);
      }
      await tabTo(page, '.navbar a.navbar__link[href="/sdks/introduction"]', {
        max: navbarLinkLabels.length,
        backwards: true,
      });
      await expect(focused).toHaveText('SDK Reference');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/sdks\//);
      await page.goBack();
      await expect(page).toHaveURL(guide);
    });

    await test.step('colour-mode toggle: Enter switches the mode', async () => {
      await open(page, guide);
      const before = await page.locator('html').getAttribute('data-theme');
      await tabTo(page, 'button[aria-label^="Switch between dark and light mode"]', { max: 20 });
      await page.keyboard.press('Enter');
      await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? 'light');
      await expect(focused).toHaveAttribute('aria-label', /^Switch between dark and light mode/);
      await page.keyboard.press('Enter');
      await expect(page.locator('html')).toHaveAttribute('data-theme', before ?? 'light');
    });

    await test.step('search: the button opens it with Enter, Escape closes it, Ctrl+K too', async () => {
      // The toggle comes last in the navbar: search is a few stops back.
      await tabTo(page, '.DocSearch-Button', { max: 5, backwards: true });
      await page.keyboard.press('Enter');
      await expect(modalInput(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
      await expect(searchButton(page)).toBeFocused();
      await page.keyboard.press('Control+k');
      await expect(modalInput(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
    });

    await test.step('sidebar: Enter collapses and expands a category', async () => {
      // "Getting started" is expanded (the page is in it); its caret button toggles it.
      const caret = 'nav[aria-label="Docs sidebar"] button[aria-expanded]';
      await tabTo(page, caret, { max: 20 });
      await expect(focused).toHaveAttribute('aria-expanded', 'true');
      const category = focused.locator('xpath=ancestor::li[1]');
      await expect(category.locator('ul a').first()).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(focused).toHaveAttribute('aria-expanded', 'false');
      await expect(category.locator('ul a').first()).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(focused).toHaveAttribute('aria-expanded', 'true');
      await expect(category.locator('ul a').first()).toBeVisible();
    });

    await test.step('copy page menu: Enter opens it, arrows move, Escape closes it', async () => {
      await tabTo(page, 'main button[aria-label="More page actions"]', { max: 40 });
      await page.keyboard.press('Enter');
      const items = page.getByRole('menu').getByRole('menuitem');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(focused).toHaveAttribute('aria-label', 'More page actions');
    });

    await test.step('code block: Enter on the copy button copies the code', async () => {
      await tabTo(page, 'main button[aria-label="Copy code to clipboard"]', { max: 120 });
      const code = await focused
        .locator('xpath=ancestor::div[contains(@class, "codeBlockContent")][1]')
        .locator('code')
        .innerText();
      await page.keyboard.press('Enter');
      await expect(focused).toHaveAttribute('aria-label', 'Copied');
      // innerText renders each highlighted line as a block (extra line breaks): compare lines.
      const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(lines(copied)).toEqual(lines(code));
      expect(lines(code).length).toBeGreaterThan(0);
    });

    await test.step('table of contents: Enter on a link jumps to its heading', async () => {
      await tabTo(page, '.table-of-contents a', { max: 200 });
      const href = (await focused.getAttribute('href')) ?? '';
      expect(href).toMatch(/^#./);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator(`[id="${href.slice(1)}"]`)).toBeInViewport();
    });

    await test.step('assistant: the last Tab stop, Enter opens it, Escape gives focus back', async () => {
      await open(page, guide);
      // Floating at the end of the page: one Shift+Tab from the top reaches it.
      await page.keyboard.press('Shift+Tab');
      await expect(focused).toHaveText('Ask the docs');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('textbox', { name: 'Your question' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Ask the docs' })).toBeHidden();
      await expect(focused).toHaveText('Ask the docs');
    });
  });
});
