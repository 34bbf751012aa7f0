import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, resolveOptions, robotsTxt } from '..';

describe('robotsTxt', () => {
  it('allows every crawler and names the sitemap at the site URL', () => {
    expect(robotsTxt('https://docs.example.com', '/', DEFAULT_OPTIONS)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n',
    );
  });

  it('follows the base URL and lists disallowed paths under it', () => {
    expect(
      robotsTxt('https://example.com/', '/docs/', resolveOptions({ disallow: ['/drafts/'] })),
    ).toBe(
      'User-agent: *\nDisallow: /docs/drafts/\n\nSitemap: https://example.com/docs/sitemap.xml\n',
    );
  });
});

describe('resolveOptions', () => {
  it('says which option is wrong and what it received', () => {
    expect(resolveOptions(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(() =>
      resolveOptions({ sitemapPath: '/sitemap.xml' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: robots-txt: "sitemapPath" must be a relative .xml path such as "sitemap.xml"; received "/sitemap.xml".]`,
    );
    expect(() => resolveOptions({ disallow: ['drafts'] })).toThrowErrorMatchingInlineSnapshot(
      `[Error: robots-txt: "disallow" must be a list of paths starting with "/"; received ["drafts"].]`,
    );
    expect(() => resolveOptions(42)).toThrowErrorMatchingInlineSnapshot(
      `[Error: robots-txt: options must be an object; received 42.]`,
    );
  });
});
