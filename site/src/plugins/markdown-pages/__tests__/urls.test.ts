import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../../config/routes';
import { makeUrlResolver, type DocMeta } from '../docs';
import { absoluteUrl, markdownUrlOf } from '../urls';

describe('markdownUrlOf', () => {
  it('adds .md to the route, without a trailing slash; the root is /index.md', () => {
    expect(markdownUrlOf('/concepts/wallets')).toBe('/concepts/wallets.md');
    expect(markdownUrlOf('/sdks/swift/')).toBe('/sdks/swift.md');
    expect(markdownUrlOf('/')).toBe('/index.md');
    expect(markdownUrlOf('/faq#limits')).toBe('/faq.md');
  });

  it('gives every route of the site its own file', () => {
    const files = siteRoutes.map((route) => markdownUrlOf(route.path));
    expect(new Set(files).size).toBe(siteRoutes.length);
  });

  it('joins site URL, base URL and path without doubled slashes', () => {
    expect(absoluteUrl('https://d.example/', '/', '/faq.md')).toBe('https://d.example/faq.md');
    expect(absoluteUrl('https://d.example', '/docs/', '/faq.md')).toBe(
      'https://d.example/docs/faq.md',
    );
  });
});

describe('makeUrlResolver', () => {
  const doc = (permalink: string, file: string): [string, DocMeta] => [
    permalink,
    {
      permalink,
      file,
      title: permalink,
      description: '',
      docs: { plugin: 'default', version: 'current' },
      frozen: permalink.includes('/8.x/'),
    },
  ];
  const docs = new Map([
    doc('/concepts/wallets', '/site/docs/documentation/concepts/wallets.mdx'),
    doc('/sdks/swift/', '/site/docs/sdks/swift/index.mdx'),
  ]);
  const resolve = makeUrlResolver(
    docs,
    new Set(['/api', '/faq', '/sdks/swift/']),
    '',
  )('/site/docs/documentation/index.mdx');

  it('turns links to doc files and to routes into links to their Markdown', () => {
    expect(resolve('./concepts/wallets.mdx#address-formats')).toBe(
      '/concepts/wallets.md#address-formats',
    );
    expect(resolve('../sdks/swift/index.mdx')).toBe('/sdks/swift.md');
    expect(resolve('/api#create_wallet')).toBe('/api.md#create_wallet');
    expect(resolve('/sdks/swift')).toBe('/sdks/swift.md');
  });

  it('keeps external links, fragments and static files', () => {
    expect(resolve('https://github.com/tkhq/sdk')).toBe('https://github.com/tkhq/sdk');
    expect(resolve('mailto:security@example.com')).toBe('mailto:security@example.com');
    expect(resolve('#top')).toBe('#top');
    expect(resolve('/api/openapi.json')).toBe('/api/openapi.json');
  });

  it('resolves a frozen page’s link to a current-only doc through the given rule', () => {
    const frozenFile = '/site/sdks_versioned_docs/version-8.x/introduction.mdx';
    const withRule = makeUrlResolver(docs, new Set(['/api']), '', (from, url) =>
      from === frozenFile && url === './javascript-server.mdx'
        ? '/sdks/javascript-server'
        : undefined,
    )(frozenFile);
    expect(withRule('./javascript-server.mdx#install')).toBe('/sdks/javascript-server.md#install');
    expect(() => withRule('./missing.mdx')).toThrow('which is not a doc of the docs plugin');
  });

  it('fails on a link to a doc file that does not exist', () => {
    expect(() => resolve('./missing.mdx')).toThrow(
      'markdown-pages: /site/docs/documentation/index.mdx links to ./missing.mdx, which is not a doc of the docs plugin.',
    );
  });
});
