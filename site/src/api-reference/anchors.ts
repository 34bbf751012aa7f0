/**
 * The page ids of schema fields, so a reader can link to one field: the id of the tree it sits
 * in, then the field names from the tree's root joined by dots, which is the field's JSON path.
 * A request field hangs off the operation's own id, as the MCP server's dotted paths do
 * (`create_wallet.parameters.accounts.path`); a response field off `<operation>.response`
 * (`create_wallet.response.activity.status`). An array's item fields continue the array's path
 * (`accounts.path`, not `accounts[].path`), as the tree shows them. Fields of a shared schema
 * have their ids in the Schemas section (`schema-Activity.status`); an operation's field of that
 * type links there. docs/decisions/0156-per-field-anchors.md says why. Pure, so the server, the
 * browser and the tests derive the same ids.
 */

/** The id of a shared schema's section in Schemas: `schema-Activity`. */
export function schemaAnchor(name: string): string {
  return `schema-${name}`;
}

export type TreePart = 'request' | 'response';

/** Characters a name segment keeps; every other one is escaped (see `escapeSegment`). */
const KEPT = /[A-Za-z0-9_-]/;

/**
 * A field name as one segment of an id: letters, digits, `_` and `-` as they are; any other
 * character as `~<hex code point>~`. `.` separates segments and `~` starts an escape, so both
 * are escaped too, which keeps the mapping one-to-one (`@type` → `~40~type`). The result needs
 * no percent-encoding in a URL fragment.
 */
export function escapeSegment(name: string): string {
  if (name === '') throw new Error('escapeSegment: a field name cannot be empty.');
  return Array.from(name, (char) =>
    KEPT.test(char) ? char : `~${(char.codePointAt(0) ?? 0).toString(16)}~`,
  ).join('');
}

/**
 * The id its fields hang off of one tree of an operation: the operation's own id for the
 * request (the heading's), `<operation>.response` for the response. A request field named
 * `response` would collide with the response's fields; `pageFieldAnchors` throws if one appears.
 */
export function treeAnchor(operation: string, part: TreePart): string {
  return part === 'request' ? operation : `${operation}.response`;
}

/** The id of the field `name` whose parent has the id `parent`. */
export function fieldAnchor(parent: string, name: string): string {
  return `${parent}.${escapeSegment(name)}`;
}
