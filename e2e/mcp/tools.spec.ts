import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { builtIndexEngine, rankOfPages } from '../search/built-index';
import judgedQueries from '../search/judged-queries.json';
import readerQueries from '../search/reader-queries.json';
import {
  builtCatalog,
  call,
  connect,
  siteBuild,
  textOf,
  transports,
  type Connected,
} from './support';

/**
 * The MCP server's tools through the SDK's own client, over stdio and over Streamable HTTP,
 * against the production build (`npm run build` first): the tool list and schemas, the judged
 * search queries, every route, every API operation, the llms.txt resource and bad input.
 */

const catalog = builtCatalog();
const model = JSON.parse(readFileSync(path.join(siteBuild, 'api/model.json'), 'utf8')) as {
  operations: { name: string; path: string; activityType?: string; sdkMethod: string }[];
};
const judged = [...judgedQueries, ...readerQueries].map((entry) => ({
  query: entry.query,
  pages: 'pages' in entry ? (entry.pages as string[]) : [entry.page],
}));

interface Hit {
  path: string;
  title: string;
  heading: string | null;
  snippet: string;
  section: string | null;
}

for (const transport of transports) {
  test.describe(`over ${transport}`, () => {
    // Hundreds of calls per test (every query, route and operation) on a shared, loaded machine.
    test.describe.configure({ timeout: 180_000 });
    let server: Connected;
    test.beforeAll(async () => {
      server = await connect(transport);
    });
    test.afterAll(async () => {
      await server.close();
    });

    test('lists the six tools with their argument schemas', async () => {
      const { tools } = await server.client.listTools();
      const byName = new Map(tools.map((tool) => [tool.name, tool]));
      expect([...byName.keys()].sort()).toEqual([
        'diagnose_stamp',
        'get_api_operation',
        'get_page',
        'list_pages',
        'search_docs',
        'simulate_policy',
      ]);
      for (const tool of tools) expect(tool.description?.length ?? 0).toBeGreaterThan(100);
      const search = byName.get('search_docs')?.inputSchema;
      expect(search?.required).toEqual(['query']);
      expect(search?.properties?.limit).toMatchObject({ minimum: 1, maximum: 20 });
      const sections = [...new Set(catalog.pages.map((page) => page.section))];
      expect(search?.properties?.section).toMatchObject({ enum: sections });
      expect(search?.properties?.sdk_version).toMatchObject({
        enum: expect.arrayContaining(['current']),
      });
      expect(byName.get('get_page')?.inputSchema.required).toEqual(['path']);
      expect(byName.get('get_api_operation')?.inputSchema.required).toEqual(['name']);
      expect(byName.get('list_pages')?.inputSchema.required ?? []).toEqual([]);
      expect(byName.get('simulate_policy')?.inputSchema.required).toEqual(['policies', 'request']);
      expect(byName.get('diagnose_stamp')?.inputSchema.required).toEqual(['body', 'headers']);
    });

    test('judged queries find their page in the top 3 at least as often as the site search', async ({
      request,
      baseURL,
    }, testInfo) => {
      const engine = await builtIndexEngine(request, baseURL);
      let site = 0;
      let mcp = 0;
      for (const { query, pages } of judged) {
        const rank = await rankOfPages(engine, query, pages);
        if (rank >= 1 && rank <= 3) site += 1;
        const result = await call(server.client, 'search_docs', { query, limit: 20 });
        const hits = (result.structuredContent as { hits: Hit[] }).hits;
        const ranked = [...new Set(hits.map((hit) => hit.path.split('#')[0]))];
        if (ranked.slice(0, 3).some((page) => pages.includes(page ?? ''))) mcp += 1;
      }
      testInfo.annotations.push({
        type: 'top-3',
        description: `MCP ${mcp}/${judged.length}, site search ${site}/${judged.length}`,
      });
      expect(mcp).toBeGreaterThanOrEqual(site);
    });

    test('a search hit has a title, a path get_page reads, and a snippet', async () => {
      const result = await call(server.client, 'search_docs', {
        query: 'sub-organization',
        limit: 3,
      });
      const { hits } = result.structuredContent as { hits: Hit[] };
      expect(hits).toHaveLength(3);
      expect(hits[0]).toMatchObject({ path: '/concepts/sub-organizations' });
      for (const hit of hits) {
        expect(hit.title).not.toBe('');
        expect(hit.snippet).not.toMatch(/&(amp|lt|gt|quot|#039);/);
        const page = await call(server.client, 'get_page', { path: hit.path });
        expect(page.isError ?? false).toBe(false);
      }
      expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
    });

    test('a section narrows the search to its pages', async () => {
      const result = await call(server.client, 'search_docs', {
        query: 'wallet',
        limit: 10,
        section: 'SDK Reference',
      });
      const { hits } = result.structuredContent as { hits: Hit[] };
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) expect(hit.section).toMatch(/^SDK Reference/);
    });

    test('every route reads as its Markdown copy', async () => {
      for (const page of catalog.pages) {
        const result = await call(server.client, 'get_page', { path: page.route });
        expect(result.isError ?? false, page.route).toBe(false);
        expect(textOf(result), page.route).toBe(
          readFileSync(path.join(siteBuild, page.markdown), 'utf8'),
        );
      }
      const byUrl = await call(server.client, 'get_page', {
        path: `${catalog.siteUrl}/concepts/wallets#hd-wallets`,
      });
      expect(textOf(byUrl)).toMatch(/^# Wallets\n/);
    });

    test('list_pages lists every route once, and a section narrows it', async () => {
      const all = await call(server.client, 'list_pages', {});
      const pages = (all.structuredContent as { pages: { path: string; section: string }[] }).pages;
      const current = catalog.pages.filter(
        (page) => (page.docs?.version ?? 'current') === 'current',
      );
      expect(pages.map((page) => page.path)).toEqual(current.map((page) => page.route));
      // An older SDK version lists its own copies in place of the current SDK pages it has.
      const frozen = catalog.pages.filter(
        (page) => (page.docs?.version ?? 'current') !== 'current',
      );
      for (const version of new Set(frozen.map((page) => page.docs?.version ?? ''))) {
        const older = await call(server.client, 'list_pages', { sdk_version: version });
        const olderPaths = (older.structuredContent as { pages: { path: string }[] }).pages.map(
          (page) => page.path,
        );
        for (const page of frozen.filter((each) => each.docs?.version === version)) {
          expect(olderPaths).toContain(page.route);
        }
      }
      const concepts = await call(server.client, 'list_pages', {
        section: 'Documentation: Concepts',
      });
      const listed = (concepts.structuredContent as { pages: { section: string }[] }).pages;
      expect(listed.length).toBeGreaterThan(3);
      for (const page of listed) expect(page.section).toBe('Documentation: Concepts');
    });

    test('every operation answers with its method, path, fields and SDK methods', async () => {
      for (const operation of model.operations) {
        const byName = await call(server.client, 'get_api_operation', { name: operation.name });
        expect(byName.isError ?? false, operation.name).toBe(false);
        const view = byName.structuredContent as Record<string, unknown> & {
          request: { path: string; required: boolean }[];
          sdk: { http: string };
        };
        expect(view).toMatchObject({ method: 'POST', path: operation.path });
        expect(view.sdk.http).toBe(operation.sdkMethod);
        expect(view.request.length).toBeGreaterThan(0);
        if (operation.activityType) {
          expect(view.activityType).toBe(operation.activityType);
          const byType = await call(server.client, 'get_api_operation', {
            name: operation.activityType,
          });
          expect((byType.structuredContent as { name: string }).name).toBe(operation.name);
        }
      }
    });

    test('offers llms.txt as a resource', async () => {
      const { resources } = await server.client.listResources();
      expect(resources.map((resource) => resource.uri)).toEqual(['docs://llms.txt']);
      const { contents } = await server.client.readResource({ uri: 'docs://llms.txt' });
      expect(contents[0]).toMatchObject({
        text: readFileSync(path.join(siteBuild, 'llms.txt'), 'utf8'),
      });
    });

    const badInput: [string, Record<string, unknown>, RegExp][] = [
      ['search_docs', { query: '   ' }, /^query: must not be empty/],
      ['search_docs', {}, /query/],
      [
        'search_docs',
        { query: 'wallet', limit: 0 },
        /limit must be a whole number from 1 to 20 at limit/,
      ],
      [
        'search_docs',
        { query: 'wallet', limit: 21 },
        /limit must be a whole number from 1 to 20 at limit/,
      ],
      ['search_docs', { query: 'wallet', limit: 2.5 }, /at limit/],
      ['search_docs', { query: 'x'.repeat(501) }, /query must be at most 500 characters at query/],
      ['search_docs', { query: 'wallet', section: 'Nowhere' }, /at section/],
      ['search_docs', { query: 'wallet', sdk_version: '1.x' }, /at sdk_version/],
      [
        'search_docs',
        { query: 'wallet', extra: Array.from({ length: 100 }, () => 1) },
        /maximum of 50 elements/,
      ],
      ['get_page', { path: '/no/such/page' }, /^path: no page at "\/no\/such\/page"/],
      ['get_page', { path: '' }, /^path: must not be empty/],
      [
        'get_page',
        { path: `/${'a'.repeat(3000)}` },
        /path must be at most 2048 characters at path/,
      ],
      ['get_page', { path: 42 }, /at path/],
      [
        'get_api_operation',
        { name: 'create_walet' },
        /^name: no operation is named "create_walet".*Close names: create_wallet/,
      ],
      [
        'get_api_operation',
        { name: 'n'.repeat(201) },
        /name must be at most 200 characters at name/,
      ],
      ['list_pages', { section: 'Nowhere' }, /at section/],
      ['no_such_tool', {}, /no_such_tool/],
    ];
    for (const [tool, args, message] of badInput) {
      test(`${tool} ${JSON.stringify(args).slice(0, 60)} is a tool error naming the argument`, async () => {
        const result = await call(server.client, tool, args);
        expect(result.isError).toBe(true);
        expect(textOf(result)).toMatch(message);
        // The server still answers afterwards.
        const after = await call(server.client, 'search_docs', { query: 'wallet', limit: 1 });
        expect(after.isError ?? false).toBe(false);
      });
    }
  });
}
