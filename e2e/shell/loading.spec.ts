import { expect, test, type Page } from '@playwright/test';
import { open, richDocMarker, richDocPath } from '../support/site';
import { NARROW } from '../support/viewports';

/** Tells the site the reader saves data, which turns off Docusaurus's link prefetching. */
async function saveData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true, effectiveType: '4g' },
    });
  });
}

test('with data saving on, links are not prefetched', async ({ page }) => {
  await saveData(page);
  const scripts: string[] = [];
  await open(page, '/faq');
  // Reaching the footer loads "Was this page helpful?" (not a prefetch): let that happen first.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('group', { name: 'Was this page helpful?' })).toBeVisible();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Changelog' }).hover();
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);
});

test('a slow navigation shows the route progress bar, then the page', async ({ page }) => {
  await saveData(page);
  await open(page, '/faq');
  // Hold the next page's scripts back well past the bar's 200 ms delay.
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Changelog' }).click();
  await expect(page.locator('#nprogress')).toBeAttached({ timeout: 1400 });
  await expect(page).toHaveURL(/\/changelog$/, { timeout: 10_000 });
  await expect(page.locator('#nprogress')).not.toBeAttached({ timeout: 10_000 });
});

test('a crash in page content shows the crash page with its cause chain, and Try again recovers', async ({
  page,
}) => {
  // Rewrite the compiled page content so that rendering it throws once, with a cause.
  const literal = JSON.stringify(richDocMarker);
  const thrower = `(()=>{if(!window.__letItRender)throw new Error("Widget exploded",{cause:new Error("Inner failure")});return ${literal}})()`;
  await page.route('**/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({ response, body: body.split(literal).join(thrower) });
    } catch {
      // The browser dropped this request (a cancelled prefetch): nothing to rewrite.
    }
  });
  await page.goto(richDocPath);
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  const crash = page.locator('main');
  await expect(crash).toContainText('Widget exploded');
  await expect(crash).toContainText('Cause:');
  await expect(crash).toContainText('Inner failure');
  await page.evaluate(() => Object.assign(window, { __letItRender: true }));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(richDocMarker)).toBeVisible();
});

// The side menu is the narrow layout's.
test.describe('at narrow width', () => {
  test.use({ viewport: NARROW });

  test("the closed mobile menu's links are not prefetched as if they were on screen", async ({
    page,
  }) => {
    // Records every link Docusaurus's viewport observer is told is on screen.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { seenLinks: seen });
      const Observer = window.IntersectionObserver;
      window.IntersectionObserver = class extends Observer {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super((entries, observer) => {
            for (const entry of entries) {
              if (entry.isIntersecting && entry.target.closest('.navbar-sidebar')) {
                seen.push(entry.target.getAttribute('href') ?? '');
              }
            }
            callback(entries, observer);
          }, options);
        }
      };
    });
    await open(page, '/embedded-wallets/code-examples/export');
    await expect(page.locator('.navbar-sidebar__items--show-secondary')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { seenLinks: string[] }).seenLinks),
    ).toEqual([]);
  });
});
