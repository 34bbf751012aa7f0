import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { assistantEnv } from '../../site/src/config/assistant';
import { askQuestion, lastExchange, panel, recordRequests } from './support';

/**
 * The hosted mode: a separate production build with ASSISTANT_API_URL and ASSISTANT_MODEL set
 * (built here, into .cache/), whose requests to the service the tests answer or fail with
 * `page.route`, so no request leaves the machine. Set REUSE_ASSISTANT_HOSTED_BUILD=1 to serve
 * an earlier build as it is. Served on a free port the system picks (helpers and search's hosted
 * build use E2E_PORT and the ports after it).
 */

const siteDir = path.resolve(__dirname, '../../site');
const buildDir = path.resolve(__dirname, '../../.cache/assistant-hosted-build');
let origin = '';
const service = {
  url: 'https://llm.assistant.test/v1',
  model: 'docs-test-model',
  apiKey: 'test-key',
};
const endpoint = `${service.url}/chat/completions`;

let server: ChildProcess | undefined;

/** A port nothing listens on now, picked by the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

test.describe.configure({ mode: 'serial' });

// Playwright reads a hook's fixtures from a destructuring pattern, even an empty one.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'one build and one width are enough');
  testInfo.setTimeout(400_000);
  if (!(process.env.REUSE_ASSISTANT_HOSTED_BUILD && existsSync(buildDir))) {
    const env = {
      ...process.env,
      [assistantEnv.url]: service.url,
      [assistantEnv.model]: service.model,
      [assistantEnv.apiKey]: service.apiKey,
      [assistantEnv.timeoutMs]: '5000',
    };
    const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', buildDir], {
      cwd: siteDir,
      env,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`Hosted-assistant build failed:\n${build.stderr}`);
  }
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = spawn(
    'npx',
    ['docusaurus', 'serve', '--dir', buildDir, '--port', `${port}`, '--no-open'],
    {
      cwd: siteDir,
      detached: true,
      stdio: 'ignore',
    },
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

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
};

/** Answers the service's requests with `handler`; returns the request bodies it saw. */
async function stubService(page: Page, handler: (route: Route) => Promise<void>) {
  const bodies: { model: string; messages: { role: string; content: string }[] }[] = [];
  const headers: Record<string, string>[] = [];
  await page.route(`${service.url}/**`, async (route) => {
    if (route.request().method() === 'OPTIONS')
      return route.fulfill({ status: 204, headers: cors });
    bodies.push(route.request().postDataJSON());
    headers.push(route.request().headers());
    await handler(route);
  });
  return { bodies, headers };
}

async function openHosted(page: Page) {
  await page.goto(`${origin}/concepts/wallets`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 20_000,
  });
}

test('the service’s answer is shown with its citations linked to the passages it was given', async ({
  page,
}) => {
  const requests = recordRequests(page);
  const { bodies, headers } = await stubService(page, (route) =>
    route.fulfill({
      headers: cors,
      json: {
        choices: [
          {
            message: {
              role: 'assistant',
              content:
                'Export decrypts the mnemonic inside an iframe the user controls [1].\n\nThe service never sees it in the clear <b>really</b> [2].',
            },
          },
        ],
      },
    }),
  );
  await openHosted(page);
  await askQuestion(page, 'How do I export a wallet mnemonic?');
  const reply = lastExchange(page);
  await expect(reply).toContainText(
    'Export decrypts the mnemonic inside an iframe the user controls',
  );
  await expect(reply).toContainText('<b>really</b>');
  await expect(reply.locator('b')).toHaveCount(0);
  const citations = reply.getByRole('link', { name: /^Source \d+:/ });
  await expect(citations).toHaveCount(2);
  for (const href of await citations.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  )) {
    expect(href).toMatch(/^\/[a-z]/);
  }
  await expect(reply).not.toContainText('unavailable');

  // What was sent: the model, the system prompt, the numbered passages and the question.
  expect(bodies).toHaveLength(1);
  expect(bodies[0]?.model).toBe(service.model);
  expect(bodies[0]?.messages[0]?.content).toContain('[1]');
  expect(bodies[0]?.messages[1]?.content).toMatch(/^Passages:\n\n\[1\] /);
  expect(bodies[0]?.messages[1]?.content).toContain('Question: How do I export a wallet mnemonic?');
  expect(headers[0]?.authorization).toBe(`Bearer ${service.apiKey}`);

  // Apart from the (stubbed) service, nothing left the site.
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith(endpoint))).toEqual(
    [],
  );
});

for (const [failure, handler] of [
  ['cannot be reached', (route: Route) => route.abort('internetdisconnected')],
  [
    'answers 500',
    (route: Route) => route.fulfill({ status: 500, headers: cors, body: 'overloaded' }),
  ],
  [
    'cites a passage it was not given',
    (route: Route) =>
      route.fulfill({
        headers: cors,
        json: { choices: [{ message: { role: 'assistant', content: 'Made up [7].' } }] },
      }),
  ],
] as const) {
  test(`when the service ${failure}, the passages are shown with a note`, async ({ page }) => {
    const { bodies } = await stubService(page, handler);
    await openHosted(page);
    await askQuestion(page, 'What is the root quorum?');
    const reply = lastExchange(page);
    await expect(reply).toContainText(
      'The assistant service is unavailable; showing passages from the docs instead.',
    );
    await expect(reply.getByRole('link', { name: /^Source 1:/ })).toBeVisible();
    await expect(reply).not.toContainText('Made up');
    expect(bodies).toHaveLength(1);
    await expect(panel(page)).toBeVisible();
  });
}

test('a question the docs do not cover is not sent to the service', async ({ page }) => {
  const { bodies } = await stubService(page, (route) => route.abort());
  await openHosted(page);
  await askQuestion(page, 'What is the best recipe for banana bread?');
  await expect(lastExchange(page)).toContainText("I couldn't find this in the docs");
  expect(bodies).toHaveLength(0);
});
