import { expect as baseExpect, test } from '@playwright/test';
import { BOTH_WIDTHS, NARROW } from '../support/viewports';
import {
  API_PATH,
  branch,
  documentOperations,
  openApiPage,
  operation,
  operationsNav,
} from './helpers';

/**
 * The page's examples, linked-field schemas and Try it load as separate files on first use,
 * after the 192-operation page hydrates; with both test workers busy on a 2-core machine that
 * has taken more than the default 5 s, so expectations wait as long as hydration does.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
// Each test may wait that long more than once.
test.describe.configure({ timeout: 90_000 });

// At narrow widths the tag links sit behind a toggle (operationsNav opens it).
for (const { name, viewport } of BOTH_WIDTHS) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('a tag link moves to the tag’s section', async ({ page }) => {
      await openApiPage(page);
      const nav = await operationsNav(page);
      await nav.getByRole('link', { name: 'Signing', exact: true }).click();
      await expect(page).toHaveURL(/\/api#signing$/);
      const heading = page.getByRole('heading', { level: 2, name: /^Signing/ });
      await expect(heading).toBeInViewport();
      await expect(page.locator('section', { has: heading })).toContainText('sign_raw_payload');
    });
  });
}

test.describe('at desktop width', () => {
  test('tags fold their operations under a count; the tag of the address opens', async ({
    page,
  }) => {
    await openApiPage(page, '#sign_raw_payload');
    const nav = await operationsNav(page);
    const signing = nav.getByRole('button', { name: /the \d+ operations of Signing$/ });
    await expect(signing).toHaveAttribute('aria-expanded', 'true');
    const wallets = nav.getByRole('button', { name: /the \d+ operations of Wallets$/ });
    await expect(wallets).toHaveAttribute('aria-expanded', 'false');
    await expect(wallets).toHaveAccessibleName(/^Show /);
    const link = nav.getByRole('link', { name: 'create_wallet', exact: true });
    await expect(link).toBeHidden();
    await wallets.click();
    await expect(link).toBeVisible();
    await expect(wallets).toHaveAttribute('aria-expanded', 'true');
    await expect(wallets).toHaveAccessibleName(/^Hide /);
    // The count is the tag's number of operations on the page.
    const count = Number(await wallets.textContent());
    const section = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: /^Wallets/ }),
    });
    await expect(section.locator('article[data-operation]')).toHaveCount(count);
  });

  test('an operation link in the navigation moves to the operation', async ({ page }) => {
    await openApiPage(page);
    const nav = await operationsNav(page);
    await nav.getByRole('button', { name: /^Show the \d+ operations of Wallets$/ }).click();
    await nav.getByRole('link', { name: 'create_wallet', exact: true }).click();
    await expect(page).toHaveURL(/\/api#create_wallet$/);
    await expect(page.locator('h3#create_wallet')).toBeInViewport();
  });

  test('a deep link to an operation shows it', async ({ page }) => {
    await openApiPage(page, '#sign_raw_payload');
    const heading = page.locator('h3#sign_raw_payload');
    await expect(heading).toBeInViewport();
    await expect(heading).toHaveText(/sign_raw_payload/);
    await expect(operation(page, 'sign_raw_payload')).toContainText(
      '/public/v1/submit/sign_raw_payload',
    );
  });

  test('the filter narrows the page to matching operations and says when none match', async ({
    page,
  }) => {
    await openApiPage(page);
    const filter = page.getByLabel('Filter operations');
    const status = page.getByTestId('api-filter-status');
    await filter.fill('sign raw');
    await expect(status).toHaveText(/^2 of \d+ operations match\.$/);
    await expect(operation(page, 'sign_raw_payload')).toBeVisible();
    await expect(operation(page, 'sign_raw_payloads')).toBeVisible();
    await expect(operation(page, 'create_wallet')).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: /^Wallets/ })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'API operations' });
    await expect(nav.getByRole('link', { name: 'sign_raw_payload', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'create_wallet', exact: true })).toHaveCount(0);

    await filter.fill('no-such-operation');
    await expect(status).toHaveText('No operation matches “no-such-operation”.');
    await expect(
      page.locator('main').getByText('No operation matches “no-such-operation”.'),
    ).toBeVisible();
    await expect(page.locator('article[data-operation]:visible')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear the filter' }).click();
    await expect(filter).toHaveValue('');
    await expect(operation(page, 'create_wallet')).toBeVisible();
  });

  test('schema tree nodes expand and collapse', async ({ page }) => {
    await openApiPage(page, '#create_wallet');
    const article = operation(page, 'create_wallet');
    // An inline branch: the accounts of the request's parameters, open at that depth.
    const parameters = branch(article, 'parameters').first();
    const accounts = branch(parameters, 'accounts').first();
    await expect(accounts).toHaveAttribute('open');
    const curve = accounts.locator('code', { hasText: /^curve$/ }).first();
    await expect(curve).toBeVisible();
    await accounts.locator(':scope > summary').click();
    await expect(curve).toBeHidden();
    await accounts.locator(':scope > summary').click();
    await expect(curve).toBeVisible();

    // The response does not repeat the parameters: its intent links back to the request's field.
    const echoed = branch(article, 'createWalletIntent').first();
    await expect(
      echoed.getByRole('link', { name: 'parameters', exact: true, includeHidden: true }),
    ).toHaveAttribute('href', '#create_wallet.parameters');

    // A field documented once under Schemas: expanding it renders its values in place.
    const addressFormat = branch(article, 'addressFormat').first();
    const value = addressFormat.getByText('ADDRESS_FORMAT_ETHEREUM', { exact: true });
    await expect(addressFormat.getByRole('link', { name: 'Schemas: AddressFormat' })).toBeHidden();
    await addressFormat.locator(':scope > summary').click();
    await expect(value).toBeVisible();
    await expect(addressFormat.getByRole('link', { name: 'Schemas: AddressFormat' })).toBeVisible();
    await addressFormat.locator(':scope > summary').click();
    await expect(value).toBeHidden();
  });

  test('the copy button of a snippet puts the snippet on the clipboard', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openApiPage(page, '#get_wallet');
    const article = operation(page, 'get_wallet');
    await article.getByRole('tab', { name: '@turnkey/http' }).click();
    const block = article.getByRole('tabpanel').locator('pre');
    await expect(block).toContainText('client.getWallet(');
    await article.getByRole('tabpanel').getByRole('button', { name: /copy/i }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`import { TurnkeyClient } from '@turnkey/http';`);
    expect(copied).toContain('const response = await client.getWallet({');
    const shown = await block.innerText();
    expect(copied.replace(/\s+/g, ' ').trim()).toBe(shown.replace(/\s+/g, ' ').trim());
  });

  test.describe('without JavaScript', () => {
    test('every operation’s name, summary and request fields are in the HTML', async ({
      browser,
      request,
    }) => {
      const expected = await documentOperations(request);
      expect(expected.length).toBeGreaterThan(0);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(API_PATH);
      const texts = await page
        .locator('article[data-operation]')
        .evaluateAll((articles) =>
          Object.fromEntries(
            articles.map((a) => [a.getAttribute('data-operation'), a.textContent ?? '']),
          ),
        );
      expect(Object.keys(texts)).toHaveLength(expected.length);
      for (const op of expected) {
        const text = texts[op.name];
        expect(text, `#${op.name} is on the page`).toBeDefined();
        expect(text).toContain(op.summary);
        for (const field of op.requestFields)
          expect(text, `${op.name} shows ${field}`).toContain(field);
      }
      // Native <details> close and open again without JavaScript.
      const article = page.locator('article[data-operation="create_wallet"]');
      const parameters = article
        .locator('details', { has: page.locator('summary > code', { hasText: /^parameters$/ }) })
        .first();
      const accounts = parameters
        .locator('details', { has: page.locator('summary > code', { hasText: /^accounts$/ }) })
        .first();
      const curve = accounts.locator('code', { hasText: /^curve$/ }).first();
      await expect(curve).toBeVisible();
      await accounts.locator('summary').first().click();
      await expect(curve).toBeHidden();
      await accounts.locator('summary').first().click();
      await expect(curve).toBeVisible();
      await context.close();
    });
  });

  test('at 360 px the page and an open Try it panel fit without horizontal scrolling', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await openApiPage(page, '#create_sub_organization');
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBe(0);
    await expect(page.locator('h3#create_sub_organization')).toBeInViewport();
    const article = operation(page, 'create_sub_organization');
    await article.getByRole('button', { name: 'Try it' }).click();
    await expect(article.getByTestId('try-it-panel')).toBeVisible();
    await article.getByRole('tab', { name: '@turnkey/sdk-server' }).click();
    expect(await overflow()).toBe(0);
    const nav = page.getByRole('navigation', { name: 'API operations' });
    await nav.getByRole('button', { name: 'Browse by tag' }).click();
    await expect(nav.getByRole('link', { name: 'Consensus', exact: true })).toBeVisible();
    expect(await overflow()).toBe(0);
    await context.close();
  });
});

test.describe('at narrow width', () => {
  test.use({ viewport: NARROW });

  test('the operation list stays behind a toggle', async ({ page }) => {
    await openApiPage(page);
    const nav = page.getByRole('navigation', { name: 'API operations' });
    await expect(nav.getByRole('link', { name: 'Wallets', exact: true })).toBeHidden();
    await nav.getByRole('button', { name: 'Browse by tag' }).click();
    await expect(nav.getByRole('link', { name: 'Wallets', exact: true })).toBeVisible();
  });
});
