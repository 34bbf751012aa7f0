import { expect, test } from '@playwright/test';
import { isNarrow, open, richDocPath } from '../support/site';

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await open(page, '/concepts/wallets');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // Focus moved past the navbar and sidebar: the next Tab lands inside the main content.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('doc pages have a 300 px sidebar on desktop and breadcrumbs', async ({ page }) => {
  await open(page, '/concepts/users/root-quorum');
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(breadcrumbs).toBeVisible();
  await expect(breadcrumbs.getByRole('link', { name: 'Home page' })).toBeVisible();
  await expect(breadcrumbs).toContainText('Concepts');
  await expect(breadcrumbs).toContainText('Users');

  const sidebar = page.locator('aside.theme-doc-sidebar-container');
  if (isNarrow(page)) {
    await expect(sidebar).toBeHidden();
  } else {
    const box = await sidebar.boundingBox();
    expect(box?.width).toBe(300);
    // Not hideable: no collapse button.
    await expect(page.getByRole('button', { name: 'Collapse sidebar', exact: true })).toHaveCount(
      0,
    );
  }
});

test('sidebar categories stay open when another one opens', async ({ page }) => {
  test.skip(isNarrow(page), 'desktop sidebar');
  await open(page, '/concepts/wallets');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const concepts = sidebar.locator('.menu__list-item', { hasText: 'Concepts' }).first();
  await expect(concepts).not.toHaveClass(/menu__list-item--collapsed/);
  await sidebar.getByRole('button', { name: /Features/ }).click();
  await expect(sidebar.locator('a[href="/features/email-auth"]')).toBeVisible();
  await expect(concepts).not.toHaveClass(/menu__list-item--collapsed/);
});

test('the table of contents lists heading levels 2 and 3 only', async ({ page }) => {
  test.skip(isNarrow(page), 'the desktop TOC column');
  await open(page, richDocPath);
  const toc = page.locator('.theme-doc-toc-desktop');
  await expect(toc).toBeVisible();
  const h2 = await page.locator('article h2[id]').first().getAttribute('id');
  const h3 = await page.locator('article h3[id]').first().getAttribute('id');
  await expect(toc.locator(`a[href="#${h2}"]`)).toHaveCount(1);
  await expect(toc.locator(`a[href="#${h3}"]`)).toHaveCount(1);
  const h4Ids = await page.locator('article h4[id]').evaluateAll((els) => els.map((el) => el.id));
  expect(h4Ids.length).toBeGreaterThan(0);
  for (const id of h4Ids) await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(0);
});

test('at narrow width the TOC collapses into a button above the content', async ({ page }) => {
  test.skip(!isNarrow(page), 'narrow layout');
  await open(page, richDocPath);
  const toggle = page.getByRole('button', { name: 'On this page' });
  await toggle.click();
  await expect(page.locator('.theme-doc-toc-mobile a').first()).toBeVisible();
});
