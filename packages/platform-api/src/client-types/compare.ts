/**
 * The drift comparator: a pure function of two `Surface`s (ours, the client's) → the list of
 * differences, each naming the operation, the field path and what differs. Refs are followed on
 * each side, so definitions are compared by structure, never by name.
 */
import type { Field, OlderVersionFacts, Shape, Surface, SurfaceOperation } from './types';

export type DifferenceKind =
  | 'missing-operation'
  | 'extra-operation'
  | 'operation-kind'
  | 'intent-version'
  | 'result-key'
  | 'missing-older-version'
  | 'extra-older-version'
  | 'older-intent-key'
  | 'older-result-key'
  | 'http-method'
  | 'sdk-server-method'
  | 'missing-field'
  | 'extra-field'
  | 'type'
  | 'required'
  | 'missing-enum-value'
  | 'extra-enum-value';

export interface Difference {
  operation: string;
  /** Where in the operation: `request.parameters.rootUsers[].userEmail`, `result.x`, or `''`. */
  path: string;
  kind: DifferenceKind;
  /** What we define, and what the client has; absent where there is nothing. */
  ours?: string;
  client?: string;
}

interface Side {
  surface: Surface;
}

/** A shape as a few words: `string`, `array of number`, `enum (3 values)`. */
export function describeShape(shape: Shape): string {
  switch (shape.kind) {
    case 'array':
      return `array of ${describeShape(shape.items)}`;
    case 'enum':
      return shape.values.length === 1
        ? `the literal ${shape.values[0]}`
        : `enum (${shape.values.length} values)`;
    case 'ref':
      return `ref ${shape.name}`;
    case 'map':
      return `map of ${describeShape(shape.values)}`;
    case 'object':
      return `object (${shape.fields.length} fields)`;
    default:
      return shape.kind;
  }
}

class Walker {
  readonly differences: Difference[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly operation: string,
    private readonly ours: Side,
    private readonly client: Side,
  ) {}

  private add(path: string, kind: DifferenceKind, ours?: string, client?: string): void {
    this.differences.push({
      operation: this.operation,
      path,
      kind,
      ...(ours !== undefined ? { ours } : {}),
      ...(client !== undefined ? { client } : {}),
    });
  }

  /** Follows refs; `undefined` and a difference when a ref names nothing. */
  private resolve(shape: Shape, side: Side, path: string, names: string[]): Shape | undefined {
    let current = shape;
    while (current.kind === 'ref') {
      names.push(current.name);
      const next = side.surface.definitions[current.name];
      if (!next) {
        const where = side === this.ours ? 'ours' : 'client';
        this.add(
          path,
          'type',
          where === 'ours' ? `unknown ref ${current.name}` : undefined,
          where === 'client' ? `unknown ref ${current.name}` : undefined,
        );
        return undefined;
      }
      current = next;
    }
    return current;
  }

  compare(oursShape: Shape, clientShape: Shape, path: string, skip: readonly string[] = []): void {
    const oursNames: string[] = [];
    const clientNames: string[] = [];
    const a = this.resolve(oursShape, this.ours, path, oursNames);
    const b = this.resolve(clientShape, this.client, path, clientNames);
    if (!a || !b) return;
    if (oursNames.length > 0 || clientNames.length > 0) {
      const pair = `${oursNames.join('>')}|${clientNames.join('>')}`;
      if (this.seen.has(pair)) return;
      this.seen.add(pair);
    }
    if (isEmptyObject(a) && isEmptyObject(b)) return;
    if (a.kind !== b.kind) {
      this.add(path, 'type', describeShape(a), describeShape(b));
      return;
    }
    if (a.kind === 'enum' && b.kind === 'enum') this.compareValues(a.values, b.values, path);
    else if (a.kind === 'array' && b.kind === 'array') this.compare(a.items, b.items, `${path}[]`);
    else if (a.kind === 'map' && b.kind === 'map') this.compare(a.values, b.values, `${path}{}`);
    else if (a.kind === 'object' && b.kind === 'object') {
      this.compareFields(a.fields, b.fields, path, skip);
    }
  }

  private compareValues(ours: string[], client: string[], path: string): void {
    const mine = new Set(ours);
    const theirs = new Set(client);
    for (const value of client)
      if (!mine.has(value)) this.add(path, 'missing-enum-value', undefined, value);
    for (const value of ours) if (!theirs.has(value)) this.add(path, 'extra-enum-value', value);
  }

