/**
 * Which named schemas the page shows once instead of inside every tree. Rendering every
 * reference inline would repeat the 80-value ActivityType enum or the User object dozens of
 * times and put the page far over its HTML budget; linking everything would make readers jump
 * for every nested field. The rules below keep operation trees self-contained where it is
 * cheap and link where repetition is expensive.
 */
import type { SchemaNode } from './types';

export interface SharingRules {
  /** An enum with more values than this is listed once. */
  maxInlineEnumValues: number;
  /** An object whose inline tree would have more nodes than this is listed once. */
  maxInlineNodes: number;
  /**
   * An object whose inline tree has at least `minSharedNodes` nodes and that this many
   * operations use is listed once.
   */
  minSharedOperations: number;
  minSharedNodes: number;
}

export const DEFAULT_SHARING: SharingRules = {
  maxInlineEnumValues: 12,
  // 48: create_sub_organization's V8 intent (45 nodes) stays in its own operation, as V7 did.
  maxInlineNodes: 48,
  minSharedOperations: 3,
  minSharedNodes: 8,
};

type Schemas = Record<string, SchemaNode>;

/** Calls `onRef` for every reference reached from `node`, descending into the ones not stopped. */
export function walkRefs(
  node: SchemaNode,
  schemas: Schemas,
  stop: (name: string) => boolean,
  onRef: (name: string) => void,
  ancestors: readonly string[] = [],
): void {
  if (node.ref !== undefined && node.type === 'ref') {
    onRef(node.ref);
    if (stop(node.ref) || ancestors.includes(node.ref)) return;
    const target = schemas[node.ref];
    if (target) walkRefs(target, schemas, stop, onRef, [...ancestors, node.ref]);
    return;
  }
  if (node.extends !== undefined) {
    walkRefs({ type: 'ref', ref: node.extends }, schemas, stop, onRef, ancestors);
  }
  for (const property of node.properties ?? []) {
    walkRefs(property.schema, schemas, stop, onRef, ancestors);
  }
  if (node.items) walkRefs(node.items, schemas, stop, onRef, ancestors);
  if (node.values) walkRefs(node.values, schemas, stop, onRef, ancestors);
}

/** Nodes of the inline tree of `node` (fields, items and values), references expanded. */
export function inlineSize(node: SchemaNode, schemas: Schemas, stop: (name: string) => boolean) {
  let size = 0;
  const count = (current: SchemaNode, ancestors: readonly string[]): void => {
    if (current.type === 'ref' && current.ref !== undefined) {
      const target = schemas[current.ref];
      if (!target || stop(current.ref) || ancestors.includes(current.ref)) return;
      count(target, [...ancestors, current.ref]);
      return;
    }
    if (current.extends !== undefined) count({ type: 'ref', ref: current.extends }, ancestors);
    for (const property of current.properties ?? []) {
      size += 1;
      count(property.schema, ancestors);
    }
    if (current.items) count(current.items, ancestors);
    if (current.values) count(current.values, ancestors);
  };
  count(node, []);
  return size;
}

/** Names that take part in a reference cycle: they can only be shown as links. */
export function cyclicSchemas(schemas: Schemas): Set<string> {
  const cyclic = new Set<string>();
  for (const [name, node] of Object.entries(schemas)) {
    walkRefs(
      node,
      schemas,
      () => false,
      (ref) => {
        if (ref === name) cyclic.add(name);
      },
      [name],
    );
  }
  return cyclic;
}

export interface OperationTrees {
  name: string;
  trees: SchemaNode[];
}

/** The operations whose trees reach each schema, stopping at shared ones. */
export function usesBySchema(
  operations: readonly OperationTrees[],
  schemas: Schemas,
  shared: ReadonlySet<string>,
): Map<string, Set<string>> {
  const uses = new Map<string, Set<string>>();
  for (const operation of operations) {
    for (const tree of operation.trees) {
      walkRefs(
        tree,
        schemas,
        (name) => shared.has(name),
        (name) => {
          const users = uses.get(name) ?? new Set<string>();
          users.add(operation.name);
          uses.set(name, users);
        },
      );
    }
  }
  return uses;
}

/** Applies the rules; returns the shared names (sorted) and the single-operation owners. */
export function selectShared(
  operations: readonly OperationTrees[],
  schemas: Schemas,
  rules: SharingRules = DEFAULT_SHARING,
): { shared: string[]; owners: Record<string, string> } {
  // An operation's own request and response are its trees, never links.
  const roots = new Set(
    operations.flatMap((operation) => operation.trees.map((tree) => tree.ref ?? '')),
  );
  const candidates = Object.keys(schemas).filter((name) => !roots.has(name));
  const shared = cyclicSchemas(schemas);
  for (const name of candidates) {
    if ((schemas[name]?.enum?.length ?? 0) > rules.maxInlineEnumValues) shared.add(name);
  }
  /** Nodes of `name`'s own tree, not counting what `stop` names. */
  const sizeOf = (name: string, stop: (ref: string) => boolean) =>
    inlineSize({ type: 'ref', ref: name }, schemas, (ref) => ref !== name && stop(ref));
  // Biggest first: once a container is shared, what it holds is measured without it.
  const fullSize = new Map(candidates.map((name) => [name, sizeOf(name, () => false)]));
  const bySize = [...candidates].sort((a, b) => (fullSize.get(b) ?? 0) - (fullSize.get(a) ?? 0));
  for (const name of bySize) {
    if (sizeOf(name, (ref) => shared.has(ref)) > rules.maxInlineNodes) shared.add(name);
  }
  const uses = usesBySchema(operations, schemas, shared);
  for (const [name, users] of uses) {
    if (roots.has(name) || shared.has(name) || users.size < rules.minSharedOperations) continue;
    if (sizeOf(name, (ref) => shared.has(ref)) >= rules.minSharedNodes) shared.add(name);
  }
  const owners: Record<string, string> = {};
  for (const [name, users] of usesBySchema(operations, schemas, shared)) {
    const [only] = users;
    if (users.size === 1 && only !== undefined && !shared.has(name)) owners[name] = only;
  }
  return { shared: [...shared].sort(), owners };
}
