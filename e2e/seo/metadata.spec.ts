import { expect, test } from '@playwright/test';
import { cardPath } from '@docs/site/plugins/social-cards/sections';
import { brand, open, siteRoutes } from '../support/site';
import { absolute, headOf, localPath, pngSize } from './support';

/**
 * What search engines and link previews read: the static HTML of every route (the spec's
 * list), of /search and of the not-found page. Read with plain requests, as a crawler does.
 */

const pages = [...siteRoutes.map((route) => route.path), '/search'];

test.describe('page metadata', () => {
  test('every page has its canonical URL, a description and Open Graph / Twitter cards', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const images = new Set<string>();
    for (const path of pages) {
      const head = await headOf(request, path);
      expect(head.status, path).toBe(200);
      expect(head.canonical, path).toBe(absolute(path));
      // A page's own tags replace the site's defaults rather than adding to them.
      expect(head.repeated, path).toEqual([]);
      expect(head.meta.get('og:url'), path).toBe(absolute(path));
      const description = head.meta.get('description') ?? '';
      expect(description.length, `${path}: description`).toBeGreaterThan(30);
      expect(head.meta.get('og:description'), path).toBe(description);
      expect(head.meta.get('og:title'), path).toBe(head.title);
      expect(head.title, path).toMatch(new RegExp(`\\| ${brand.siteTitle}$`));
      expect(head.meta.get('og:type'), path).toMatch(/^(article|website)$/);
      expect(head.meta.get('og:site_name'), path).toBe(brand.siteTitle);
      expect(head.meta.get('twitter:card'), path).toBe('summary_large_image');
      const image = head.meta.get('og:image') ?? '';
      expect(image, path).toMatch(/^https:\/\/.+\.png$/);
      expect(head.meta.get('twitter:image'), path).toBe(image);
      images.add(image);
    }
    // Every card a page names is served: a 1200×630 PNG.
    expect(images.size).toBeGreaterThan(5);
    for (const image of images) {
      const response = await request.get(localPath(image));
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type'], image).toMatch(/^image\/png/);
      expect(pngSize(await response.body()), image).toEqual({ width: 1200, height: 630 });
    }
  });

  test('a page uses its section’s card; pages outside a section use the default card', async ({
    request,
  }) => {
    const expected: Record<string, string> = {
      '/concepts/wallets': cardPath('Concepts'),
      '/concepts/policies/language': cardPath('Concepts'),
      '/sdks/swift/proxy-middleware': cardPath('SDKs'),
      '/sdks/react': cardPath('SDKs'),
      '/embedded-wallets/code-examples/export': cardPath('Embedded wallets'),
      '/category/security': cardPath('Security'),
      '/api': cardPath('API reference'),
      '/faq': 'img/social-card.png',
      '/': 'img/social-card.png',
      '/search': 'img/social-card.png',
    };
    for (const [path, card] of Object.entries(expected)) {
      const head = await headOf(request, path);
      expect(head.meta.get('og:image'), path).toBe(absolute(`/${card}`));
    }
  });

  test('the not-found page has status 404, a title and a description', async ({ request }) => {
    const head = await headOf(request, '/no-such-page');
    expect(head.status).toBe(404);
    expect(head.title).toBe(`Page Not Found | ${brand.siteTitle}`);
    expect(head.meta.get('description')).toMatch(/does not exist/);
    expect(head.meta.get('og:image')).toBe(absolute('/img/social-card.png'));
  });

  test('doc pages carry TechArticle and BreadcrumbList JSON-LD', async ({ request }) => {
    test.setTimeout(120_000);
    for (const route of siteRoutes.filter((candidate) => candidate.kind === 'doc')) {
      const head = await headOf(request, route.path);
      const article = head.jsonLd.find(
        (item) => (item as { '@type'?: string })['@type'] === 'TechArticle',
      ) as Record<string, unknown> | undefined;
      expect(article, route.path).toBeDefined();
      expect(`${String(article?.headline)} | ${brand.siteTitle}`, route.path).toBe(head.title);
      expect(article?.url, route.path).toBe(absolute(route.path));
      expect(article?.description, route.path).toBe(head.meta.get('description'));
      expect(article?.image, route.path).toBe(head.meta.get('og:image'));
      if (article?.dateModified !== undefined) {
        expect(new Date(String(article.dateModified)).getTime(), route.path).toBeLessThanOrEqual(
          Date.now(),
        );
      }
    }
    const nested = await headOf(request, '/concepts/policies/language');
    const breadcrumbs = nested.jsonLd.find(
      (item) => (item as { '@type'?: string })['@type'] === 'BreadcrumbList',
    ) as { itemListElement: { position: number; name: string; item: string }[] } | undefined;
    expect(breadcrumbs?.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Concepts',
        item: absolute('/concepts/introduction'),
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Policies',
        item: absolute('/concepts/policies/overview'),
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: expect.any(String),
        item: absolute('/concepts/policies/language'),
      },
    ]);
  });

  test('after client-side navigation the head describes the new page', async ({ page }) => {
    await open(page, '/concepts/wallets');
    await page.getByRole('link', { name: 'Sub-organizations', exact: true }).first().click();
    await expect(page).toHaveURL(/\/concepts\/sub-organizations$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      absolute('/concepts/sub-organizations'),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      absolute(`/${cardPath('Concepts')}`),
    );
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const headlines = scripts.map((text) => (JSON.parse(text) as { headline?: string }).headline);
    expect(headlines.filter(Boolean)).toHaveLength(1);
  });
});
