import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_MODEL_FILE } from '@docs/platform-api/documents';
import { PAGE_CATALOG_FILE } from '@docs/docs-search/catalog';

/**
 * Where the server finds the built site, and which of its files it reads. It reads nothing
 * else: no source, no Docusaurus, no network.
 */

/** The files of a built site the server needs, relative to the site's build folder. */
export const siteFiles = {
  catalog: PAGE_CATALOG_FILE,
  apiModel: API_MODEL_FILE,
  llmsTxt: 'llms.txt',
  // The search plugin's default output folder; the e2e tests read the same manifest.
  searchManifest: 'search/manifest.json',
} as const;

/** The command that builds the site, as the error tells it. */
export const buildCommand = 'npm run build';

/** The site is not built (or not where the server looks): says which file and how to build it. */
export class SiteNotBuiltError extends Error {
  override name = 'SiteNotBuiltError';
}

/**
 * The build folder to serve: `--site-dir` when given; else the repository's `site/build` when
 * the package sits in the repository and the site is built; else the copy packed with the
 * package (`<package>/site`, written by `npm pack`); else the repository's path again, so the
 * error names the file a build would write.
 */
export function resolveSiteDir(packageDir: string, option?: string): string {
  if (option) return path.resolve(option);
  const repository = path.resolve(packageDir, '../../site/build');
  if (existsSync(path.join(repository, siteFiles.catalog))) return repository;
  const packed = path.join(packageDir, 'site');
  return existsSync(path.join(packed, siteFiles.catalog)) ? packed : repository;
}

/** Throws `SiteNotBuiltError` naming the first missing file and the build command. */
export function assertSiteBuilt(dir: string): void {
  for (const file of Object.values(siteFiles)) {
    const full = path.join(dir, file);
    if (!existsSync(full)) {
      throw new SiteNotBuiltError(
        `The docs site is not built: ${full} is missing. Build it with \`${buildCommand}\` at the repository root, or pass --site-dir <folder of a built site>.`,
      );
    }
  }
}