  private compareFields(ours: Field[], client: Field[], path: string, skip: readonly string[]) {
    const mine = new Map(ours.map((field) => [field.name, field]));
    const theirs = new Map(client.map((field) => [field.name, field]));
    const at = (name: string) => (path ? `${path}.${name}` : name);
    for (const field of client) {
      if (skip.includes(field.name)) continue;
      const own = mine.get(field.name);
      if (!own) {
        this.add(at(field.name), 'missing-field', undefined, fieldWords(field));
        continue;
      }
      if (own.required !== field.required) {
        this.add(at(field.name), 'required', requiredWord(own), requiredWord(field));
      }
      this.compare(own.shape, field.shape, at(field.name));
    }
    for (const field of ours) {
      if (!skip.includes(field.name) && !theirs.has(field.name)) {
        this.add(at(field.name), 'extra-field', fieldWords(field));
      }
    }
  }
}

/**
 * An object without fields and a map of anything are the same message on the wire: the client
 * writes an empty message as `{ [key: string]: unknown }`.
 */
function isEmptyObject(shape: Shape): boolean {
  return (
    (shape.kind === 'object' && shape.fields.length === 0) ||
    (shape.kind === 'map' && shape.values.kind === 'unknown')
  );
}

const requiredWord = (field: Field) => (field.required ? 'required' : 'optional');
const fieldWords = (field: Field) => `${requiredWord(field)} ${describeShape(field.shape)}`;

function resultShape(surface: Surface, key: string): Shape | undefined {
  const container = surface.definitions[surface.resultContainer];
  if (container?.kind !== 'object') return undefined;
  return container.fields.find((field) => field.name === key)?.shape;
}

/**
 * A submission's older versions: the same types on both sides, and for each the same intent and
 * result keys. The path names the version (`olderVersions.ACTIVITY_TYPE_X_V2.resultKey`).
 */
function compareOlderVersions(a: SurfaceOperation, b: SurfaceOperation): Difference[] {
  const found: Difference[] = [];
  const mine = new Map((a.olderVersions ?? []).map((version) => [version.activityType, version]));
  const theirs = b.olderVersions ?? [];
  const at = (type: string) => `olderVersions.${type}`;
  const keyWords = (key: string | null) => key ?? 'none';
  for (const version of theirs) {
    const own = mine.get(version.activityType);
    if (!own) {
      found.push({
        operation: a.name,
        path: at(version.activityType),
        kind: 'missing-older-version',
        client: olderWords(version),
      });
      continue;
    }
    mine.delete(version.activityType);
    const pairs = [
      ['intentKey', 'older-intent-key', own.intentKey, version.intentKey],
      ['resultKey', 'older-result-key', own.resultKey, version.resultKey],
    ] as const;
    for (const [field, kind, ours, client] of pairs) {
      if (ours !== client) {
        found.push({
          operation: a.name,
          path: `${at(version.activityType)}.${field}`,
          kind,
          ours: keyWords(ours),
          client: keyWords(client),
        });
      }
    }
  }
  for (const version of mine.values()) {
    found.push({
      operation: a.name,
      path: at(version.activityType),
      kind: 'extra-older-version',
      ours: olderWords(version),
    });
  }
  return found;
}

const olderWords = (version: OlderVersionFacts) =>
  `intent ${version.intentKey ?? 'none'}, result ${version.resultKey ?? 'none'}`;

const METHOD_KINDS = { http: 'http-method', sdkServer: 'sdk-server-method' } as const;

/** The client methods that send the operation, on each side; `none` where a client has none. */
function compareMethods(a: SurfaceOperation, b: SurfaceOperation): Difference[] {
  return (Object.keys(METHOD_KINDS) as (keyof typeof METHOD_KINDS)[]).flatMap((client) => {
    const ours = a.methods?.[client] ?? null;
    const theirs = b.methods?.[client] ?? null;
    return ours === theirs
      ? []
      : [
          {
            operation: a.name,
            path: 'method',
            kind: METHOD_KINDS[client],
            ours: ours ?? 'none',
            client: theirs ?? 'none',
          },
        ];
  });
}

/**
 * An activity's `intent` and `result` containers in a query's answer: the client's list every
 * version's key, ours the current ones. The older keys are checked operation by operation
 * (`missing-older-version`, `older-intent-key`, `older-result-key`), so their absence here is
 * not a difference.
 */
const olderPayloadKey = (difference: Difference) =>
  difference.kind === 'missing-field' && /\.(intent|result)\.[A-Za-z0-9]+$/.test(difference.path);

