import { expect, test } from '@playwright/test';
import { announcementBar, open } from '../support/site';

const bar = (page: import('@playwright/test').Page) => page.locator('.theme-announcement-bar');

test('the announcement bar closes, stays closed, and returns when its id changes', async ({
  page,
}) => {
  await open(page, '/');
  await expect(bar(page)).toBeVisible();
  await bar(page).getByRole('button', { name: 'Close' }).click();
  await expect(bar(page)).toBeHidden();
  const stored = await page.evaluate(() => ({
    dismiss: localStorage.getItem('docusaurus.announcement.dismiss'),
    id: localStorage.getItem('docusaurus.announcement.id'),
  }));
  expect(stored).toEqual({ dismiss: 'true', id: announcementBar.id });

  await open(page, '/faq');
  await expect(bar(page)).toBeHidden();

  // A reader who dismissed an older announcement sees the current one.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-message'));
  await open(page, '/faq');
  await expect(bar(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe(
    'false',
  );
});
