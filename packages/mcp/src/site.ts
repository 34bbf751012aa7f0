import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiModel } from '@docs/platform-api/model';
import { pageCatalogVersion, type PageCatalog } from '@docs/docs-search/catalog';
import { indexSource, LocalSearchEngine } from '@docs/docs-search/engine';
import { PageDirectory } from './pages';
import { DocsSearch } from './search';
import { assertSiteBuilt, siteFiles, SiteNotBuiltError } from './site-files';

/** The built site as the tools read it, loaded once per process and shared by every session. */
export interface DocsSite {
  dir: string;
  pages: PageDirectory;
  search: DocsSearch;
  model: ApiModel;
  llmsTxt: string;
  /** The Markdown copy of a catalog page. */
  markdown(file: string): Promise<string>;
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8')) as unknown;
}

function isCatalog(value: unknown): value is PageCatalog {
  const catalog = value as Partial<PageCatalog> | null;
  return catalog?.version === pageCatalogVersion && Array.isArray(catalog.pages);
}

function isModel(value: unknown): value is ApiModel {
  const model = value as Partial<ApiModel> | null;
  return Array.isArray(model?.operations) && typeof model?.schemas === 'object';
}

/** Reads the build folder's catalog, API model, llms.txt and search manifest. */
export async function loadSite(dir: string): Promise<DocsSite> {
  assertSiteBuilt(dir);
  const [catalog, model, llmsTxt] = await Promise.all([
    readJson(path.join(dir, siteFiles.catalog)),
    readJson(path.join(dir, siteFiles.apiModel)),
    readFile(path.join(dir, siteFiles.llmsTxt), 'utf8'),
  ]);
  if (!isCatalog(catalog)) {
    throw new SiteNotBuiltError(
      `${path.join(dir, siteFiles.catalog)} is not a version ${pageCatalogVersion} page catalog: rebuild the site with this version of the server.`,
    );
  }
  if (!isModel(model)) {
    throw new SiteNotBuiltError(`${path.join(dir, siteFiles.apiModel)} is not an API model.`);
  }
  const searchDir = path.dirname(path.join(dir, siteFiles.searchManifest));
  const source = await indexSource(path.basename(siteFiles.searchManifest), (file) =>
    readJson(path.join(searchDir, file)),
  );
  const pages = new PageDirectory(catalog);
  const engine = new LocalSearchEngine(source, catalog.siteUrl);
  return {
    dir,
    pages,
    search: new DocsSearch(engine, pages),
    model,
    llmsTxt,
    markdown: (file) => readFile(path.join(dir, file), 'utf8'),
  };
}
