import { expect, test } from '@playwright/test';
import { brand, open, waitForHydration } from '../support/site';

const leftItems = [
  ['Documentation', '/'],
  ['Quickstart', '/getting-started/quickstart'],
  ['Solutions', '/embedded-wallets/overview'],
  ['SDK Reference', '/sdks/introduction'],
  ['API Reference', '/api'],
  ['Changelog', '/changelog'],
] as const;

test('the navbar holds the spec’s sections, then search, then external links', async ({ page }) => {
  await open(page, '/concepts/wallets');
  const left = page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item');
  await expect(left).toHaveText(leftItems.map(([label]) => label));
  for (const [index, [, href]] of leftItems.entries()) {
    await expect(left.nth(index)).toHaveAttribute('href', href);
  }
  const right = page.locator('.navbar__items--right');
  for (const url of [brand.repositoryUrl, brand.dashboardUrl]) {
    const link = right.locator(`a[href="${url}"]`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('each navbar section lands on its page', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [label, href] of leftItems) {
    await open(page, '/faq');
    await page.locator('.navbar__items').getByRole('link', { name: label, exact: true }).click();
    // Reached by a client-side link, /api loads itself anew for its prerendered bodies (0066),
    // at `/api?`, and drops the empty query once hydrated: wait for both before the URL check,
    // or the check and the next page.goto race that load.
    if (href === '/api') {
      await expect(page.locator('article[data-operation] h3').first()).toBeAttached({
        timeout: 45_000,
      });
      await waitForHydration(page, 45_000);
    }
    await expect(page).toHaveURL(href);
  }
});

test('only the current section is highlighted', async ({ page }) => {
  const active = page.locator('.navbar__items a.navbar__link--active');
  await open(page, '/faq');
  await expect(active).toHaveText(['Documentation']);
  await open(page, '/changelog');
  await expect(active).toHaveText(['Documentation', 'Changelog']);
  await open(page, '/sdks/react');
  await expect(active).toHaveText(['SDK Reference']);
});

test('the footer has guides, social and more links and the fixed copyright', async ({ page }) => {
  await open(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('.footer__title')).toHaveText(['Guides', 'Social', 'More']);
  await expect(footer).toContainText(`Copyright © 2025 ${brand.copyrightHolder}`);
  await expect(footer.locator(`a[href="${brand.socials.github}"]`)).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
});
