/**
 * The platform API as one typed definition: zod schemas and their static types, the operations
 * registry, the rules JSON Schema cannot state, the request-stamp helpers and the OpenAPI 3.1
 * document built from all of them.
 */
export * from './schemas';
export {
  operations,
  findOperation,
  defineQuery,
  defineSubmission,
  pascalCase,
  TAGS,
  TAG_NAMES,
  LEGACY_ACTIVITY_TYPES,
  LEGACY_OPERATIONS,
  type LegacyActivityType,
  type LegacyOperation,
  type Operation,
  type QueryOperation,
  type SubmissionOperation,
  type TagName,
} from './operations';
export * from './rules';
export * from './stamp';
export { securitySchemes, security, type SecuritySchemeName } from './security';
export {
  buildOpenApiDocument,
  componentSchemas,
  serializeOpenApiJson,
  API_SERVER_URL,
  API_VERSION,
  OPENAPI_VERSION,
  type OpenApiDocument,
  type JsonSchema,
} from './openapi';
export * from './errors';
