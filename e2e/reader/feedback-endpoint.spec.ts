import { expect, test } from '@playwright/test';
import { feedbackEnv } from '@docs/site/config/feedback';
import { helpfulControl } from './support';
import { useSeparateBuild } from '../support/separate-build';
import { waitForHydration } from '../support/site';

/**
 * "Was this page helpful?" with an endpoint configured: a separate production build with
 * FEEDBACK_URL set (built here, into .cache/), whose POSTs the tests answer or fail with
 * `page.route`, so nothing leaves the machine. See support/separate-build.ts.
 */

const endpoint = 'http://127.0.0.1:9/votes';

const site = useSeparateBuild('feedback-endpoint-build', { [feedbackEnv]: endpoint });

test('a vote is POSTed to the endpoint as JSON', async ({ page }) => {
  const bodies: unknown[] = [];
  await page.route(endpoint, async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({
      status: 204,
      headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
    });
  });
  await page.goto(`${site.origin}/concepts/wallets`);
  await waitForHydration(page);
  await (await helpfulControl(page)).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Thanks for your feedback.')).toBeVisible();
  await expect.poll(() => bodies).toEqual([{ page: '/concepts/wallets', vote: 'yes' }]);
  await expect(page.getByText(/could not be sent/)).toHaveCount(0);
});

test('a failed POST says so without taking the vote back', async ({ page }) => {
  await page.route(endpoint, (route) => route.abort('connectionrefused'));
  await page.goto(`${site.origin}/concepts/organizations`);
  await waitForHydration(page);
  const no = (await helpfulControl(page)).getByRole('button', { name: 'No' });
  await no.click();
  const status = page.getByRole('status').filter({ hasText: 'Thanks for your feedback.' });
  await expect(status).toContainText(
    'Your answer is saved in this browser, but it could not be sent (network error).',
  );
  await expect(no).toHaveAttribute('aria-pressed', 'true');
  // The page stays usable: the other answer can still be chosen.
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
});
