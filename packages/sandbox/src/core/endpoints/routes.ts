/**
 * Routes, derived rather than written: every operation of the `@docs/platform-api` registry (all
 * 192 the pinned client sends) gets its path (`/public/v1/query/<name>` or
 * `/public/v1/submit/<name>`), its request schema and its activity type from its definition;
 * operations without a handler answer 501. A submission accepts its current intent version and
 * every older one the registry lists (`submissionVersions`). The fidelity table is the same list
 * with each handler's fidelity.
 */
import {
  olderIntentVersions,
  operations,
  resultSchemas,
  type Operation,
  type QueryOperation,
  type SubmissionOperation,
} from '@docs/platform-api';
import { handlerOf } from '../handlers/registry';
import type { QueryHandler, SubmissionHandler, SubmissionVersion } from '../contract';

export type OperationKind = 'query' | 'submission';

interface RouteBase {
  name: string;
  path: string;
}

/** An operation and its handler, of the same kind; `handler` is absent when not implemented. */
export type Route = RouteBase &
  (
    | { kind: 'query'; operation: QueryOperation; handler?: QueryHandler }
    | { kind: 'submission'; operation: SubmissionOperation; handler?: SubmissionHandler }
  );

function routeOf(operation: Operation): Route {
  // handlerOf throws when a handler's kind or schema is not its operation's.
  const handler = handlerOf(operation);
  const base = { name: operation.name, path: operation.path };
  if (operation.kind === 'query') {
    return {
      ...base,
      kind: 'query',
      operation,
      ...(handler?.kind === 'query' ? { handler } : {}),
    };
  }
  return {
    ...base,
    kind: 'submission',
    operation,
    ...(handler?.kind === 'submission' ? { handler } : {}),
  };
}

function buildRoutes(): Map<string, Route> {
  return new Map(operations.map((operation) => [operation.path, routeOf(operation)]));
}

/**
 * The result key of an operation the registry gives none (those `@turnkey/sdk-server` has no
 * method for): the platform names it after the intent, `fooIntent` → `fooResult`.
 */
function resultKeyOf(operation: SubmissionOperation): string | undefined {
  if (operation.resultKey) return operation.resultKey;
  const named = operation.intentKey.replace(/Intent(V\d+)?$/, 'Result$1');
  return Object.hasOwn(resultSchemas, named) ? named : undefined;
}

/** The current version of `operation` first, then the older ones the registry lists. */
export function submissionVersions(operation: SubmissionOperation): SubmissionVersion[] {
  const resultKey = resultKeyOf(operation);
  const current: SubmissionVersion = {
    activityType: operation.activityType,
    intentKey: operation.intentKey,
    ...(resultKey ? { resultKey } : {}),
  };
  return [current, ...olderIntentVersions(operation.activityType)];
}

/** Every accepted activity type → its operation and version (to run a stored activity later). */
export const versionsByActivityType: ReadonlyMap<
  string,
  { operation: SubmissionOperation; version: SubmissionVersion }
> = new Map(
  operations.flatMap((operation) =>
    operation.kind === 'submission'
      ? submissionVersions(operation).map(
          (version) => [version.activityType, { operation, version }] as const,
        )
      : [],
  ),
);

export const routes: ReadonlyMap<string, Route> = buildRoutes();

export type FidelityLevel = 'faithful' | 'simplified' | 'not implemented';

export interface FidelityRow {
  operation: string;
  path: string;
  kind: OperationKind;
  level: FidelityLevel;
  /** What differs from the platform, or why it is not implemented. */
  note: string;
}

/** One row per operation the client sends, sorted by name: the data of the fidelity table. */
export function fidelityTable(): FidelityRow[] {
  return [...routes.values()]
    .map((route): FidelityRow => {
      const base = { operation: route.name, path: route.path, kind: route.kind };
      if (!route.handler) {
        const note = 'Defined in the API reference; the sandbox does not implement it yet.';
        return { ...base, level: 'not implemented', note };
      }
      const { fidelity } = route.handler;
      return fidelity.level === 'faithful'
        ? { ...base, level: 'faithful', note: '' }
        : { ...base, level: 'simplified', note: fidelity.differs };
    })
    .sort((a, b) => (a.operation < b.operation ? -1 : a.operation > b.operation ? 1 : 0));
}
