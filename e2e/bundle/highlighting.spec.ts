import { expect, test, type Page } from '@playwright/test';
import { open } from '../support/site';

// Code highlighting runs on the site's own Prism (site/src/plugins/bundle-trim): base grammars
// in the shared bundle, the others in the chunks of the pages that use them. Each case checks a
// token the grammar must produce, after hydration, with no console error (a hydration mismatch
// between the server's tokens and the client's would log one).

const tokensOf = (page: Page, language: string, type: string) =>
  page.locator(`pre.language-${language} .token.${type}`);

const cases = [
  // Base grammars (every page).
  { path: '/concepts/wallets', language: 'ts', type: 'keyword', text: 'import' },
  { path: '/concepts/wallets', language: 'json', type: 'property', text: '"organizationId"' },
  // Page grammars, imported by the page itself.
  { path: '/sdks/golang', language: 'go', type: 'keyword', text: 'func' },
  { path: '/sdks/swift/', language: 'swift', type: 'keyword', text: 'import' },
  { path: '/sdks/react-native', language: 'bash', type: 'function', text: 'npm' },
  {
    path: '/embedded-wallets/code-examples/authenticate-user-email',
    language: 'tsx',
    type: 'tag',
    text: '<',
  },
];

for (const { path, language, type, text } of cases) {
  test(`${language} on ${path} is highlighted`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, path);
    const token = tokensOf(page, language, type).filter({ hasText: text }).first();
    await expect(token).toBeVisible();
    // Coloured by the light theme, inline, as the theme's CodeBlock expects.
    await expect(token).toHaveAttribute('style', /color:/);
    expect(errors).toEqual([]);
  });
}

test('a language without a grammar renders as plain text', async ({ page }) => {
  await open(page, '/concepts/wallets');
  const block = page.locator('pre.language-text').first();
  await expect(block).toBeVisible();
  await expect(block.locator('.token:not(.plain)')).toHaveCount(0);
});

test('the curl examples on /api are highlighted as bash', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, '/api#get_wallet');
  const article = page.locator('article[data-operation="get_wallet"]');
  await article.getByRole('tab', { name: 'curl', exact: true }).click();
  await expect(
    article.getByRole('tabpanel').locator('pre.language-bash .token.function').first(),
  ).toContainText('curl');
});
