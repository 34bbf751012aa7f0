/**
 * Our side of the drift check: the API model (`buildApiModel()`) reduced to the same `Surface`
 * the client reader produces. The definition names are ours (`CreateWalletIntent`); the
 * comparator follows refs on each side and never compares names.
 */
import type { ApiModel, SchemaNode } from '../model/types';
import type { Field, Shape, Surface, SurfaceOperation } from './types';

export const MODEL_RESULT_CONTAINER = 'Result';

function fail(where: string, message: string): never {
  throw new Error(`client-types: ${where}: ${message}`);
}

/** Fields of a named schema and of the schemas it extends, later ones overriding. */
function fieldsOf(node: SchemaNode, schemas: Record<string, SchemaNode>, where: string): Field[] {
  const fields = new Map<string, Field>();
  if (node.extends !== undefined) {
    const base = schemas[node.extends];
    if (!base) fail(where, `extends the unknown schema "${node.extends}"`);
    for (const field of fieldsOf(base, schemas, node.extends)) fields.set(field.name, field);
  }
  for (const property of node.properties ?? []) {
    fields.set(property.name, {
      name: property.name,
      required: property.required,
      shape: shapeOfNode(property.schema, schemas, `${where}.${property.name}`),
    });
  }
  return [...fields.values()];
}

/** One model node → its `Shape`. */
export function shapeOfNode(
  node: SchemaNode,
  schemas: Record<string, SchemaNode>,
  where: string,
): Shape {
  if (node.type === 'ref') {
    return { kind: 'ref', name: node.ref ?? fail(where, 'a ref without a name') };
  }
  if (node.const !== undefined) return { kind: 'enum', values: [String(node.const)] };
  // A list of allowed numbers (mnemonicLength) is a constraint of ours on a number; the
  // client's enums are all strings.
  if (node.enum?.every((value) => typeof value === 'number')) return { kind: 'number' };
  if (node.enum) return { kind: 'enum', values: node.enum.map(String) };
  switch (node.type) {
    case 'string':
    case 'boolean':
      return { kind: node.type };
    case 'integer':
    case 'number':
      return { kind: 'number' };
    case 'any':
      return { kind: 'unknown' };
    case 'array':
      return {
        kind: 'array',
        items: node.items ? shapeOfNode(node.items, schemas, `${where}[]`) : { kind: 'unknown' },
      };
    case 'object':
      if (node.properties || node.extends) {
        return { kind: 'object', fields: fieldsOf(node, schemas, where) };
      }
      return {
        kind: 'map',
        values: node.values ? shapeOfNode(node.values, schemas, `${where}{}`) : { kind: 'unknown' },
      };
  }
}

function parametersOf(request: Shape | undefined, where: string): string {
  const field =
    request?.kind === 'object' ? request.fields.find((f) => f.name === 'parameters') : undefined;
  return field?.shape.kind === 'ref' ? field.shape.name : fail(where, 'no parameters schema');
}

/** The model as a `Surface`. */
export function surfaceOfModel(model: ApiModel): Surface {
  const definitions: Record<string, Shape> = {};
  for (const [name, node] of Object.entries(model.schemas)) {
    definitions[name] = shapeOfNode(node, model.schemas, name);
  }
  const operations = model.operations
    .map((operation): SurfaceOperation => {
      const body =
        operation.request.ref ?? fail(operation.name, 'the request is not a named schema');
      const base: SurfaceOperation = {
        name: operation.name,
        path: operation.path,
        kind: operation.kind,
        body,
        methods: { http: operation.sdkMethod, sdkServer: operation.sdkServerMethod ?? null },
      };
      if (operation.kind === 'query') {
        const response =
          operation.response.ref ?? fail(operation.name, 'the response is not a named schema');
        return { ...base, response };
      }
      return {
        ...base,
        ...(operation.activityType ? { activityType: operation.activityType } : {}),
        parameters: parametersOf(definitions[body], operation.name),
        resultKey: operation.resultKey ?? null,
        olderVersions: (operation.olderVersions ?? []).map((version) => ({
          activityType: version.activityType,
          intentKey: version.intentKey,
          resultKey: version.resultKey ?? null,
        })),
      };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { operations, definitions, resultContainer: MODEL_RESULT_CONTAINER };
}
