import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docIdFor, siteRoutes } from '../routes';

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
  it('holds the spec’s 105 routes, the Sandbox page (issue 17), the MCP page (issue 19) and the Kotlin and Python SDK pages (issue 29), each once', () => {
    expect(siteRoutes).toHaveLength(109);
    expect(new Set(siteRoutes.map((r) => r.path)).size).toBe(109);
    expect(siteRoutes.map((r) => r.path)).toContain('/getting-started/sandbox');
    expect(siteRoutes.map((r) => r.path)).toContain('/getting-started/mcp-server');
    expect(siteRoutes.map((r) => r.path)).toContain('/sdks/kotlin');
    expect(siteRoutes.map((r) => r.path)).toContain('/sdks/python');
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
