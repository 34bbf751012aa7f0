import { expect, test, type Page, type Route } from '@playwright/test';
import { assistantEnv } from '@docs/site/config/assistant';
import { askQuestion, lastExchange, panel, recordRequests } from './support';
import { useSeparateBuild } from '../support/separate-build';
import { waitForHydration } from '../support/site';

/**
 * The hosted mode: a separate production build with ASSISTANT_API_URL and ASSISTANT_MODEL set
 * (built here, into .cache/), whose requests to the service the tests answer or fail with
 * `page.route`, so no request leaves the machine. See support/separate-build.ts.
 */

const service = {
  url: 'https://llm.assistant.test/v1',
  model: 'docs-test-model',
  apiKey: 'test-key',
};
const endpoint = `${service.url}/chat/completions`;

const site = useSeparateBuild('assistant-hosted-build', {
  [assistantEnv.url]: service.url,
  [assistantEnv.model]: service.model,
  [assistantEnv.apiKey]: service.apiKey,
  [assistantEnv.timeoutMs]: '5000',
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
  await page.goto(`${site.origin}/concepts/wallets`);
  await waitForHydration(page, 20_000);
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
  expect(
    requests.filter((url) => !url.startsWith(site.origin) && !url.startsWith(endpoint)),
  ).toEqual([]);
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
