import { expect, test, type Page } from '@playwright/test';
import { open, richDocPath } from '../support/site';
import { NARROW } from '../support/viewports';

/** Code block titles, highlighted lines, copy button and synced tabs, on the Markdown reference. */

const requestBlock = (page: Page) =>
  page
    .locator('.theme-code-block')
    .filter({ has: page.locator('[class*="codeBlockTitle"]', { hasText: /^src\/request\.ts$/ }) })
    .filter({ hasNot: page.locator('.language-mdx') })
    .first();

test.describe('code blocks', () => {
  test('a title renders above the code, and {2-3} highlights exactly lines 2 and 3', async ({
    page,
  }) => {
    await open(page, richDocPath);
    const block = requestBlock(page);
    await expect(block.locator('[class*="codeBlockTitle"]')).toHaveText('src/request.ts');
    const lines = block.locator('.token-line');
    await expect(lines).toHaveCount(4);
    const highlighted = await lines.evaluateAll((elements) =>
      elements.map((element) => element.classList.contains('theme-code-block-highlighted-line')),
    );
    expect(highlighted).toEqual([false, true, true, false]);
    await expect(block.locator('.theme-code-block-highlighted-line').first()).toContainText(
      "const organizationId = 'your-organization-id';",
    );
    // showLineNumbers numbers the lines, from 1, with CSS counters that copying leaves out.
    const numbers = block.locator('.code-line-number');
    await expect(numbers).toHaveCount(4);
    const shown = await numbers.evaluateAll((cells) =>
      cells.map((cell) => getComputedStyle(cell, '::before').content),
    );
    expect(shown).toEqual([
      'counter(line-count)',
      'counter(line-count)',
      'counter(line-count)',
      'counter(line-count)',
    ]);
  });

  test('the copy button puts the block’s code on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, richDocPath);
    const block = requestBlock(page);
    await block.hover();
    const button = block.getByRole('button', { name: 'Copy code to clipboard' });
    // "Copied" shows for one second: record the labels rather than race a busy machine to it.
    await button.evaluate((element) => {
      const labels: string[] = [];
      Object.assign(window, { copyLabels: labels });
      new MutationObserver(() => labels.push(element.getAttribute('aria-label') ?? '')).observe(
        element,
        { attributes: true, attributeFilter: ['aria-label'] },
      );
    });
    await button.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { copyLabels: string[] }).copyLabels))
      .toContain('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      [
        "const path = '/public/v1/query/whoami';",
        "const organizationId = 'your-organization-id';",
        'const body = JSON.stringify({ organizationId });',
        'export const request = { path, body };',
      ].join('\n'),
    );
  });
});

test.describe('word wrap', () => {
  test.use({ viewport: NARROW });

  test('the toggle wraps a block whose lines scroll, and unwraps it', async ({ page }) => {
    await open(page, richDocPath);
    const block = page
      .locator('.theme-code-block')
      .filter({ has: page.getByText('site/docs/documentation/features/sessions.mdx') })
      .first();
    const pre = block.locator('pre');
    const scrolls = () => pre.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(await scrolls()).toBe(true);
    await block.hover();
    const toggle = block.getByRole('button', { name: 'Toggle word wrap' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
    expect(await scrolls()).toBe(false);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await scrolls()).toBe(true);
  });

  test('a block whose lines fit has no wrap toggle', async ({ page }) => {
    await open(page, richDocPath);
    const block = page.locator('.theme-code-block').filter({ hasText: 'npm install' }).first();
    await block.hover();
    await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible();
    await expect(block.getByRole('button', { name: 'Toggle word wrap' })).toHaveCount(0);
  });
});

test.describe('tabs with a groupId', () => {
  const groups = (page: Page) =>
    page.locator('.tabs-container').filter({ has: page.getByRole('tab', { name: 'pnpm' }) });

  test('choosing a tab switches every group of the same groupId, and later pages', async ({
    page,
  }) => {
    await open(page, richDocPath);
    const all = groups(page);
    await expect(all).toHaveCount(2);
    for (const index of [0, 1]) {
      await expect(all.nth(index).getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }
    await all.nth(0).getByRole('tab', { name: 'Yarn' }).click();
    for (const index of [0, 1]) {
      await expect(all.nth(index).getByRole('tab', { name: 'Yarn' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(all.nth(index).getByRole('tabpanel')).toContainText('yarn add');
    }
    await all.nth(1).getByRole('tab', { name: 'pnpm' }).click();
    await expect(all.nth(0).getByRole('tab', { name: 'pnpm' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // The choice persists: another page with the same groupId opens on it.
    await open(page, '/getting-started/quickstart');
    const selected = page.locator('.tabs-container [role="tab"][aria-selected="true"]', {
      hasText: /^(npm|Yarn|pnpm)$/,
    });
    await expect(selected.first()).toHaveText('pnpm');
  });
});
