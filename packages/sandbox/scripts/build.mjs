#!/usr/bin/env node
/**
 * Builds the CLI as compiled JavaScript for the packed package: `dist/sandbox.cjs`, one file
 * bundled by esbuild from `bin/sandbox.ts` with every pure-JavaScript dependency inside it (the
 * curves and hashes, zod, pg, and the private workspace package `@docs/platform-api`). Only
 * the native addons stay outside, better-sqlite3 and litesvm (the Solana devnet, decision
 * 0171): the package lists them under `optionalDependencies`, and the bundle loads them with
 * `require`, so Node's usual lookup (node_modules, then `NODE_PATH`) finds them. Decision 0112 says why. `npm pack` runs this first.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(root, 'dist', 'sandbox.cjs');

/** Loaded at run time, never bundled: the native addon, and pg's optional extras. */
export const EXTERNAL = ['better-sqlite3', 'litesvm', 'pg-native', 'pg-cloudflare'];

const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const sqliteVersion = manifest.optionalDependencies['better-sqlite3'];

/** Runs before the bundle: a missing native addon gets a sentence, not a require stack. */
const checkSqlite = `try { require.resolve('better-sqlite3'); } catch {
  console.error('docs-sandbox: better-sqlite3 (a native addon, an optional dependency of this package) is not installed. Install it next to the sandbox: npm install better-sqlite3@${sqliteVersion}');
  process.exit(1);
}`;

rmSync(path.join(root, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(root, 'bin', 'sandbox.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: EXTERNAL,
  // CommonJS has no import.meta; the CLI only reads import.meta.url (to place its data folder).
  define: { 'import.meta.url': '__sandboxModuleUrl' },
  banner: {
    js: `#!/usr/bin/env node\n${checkSqlite}\nconst __sandboxModuleUrl = require('node:url').pathToFileURL(__filename).href;`,
  },
  legalComments: 'eof',
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `sandbox build: ${path.relative(process.cwd(), outfile)} (${Math.round(bytes / 1024)} KiB)`,
);
