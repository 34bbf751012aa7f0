/**
 * Every field id the page renders, found by the same walk as SchemaField (a linked field is
 * rendered without its children), so tests can check the ids of the whole page.
 */
import type { ApiModel, SchemaProperty } from '@docs/platform-api/model';
import { fieldAnchor, schemaAnchor, treeAnchor } from './anchors';
import { fieldView, requestParametersSchema, rootView, type TreeScope } from './tree';

type Model = Pick<ApiModel, 'schemas' | 'shared' | 'owners'>;

/**
 * Every field id of the fields `fields` and, below them, of every field the page renders
 * inline: the same walk as SchemaField, which renders a linked field without its children.
 */
function collect(
  fields: readonly SchemaProperty[],
  parent: string,
  scope: TreeScope,
  model: Model,
  out: string[],
): void {
  for (const field of fields) {
    const id = fieldAnchor(parent, field.name);
    out.push(id);
    const view = fieldView(field.schema, model, scope);
    if (!view.link && view.children) collect(view.children, id, view.scope, model, out);
  }
}

/** The field ids of one tree, in page order. */
export function treeFieldAnchors(
  root: Parameters<typeof rootView>[0],
  anchor: string,
  scope: TreeScope,
  model: Model,
): string[] {
  const view = rootView(root, model, scope);
  const out: string[] = [];
  if (view.children) collect(view.children, anchor, view.scope, model, out);
  return out;
}

/** Every field id of the page, in page order: each operation's request and response, then the shared schemas. */
export function pageFieldAnchors(model: Pick<ApiModel, 'operations'> & Model): string[] {
  const ids: string[] = [];
  for (const operation of model.operations) {
    const request = treeFieldAnchors(
      operation.request,
      treeAnchor(operation.name, 'request'),
      { operation: operation.name, ancestors: [] },
      model,
    );
    const parameters = requestParametersSchema(operation.request, model);
    const response = treeFieldAnchors(
      operation.response,
      treeAnchor(operation.name, 'response'),
      {
        operation: operation.name,
        ancestors: [],
        ...(parameters ? { shownInRequest: [parameters] } : {}),
      },
      model,
    );
    if (request.some((id) => id === treeAnchor(operation.name, 'response'))) {
      throw new Error(
        `${operation.name}: a request field named "response" would share its ids with the response's fields.`,
      );
    }
    ids.push(...request, ...response);
  }
  for (const name of model.shared) {
    ids.push(
      ...treeFieldAnchors({ type: 'ref', ref: name }, schemaAnchor(name), { ancestors: [] }, model),
    );
  }
  return ids;
}
