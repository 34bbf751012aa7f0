import { expect, test } from '@playwright/test';
import { brand, siteRoutes } from '../support/site';
import { absolute } from './support';

test.describe('sitemap and robots.txt', () => {
  test('the sitemap lists every route in its own form, and not /search or the 404 page', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(new Set(urls).size).toBe(urls.length);
    expect([...urls].sort()).toEqual(siteRoutes.map((route) => absolute(route.path)).sort());
    expect(urls).toContain(absolute('/sdks/swift/'));
    expect(urls).toContain(absolute('/faq'));
    expect(xml).not.toMatch(/\/search<|404/);
  });

  test('robots.txt allows everything and points at the sitemap on the site URL', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-agent: *\nAllow: /');
    expect(text).toContain(`Sitemap: ${brand.siteUrl}/sitemap.xml`);
    expect(text).not.toMatch(/Disallow/);
  });
});
