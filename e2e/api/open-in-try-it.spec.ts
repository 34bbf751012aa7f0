import { test } from '@playwright/test';
import { openApiPage, operation } from './helpers';
import { body, expect, sendAndWait } from './try-it-support';
import { waitForHydration } from '../support/site';

test.describe.configure({ timeout: 120_000 });

const QUICKSTART = '/getting-started/signing-automation-quickstart';

test.describe('Open in Try it', () => {
  test('a guide’s example opens create_wallet with its body, the reader’s IDs, and sends', async ({
    page,
  }) => {
    await page.goto(QUICKSTART);
    const link = page.locator('[data-try-it-link="create_wallet"]');
    await expect(link).toHaveAttribute(
      'href',
      /^\/api\?try=create_wallet&body=[\w-]+#create_wallet$/,
    );
    await link.click();
    await expect(page).toHaveURL(/\/api\?try=create_wallet&body=/);
    await waitForHydration(page, 45_000);
    const panel = operation(page, 'create_wallet').getByTestId('try-it-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('try-it-notice')).toContainText(
      'Loaded the request body of the link you came from',
    );
    // The example's wallet name, in the reader's own sandbox organization, at a fresh time.
    await expect(body(panel)).toHaveValue(/"walletName": "signing-quickstart"/);
    const organizationId = await panel.getByTestId('try-it-sandbox-organization').innerText();
    const sent = JSON.parse(await body(panel).inputValue()) as {
      organizationId: string;
      timestampMs: string;
    };
    expect(sent.organizationId).toBe(organizationId);
    expect(Math.abs(Number(sent.timestampMs) - Date.now())).toBeLessThan(10 * 60_000);
    await sendAndWait(panel);
  });

  test('a damaged link says so and loads the operation’s own example', async ({ page }) => {
    await openApiPage(page, '?try=create_wallet&body=bm90IGpzb24#create_wallet');
    const panel = operation(page, 'create_wallet').getByTestId('try-it-panel');
    await expect(panel.getByTestId('try-it-notice')).toContainText(
      'does not decode to JSON. The operation’s own example is loaded instead.',
    );
    await expect(body(panel)).toHaveValue(/"type": "ACTIVITY_TYPE_CREATE_WALLET"/);
  });
});
