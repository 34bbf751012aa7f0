import { expect, test } from '@playwright/test';
import { brand, open } from '../support/site';

test('the changelog is offered as RSS and Atom feeds whose items link to its entries', async ({
  page,
  request,
}) => {
  await open(page, '/changelog');
  const alternates = page.locator('head link[rel="alternate"]');
  await expect(alternates.and(page.locator('[type="application/rss+xml"]'))).toHaveAttribute(
    'href',
    '/changelog/rss.xml',
  );
  await expect(alternates.and(page.locator('[type="application/atom+xml"]'))).toHaveAttribute(
    'href',
    '/changelog/atom.xml',
  );

  const rss = await request.get('/changelog/rss.xml');
  expect(rss.ok()).toBe(true);
  const rssText = await rss.text();
  expect(rssText).toContain('<rss version="2.0"');
  const links = [...rssText.matchAll(/<link>([^<]+#[^<]+)<\/link>/g)].map((m) => m[1] ?? '');
  expect(links.length).toBeGreaterThanOrEqual(8);

  // Every feed item points at a heading that exists on the changelog page.
  for (const link of links) {
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(`${brand.siteUrl}/changelog`);
    await expect(page.locator(`h2[id="${url.hash.slice(1)}"]`)).toHaveCount(1);
  }

  const atom = await request.get('/changelog/atom.xml');
  expect(await atom.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
});
