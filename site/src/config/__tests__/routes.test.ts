import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docIdFor, navigation, siteRoutes } from '../routes';
import { ROUTES_BEYOND_SPEC, SPEC_ROUTE_COUNT } from '../routes-beyond-spec';

const docsDir = path.resolve(__dirname, '../../../docs');

function docFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? docFiles(path.join(dir, entry.name))
      : /\.mdx?$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  );
}

const slugOf = (file: string) => /^slug:\s*(\S+)\s*$/m.exec(readFileSync(file, 'utf8'))?.[1];

describe('route list', () => {
  it('holds the spec’s 105 routes and the routes beyond it (config/routes-beyond-spec.ts), each once', () => {
    expect(siteRoutes).toHaveLength(SPEC_ROUTE_COUNT + ROUTES_BEYOND_SPEC.length);
    expect(siteRoutes.map((r) => r.path)).toEqual(expect.arrayContaining([...ROUTES_BEYOND_SPEC]));
    expect(new Set(siteRoutes.map((r) => r.path)).size).toBe(siteRoutes.length);
  });

  it('has a Products category right before API overview, its pages under documentation/products (issue 29)', () => {
    const labels = navigation.documentation.map((node) =>
      node.kind === 'category' ? node.label : '',
    );
    expect(labels.indexOf('Products')).toBe(labels.indexOf('API overview') - 1);
    for (const route of [
      '/products/earn',
      '/products/swaps',
      '/products/fiat-on-ramp',
      '/products/spark',
      '/products/verifiable-cloud',
    ]) {
      expect(siteRoutes.find((r) => r.path === route)?.docId).toBe(`documentation${route}`);
    }
  });

  it('keeps the spec’s ecosystem routes where they were, beside the new network pages', () => {
    const spec = [
      '/ecosystems/bitcoin',
      '/ecosystems/ethereum',
      '/ecosystems/solana',
      '/ecosystems/others',
    ];
    for (const route of spec) {
      expect(siteRoutes.find((r) => r.path === route)?.docId).toBe(`documentation${route}`);
    }
    expect(siteRoutes.map((r) => r.path)).toContain('/documentation/ecosystem-integrations/');
  });

  it('has one Ecosystems page per chain family, before the hub (issue 29, part 3)', () => {
    const category = navigation.documentation.find(
      (node) => node.kind === 'category' && node.label === 'Ecosystems',
    );
    const paths =
      category?.kind === 'category'
        ? category.items.flatMap((item) => (item.kind === 'doc' ? [item.path] : []))
        : [];
    const families = ['cosmos', 'dogecoin', 'xrp', 'sui', 'aptos', 'stellar', 'ton', 'spark'];
    for (const family of families) {
      const route = `/ecosystems/${family}`;
      expect(siteRoutes.find((r) => r.path === route)?.docId).toBe(`documentation${route}`);
      expect(paths.indexOf(route)).toBeGreaterThan(-1);
      expect(paths.indexOf(route)).toBeLessThan(paths.indexOf('/ecosystems/others'));
    }
  });

  it('has a Transactions category between Concepts and Features (issue 29)', () => {
    const labels = navigation.documentation.flatMap((node) =>
      node.kind === 'category' ? [node.label] : [],
    );
    expect(labels.indexOf('Transactions')).toBe(labels.indexOf('Concepts') + 1);
    expect(labels.indexOf('Features')).toBe(labels.indexOf('Transactions') + 1);
    expect(siteRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/transactions/sending',
        '/transactions/nonces-and-gas',
        '/transactions/balances-and-history',
      ]),
    );
  });

  it('has a Tools category in the documentation sidebar with the Stamp Doctor (issue 30)', () => {
    const tools = navigation.documentation.find(
      (node) => node.kind === 'category' && node.label === 'Tools',
    );
    expect(tools?.kind === 'category' && tools.items).toContainEqual({
      kind: 'doc',
      path: '/tools/stamp-doctor',
    });
    expect(siteRoutes.find((r) => r.path === '/tools/stamp-doctor')).toMatchObject({
      group: 'documentation',
      docId: 'documentation/tools/stamp-doctor',
    });
  });

  it('has the Webhook Lab in the Tools category, after the Stamp Doctor (issue 30)', () => {
    const tools = navigation.documentation.find(
      (node) => node.kind === 'category' && node.label === 'Tools',
    );
    const paths =
      tools?.kind === 'category' ? tools.items.map((item) => 'path' in item && item.path) : [];
    expect(paths.slice(-2)).toEqual(['/tools/stamp-doctor', '/tools/webhook-lab']);
    expect(siteRoutes.find((r) => r.path === '/tools/webhook-lab')).toMatchObject({
      group: 'documentation',
      docId: 'documentation/tools/webhook-lab',
    });
  });

  it('has the seven category index pages, the two code-example ones disambiguated', () => {
    expect(
      siteRoutes
        .filter((r) => r.kind === 'category')
        .map((r) => r.path)
        .sort(),
    ).toEqual([
      '/category/advanced',
      '/category/api-overview',
      '/category/code-examples',
      '/category/code-examples-1',
      '/category/getting-started',
      '/category/security',
      '/category/web3-libraries',
    ]);
  });

  it('derives doc ids from group and path', () => {
    expect(docIdFor('documentation', '/')).toBe('documentation/index');
    expect(docIdFor('sdks', '/sdks/swift/')).toBe('sdks/swift/index');
    expect(docIdFor('sdks', '/sdks/Ruby')).toBe('sdks/Ruby');
    expect(docIdFor('documentation', '/documentation/ecosystem-integrations/')).toBe(
      'documentation/ecosystem-integrations/index',
    );
    expect(docIdFor('solutions', '/embedded-wallets/overview')).toBe(
      'solutions/embedded-wallets/overview',
    );
  });
});

describe('doc files', () => {
  const docRoutes = siteRoutes.filter((r) => r.kind === 'doc');

  it.each(docRoutes.map((r) => [r.path, r.docId] as const))(
    '%s is backed by %s.mdx whose slug is the route',
    (route, docId) => {
      const file = path.join(docsDir, `${docId}.mdx`);
      expect(existsSync(file), `${file} exists`).toBe(true);
      expect(slugOf(file)).toBe(route);
    },
  );

  it('has no doc outside the route list', () => {
    const known = new Set(docRoutes.map((r) => path.join(docsDir, `${r.docId}.mdx`)));
    expect(docFiles(docsDir).filter((file) => !known.has(file))).toEqual([]);
  });
});
