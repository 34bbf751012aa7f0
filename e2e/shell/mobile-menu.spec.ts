import { expect, test } from '@playwright/test';
import { open } from '../support/site';
import { NARROW, WIDE } from '../support/viewports';

test.describe('the mobile side menu at narrow width', () => {
  test.use({ viewport: NARROW });

  test('opens on the hamburger with the docs sidebar and a way back to the main menu', async ({
    page,
  }) => {
    await open(page, '/concepts/wallets');
    await expect(page.locator('.navbar__items--right a[href="/api"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // Scrolling of the page behind is stopped while the menu is open.
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

    const secondary = sidebar.locator('.navbar-sidebar__item.menu').nth(1);
    await expect(secondary.locator('a[href="/concepts/wallets"]')).toBeVisible();
    await sidebar.getByRole('button', { name: '← Back to main menu' }).click();
    const primary = sidebar.locator('.navbar-sidebar__item.menu').first();
    await expect(primary.getByRole('link', { name: 'SDK Reference' })).toBeVisible();
    await expect(primary.getByRole('link', { name: 'API Reference' })).toBeVisible();
  });

  // Docusaurus spends the back press on closing the menu: the reader stays on the page.
  test('closes on back navigation', async ({ page }) => {
    await open(page, '/faq');
    // Navigate inside the app (not a fresh load) so that Back is handled by the site.
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.click();
    await page.locator('.navbar-sidebar a[href="/changelog"]').last().click();
    await expect(page).toHaveURL(/\/changelog$/);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await toggle.click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.goBack();
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(page).toHaveURL(/\/changelog$/);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('closes when the window returns to desktop width', async ({ page }) => {
    await open(page, '/concepts/wallets');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize(WIDE);
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });
});
