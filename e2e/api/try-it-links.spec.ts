import { test, type BrowserContext } from '@playwright/test';
import { brand } from '../support/site';
import { openApiPage, operation } from './helpers';
import { body, expect, send } from './try-it-support';

/**
 * Issue 30, part 4: a link's body (`/api?try=…&body=…`) never reaches a reader's real key by one
 * click. With Production remembered, the link lands in the in-page sandbox; switching back asks
 * first and shows what the request would do; only a confirmed request leaves the page, and a
 * refused link says what was checked.
 */

test.describe.configure({ timeout: 120_000 });

const TARGET = `04${'ab'.repeat(64)}`;
const exportBody = {
  type: 'ACTIVITY_TYPE_EXPORT_WALLET',
  timestampMs: '1767225600000',
  organizationId: 'org-from-the-link',
  parameters: { walletId: 'wallet-from-the-link', targetPublicKey: TARGET },
};
const encoded = Buffer.from(JSON.stringify(exportBody)).toString('base64url');
const LINK = `?try=export_wallet&body=${encoded}#export_wallet`;

/** Remembers Production as an earlier visit would, and records (and answers) calls to it. */
async function rememberProduction(context: BrowserContext): Promise<string[]> {
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(
        'api-reference.try-it.environment',
        JSON.stringify({ kind: 'production', customUrl: '' }),
      );
      sessionStorage.setItem('seeded', '1');
    }
  });
  const calls: string[] = [];
  const production = new URL(brand.apiUrl).origin;
  await context.route(
    (url) => url.origin === production,
    async (route) => {
      calls.push(route.request().postData() ?? '');
      await route.fulfill({
        status: 401,
        headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
        body: JSON.stringify({ code: 16, message: 'test double of the platform' }),
      });
    },
  );
  return calls;
}

async function openLinkedPanel(page: import('@playwright/test').Page) {
  await openApiPage(page, LINK);
  const panel = operation(page, 'export_wallet').getByTestId('try-it-panel');
  await expect(panel).toBeVisible();
  await expect(body(panel)).toHaveValue(new RegExp(TARGET));
  return panel;
}

test.describe('Try it links', () => {
  test('with Production remembered, a link’s body lands in the in-page sandbox and is sent there', async ({
    page,
    context,
  }) => {
    const calls = await rememberProduction(context);
    const panel = await openLinkedPanel(page);
    await expect(panel.getByTestId('try-it-active-environment')).toContainText(
      'Sandbox (in this page)',
    );
    await expect(panel.getByTestId('try-it-notice')).toContainText(
      'This body came from a link, so the panel switched from Production to the in-page sandbox',
    );
    await expect(send(panel)).toBeEnabled();
    await send(panel).click();
    await expect(panel.getByTestId('try-it-status')).toContainText('The in-page sandbox answered');
    expect(calls).toEqual([]);
    // The remembered choice is not overwritten by the switch.
    expect(
      await page.evaluate(() => localStorage.getItem('api-reference.try-it.environment')),
    ).toContain('production');
  });

  test('switching back to Production asks first, shows what the request would do, and sends nothing until confirmed', async ({
    page,
    context,
  }) => {
    const calls = await rememberProduction(context);
    const panel = await openLinkedPanel(page);
    await panel.getByRole('radio', { name: /^Production/ }).check();
    await panel.getByRole('button', { name: 'Generate a key pair' }).click();
    await send(panel).click();
    const confirmation = panel.getByTestId('try-it-link-confirmation');
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toContainText('This body came from a link, not from you');
    await expect(confirmation).toContainText('exports key material');
    await expect(confirmation).toContainText(`parameters.targetPublicKey: ${TARGET}`);
    await expect(send(panel)).toBeDisabled();
    expect(calls).toEqual([]);

    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
    expect(calls).toEqual([]);

    await send(panel).click();
    await panel
      .getByTestId('try-it-link-confirmation')
      .getByRole('button', { name: 'Use the in-page sandbox' })
      .click();
    await expect(panel.getByTestId('try-it-active-environment')).toContainText(
      'Sandbox (in this page)',
    );
    expect(calls).toEqual([]);

    await panel.getByRole('radio', { name: /^Production/ }).check();
    await send(panel).click();
    await panel
      .getByTestId('try-it-link-confirmation')
      .getByRole('button', { name: 'Send to Production' })
      .click();
    await expect(panel.getByTestId('try-it-status')).toContainText('answered 401');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain(TARGET);
  });

  test('a body the reader resets to the example is the reader’s again: no question', async ({
    page,
    context,
  }) => {
    const calls = await rememberProduction(context);
    const panel = await openLinkedPanel(page);
    await panel.getByRole('button', { name: 'Reset to the example' }).click();
    await panel.getByRole('radio', { name: /^Production/ }).check();
    await panel.getByRole('button', { name: 'Generate a key pair' }).click();
    await send(panel).click();
    await expect(panel.getByTestId('try-it-status')).toContainText('answered 401');
    await expect(panel.getByTestId('try-it-link-confirmation')).toHaveCount(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]).not.toContain(TARGET);
  });

  test('a link whose body is not base64url says what was checked', async ({ page }) => {
    await openApiPage(page, '?try=create_wallet&body=not*base64#create_wallet');
    const panel = operation(page, 'create_wallet').getByTestId('try-it-panel');
    await expect(panel.getByTestId('try-it-notice')).toContainText(
      'The link’s request body is not base64url text of at most 16384 characters.',
    );
    await expect(panel.getByTestId('try-it-notice')).not.toContainText('this site wrote');
  });
});
