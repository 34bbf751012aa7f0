/**
 * Where the OpenAPI documents live: paths inside the built site, which are also their URLs
 * below the site's base URL (`/api/openapi.json`). The site's api-reference plugin writes them
 * (`openApiFiles()` of `./openapi-files`) and the site links to them. A module of its own,
 * without imports, so a page can use it without bundling the schemas.
 */
export const OPENAPI_FILES = {
  json: 'api/openapi.json',
  yaml: 'api/openapi.yaml',
} as const;

/**
 * The normalized API model as JSON (`ApiModel` of `@docs/platform-api/model`), written into
 * the built site by the api-reference plugin: what the MCP server's `get_api_operation` reads.
 */
export const API_MODEL_FILE = 'api/model.json';
