import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { colorModes, expectColorMode, useColorMode } from '../a11y/support';
import { NARROW, WIDE } from '../support/viewports';
import { openApiPage } from './helpers';

// Every field of /api has an id in the static HTML (site/src/api-reference/anchors.ts)
// and, once its operation nears the viewport, a link to it (use-field-links.ts).

/** Waits as long as the page's other tests do: hydrating 192 operations on a busy machine. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 90_000 });

/** A request field three levels deep, inside a section the page shows collapsed. */
const NESTED = 'create_sub_organization.parameters.rootUsers.apiKeys.apiKeyName';

/** The field with the page id `id` (ids hold dots: not a CSS `#id` selector). */
function field(page: Page, id: string): Locator {
  return page.locator(`li[id="${id}"]`);
}

/** The `<details>` elements around `locator`, outermost first: their `open` state each. */
function ancestorsOpen(locator: Locator): Promise<boolean[]> {
  return locator.evaluate((element) => {
    const states: boolean[] = [];
    for (
      let at = element.parentElement?.closest('details');
      at;
      at = at.parentElement?.closest('details')
    ) {
      states.unshift(at.open);
    }
    return states;
  });
}

test('every field of an operation’s trees has its id in the static HTML, once', async ({
  request,
}) => {
  const html = await (await request.get('/api')).text();
  for (const id of [
    'create_wallet.parameters.accounts.path',
    'create_wallet.response.activity.result.createWalletResult.walletId',
    NESTED,
    'schema-Activity.status',
  ]) {
    const escaped = id.replace(/[.]/g, '\\.');
    expect(html.match(new RegExp(`\\sid="?${escaped}[\\s">]`, 'g')), id).toHaveLength(1);
  }
});

test('a deep link to a nested request field opens its sections and scrolls it into view', async ({
  page,
  request,
}) => {
  // The page as served keeps this field's section collapsed: something has to open it.
  const html = await (await request.get('/api')).text();
  const apiKeys = html.indexOf('id=create_sub_organization.parameters.rootUsers.apiKeys>');
  expect(apiKeys).toBeGreaterThan(0);
  expect(html.slice(apiKeys, apiKeys + 120)).toMatch(/^[^>]*><details>/);

  await openApiPage(page, `#${NESTED}`);
  const target = field(page, NESTED);
  await expect(target).toBeInViewport();
  await expect(target.locator(':scope > code', { hasText: /^apiKeyName$/ })).toBeVisible();
  const states = await ancestorsOpen(target);
  expect(states.length).toBeGreaterThanOrEqual(3);
  expect(states.every(Boolean), `ancestors open: ${states.join(', ')}`).toBe(true);
});

test.describe('the copy-link control', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('is reached and used with the keyboard: it moves to the field and copies its address', async ({
    page,
  }) => {
    await openApiPage(page, '#create_wallet');
    const parameters = field(page, 'create_wallet.parameters');
    const link = parameters.locator(':scope > a');
    await expect(link).toHaveAccessibleName('Copy link to create_wallet.parameters');
    // Hidden until focused or hovered; still in the tab order.
    await expect(link).toHaveCSS('opacity', '0');
    // The link comes just before the field's summary in the tab order.
    await parameters.locator(':scope > details > summary').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(link).toBeFocused();
    await expect(link).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/api#create_wallet\.parameters$/);
    await expect(parameters).toBeInViewport();
    await expect(page.getByRole('status').filter({ hasText: 'copied' })).toHaveText(
      'Link to create_wallet.parameters copied.',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).hash).toBe('#create_wallet.parameters');
    expect(new URL(copied).pathname).toBe('/api');
  });
});

/** Lighthouse's mobile preset: a 412-px phone with touch, where nothing hovers. */
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } as const;

const LAYOUTS = [
  { name: 'phone', use: PHONE },
  { name: 'narrow', use: { viewport: NARROW } },
  { name: 'wide', use: { viewport: WIDE } },
] as const;

for (const layout of LAYOUTS) {
  for (const mode of colorModes) {
    test.describe(`${layout.name} layout, ${mode} mode`, () => {
      test.use(layout.use);

      test('every target, field links included, passes axe’s WCAG 2.2 AA rules', async ({
        page,
      }) => {
        test.setTimeout(120_000);
        await useColorMode(page, mode);
        await openApiPage(page, '#create_wallet');
        await expectColorMode(page, mode);
        const links = page.locator('article[data-operation="create_wallet"] li[id] > a');
        await expect(links.first()).toBeAttached();
        const results = await new AxeBuilder({ page }).withTags(['wcag22aa']).analyze();
        const checked = results.passes.find((rule) => rule.id === 'target-size')?.nodes ?? [];
        // The rule ran, and over the field links too.
        expect(checked.length).toBeGreaterThan(100);
        expect(checked.some((node) => node.html.includes('href="#create_wallet.'))).toBe(true);
        const failures = results.violations.flatMap((rule) =>
          rule.nodes.map((node) => `${rule.id} ${node.target.join(' ')}: ${node.failureSummary}`),
        );
        expect(failures).toEqual([]);
      });
    });
  }
}
