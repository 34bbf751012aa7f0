import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { manifestFileName, type SearchRecord } from '../../search/records';
import { writeIndex } from './files';
import { extractPageRecords } from './html';
import { extractOperationRecords } from './openapi';
import { resolveOptions, type SearchIndexOptions } from './options';

export { DEFAULT_OPTIONS, validateOptions } from './options';
export type { SearchIndexOptions } from './options';

/** What the browser learns about the index, through `usePluginData('search-index')`. */
export interface SearchIndexGlobalData {
  engine: SearchIndexOptions['engine'];
  /** Root-relative URL of the index manifest (local engine only). */
  manifestUrl: string | null;
}

/** The built HTML file of a route (`/faq` → `faq/index.html`, `/404.html` → itself). */
function htmlFileOf(outDir: string, route: string): string {
  return route.endsWith('.html')
    ? path.join(outDir, route)
    : path.join(outDir, route, 'index.html');
}

/**
 * Builds the local search index after the site is rendered: the records of every page and
 * of every API operation, written under `<outDir>/<outputDir>/` as a manifest, postings shards
 * and text fragments (see `src/search/indexFormat.ts`). The browser reads the manifest when
 * search is first opened, then only the parts each query needs.
 */
export default function searchIndexPlugin(
  context: LoadContext,
  userOptions: unknown,
): Plugin<unknown> {
  const options = resolveOptions(userOptions);
  const openApiPath = path.resolve(context.siteDir, options.openApiFile);
  return {
    name: 'search-index',
    async contentLoaded({ actions }) {
      const data: SearchIndexGlobalData = {
        engine: options.engine,
        manifestUrl:
          options.engine === 'local'
            ? `${context.baseUrl}${options.outputDir}/${manifestFileName}`
            : null,
      };
      actions.setGlobalData(data);
    },
    async postBuild({ outDir, routesPaths, routesBuildMetadata, baseUrl }) {
      if (options.engine !== 'local') return;
      const excluded = new Set(options.excludeRoutes.map((route) => `${baseUrl}${route.slice(1)}`));
      const pages: SearchRecord[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        if (excluded.has(route) || routesBuildMetadata[route]?.noIndex) continue;
        const file = htmlFileOf(outDir, route.slice(baseUrl.length - 1));
        if (!existsSync(file)) continue;
        pages.push(...extractPageRecords(await readFile(file, 'utf8'), route));
      }
      const operations = existsSync(openApiPath)
        ? operationRecords(JSON.parse(await readFile(openApiPath, 'utf8')), pages, {
            apiRoute: `${baseUrl}${options.apiRoute.slice(1)}`,
          })
        : [];
      // The API page renders each operation under its id too: keep the operation's record
      // (summary, description, activity type) rather than the page's long field tables.
      const operationUrls = new Set(operations.map((record) => record.url));
      const records = [...pages.filter((record) => !operationUrls.has(record.url)), ...operations];
      await writeIndex(records, path.join(outDir, options.outputDir), {
        shardBytes: options.maxShardBytes,
        fragmentBytes: options.maxFragmentBytes,
      });
    },
  };
}

/** Operation records, grouped with the records of the page that renders them. */
function operationRecords(
  document: unknown,
  pages: SearchRecord[],
  { apiRoute }: { apiRoute: string },
): SearchRecord[] {
  const apiPage = pages.find((record) => record.url === apiRoute);
  return extractOperationRecords(document, {
    apiRoute,
    section: apiPage?.hierarchy.lvl0 ?? 'API reference',
    pageTitle: apiPage?.hierarchy.lvl1 ?? 'API reference',
  });
}
