import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApiModel } from '@docs/platform-api/model';
import type { SearchRecord } from '../record';
import { extractPageRecords } from './html';
import { extractOperationRecords } from './openapi';

/**
 * The records of a built site: one per page section and one per API operation, extracted once
 * per build by the search plugin. The index written from them serves both the search UI and
 * the assistant, so no other step reads the pages again.
 */

export interface SiteBuild {
  outDir: string;
  baseUrl: string;
  routesPaths: string[];
  routesBuildMetadata: Record<string, { noIndex?: boolean } | undefined>;
}

export interface SiteRecordSettings {
  /** Routes never extracted (besides pages marked `noindex`), without the base URL. */
  excludeRoutes: string[];
  /** Route of the API reference page, without the base URL. */
  apiRoute: string;
  /** Route prefixes (without the base URL) whose `noindex` pages are extracted all the same. */
  noIndexRoutesIndexed?: string[];
  /** Classes of the site's own chrome, left out of the records like the theme's. */
  chromeClasses?: string[];
}

/** The built HTML file of a route (`/faq` → `faq/index.html`, `/404.html` → itself). */
function htmlFileOf(outDir: string, route: string): string {
  return route.endsWith('.html')
    ? path.join(outDir, route)
    : path.join(outDir, route, 'index.html');
}

/** Operation records, grouped with the records of the page that renders them. */
function operationRecords(pages: SearchRecord[], apiRoute: string): SearchRecord[] {
  const apiPage = pages.find((record) => record.url === apiRoute);
  return extractOperationRecords(buildApiModel(), {
    apiRoute,
    section: apiPage?.hierarchy.lvl0 ?? 'API reference',
    pageTitle: apiPage?.hierarchy.lvl1 ?? 'API reference',
  });
}

/** The site's records: every indexable page's sections, then the API operations. */
export async function siteRecords(
  build: SiteBuild,
  settings: SiteRecordSettings,
): Promise<SearchRecord[]> {
  const { outDir, baseUrl, routesPaths, routesBuildMetadata } = build;
  const excluded = new Set(settings.excludeRoutes.map((route) => `${baseUrl}${route.slice(1)}`));
  const indexedAnyway = (settings.noIndexRoutesIndexed ?? []).map(
    (prefix) => `${baseUrl}${prefix.slice(1)}`,
  );
  const skipped = (route: string) =>
    excluded.has(route) ||
    (routesBuildMetadata[route]?.noIndex === true &&
      !indexedAnyway.some((prefix) => route.startsWith(prefix)));
  const pages: SearchRecord[] = [];
  for (const route of [...new Set(routesPaths)].sort()) {
    if (skipped(route)) continue;
    const file = htmlFileOf(outDir, route.slice(baseUrl.length - 1));
    if (!existsSync(file)) continue;
    pages.push(
      ...extractPageRecords(await readFile(file, 'utf8'), route, settings.chromeClasses ?? []),
    );
  }
  const operations = operationRecords(pages, `${baseUrl}${settings.apiRoute.slice(1)}`);
  // The API page renders each operation under its id too: keep the operation's record
  // (summary, description, activity type) rather than the page's long field tables.
  const operationUrls = new Set(operations.map((record) => record.url));
  return [...pages.filter((record) => !operationUrls.has(record.url)), ...operations];
}
