/**
 * Writes the OpenAPI document as JSON and YAML at `OPENAPI_FILES` inside the folder given as
 * the first argument (the site writes its own copy: see the api-reference plugin). Output is
 * byte-stable.
 *
 * Usage (from the package folder): `tsx scripts/emit-openapi.ts <dir>`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { openApiFiles } from '../src/openapi-files';

const [target] = process.argv.slice(2);
if (!target) {
  console.error('usage: tsx scripts/emit-openapi.ts <dir>');
  process.exit(1);
}
const dir = resolve(target);

for (const { file: name, text } of openApiFiles()) {
  const file = resolve(dir, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote ${relative(process.cwd(), file) || file} (${Buffer.byteLength(text)} bytes)`);
}
