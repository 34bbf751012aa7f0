import { buildOpenApiDocument } from '@docs/platform-api';
import { buildApiModel } from '../../../plugins/api-reference/build-model';
import type { ApiOperation } from '../../../plugins/api-reference/model';

/** The page's model, built from the real API definition. */
export const model = buildApiModel(buildOpenApiDocument());

export function operationNamed(name: string): ApiOperation {
  const found = model.operations.find((op) => op.name === name);
  if (!found) throw new Error(`No operation ${name}`);
  return found;
}
