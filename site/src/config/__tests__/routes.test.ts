import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docIdFor, navigation, siteRoutes } from '../routes';

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
  it('holds the spec’s 105 routes, the Sandbox and MCP pages (issues 17, 19), the Tron and Tempo network pages and the Access controls guides (issue 29) and the Tools pages (issue 30), each once', () => {
    const outsideTools = siteRoutes.filter((r) => !r.path.startsWith('/tools/'));
    expect(outsideTools).toHaveLength(113);
    expect(new Set(siteRoutes.map((r) => r.path)).size).toBe(siteRoutes.length);
    expect(siteRoutes.map((r) => r.path)).toContain('/tools/policy-lab');
    expect(siteRoutes.map((r) => r.path)).toContain('/tools/stamp-doctor');
    expect(siteRoutes.map((r) => r.path)).toContain('/getting-started/sandbox');
    expect(siteRoutes.map((r) => r.path)).toContain('/getting-started/mcp-server');
    expect(siteRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/ecosystems/tron', '/ecosystems/tempo']),
    );
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

  it('has an Access controls category right after Passkeys with its four guides (issue 29)', () => {
    const labels = navigation.documentation.map((node) =>
      node.kind === 'category' ? node.label : undefined,
    );
    expect(labels.indexOf('Access controls')).toBe(labels.indexOf('Passkeys') + 1);
    const paths = ['mfa', 'ip-allowlists', 'oauth2-credentials', 'auth-proxy'].map(
      (page) => `/access-controls/${page}`,
    );
    for (const route of paths) {
      expect(siteRoutes.find((r) => r.path === route)).toMatchObject({
        group: 'documentation',
        docId: `documentation${route}`,
      });
    }
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
