/** Page anchors of the model's parts: each tag, operation and shared schema has its own. */
import type { ApiModel } from './types';

/** `Private Keys` → `private-keys`. */
export function tagAnchor(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Anchor of a schema in the reference's Schemas section. */
export function schemaAnchor(name: string): string {
  return `schema-${name}`;
}

/** Anchors of the reference's own sections, before the tags. */
export const SECTION_ANCHORS = [
  'overview',
  'queries',
  'submissions',
  'stamps',
  'errors',
  'schemas',
] as const;

/** Throws when two sections, tags, operations or schemas would share an anchor. */
export function assertUniqueAnchors(model: ApiModel): void {
  const seen = new Set<string>();
  const anchors = [
    ...SECTION_ANCHORS,
    ...model.tags.map((tag) => tag.anchor),
    ...model.operations.map((operation) => operation.name),
    ...model.shared.map(schemaAnchor),
  ];
  for (const anchor of anchors) {
    if (seen.has(anchor)) throw new Error(`api-model: the anchor #${anchor} is used twice`);
    seen.add(anchor);
  }
}
