import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const docsDir = path.join(repoRoot, 'site/docs');

/** Every Markdown/MDX doc under site/docs, sorted. */
export function docFiles(dir = docsDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return docFiles(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}
