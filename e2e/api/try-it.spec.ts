import { test as base, expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { startStampServer, type StampServer } from '../support/stamp-server';
import { openApiPage, operation } from './helpers';

/** Each test that asks for it gets its own stamp-checking server, allowing the site's origin. */
const test = base.extend<{ server: StampServer }>({
  server: async ({ baseURL }, use) => {
    const server = await startStampServer({ allowOrigin: new URL(baseURL ?? '').origin });
    await use(server);
    await server.close();
  },
});

/**
 * Try it loads its panel, validators and snippets as separate chunks on first use, after the
 * 192-operation page has hydrated. With both test workers busy on a 2-core machine, fetching and
 * evaluating them has taken more than the default 5 s; every expectation here waits on one of
 * them, so each gets the time the page's own hydration gets (helpers.ts).
 */
const expect = baseExpect.configure({ timeout: 30_000 });
// Each test may wait that long more than once.
test.describe.configure({ timeout: 90_000 });

const PUBLIC_KEY = /^0[23][0-9a-f]{64}$/;

/** Opens the Try it panel of `name`, points it at `baseUrl` and generates a key pair. */
async function openPanel(page: Page, name: string, baseUrl: string): Promise<Locator> {
  await openApiPage(page, `#${name}`);
  const article = operation(page, name);
  await article.getByRole('button', { name: 'Try it' }).click();
  const panel = article.getByTestId('try-it-panel');
  await expect(panel).toBeVisible();
  // The in-page sandbox is the default (try-it-sandbox.spec.ts); these tests use the network.
  await panel.getByRole('radio', { name: /^Custom base URL/ }).check();
  await panel.getByLabel('Base URL', { exact: true }).fill(baseUrl);
  await panel.getByRole('button', { name: 'Generate a key pair' }).click();
  await expect(panel.getByTestId('try-it-public-key')).toHaveText(PUBLIC_KEY);
  return panel;
}

const body = (panel: Locator) => panel.getByLabel('Request body (JSON)');
const send = (panel: Locator) => panel.getByRole('button', { name: 'Send', exact: true });

test.describe('Try it', () => {
  test('sends the stamped body and shows the verified answer', async ({ page, server }) => {
    const panel = await openPanel(page, 'create_wallet', server.url);
    const sentBody = await body(panel).inputValue();
    const timestamp = Number((JSON.parse(sentBody) as { timestampMs: string }).timestampMs);
    expect(Math.abs(Date.now() - timestamp)).toBeLessThan(10 * 60_000);
    await expect(panel.getByTestId('try-it-validation')).toHaveText(
      'The body matches the create_wallet request schema.',
    );
    await send(panel).click();

    await expect(panel.getByTestId('try-it-status')).toHaveText('The server answered 200 OK.');
    await expect(panel.getByTestId('try-it-body')).toContainText('"verified": true');
    await expect(panel.getByTestId('try-it-body')).toContainText('"walletName"');
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.path).toBe('/public/v1/submit/create_wallet');
    expect(server.received[0]?.body).toBe(sentBody);
    expect(server.received[0]?.verified).toBe(true);
    await panel.getByText(/The stamp sent/).click();
    await expect(panel.getByTestId('try-it-stamp')).toHaveText(server.received[0]?.stamp ?? '');
    await panel.getByText(/^Headers \(\d+\)$/).click();
    await expect(panel.getByText('x-request-id')).toBeVisible();

    // The key lives in sessionStorage only; the environment (not secret) in localStorage.
    const stored = await page.evaluate(() => ({
      session: sessionStorage.getItem('api-reference.try-it.api-key'),
      local: JSON.stringify({ ...localStorage }),
    }));
    expect(stored.session).toContain('"privateKey"');
    expect(stored.local).not.toContain('privateKey');
    expect(stored.local).toContain(server.url);
  });

  test('a body changed on the way is rejected with the server’s 401 message', async ({
    page,
    baseURL,
  }) => {
    // The server sees the body with one byte more than the page stamped.
    const tampering = await startStampServer({
      allowOrigin: new URL(baseURL ?? '').origin,
      tamper: (body) => body.replace('"walletId"', '"walletId" '),
    });
    try {
      const panel = await openPanel(page, 'get_wallet', tampering.url);
      await send(panel).click();
      await expect(panel.getByTestId('try-it-status')).toHaveText(
        'The server answered 401 Unauthorized: Invalid stamp: The signature does not match the body and public key',
      );
      expect(tampering.received[0]?.verified).toBe(false);
    } finally {
      await tampering.close();
    }
  });

  test('invalid JSON says why and disables Send; schema problems name the field', async ({
    page,
    server,
  }) => {
    const panel = await openPanel(page, 'create_wallet', server.url);
    await body(panel).fill('{ "type": ');
    await expect(panel.getByTestId('try-it-validation')).toContainText(
      'The body is not valid JSON:',
    );
    await expect(send(panel)).toBeDisabled();
    await expect(panel.getByText('Fix the JSON to send.')).toBeVisible();

    await body(panel).fill(
      JSON.stringify({
        type: 'ACTIVITY_TYPE_CREATE_WALLET',
        timestampMs: String(Date.now()),
        organizationId: 'org',
        parameters: { accounts: [], mnemonicLength: 13 },
      }),
    );
    const validation = panel.getByTestId('try-it-validation');
    await expect(validation).toContainText('does not match the create_wallet request schema');
    await expect(validation.locator('li', { hasText: 'parameters.walletName' })).toBeVisible();
    await expect(validation.locator('li', { hasText: 'parameters.mnemonicLength' })).toBeVisible();
    await expect(send(panel)).toBeEnabled();

    await panel.getByRole('button', { name: 'Reset to the example' }).click();
    await expect(validation).toHaveText('The body matches the create_wallet request schema.');
  });

  test('an unreachable server shows the network message', async ({ page, server }) => {
    const panel = await openPanel(page, 'whoami', server.url);
    await server.close();
    await send(panel).click();
    await expect(panel.getByTestId('try-it-error')).toHaveText(
      `Could not reach ${server.url}: the server is down or unreachable, the address is wrong, or you are offline.`,
    );
  });

  test('a server that does not allow the site’s origin shows the CORS message', async ({
    page,
  }) => {
    const elsewhere = await startStampServer({ allowOrigin: 'https://elsewhere.example' });
    try {
      const panel = await openPanel(page, 'whoami', elsewhere.url);
      await send(panel).click();
      await expect(panel.getByTestId('try-it-error')).toContainText(
        `${elsewhere.url} answered, but the browser did not let this page read the response`,
      );
      await expect(panel.getByTestId('try-it-error')).toContainText('proxy');
    } finally {
      await elsewhere.close();
    }
  });

  test('a pasted key that does not match its public key is refused', async ({ page }) => {
    await openApiPage(page, '#whoami');
    const article = operation(page, 'whoami');
    await article.getByRole('button', { name: 'Try it' }).click();
    const panel = article.getByTestId('try-it-panel');
    await panel.getByRole('radio', { name: /^Production/ }).check();
    await panel.getByRole('button', { name: 'Use my API key' }).click();
    await panel.getByLabel('Private key (hex)').fill('11'.repeat(32));
    await panel.getByLabel('Public key (compressed, hex)').fill(`02${'22'.repeat(32)}`);
    await panel.getByRole('button', { name: 'Use this key' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      /^The (public key is not a point on the P-256 curve|private key does not belong to this public key)\.$/,
    );
    await panel.getByLabel('Private key (hex)').fill('abc');
    await panel.getByRole('button', { name: 'Use this key' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'The private key must be 64 hex characters (32 bytes); received 3 characters.',
    );
    await expect(send(panel)).toBeDisabled();
  });
});
