import { describe, expect, it } from 'vitest';
import { navigation, siteRoutes, type SidebarGroup } from '../../../config/routes';
import {
  buildLlmsFullTxt,
  buildLlmsTxt,
  entryLine,
  flattenNavigation,
  pageMarkdown,
  sectionsOf,
  type NavRoute,
} from '../llms';
import { markdownUrlOf } from '../urls';

const labels: Record<SidebarGroup, string> = {
  documentation: 'Documentation',
  sdks: 'SDK Reference',
  solutions: 'Solutions',
};
const entryOf = (route: NavRoute) => ({
  title: route.label ?? `Title of ${route.path}`,
  description: route.description ?? `About ${route.path}.`,
  url: `https://docs.example.com${markdownUrlOf(route.path)}`,
});
const sections = sectionsOf(navigation, labels, entryOf);
const text = buildLlmsTxt({ siteTitle: 'Example Docs', summary: 'Wallet docs.', sections });

describe('llms.txt', () => {
  it('lists every route of routes.ts once, in sidebar order, with its description', () => {
    const lines = text.split('\n').filter((line) => line.startsWith('- ['));
    expect(lines).toHaveLength(siteRoutes.length);
    const order = siteRoutes.map((route) => `https://docs.example.com${markdownUrlOf(route.path)}`);
    for (const section of sections) {
      const positions = section.entries.map((entry) => order.indexOf(entry.url));
      expect(positions, section.heading).toEqual([...positions].sort((a, b) => a - b));
    }
    const urls = lines.map((line) => /\]\(([^)]+)\)/.exec(line)?.[1]);
    expect(new Set(urls).size).toBe(siteRoutes.length);
    for (const route of siteRoutes) {
      expect(urls).toContain(`https://docs.example.com${markdownUrlOf(route.path)}`);
    }
    expect(lines.every((line) => /\): \S/.test(line))).toBe(true);
  });

  it('follows the convention: H1, blockquote summary, H2 sections of link lists', () => {
    expect(text.startsWith('# Example Docs\n\n> Wallet docs.\n\n## Documentation\n\n- [')).toBe(
      true,
    );
    expect(sections.map((section) => section.heading)).toContain('Documentation: Concepts');
    expect(sections.map((section) => section.heading)).toContain('SDK Reference: Swift');
    expect(text).toContain('- [API reference](https://docs.example.com/api.md): About /api.');
    expect(text).toContain(
      '- [Title of /sdks/swift/](https://docs.example.com/sdks/swift.md): About /sdks/swift/.',
    );
  });

  it('adds an Optional section and keeps descriptions on one line', () => {
    const optional = buildLlmsTxt({
      siteTitle: 'S',
      summary: 'x',
      sections: [],
      optional: [{ title: 'Spec [v1]', description: 'Two\nlines', url: 'https://x/a.json' }],
    });
    expect(optional).toBe(
      '# S\n\n> x\n\n## Optional\n\n- [Spec \\[v1\\]](https://x/a.json): Two lines\n',
    );
    expect(entryLine({ title: 'T', description: '', url: '/t.md' })).toBe('- [T](/t.md)');
  });
});

describe('flattenNavigation', () => {
  it('gives a generated category index the first route of each child', () => {
    const routes = flattenNavigation(navigation.documentation);
    const security = routes.find((route) => route.path === '/category/security');
    expect(security?.children?.[0]).toBe('/security/our-approach');
    const apiOverview = routes.find((route) => route.path === '/category/api-overview');
    expect(apiOverview?.children).toContain('/api');
  });
});

describe('pages and llms-full.txt', () => {
  it('starts a page with its title, then the description as a blockquote', () => {
    expect(pageMarkdown('Wallets', 'HD wallets.', 'Body.\n')).toBe(
      '# Wallets\n\n> HD wallets.\n\nBody.\n',
    );
    expect(pageMarkdown('Empty', '', '')).toBe('# Empty\n');
  });

  it('puts every page after the header with its title and URL', () => {
    const full = buildLlmsFullTxt({ siteTitle: 'S', summary: 'x' }, [
      { markdown: '# A\n\n> a.\n\nBody A.\n', url: 'https://d/a' },
      { markdown: '# B\n\nBody B.\n', url: 'https://d/b' },
    ]);
    expect(full).toBe(
      '# S\n\n> x\n\n---\n\n# A\n\nURL: https://d/a\n\n> a.\n\nBody A.\n\n---\n\n# B\n\nURL: https://d/b\n\nBody B.\n',
    );
  });
});
