import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, robotsTxt, validateOptions } from '..';
import { validateAsDocusaurus } from '../../option-schema';

const validate = (options: unknown) => validateAsDocusaurus(validateOptions, options);

describe('robotsTxt', () => {
  it('allows every crawler and names the sitemap at the site URL', () => {
    expect(robotsTxt('https://docs.example.com', '/', DEFAULT_OPTIONS)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n',
    );
  });

  it('follows the base URL and lists disallowed paths under it', () => {
    expect(robotsTxt('https://example.com/', '/docs/', validate({ disallow: ['/drafts/'] }))).toBe(
      'User-agent: *\nDisallow: /docs/drafts/\n\nSitemap: https://example.com/docs/sitemap.xml\n',
    );
  });
});

describe('validateOptions', () => {
  it('fills in the defaults', () => {
    expect(validate(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(validate({ sitemapPath: 'maps/docs.xml' })).toEqual({
      ...DEFAULT_OPTIONS,
      sitemapPath: 'maps/docs.xml',
    });
  });

  it('says which option is wrong, what it received and what it must be', () => {
    expect(() => validate({ sitemapPath: '/sitemap.xml' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: robots-txt: "sitemapPath" must be a relative .xml path such as "sitemap.xml"; received "/sitemap.xml".]`,
    );
    expect(() => validate({ disallow: ['drafts'] })).toThrowErrorMatchingInlineSnapshot(
      `[Error: robots-txt: "disallow[0]" must be a path starting with "/"; received "drafts".]`,
    );
    expect(() => validate({ disallow: '/drafts' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: robots-txt: "disallow" must be a list of paths starting with "/"; received "/drafts".]`,
    );
    expect(() => validate({ dissallow: ['/drafts'] })).toThrowErrorMatchingInlineSnapshot(
      `[Error: robots-txt: "dissallow" must be an option of robots-txt (sitemapPath, disallow); received ["/drafts"].]`,
    );
    expect(() => validate(42)).toThrowErrorMatchingInlineSnapshot(
      `[Error: robots-txt: the options must be an object; received 42.]`,
    );
  });
});
