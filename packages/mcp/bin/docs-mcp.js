#!/usr/bin/env node
// Launches the compiled server; says how to compile it when it is not there.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/main.js', import.meta.url);
if (existsSync(entry)) {
  await import(entry.href);
} else {
  process.stderr.write(
    'docs-mcp: the server is not compiled (dist/main.js is missing). Build it with `npm run build` at the repository root.\n',
  );
  process.exitCode = 1;
}
