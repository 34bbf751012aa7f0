/**
 * The CLI as one compiled file, `dist/sandbox.cjs`: esbuild bundles `bin/sandbox.ts` with every
 * pure-JavaScript dependency inside it (the curves and hashes, zod, pg, the chain engines and the
 * private workspace package `@docs/platform-api`). Only the native addons stay outside,
 * better-sqlite3 and litesvm (decision 0171): the package lists them under
 * `optionalDependencies`, and the bundle loads them with `require`, so Node's usual lookup
 * (node_modules, then `NODE_PATH`) finds them. Decision 0112 says why the package ships it;
 * decision 0178 why `npm run sandbox` runs it too.
 *
 * Next to it, `dist/inputs.json` lists the files it was built from, so a start can tell in a few
 * milliseconds whether a source changed since (`bundleIsCurrent`).
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(root, 'dist');
export const outfile = path.join(DIST, 'sandbox.cjs');
const files = (dir) => ({
  bundle: path.join(dir, 'sandbox.cjs'),
  inputs: path.join(dir, 'inputs.json'),
});

/**
 * Loaded at run time, never bundled: the native addons, pg's optional extras, and ws's optional
 * native speed-ups (it requires them inside a try and uses its JavaScript code without them).
 */
export const EXTERNAL = [
  'better-sqlite3',
  'litesvm',
  'pg-native',
  'pg-cloudflare',
  'bufferutil',
  'utf-8-validate',
];

/**
 * True when the bundle in `dir` exists and none of the files it was built from changed since.
 * `dir` is `dist/` but for tests.
 */
export function bundleIsCurrent(dir = DIST) {
  const { bundle, inputs: inputsFile } = files(dir);
  if (!existsSync(bundle) || !existsSync(inputsFile)) return false;
  const builtAt = statSync(bundle).mtimeMs;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  } catch {
    return false;
  }
  if (!Array.isArray(inputs)) return false;
  return inputs.every((file) => {
    const absolute = path.resolve(root, file);
    return existsSync(absolute) && statSync(absolute).mtimeMs <= builtAt;
  });
}

/** Builds `sandbox.cjs` and its inputs list in `dir`; resolves with the bundle's size in bytes. */
export async function bundleCli(dir = DIST) {
  const { bundle, inputs: inputsFile } = files(dir);
  const { build } = await import('esbuild');
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const sqliteVersion = manifest.optionalDependencies['better-sqlite3'];
  // Runs before the bundle: a missing native addon gets a sentence, not a require stack.
  const checkSqlite = `try { require.resolve('better-sqlite3'); } catch {
  console.error('docs-sandbox: better-sqlite3 (a native addon, an optional dependency of this package) is not installed. Install it next to the sandbox: npm install better-sqlite3@${sqliteVersion}');
  process.exit(1);
}`;

  rmSync(dir, { recursive: true, force: true });
  const result = await build({
    entryPoints: [path.join(root, 'bin', 'sandbox.ts')],
    outfile: bundle,
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
  // esbuild names inputs relative to the working directory; store them relative to the package.
  const inputs = Object.keys(result.metafile.inputs)
    .filter((file) => !file.includes(':'))
    .map((file) => path.relative(root, path.resolve(file)));
  inputs.push(path.relative(root, fileURLToPath(import.meta.url)));
  writeFileSync(inputsFile, JSON.stringify(inputs));
  return Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
}
