import { expect, test, type Page } from '@playwright/test';
import { open, richDocPath } from '../support/site';
import { BOTH_WIDTHS, NARROW } from '../support/viewports';

// The skip link must pass the navbar and, at desktop width, the sidebar too.
for (const { name, viewport } of BOTH_WIDTHS) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('the skip link is the first stop and moves focus to the main content', async ({
      page,
    }) => {
      await open(page, '/concepts/wallets');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      // Focus moved past the navbar and sidebar: the next Tab lands inside the main content.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(
        true,
      );
    });
  });
}

/** Opens a doc page three levels deep and checks its breadcrumbs, shown at every width. */
async function openWithBreadcrumbs(page: Page): Promise<void> {
  await open(page, '/concepts/users/root-quorum');
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(breadcrumbs).toBeVisible();
  await expect(breadcrumbs.getByRole('link', { name: 'Home page' })).toBeVisible();
  await expect(breadcrumbs).toContainText('Concepts');
  await expect(breadcrumbs).toContainText('Users');
}

test('doc pages have a 300 px sidebar on desktop and breadcrumbs', async ({ page }) => {
  await openWithBreadcrumbs(page);
  const box = await page.locator('aside.theme-doc-sidebar-container').boundingBox();
  expect(box?.width).toBe(300);
  // Not hideable: no collapse button.
  await expect(page.getByRole('button', { name: 'Collapse sidebar', exact: true })).toHaveCount(0);
});

test('sidebar categories stay open when another one opens', async ({ page }) => {
  await open(page, '/concepts/wallets');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const concepts = sidebar.locator('.menu__list-item', { hasText: 'Concepts' }).first();
  await expect(concepts).not.toHaveClass(/menu__list-item--collapsed/);
  await sidebar.getByRole('button', { name: /Features/ }).click();
  await expect(sidebar.locator('a[href="/features/email-auth"]')).toBeVisible();
  await expect(concepts).not.toHaveClass(/menu__list-item--collapsed/);
});

test('the table of contents lists heading levels 2 and 3 only', async ({ page }) => {
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

test.describe('at narrow width', () => {
  test.use({ viewport: NARROW });

  test('doc pages hide the sidebar and keep the breadcrumbs', async ({ page }) => {
    await openWithBreadcrumbs(page);
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
  });

  test('the TOC collapses into a button above the content', async ({ page }) => {
    await open(page, richDocPath);
    const toggle = page.getByRole('button', { name: 'On this page' });
    await toggle.click();
    await expect(page.locator('.theme-doc-toc-mobile a').first()).toBeVisible();
  });
});
