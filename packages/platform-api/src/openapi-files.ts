import { stringify } from 'yaml';
import { OPENAPI_FILES } from './documents';
import { buildOpenApiDocument, serializeOpenApiJson } from './openapi';

/**
 * The OpenAPI document as the files the site serves: JSON and YAML, each at its path in
 * `OPENAPI_FILES`. The same bytes on every run. The site's api-reference plugin writes them
 * into the build (and serves them in development); `scripts/emit-openapi.ts` writes them into
 * any folder.
 */
export function openApiFiles(): { file: string; text: string }[] {
  const document = buildOpenApiDocument();
  return [
    { file: OPENAPI_FILES.json, text: serializeOpenApiJson(document) },
    {
      file: OPENAPI_FILES.yaml,
      text: stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 }),
    },
  ];
}
