import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { colorModes, expectNoAxeViolations, useColorMode } from '../a11y/support';
import { open } from '../support/site';
import { startLocalSandbox, type LocalSandbox } from '../support/local-sandbox';
import { NARROW, WIDE } from '../support/viewports';

/**
 * The Webhook Lab (issue 30): the in-page sandbox's deliveries are shown with their headers and
 * body and verified in the page by `@turnkey/crypto`; a tampered body fails; a replay adds a
 * freshly signed attempt; nothing leaves the site's origin; a bad local sandbox address or a
 * sandbox that is not running gets a sentence; axe finds nothing; the verifier is not part of
 * other pages' first-load JavaScript.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const ROUTE = '/tools/webhook-lab';
/** A string only `@turnkey/crypto`'s webhook verifier carries (one of its failure reasons). */
const VERIFIER_MARKER = 'unsupported_signature_algorithm';

function recordRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => seen.push(request.url()));
  return seen;
}

const deliveriesOf = (page: Page, eventType: string) =>
  page.locator(`[data-testid="webhook-lab-delivery"][data-event-type="${eventType}"]`);

/** Opens the Lab on the in-page sandbox and sends one test event of `eventType`. */
async function sendTestEvent(page: Page, eventType: string) {
  await open(page, ROUTE);
  await expect(page.getByTestId('webhook-lab-trigger')).toBeEnabled({ timeout: 90_000 });
  const before = await deliveriesOf(page, eventType).count();
  await page.getByTestId('webhook-lab-event-type').selectOption(eventType);
  await page.getByTestId('webhook-lab-trigger').click();
  await expect(deliveriesOf(page, eventType)).toHaveCount(before + 1);
  // Newest first.
  return deliveriesOf(page, eventType).first();
}

test.describe('Webhook Lab', () => {
  test('shows a test delivery verified, fails it when tampered, and replays it; nothing leaves the origin', async ({
    page,
    context,
    baseURL,
  }) => {
    const requests = recordRequests(context);
    const delivery = await sendTestEvent(page, 'SEND_TRANSACTION_STATUS_UPDATES');
    await expect(delivery.getByTestId('webhook-lab-verdict')).toHaveAttribute('data-ok', 'true');
    await expect(delivery.getByTestId('webhook-lab-verdict')).toContainText('Verified');
    await delivery.getByText('Headers of the last attempt').click();
    await expect(
      delivery.getByRole('rowheader', { name: 'X-Turnkey-Signature', exact: true }),
    ).toBeVisible();
    const body = await delivery.getByTestId('webhook-lab-body').innerText();
    expect(JSON.parse(body)).toMatchObject({ type: 'transaction:status' });

    await delivery.getByTestId('webhook-lab-pretty').check();
    await expect(delivery.getByTestId('webhook-lab-body')).toContainText('\n  "type"');
    await expect(delivery.getByTestId('webhook-lab-verdict')).toHaveAttribute('data-ok', 'true');

    await delivery.getByTestId('webhook-lab-tamper').check();
    await expect(delivery.getByTestId('webhook-lab-verdict')).toHaveAttribute('data-ok', 'false');
    await expect(delivery.getByTestId('webhook-lab-reason')).toHaveText('invalid_signature');
    await delivery.getByTestId('webhook-lab-tamper').uncheck();
    await expect(delivery.getByTestId('webhook-lab-verdict')).toHaveAttribute('data-ok', 'true');

    await expect(delivery.getByTestId('webhook-lab-attempts')).toHaveText('1 attempt');
    await delivery.getByTestId('webhook-lab-replay').click();
    await expect(delivery.getByTestId('webhook-lab-attempts')).toHaveText('2 attempts');
    await expect(delivery.getByTestId('webhook-lab-verdict')).toHaveAttribute('data-ok', 'true');

    const origin = new URL(baseURL ?? '').origin;
    expect(requests.length).toBeGreaterThan(0);
    for (const url of requests) {
      if (!/^(data|blob):/.test(url)) expect(new URL(url).origin, url).toBe(origin);
    }
  });

  test('a real activity brings an ACTIVITY_UPDATES delivery, verified', async ({ page }) => {
    await open(page, ROUTE);
    const activity = page.getByTestId('webhook-lab-activity');
    await expect(activity).toBeEnabled({ timeout: 90_000 });
    const before = await deliveriesOf(page, 'ACTIVITY_UPDATES').count();
    await activity.click();
    await expect(page.getByTestId('webhook-lab-notice')).toContainText('Created a wallet');
    await expect(deliveriesOf(page, 'ACTIVITY_UPDATES')).toHaveCount(before + 1);
    const delivery = deliveriesOf(page, 'ACTIVITY_UPDATES').first();
    await expect(delivery.getByTestId('webhook-lab-body')).toContainText(
      'ACTIVITY_TYPE_CREATE_WALLET',
    );
    await expect(delivery.getByTestId('webhook-lab-verdict')).toHaveAttribute('data-ok', 'true');
  });

  test('says what is wrong with a local sandbox address, or that none is running, and keeps the choice in the URL', async ({
    page,
  }) => {
    await open(page, ROUTE);
    await page.getByTestId('webhook-lab-source-local').check();
    await expect(page).toHaveURL(/\?source=local&origin=/);
    await page.getByTestId('webhook-lab-origin').fill('https://api.example.com');
    await page.getByTestId('webhook-lab-org').fill('org-1');
    await page.getByTestId('webhook-lab-connect').click();
    await expect(page.getByTestId('webhook-lab-error')).toContainText('on this machine only');
    // Port 9 (discard) on loopback: nothing answers there.
    await page.getByTestId('webhook-lab-origin').fill('http://127.0.0.1:9');
    await page.getByTestId('webhook-lab-connect').click();
    await expect(page.getByTestId('webhook-lab-error')).toContainText('npm run sandbox');
    await expect(page).toHaveURL(/origin=http%3A%2F%2F127\.0\.0\.1%3A9&org=org-1/);
    await page.reload();
    await expect(page.getByTestId('webhook-lab-source-local')).toBeChecked();
    await expect(page.getByTestId('webhook-lab-error')).toContainText('npm run sandbox');
  });

  test('works by keyboard', async ({ page }) => {
    await open(page, ROUTE);
    await expect(page.getByTestId('webhook-lab-trigger')).toBeEnabled({ timeout: 90_000 });
    await page.getByTestId('webhook-lab-event-type').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('webhook-lab-trigger')).toBeFocused();
    const before = await deliveriesOf(page, 'BALANCE_CONFIRMED_UPDATES').count();
    await page.keyboard.press('Enter');
    await expect(deliveriesOf(page, 'BALANCE_CONFIRMED_UPDATES')).toHaveCount(before + 1);
    const tamper = deliveriesOf(page, 'BALANCE_CONFIRMED_UPDATES')
      .first()
      .getByTestId('webhook-lab-tamper');
    await tamper.focus();
    await page.keyboard.press('Space');
    await expect(tamper).toBeChecked();
  });

  for (const viewport of [WIDE, NARROW]) {
    for (const mode of colorModes) {
      test(`axe finds nothing with deliveries shown, ${mode} mode, ${viewport.width}px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await useColorMode(page, mode);
        const delivery = await sendTestEvent(page, 'BALANCE_FINALIZED_UPDATES');
        await delivery.getByTestId('webhook-lab-tamper').check();
        await delivery.getByText('Headers of the last attempt').click();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      });
    }
  }

  test('the verifier loads on the Lab only, not with the webhooks page', async ({
    page,
    request,
  }) => {
    const scriptsOf = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.js')),
      );
    const carriesVerifier = async (urls: string[]) => {
      const bodies = await Promise.all(urls.map(async (url) => (await request.get(url)).text()));
      return bodies.some((body) => body.includes(VERIFIER_MARKER));
    };
    await open(page, '/features/webhooks');
    await page.waitForLoadState('networkidle');
    expect(await carriesVerifier(await scriptsOf())).toBe(false);
    // The page links to the Lab, and the Lab's own chunks carry the verifier: the check can fail.
    await page.locator('article').getByRole('link', { name: 'Webhook Lab' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${ROUTE}$`));
    await expect(page.getByTestId('webhook-lab-status')).not.toHaveAttribute('data-state', 'idle');
    await expect.poll(async () => carriesVerifier(await scriptsOf())).toBe(true);
  });
});

