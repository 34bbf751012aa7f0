/**
 * How one schema node reads in a tree: its type label, the facts to list and either the fields
 * to show beneath it or a link to where it is documented. Pure, so the server and the browser
 * derive the same markup and tests can pin it.
 */
import type {
  ApiModel,
  Constraint,
  JsonValue,
  SchemaNode,
  SchemaProperty,
} from '@docs/platform-api/model';
import { fieldAnchor, schemaAnchor, treeAnchor } from './anchors';

export { schemaAnchor } from './anchors';

export interface TreeScope {
  /** The operation whose tree this is; its own intent and result stay inline. */
  operation?: string;
  /** Named schemas already expanded above this node (guards against cycles). */
  ancestors: readonly string[];
  /**
   * Named schemas the operation's request tree already shows in full: the response links to
   * them instead of repeating them (a submission's intent comes back under `activity.intent`).
   */
  shownInRequest?: readonly string[];
  /**
   * Page id of the field whose children this scope lists (anchors.ts); their ids continue it.
   * Unset where a tree renders without ids (fields expanded in place by the browser).
   */
  anchor?: string;
}

export interface FieldLink {
  /** The schema it points at. */
  name: string;
  /** Page anchor of its documentation (`schema-Vote`, `create_wallet`, `create_wallet.parameters`). */
  anchor: string;
  /** Where that is, for the link text. */
  place: 'schemas' | 'operation' | 'request';
}

export interface FieldView {
  /** `string`, `Wallet`, `array of Wallet`, `map of any`, `ActivityStatus (string)`. */
  type: string;
  description?: string;
  enum?: JsonValue[];
  const?: JsonValue;
  default?: JsonValue;
  constraints: Constraint[];
  /** Fields shown beneath this one (an object's, or an array's items'). */
  children?: SchemaProperty[];
  /** Set when the fields are documented elsewhere and only linked here. */
  link?: FieldLink;
  /** Set when `description` is the linked schema's own, not the field's: said where `link` leads. */
  descriptionIsLinked?: true;
  /** Set when `children` are only the fields that extend a schema documented elsewhere. */
  extends?: FieldLink;
  /** Scope for the children. */
  scope: TreeScope;
}

type Model = Pick<ApiModel, 'schemas' | 'shared' | 'owners'>;

function linkFor(name: string, model: Model, scope: TreeScope): FieldLink | undefined {
  if (scope.ancestors.includes(name) || model.shared.includes(name)) {
    return { name, anchor: schemaAnchor(name), place: 'schemas' };
  }
  if (scope.operation !== undefined && scope.shownInRequest?.includes(name)) {
    const parameters = fieldAnchor(treeAnchor(scope.operation, 'request'), 'parameters');
    return { name, anchor: parameters, place: 'request' };
  }
  const owner = model.owners[name];
  if (owner !== undefined && owner !== scope.operation) {
    return { name, anchor: owner, place: 'operation' };
  }
  return undefined;
}

/** A base schema's fields with `own` fields replacing those of the same name. */
function mergeFields(
  base: readonly SchemaProperty[] = [],
  own: readonly SchemaProperty[] = [],
): SchemaProperty[] {
  const byName = new Map(own.map((field) => [field.name, field]));
  const merged = base.map((field) => byName.get(field.name) ?? field);
  return [...merged, ...own.filter((field) => !base.some((b) => b.name === field.name))];
}

/** The view of `node`; `node` may be a reference, an array, an object or a scalar. */
export function fieldView(node: SchemaNode, model: Model, scope: TreeScope): FieldView {
  let current = node;
  let named: string | undefined;
  let ancestors = scope.ancestors;
  let description = node.description;
  while (current.type === 'ref' && current.ref !== undefined) {
    const name = current.ref;
    const target = model.schemas[name];
    const link = linkFor(name, model, { ...scope, ancestors });
    if (link || !target) {
      const linked = target?.enum ? `${name} (${target.type})` : name;
      const shown = description ?? target?.description;
      return {
        type: linked,
        ...(shown !== undefined ? { description: shown } : {}),
        ...(description === undefined && shown !== undefined ? { descriptionIsLinked: true } : {}),
        constraints: [],
        ...(link ? { link } : {}),
        scope: { ...scope, ancestors },
      };
    }
    named = name;
    ancestors = [...ancestors, name];
    description ??= target.description;
    current = target;
  }
  const inner = { ...scope, ancestors };
  const constraints = current.constraints ?? [];
  if (current.type === 'array' && current.items) {
    const item = fieldView(current.items, model, inner);
    return {
      ...item,
      type: `array of ${item.type}`,
      description,
      constraints: [...constraints, ...item.constraints],
    };
  }
  let children = current.properties;
  let base: FieldLink | undefined;
  if (current.extends !== undefined) {
    base = linkFor(current.extends, model, inner);
    if (!base) children = mergeFields(model.schemas[current.extends]?.properties, children);
  }
  let type: string = named ?? current.extends ?? current.type;
  if (named && current.type !== 'object') type = `${named} (${current.type})`;
  if (current.values && !current.properties) {
    type = `map of ${fieldView(current.values, model, inner).type}`;
  }
  return {
    type,
    ...(description !== undefined ? { description } : {}),
    ...(current.enum ? { enum: current.enum } : {}),
    ...(current.const !== undefined ? { const: current.const } : {}),
    ...(current.default !== undefined ? { default: current.default } : {}),
    constraints,
    ...(children && children.length > 0 ? { children } : {}),
    ...(base ? { extends: base } : {}),
    scope: inner,
  };
}

/** The view of a named schema as the root of its own tree (no link to itself). */
export function rootView(node: SchemaNode, model: Model, scope: TreeScope): FieldView {
  if (node.type === 'ref' && node.ref !== undefined) {
    const target = model.schemas[node.ref];
    if (target) {
      return fieldView(target, model, { ...scope, ancestors: [...scope.ancestors, node.ref] });
    }
  }
  return fieldView(node, model, scope);
}

/** The named schema of a submission's `parameters` in its request body, if it has one. */
export function requestParametersSchema(request: SchemaNode, model: Model): string | undefined {
  const body =
    request.type === 'ref' && request.ref !== undefined ? model.schemas[request.ref] : request;
  return body?.properties?.find((field) => field.name === 'parameters')?.schema.ref;
}

/** JSON text of an enum value, default or const, as the page prints it. */
export function formatValue(value: JsonValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
