import { expect, test } from '@playwright/test';
import { open, siteRoutes } from '../support/site';

test('pages load without console errors or failed requests', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('requestfailed', (req) => {
    const error = req.failure()?.errorText ?? '';
    // Leaving a page cancels its in-flight prefetches; that is not a failure.
    if (error !== 'net::ERR_ABORTED') problems.push(`${req.url()}: ${error}`);
  });
  // One page of each kind and section is enough to catch a broken bundle or asset.
  const sample = siteRoutes.filter(
    (route, index, all) =>
      all.findIndex(
        (r) => r.kind === route.kind && r.path.split('/')[1] === route.path.split('/')[1],
      ) === index,
  );
  for (const route of sample) await open(page, route.path);
  expect(problems).toEqual([]);
});
