/** The current SDK pages (not a frozen version's) and which of them name their release. */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export function currentSdkPages(repoRoot: string): string[] {
  const dir = path.join(repoRoot, 'site/docs/sdks');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

/** The introduction and migration guide span every SDK; every other page documents one. */
const SPANS_SDKS = /(^|\/)(introduction|migration-path)\.mdx$/;

export function pagesWithoutRelease(pages: string[], read: (page: string) => string): string[] {
  return pages.filter(
    (page) => !SPANS_SDKS.test(page) && !/<CheckedAgainst\s+sdk="[^"]+"\s*\/>/.test(read(page)),
  );
}
