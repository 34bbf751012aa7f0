import { describe, expect, it } from 'vitest';
import { buildPageCatalog, pageCatalogVersion } from '../catalog';

describe('buildPageCatalog', () => {
  it('lists every route of every section once, in order, with what `about` says of it', () => {
    const catalog = buildPageCatalog(
      { siteUrl: 'https://docs.example.com', baseUrl: '/' },
      [
        { heading: 'Documentation', routes: ['/', '/faq'] },
        { heading: 'Documentation: Concepts', routes: ['/concepts/wallets'] },
      ],
      (route) => ({
        title: `Title of ${route}`,
        description: '',
        markdown: route === '/' ? '/index.md' : `${route}.md`,
        docs: { plugin: 'default', version: 'current' },
      }),
    );
    expect(catalog.version).toBe(pageCatalogVersion);
    expect(catalog.pages.map(({ route, section, markdown }) => [route, section, markdown])).toEqual(
      [
        ['/', 'Documentation', '/index.md'],
        ['/faq', 'Documentation', '/faq.md'],
        ['/concepts/wallets', 'Documentation: Concepts', '/concepts/wallets.md'],
      ],
    );
    expect(catalog.pages[2]).toMatchObject({
      title: 'Title of /concepts/wallets',
      docs: { plugin: 'default', version: 'current' },
    });
  });
});
