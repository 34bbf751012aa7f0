import { expect, type Page } from '@playwright/test';

/**
 * "Was this page helpful?" loads when the end of the page comes near: scroll there and return
 * its group of buttons.
 */
export async function helpfulControl(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const group = page.getByRole('group', { name: 'Was this page helpful?' });
  await expect(group).toBeVisible();
  return group;
}
