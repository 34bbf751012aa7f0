import type { OptionValidationContext } from '@docusaurus/types';
import type { SearchEngine } from '../../config/search';

export interface SearchIndexOptions {
  /** Plugin instance id (Docusaurus adds it). */
  id: string;
  /** Which engine answers the search UI: `local` (the index) or `hosted` (Algolia). The index is written with either: the assistant reads it. */
  engine: SearchEngine;
  /** Folder of the index inside the build output; the browser fetches `/<outputDir>/manifest.json`. */
  outputDir: string;
  /** OpenAPI document whose operations are indexed, relative to the site; skipped when absent. */
  openApiFile: string;
  /** Route of the page that renders the OpenAPI document; operations link to `<apiRoute>#<operationId>`. */
  apiRoute: string;
  /** Routes never indexed (besides pages marked `noindex`). */
  excludeRoutes: string[];
  /** Upper bound of a postings shard, in bytes of JSON: what a query term downloads at most. */
  maxShardBytes: number;
  /** Upper bound of a text fragment, in bytes of JSON: what a shown hit downloads at most. */
  maxFragmentBytes: number;
}

export const DEFAULT_OPTIONS: SearchIndexOptions = {
  id: 'default',
  engine: 'local',
  outputDir: 'search',
  openApiFile: 'static/api/openapi.json',
  apiRoute: '/api',
  excludeRoutes: ['/search', '/404.html'],
  maxShardBytes: 16 * 1024,
  maxFragmentBytes: 16 * 1024,
};

const fail = (message: string): never => {
  throw new Error(`search: ${message}`);
};

const describe = (value: unknown): string => JSON.stringify(value) ?? String(value);

/** Merges the defaults and rejects options that would write or link the index wrongly. */
export function resolveOptions(options: unknown): SearchIndexOptions {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    fail(`options must be an object; received ${describe(options)}.`);
  }
  const merged = { ...DEFAULT_OPTIONS, ...(options as Partial<SearchIndexOptions>) };
  if (merged.engine !== 'local' && merged.engine !== 'hosted') {
    fail(`"engine" must be "local" or "hosted"; received ${describe(merged.engine)}.`);
  }
  if (typeof merged.outputDir !== 'string' || !/^[\w-]+(\/[\w-]+)*$/.test(merged.outputDir)) {
    fail(
      `"outputDir" must be a relative folder such as "search"; received ${describe(merged.outputDir)}.`,
    );
  }
  if (typeof merged.openApiFile !== 'string' || !merged.openApiFile.endsWith('.json')) {
    fail(`"openApiFile" must be a .json file; received ${describe(merged.openApiFile)}.`);
  }
  if (typeof merged.apiRoute !== 'string' || !merged.apiRoute.startsWith('/')) {
    fail(`"apiRoute" must be a route starting with "/"; received ${describe(merged.apiRoute)}.`);
  }
  const excluded: unknown = merged.excludeRoutes;
  if (
    !Array.isArray(excluded) ||
    excluded.some((route) => typeof route !== 'string' || !route.startsWith('/'))
  ) {
    fail(
      `"excludeRoutes" must be a list of routes starting with "/"; received ${describe(excluded)}.`,
    );
  }
  for (const key of ['maxShardBytes', 'maxFragmentBytes'] as const) {
    if (!Number.isInteger(merged[key]) || merged[key] < 1024) {
      fail(`"${key}" must be an integer of at least 1024; received ${describe(merged[key])}.`);
    }
  }
  return merged;
}

/** Docusaurus's hook: called with the user's options before the plugin starts. */
export function validateOptions({
  options,
}: OptionValidationContext<Partial<SearchIndexOptions> | undefined, SearchIndexOptions>) {
  return resolveOptions(options);
}
