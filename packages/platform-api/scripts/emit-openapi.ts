/**
 * Writes the OpenAPI document as `openapi.json` and `openapi.yaml` into the site's static
 * `/api/` folder (or into the folder given as the first argument). Output is byte-stable.
 *
 * Usage (from the package folder): `tsx scripts/emit-openapi.ts [out-dir]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { buildOpenApiDocument, serializeOpenApiJson } from '../src/openapi';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
const outDir = resolve(process.argv[2] ?? resolve(repoRoot, 'site/static/api'));

const document = buildOpenApiDocument();
const json = serializeOpenApiJson(document);
const yaml = stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 });

mkdirSync(outDir, { recursive: true });
for (const [name, text] of [
  ['openapi.json', json],
  ['openapi.yaml', yaml],
] as const) {
  const file = resolve(outDir, name);
  writeFileSync(file, text);
  console.log(`wrote ${relative(process.cwd(), file) || file} (${Buffer.byteLength(text)} bytes)`);
}
