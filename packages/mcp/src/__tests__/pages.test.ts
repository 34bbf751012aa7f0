import { describe, expect, it } from 'vitest';
import type { CatalogPage, PageCatalog } from '@docs/docs-search/catalog';
import { PageDirectory } from '../pages';

const page = (route: string, section: string, docs?: CatalogPage['docs']): CatalogPage => ({
  route,
  section,
  title: route,
  description: '',
  markdown: `${route.replace(/\/$/, '') || '/index'}.md`,
  ...(docs ? { docs } : {}),
});
const current = { plugin: 'default', version: 'current' };

/** A site with a versioned SDK instance: two current SDK pages, one of them also in 8.x. */
const catalog: PageCatalog = {
  version: 1,
  siteUrl: 'https://docs.example.com',
  baseUrl: '/',
  pages: [
    page('/', 'Documentation', current),
    page('/concepts/wallets', 'Documentation: Concepts', current),
    page('/api', 'Documentation: Reference'),
    page('/sdks/react', 'SDK Reference', { plugin: 'sdks', version: 'current' }),
    page('/sdks/swift/', 'SDK Reference: Swift', { plugin: 'sdks', version: 'current' }),
    page('/sdks/8.x/react', 'SDK Reference', { plugin: 'sdks', version: '8.x' }),
  ],
};
const directory = new PageDirectory(catalog);

describe('PageDirectory.find', () => {
  it.each([
    ['/concepts/wallets', '/concepts/wallets'],
    ['concepts/wallets', '/concepts/wallets'],
    ['/concepts/wallets/', '/concepts/wallets'],
    ['/concepts/wallets.md', '/concepts/wallets'],
    ['/Concepts/Wallets#hd-wallets', '/concepts/wallets'],
    ['https://docs.example.com/concepts/wallets?x=1', '/concepts/wallets'],
    ['/sdks/swift', '/sdks/swift/'],
    ['/index.md', '/'],
    ['https://docs.example.com/', '/'],
    ['/api#create_wallet', '/api'],
  ])('%s → %s', (input, route) => {
    expect(directory.find(input)?.route).toBe(route);
  });

  it('finds nothing for an unknown route, and suggests routes ending alike', () => {
    expect(directory.find('/concepts/walets')).toBeUndefined();
    expect(directory.find('https://')).toBeUndefined();
    expect(directory.suggestions('/old/wallets')).toEqual(['/concepts/wallets']);
  });

  it('strips a base URL', () => {
    const based = new PageDirectory({ ...catalog, baseUrl: '/docs/' });
    expect(based.find('/docs/concepts/wallets')?.route).toBe('/concepts/wallets');
    expect(based.siteRoot).toBe('https://docs.example.com/docs');
  });
});

describe('versions', () => {
  it('lists the build’s versions, current first', () => {
    expect(directory.versions()).toEqual(['current', '8.x']);
  });

  it('covers, per version, the unversioned pages and the instance’s pages of that version', () => {
    const routes = (version: string) =>
      catalog.pages.filter((p) => directory.inVersion(p, version)).map((p) => p.route);
    expect(routes('current')).toEqual([
      '/',
      '/concepts/wallets',
      '/api',
      '/sdks/react',
      '/sdks/swift/',
    ]);
    expect(routes('8.x')).toEqual(['/', '/concepts/wallets', '/api', '/sdks/8.x/react']);
  });

  it('gives the search box’s docusaurus_tag values of a version', () => {
    expect(directory.searchTags('current')).toEqual([
      'default',
      'docs-default-current',
      'docs-sdks-current',
    ]);
    expect(directory.searchTags('8.x')).toEqual([
      'default',
      'docs-default-current',
      'docs-sdks-8.x',
    ]);
  });
});

describe('sections', () => {
  it('lists sections in order, and a sidebar covers its subsections', () => {
    expect(directory.sections()).toEqual([
      'Documentation',
      'Documentation: Concepts',
      'Documentation: Reference',
      'SDK Reference',
      'SDK Reference: Swift',
    ]);
    const swift = catalog.pages[4] as CatalogPage;
    expect(PageDirectory.inSection(swift, 'SDK Reference')).toBe(true);
    expect(PageDirectory.inSection(swift, 'SDK Reference: Swift')).toBe(true);
    expect(PageDirectory.inSection(swift, 'Documentation')).toBe(false);
  });
});
