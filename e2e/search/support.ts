import { expect, type Page } from '@playwright/test';

export { brand, open } from '../support/site';

/** The modal's parts, by DocSearch's class names (its public styling API). */
export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const modalInput = (page: Page) => page.locator('.DocSearch-Input');
export const hits = (page: Page) => page.locator('.DocSearch-Dropdown .DocSearch-Hit');
export const searchButton = (page: Page) => page.locator('.DocSearch-Button');

/** Opens the modal with the search button and types a query. */
export async function searchInModal(page: Page, query: string): Promise<void> {
  if (!(await modal(page).isVisible())) await searchButton(page).click();
  await expect(modalInput(page)).toBeFocused();
  await modalInput(page).fill(query);
}

/** Fails the test on any dialog (alert, confirm, prompt): injected markup must never run one. */
export function failOnDialog(page: Page): void {
  page.on('dialog', (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
}

/** Markup that would set `window.__pwned` if it ever ran. */
export const injectedMarkup =
  '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';

export async function expectNotExecuted(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

/** The built local index: what the search plugin wrote and the browser downloads. */
export const indexFiles = '**/search/{manifest,records-*}.json';