test.describe('Webhook Lab on a local sandbox', () => {
  let sandbox: LocalSandbox;
  test.beforeAll(async () => {
    sandbox = await startLocalSandbox();
  });
  test.afterAll(async () => sandbox.close());

  test('reads a delivery the local sandbox sent, verifies it, and replays it to the receiver', async ({
    page,
  }) => {
    await open(page, ROUTE);
    await page.getByTestId('webhook-lab-source-local').check();
    await page.getByTestId('webhook-lab-origin').fill(sandbox.url);
    await page.getByTestId('webhook-lab-org').fill(sandbox.organizationId);
    await page.getByTestId('webhook-lab-connect').click();
    await expect(page.getByTestId('webhook-lab-trigger')).toBeEnabled();
    // The Lab holds no key of a local organization: a real activity is the reader's to submit.
    await expect(page.getByTestId('webhook-lab-activity')).toHaveCount(0);
    await page.getByTestId('webhook-lab-event-type').selectOption('BALANCE_CONFIRMED_UPDATES');
    await page.getByTestId('webhook-lab-trigger').click();
    const delivery = deliveriesOf(page, 'BALANCE_CONFIRMED_UPDATES').first();
    await expect(delivery).toContainText('delivered');
    await expect(delivery).toContainText('the receiver answered 204');
    await expect(delivery.getByTestId('webhook-lab-verdict')).toHaveAttribute('data-ok', 'true');
    expect(sandbox.received).toHaveLength(1);
    expect(await delivery.getByTestId('webhook-lab-body').innerText()).toBe(sandbox.received[0]);
    await delivery.getByTestId('webhook-lab-replay').click();
    await expect(delivery.getByTestId('webhook-lab-attempts')).toHaveText('2 attempts');
    await expect(delivery.getByTestId('webhook-lab-verdict')).toHaveAttribute('data-ok', 'true');
    expect(sandbox.received).toEqual([sandbox.received[0], sandbox.received[0]]);
  });
});