function compareOperation(
  ours: Surface,
  client: Surface,
  a: SurfaceOperation,
  b: SurfaceOperation,
) {
  const walker = new Walker(a.name, { surface: ours }, { surface: client });
  const found = walker.differences;
  if (a.kind !== b.kind) {
    found.push({
      operation: a.name,
      path: '',
      kind: 'operation-kind',
      ours: a.kind,
      client: b.kind,
    });
    return found;
  }
  if (a.activityType !== b.activityType) {
    found.push({
      operation: a.name,
      path: 'request.type',
      kind: 'intent-version',
      ...(a.activityType ? { ours: a.activityType } : {}),
      ...(b.activityType ? { client: b.activityType } : {}),
    });
  }
  if (a.kind === 'submission' && a.resultKey !== b.resultKey) {
    found.push({
      operation: a.name,
      path: 'result',
      kind: 'result-key',
      ours: a.resultKey ?? 'none',
      client: b.resultKey ?? 'none',
    });
  }
  if (a.kind === 'submission') found.push(...compareOlderVersions(a, b));
  found.push(...compareMethods(a, b));
  // The submission's `type` is compared above as the intent version.
  const skip = a.kind === 'submission' ? ['type'] : [];
  walker.compare({ kind: 'ref', name: a.body }, { kind: 'ref', name: b.body }, 'request', skip);
  if (a.response && b.response) {
    const answer = new Walker(a.name, { surface: ours }, { surface: client });
    answer.compare(
      { kind: 'ref', name: a.response },
      { kind: 'ref', name: b.response },
      'response',
    );
    found.push(...answer.differences.filter((difference) => !olderPayloadKey(difference)));
  }
  if (a.resultKey && a.resultKey === b.resultKey) {
    const mine = resultShape(ours, a.resultKey);
    const theirs = resultShape(client, b.resultKey);
    if (mine && theirs) walker.compare(mine, theirs, `result.${a.resultKey}`);
    else if (!theirs)
      found.push({
        operation: a.name,
        path: `result.${a.resultKey}`,
        kind: 'extra-field',
        ours: 'a result shape',
      });
    else
      found.push({
        operation: a.name,
        path: `result.${a.resultKey}`,
        kind: 'missing-field',
        client: 'a result shape',
      });
  }
  return found;
}

/**
 * Every difference between our surface and the client's, operation by operation (in name
 * order). `missing-operation`: the client sends it and we do not define it;
 * `extra-operation`: we define it and the client does not send it.
 */
export function compareSurfaces(ours: Surface, client: Surface): Difference[] {
  const mine = new Map(ours.operations.map((operation) => [operation.name, operation]));
  const theirs = new Map(client.operations.map((operation) => [operation.name, operation]));
  const names = [...new Set([...mine.keys(), ...theirs.keys()])].sort();
  return names.flatMap((name): Difference[] => {
    const a = mine.get(name);
    const b = theirs.get(name);
    if (!a && b) return [{ operation: name, path: '', kind: 'missing-operation', client: b.kind }];
    if (a && !b) return [{ operation: name, path: '', kind: 'extra-operation', ours: a.kind }];
    return a && b ? compareOperation(ours, client, a, b) : [];
  });
}

const LABELS: Record<DifferenceKind, string> = {
  'missing-operation': 'the client sends this operation; we do not define it',
  'extra-operation': 'we define this operation; the client does not send it',
  'operation-kind': 'query or submission differs',
  'intent-version': 'request type (intent version) differs',
  'result-key': 'result key differs',
  'missing-older-version': 'the client still has this older version; we do not list it',
  'extra-older-version': 'we list this older version; the client does not have it',
  'older-intent-key': "older version's intent key differs",
  'older-result-key': "older version's result key differs",
  'http-method': 'the method of `@turnkey/http` TurnkeyClient differs',
  'sdk-server-method': 'the method of `@turnkey/sdk-server` apiClient() differs',
  'missing-field': 'the client has this field; we do not',
  'extra-field': 'we have this field; the client does not',
  type: 'type differs',
  required: 'required mark differs',
  'missing-enum-value': 'the client has this enum value; we do not',
  'extra-enum-value': 'we have this enum value; the client does not',
};

/** One line per difference: `operation path: what differs (ours …, client …)`. */
export function formatDifference(difference: Difference): string {
  const where = difference.path
    ? `${difference.operation} ${difference.path}`
    : difference.operation;
  const sides = [
    difference.ours !== undefined ? `ours: ${difference.ours}` : undefined,
    difference.client !== undefined ? `client: ${difference.client}` : undefined,
  ].filter(Boolean);
  return `${where}: ${LABELS[difference.kind]}${sides.length ? ` (${sides.join('; ')})` : ''}`;
}
