import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const siteDir = path.join(repoRoot, 'site');
export const docsDir = path.join(siteDir, 'docs');

/** Markdown/MDX files under `dir`, sorted. */
function markdownUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return markdownUnder(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/**
 * The folders of every docs instance's frozen versions (`site/<pluginId>_versioned_docs`,
 * Docusaurus's layout), each version's pages under `version-<name>/`.
 */
export function versionedDocsDirs(site = siteDir): string[] {
  return readdirSync(site, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.endsWith('_versioned_docs'))
    .map((entry) => path.join(site, entry.name))
    .sort();
}

/**
 * Every doc the site renders: the current docs under site/docs (both docs instances: the SDK
 * instance reads site/docs/sdks) and the frozen versions' pages, sorted. The content checks
 * read these, so an older version's pages are held to the same rules as the current ones.
 */
export function docFiles(dir = docsDir): string[] {
  const current = markdownUnder(dir);
  if (dir !== docsDir) return current;
  return [
    ...current,
    ...versionedDocsDirs().flatMap((versioned) =>
      existsSync(versioned) ? markdownUnder(versioned) : [],
    ),
  ];
}

/** A doc's name for messages and generated files: its path under site/docs, or under site/. */
export function docName(file: string): string {
  const underDocs = path.relative(docsDir, file);
  return underDocs.startsWith('..') ? path.relative(siteDir, file) : underDocs;
}
