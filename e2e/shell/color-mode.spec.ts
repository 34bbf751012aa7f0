import { expect, test } from '@playwright/test';
import { colorModeToggle, open } from '../support/site';
import { BOTH_WIDTHS } from '../support/viewports';

const html = (page: import('@playwright/test').Page) => page.locator('html');

// At narrow widths the switch lives in the side menu (colorModeToggle opens it).
for (const { name, viewport } of BOTH_WIDTHS) {
  test.describe(`colour mode at ${name} width`, () => {
    test.use({ viewport });
    // The system asks for dark; the site still starts light (it does not follow the system).
    test.use({ colorScheme: 'dark' });

    test('starts light, toggles to dark and stores the choice under `theme`', async ({ page }) => {
      await open(page, '/concepts/wallets');
      await expect(html(page)).toHaveAttribute('data-theme', 'light');
      await (await colorModeToggle(page)).click();
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await page.reload();
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    });

    test('syncs across tabs and falls back to light when the stored choice is cleared', async ({
      context,
    }) => {
      const first = await context.newPage();
      const second = await context.newPage();
      await open(first, '/faq');
      await open(second, '/concepts/wallets');
      await (await colorModeToggle(first)).click();
      await expect(html(first)).toHaveAttribute('data-theme', 'dark');
      await expect(html(second)).toHaveAttribute('data-theme', 'dark');

      await first.evaluate(() => localStorage.removeItem('theme'));
      await expect(html(second)).toHaveAttribute('data-theme', 'light');
    });
  });
}
