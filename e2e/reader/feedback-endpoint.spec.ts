import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { feedbackEnv } from '../../site/src/config/feedback';
import { helpfulControl } from './support';

/**
 * "Was this page helpful?" with an endpoint configured: a separate production build with
 * FEEDBACK_URL set (built here, into .cache/), whose POSTs the tests answer or fail with
 * `page.route`, so nothing leaves the machine. REUSE_FEEDBACK_BUILD=1 serves an earlier build.
 */

const siteDir = path.resolve(__dirname, '../../site');
const buildDir = path.resolve(__dirname, '../../.cache/feedback-endpoint-build');
const port = Number(process.env.E2E_PORT ?? 3100) + 2;
const origin = `http://localhost:${port}`;
const endpoint = 'http://127.0.0.1:9/votes';

let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

// Playwright reads a hook's fixtures from a destructuring pattern, even an empty one.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'one build and one width are enough');
  testInfo.setTimeout(300_000);
  if (!(process.env.REUSE_FEEDBACK_BUILD && existsSync(buildDir))) {
    const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', buildDir], {
      cwd: siteDir,
      env: { ...process.env, [feedbackEnv]: endpoint },
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`Feedback-endpoint build failed:\n${build.stderr}`);
  }
  const portTaken = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (portTaken) throw new Error(`Port ${port} is taken; this build needs it (E2E_PORT + 2).`);
  server = spawn(
    'npx',
    ['docusaurus', 'serve', '--dir', buildDir, '--port', `${port}`, '--no-open'],
    { cwd: siteDir, detached: true, stdio: 'ignore' },
  );
  await expect
    .poll(
      () =>
        fetch(origin).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  // The server runs in its own process group (npx, then docusaurus): end all of it.
  if (server?.pid && server.exitCode === null) process.kill(-server.pid);
});

test('a vote is POSTed to the endpoint as JSON', async ({ page }) => {
  const bodies: unknown[] = [];
  await page.route(endpoint, async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({
      status: 204,
      headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
    });
  });
  await page.goto(`${origin}/concepts/wallets`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await (await helpfulControl(page)).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Thanks for your feedback.')).toBeVisible();
  await expect.poll(() => bodies).toEqual([{ page: '/concepts/wallets', vote: 'yes' }]);
  await expect(page.getByText(/could not be sent/)).toHaveCount(0);
});

test('a failed POST says so without taking the vote back', async ({ page }) => {
  await page.route(endpoint, (route) => route.abort('connectionrefused'));
  await page.goto(`${origin}/concepts/organizations`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
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
