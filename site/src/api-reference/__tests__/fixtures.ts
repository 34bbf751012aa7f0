import { buildApiModel, type ApiOperation } from '@docs/platform-api/model';

/** The page's model, built from the real API definition. */
export const model = buildApiModel();

export function operationNamed(name: string): ApiOperation {
  const found = model.operations.find((op) => op.name === name);
  if (!found) throw new Error(`No operation ${name}`);
  return found;
}
