// Compiles the server into one ES module, dist/main.js, with the site's search engine and the
// catalog and model readers inlined; the MCP SDK and zod stay dependencies.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: ['@modelcontextprotocol/sdk', 'zod'],
  sourcemap: true,
  logLevel: 'warning',
});
