/**
 * Which test files must run in a module graph of their own. The unit and PostgreSQL runs let
 * the files of one worker share its module graph (decision 0187); a file that replaces modules,
 * globals or timers for the rest of that graph would reach the files after it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Vitest calls with such effects, and a marker for other changes, written with its reason beside
 * it (e.g. a second copy of the API model registering every zod schema id again, after which the
 * API tests read stale schemas).
 */
const CHANGES_SHARED_STATE =
  /\bvi\.(mock|doMock|unmock|resetModules|stubGlobal|stubEnv|useFakeTimers)\(|@vitest-isolate\b/;
const TEST_FILE = /\.test\.(ts|mjs)$/;

/** The test files under `roots`, relative to the working directory. */
export function testFilesUnder(roots: readonly string[]): string[] {
  const walk = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return walk(path);
      return TEST_FILE.test(entry.name) ? [path] : [];
    });
  return roots.flatMap(walk);
}

export function needsIsolation(file: string): boolean {
  return CHANGES_SHARED_STATE.test(readFileSync(file, 'utf8'));
}
