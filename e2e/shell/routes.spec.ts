import { expect, test } from '@playwright/test';
import { brand, open, siteRoutes } from '../support/site';

/** The navbar item that marks each sidebar group as the current section. */
const groupNavbarLabel = {
  documentation: 'Documentation',
  sdks: 'SDK Reference',
  solutions: 'Solutions',
} as const;

test.describe('every route of the spec', () => {
  test('the route list holds the spec’s 105 routes, the Sandbox page, the MCP page, the Tron and Tempo pages, the four Access controls guides and the two Tools pages', () => {
    expect(siteRoutes).toHaveLength(115);
    for (const page of ['mfa', 'ip-allowlists', 'oauth2-credentials', 'auth-proxy']) {
      expect(siteRoutes.map((route) => route.path)).toContain(`/access-controls/${page}`);
    }
    expect(siteRoutes.map((route) => route.path)).toContain('/tools/policy-lab');
    expect(siteRoutes.map((route) => route.path)).toContain('/tools/stamp-doctor');
    expect(siteRoutes.map((route) => route.path)).toContain('/ecosystems/tron');
    expect(siteRoutes.map((route) => route.path)).toContain('/ecosystems/tempo');
    expect(siteRoutes.map((route) => route.path)).toContain('/getting-started/sandbox');
    expect(siteRoutes.map((route) => route.path)).toContain('/getting-started/mcp-server');
  });

  for (const route of siteRoutes) {
    test(`${route.path} renders in the ${route.group} group`, async ({ page }) => {
      const response = await page.request.get(route.path);
      expect(response.status(), `HTTP status of ${route.path}`).toBe(200);

      await open(page, route.path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page).toHaveTitle(
        new RegExp(`^.+ \\| ${brand.siteTitle}$|^${brand.siteTitle}$`),
      );
      if (route.kind === 'page') return;

      const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
      await expect(sidebar.locator(`a[href="${route.path}"]`).first()).toBeAttached();
      await expect(
        page.locator('.navbar__items a.navbar__link--active', {
          hasText: groupNavbarLabel[route.group],
        }),
      ).toBeVisible();
    });
  }
});

test('an unknown path shows the not-found page and answers 404', async ({ page }) => {
  const response = await page.request.get('/no/such/page');
  expect(response.status()).toBe(404);
  await open(page, '/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle(`Page Not Found | ${brand.siteTitle}`);
});

test('an index.html suffix resolves to the route it names', async ({ page }) => {
  await open(page, '/faq/index.html');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
  await open(page, '/sdks/swift/index.html');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
});

test('links keep each route’s own trailing-slash form', async ({ page }) => {
  await open(page, '/sdks/introduction');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.locator('a[href="/sdks/swift/"]')).toBeAttached();
  await expect(sidebar.locator('a[href="/sdks/Ruby"]')).toBeAttached();
  await open(page, '/ecosystems/ethereum');
  await expect(
    page.locator('nav[aria-label="Docs sidebar"] a[href="/documentation/ecosystem-integrations/"]'),
  ).toBeAttached();
});
