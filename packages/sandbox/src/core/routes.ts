/**
 * Routes, derived rather than written: every operation of the `@docs/platform-api` registry
 * gets its path (`/public/v1/query/<name>` or `/public/v1/submit/<name>`), its request schema and
 * its activity type from its definition; every other operation the pinned client sends gets its
 * path from `CLIENT_QUERIES` / `CLIENT_SUBMISSIONS` and answers 501. The fidelity table is the
 * same list with each handler's fidelity.
 */
import { operations, type Operation } from '@docs/platform-api';
import { CLIENT_QUERIES, CLIENT_SUBMISSIONS } from './client-operations';
import { handlers } from './handlers';
import type { Handler } from './registry';

export type OperationKind = 'query' | 'submission';

export interface Route {
  name: string;
  path: string;
  kind: OperationKind;
  /** Absent when the API reference does not define the operation yet. */
  operation?: Operation;
  /** Absent when the sandbox does not implement the operation. */
  handler?: Handler;
}

const PREFIX = { query: '/public/v1/query/', submission: '/public/v1/submit/' } as const;

function buildRoutes(): Map<string, Route> {
  const routes = new Map<string, Route>();
  const add = (name: string, kind: OperationKind, operation?: Operation) => {
    const path = operation?.path ?? `${PREFIX[kind]}${name}`;
    if (routes.has(path)) return;
    const handler = handlers[name];
    routes.set(path, {
      name,
      path,
      kind,
      ...(operation ? { operation } : {}),
      ...(handler && operation ? { handler } : {}),
    });
  };
  for (const operation of operations) add(operation.name, operation.kind, operation);
  for (const name of CLIENT_QUERIES) add(name, 'query');
  for (const name of CLIENT_SUBMISSIONS) add(name, 'submission');
  return routes;
}

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
        const note = route.operation
          ? 'Defined in the API reference; the sandbox does not implement it yet.'
          : 'Not yet defined in the API reference, so the sandbox cannot validate it.';
        return { ...base, level: 'not implemented', note };
      }
      const { fidelity } = route.handler;
      return fidelity.level === 'faithful'
        ? { ...base, level: 'faithful', note: '' }
        : { ...base, level: 'simplified', note: fidelity.differs };
    })
    .sort((a, b) => (a.operation < b.operation ? -1 : a.operation > b.operation ? 1 : 0));
}
