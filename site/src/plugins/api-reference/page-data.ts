/**
 * What of the API model reaches the browser, and in which form. The page's JavaScript carries
 * only an index (names, tags, summaries, paths: what the filter and the navigation need); the
 * operation bodies are in the prerendered HTML. What an interaction needs later (one
 * operation's examples, the schemas a linked field expands to) is a small JSON file beside the
 * page, fetched on first use. Pure, so tests can pin each shape.
 */
import type { ApiModel, ApiOperation, ApiTag } from '@docs/platform-api/model';
import { API_ROUTE } from '../../config/routes';

/** One operation as the filter and the navigation see it. */
export type IndexOperation = Pick<ApiOperation, 'name' | 'tag' | 'summary' | 'path' | 'kind'>;

/** The route data of `/api`. */
export interface ApiIndex {
  serverUrl: string;
  tags: ApiTag[];
  operations: IndexOperation[];
}

/** What the examples and Try it of one operation need. */
export type OperationData = Pick<
  ApiOperation,
  'name' | 'path' | 'kind' | 'sdkMethod' | 'sdkServerMethod' | 'example'
>;

/** What a schema tree needs to expand a linked field in place. */
export type SchemaData = Pick<ApiModel, 'schemas' | 'shared' | 'owners'>;

/** The folder, under the build's root, that holds the JSON files fetched on demand. */
export const DATA_DIR = `${API_ROUTE.replace(/^\//, '')}/data`;

/** File names inside `DATA_DIR`. Operation names are snake_case, so no operation is `_schemas`. */
export const dataFile = {
  operation: (name: string) => `${name}.json`,
  schemas: '_schemas.json',
  /** Activity type (every intent version) → operation name, for the Policy Lab. */
  activityTypes: '_activity-types.json',
} as const;

/** Every activity type of the model's submissions, older intent versions too → operation. */
export function activityTypes(model: ApiModel): Record<string, string> {
  const byType: Record<string, string> = {};
  for (const operation of model.operations) {
    for (const version of operation.olderVersions ?? []) {
      byType[version.activityType] = operation.name;
    }
    if (operation.activityType) byType[operation.activityType] = operation.name;
  }
  return byType;
}

export function apiIndex(model: ApiModel): ApiIndex {
  return {
    serverUrl: model.serverUrl,
    tags: model.tags,
    operations: model.operations.map(({ name, tag, summary, path, kind }) => ({
      name,
      tag,
      summary,
      path,
      kind,
    })),
  };
}

export function operationData({
  name,
  path,
  kind,
  sdkMethod,
  sdkServerMethod,
  example,
}: OperationData): OperationData {
  // Absent when sdk-server has no method: the snippet then says so instead of calling it.
  return {
    name,
    path,
    kind,
    sdkMethod,
    ...(sdkServerMethod === undefined ? {} : { sdkServerMethod }),
    example,
  };
}

export function schemaData({ schemas, shared, owners }: ApiModel): SchemaData {
  return { schemas, shared, owners };
}

/** Every file of `DATA_DIR`: its name and JSON text. */
export function dataFiles(model: ApiModel): { file: string; json: string }[] {
  return [
    ...model.operations.map((operation) => ({
      file: dataFile.operation(operation.name),
      json: JSON.stringify(operationData(operation)),
    })),
    { file: dataFile.schemas, json: JSON.stringify(schemaData(model)) },
    { file: dataFile.activityTypes, json: JSON.stringify(activityTypes(model)) },
  ];
}
