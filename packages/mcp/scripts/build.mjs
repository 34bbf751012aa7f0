// Compiles the server into one ES module, dist/main.js, with the search engine and page catalog
// of @docs/docs-search and the model readers of @docs/platform-api inlined (both are private
// workspace packages, hence devDependencies); the MCP SDK and zod stay dependencies. The files are
// written beside their place and renamed into it, so a server starting meanwhile (a test run
// beside `npm pack`) reads the old file or the new one, never half of one.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outfile = new URL('../dist/main.js', import.meta.url).pathname;
const { outputFiles } = await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: ['@modelcontextprotocol/sdk', 'zod'],
  sourcemap: true,
  logLevel: 'warning',
  write: false,
});
mkdirSync(path.dirname(outfile), { recursive: true });
for (const file of outputFiles) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}
