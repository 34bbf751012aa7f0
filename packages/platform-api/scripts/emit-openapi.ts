/**
 * Writes the OpenAPI document as JSON and YAML at `OPENAPI_FILES` inside the site's static
 * folder (or inside the folder given as the first argument). Output is byte-stable.
 *
 * Usage (from the package folder): `tsx scripts/emit-openapi.ts [static-dir]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { OPENAPI_FILES } from '../src/documents';
import { buildOpenApiDocument, serializeOpenApiJson } from '../src/openapi';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
const staticDir = resolve(process.argv[2] ?? resolve(repoRoot, 'site/static'));

const document = buildOpenApiDocument();
const json = serializeOpenApiJson(document);
const yaml = stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 });

for (const [name, text] of [
  [OPENAPI_FILES.json, json],
  [OPENAPI_FILES.yaml, yaml],
] as const) {
  const file = resolve(staticDir, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote ${relative(process.cwd(), file) || file} (${Buffer.byteLength(text)} bytes)`);
}
