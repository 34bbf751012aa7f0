import fullModel from '@api-reference/full-model';
import type { ApiModel, ApiOperation } from '@docs/platform-api/model';

/**
 * The whole model where the page renders its static HTML (the server bundle, and the browser
 * in development); `null` in the browser's production bundle, which keeps that HTML instead.
 */
export const serverModel: ApiModel | null = fullModel;

const byName = new Map(serverModel?.operations.map((operation) => [operation.name, operation]));

/** The operation named `name` of the server model; undefined in the browser's production bundle. */
export function serverOperation(name: string): ApiOperation | undefined {
  return byName.get(name);
}
