import { DEFAULT_SHARING, type SharingRules } from './shared';

export interface ApiReferenceOptions {
  /** The page's route. */
  route: string;
  /** The OpenAPI document `@docs/platform-api` emits, relative to the site directory. */
  document: string;
  /** When a named schema is shown once and linked instead of repeated (see shared.ts). */
  sharing: SharingRules;
}

export const DEFAULT_OPTIONS: ApiReferenceOptions = {
  route: '/api',
  document: 'static/api/openapi.json',
  sharing: DEFAULT_SHARING,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Merges the defaults and rejects options the page cannot honour, naming what it received. */
export function resolveOptions(options: unknown): ApiReferenceOptions {
  if (options !== undefined && !isRecord(options)) {
    throw new Error(`api-reference: options must be an object; received ${String(options)}.`);
  }
  const given = (options ?? {}) as Partial<ApiReferenceOptions>;
  const merged: ApiReferenceOptions = {
    route: given.route ?? DEFAULT_OPTIONS.route,
    document: given.document ?? DEFAULT_OPTIONS.document,
    sharing: { ...DEFAULT_OPTIONS.sharing, ...given.sharing },
  };
  if (typeof merged.route !== 'string' || !/^\/\S*$/.test(merged.route)) {
    throw new Error(
      `api-reference: "route" must be a path starting with "/"; received ${JSON.stringify(merged.route)}.`,
    );
  }
  if (typeof merged.document !== 'string' || !merged.document.endsWith('.json')) {
    throw new Error(
      `api-reference: "document" must be the path of a .json file; received ${JSON.stringify(merged.document)}.`,
    );
  }
  for (const [key, value] of Object.entries(merged.sharing)) {
    if (!Number.isInteger(value) || (value as number) < 0) {
      throw new Error(
        `api-reference: "sharing.${key}" must be a non-negative integer; received ${JSON.stringify(value)}.`,
      );
    }
  }
  return merged;
}
