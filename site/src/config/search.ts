/**
 * Search settings: the one place that decides which engine answers the search box and the
 * search page, and how results are filtered and linked.
 *
 * - `local` (default): the index the `search` plugin builds from the rendered pages and
 *   the API operations, served as static files and queried in the browser. No network request
 *   leaves the site.
 * - `hosted`: Algolia DocSearch. Chosen when all three `DOCSEARCH_*` environment variables are
 *   set at build time; the same UI then queries Algolia.
 *
 * `docusaurus.config.ts` passes the environment parsed by `env.ts` to `searchSettingsFrom` at
 * build time; the browser gets the result through `themeConfig.algolia` and the search
 * plugin's global data. This module reads no environment itself, so browser code may import it.
 */

import { brand } from './brand';
import type { EnvName, SiteEnv } from './env';

export type SearchEngine = 'local' | 'hosted';

/** Environment variables that switch on the hosted engine (all three or none). */
export const hostedSearchEnv = {
  appId: 'DOCSEARCH_APP_ID',
  apiKey: 'DOCSEARCH_API_KEY',
  indexName: 'DOCSEARCH_INDEX_NAME',
} as const satisfies Record<keyof HostedSearchCredentials, EnvName>;

export interface HostedSearchCredentials {
  /** Algolia application id, e.g. `BH4D9OD16A`. */
  appId: string;
  /** Search-only API key (public by design: it ships in the page). */
  apiKey: string;
  /** The DocSearch index, e.g. `turnkey-docs`. */
  indexName: string;
}

/**
 * Values `themeConfig.algolia` needs in local mode. DocSearch requires the three fields; the
 * local client never sends them anywhere. `indexName` also keys DocSearch's recent searches
 * in local storage.
 */
const localPlaceholders: HostedSearchCredentials = {
  appId: 'local',
  apiKey: 'local',
  indexName: 'docs',
};

/** The hosted credentials, or `undefined` for the local index (`env.ts` checks all or none). */
function hostedCredentials(env: SiteEnv): HostedSearchCredentials | undefined {
  const {
    DOCSEARCH_APP_ID: appId,
    DOCSEARCH_API_KEY: apiKey,
    DOCSEARCH_INDEX_NAME: indexName,
  } = env;
  return appId && apiKey && indexName ? { appId, apiKey, indexName } : undefined;
}

/** Settings for the search UI, shared by both engines. */
export interface SearchSettings {
  engine: SearchEngine;
  credentials: HostedSearchCredentials;
  /** Filter results by the current language and docs version, as DocSearch does. */
  contextualSearch: boolean;
  /** Results whose URL matches this regular expression open as external links. */
  externalUrlRegex?: string;
  /** Rewrites result paths, e.g. when the index was crawled on another base path. */
  replaceSearchResultPathname?: { from: string; to: string };
  /** Route of the full search page (`/search?q=…`). */
  searchPagePath: string;
}

export function searchSettingsFrom(env: SiteEnv): SearchSettings {
  const hosted = hostedCredentials(env);
  return {
    engine: hosted ? 'hosted' : 'local',
    credentials: hosted ?? localPlaceholders,
    contextualSearch: true,
    // A hosted index may also hold pages of the dashboard: those open as external links.
    externalUrlRegex: escapeRegExp(new URL(brand.dashboardUrl).host),
    searchPagePath: 'search',
  };
}

/** `themeConfig.algolia`, as `@docusaurus/theme-search-algolia` validates it. */
export function algoliaThemeConfigOf(settings: SearchSettings) {
  return {
    ...settings.credentials,
    contextualSearch: settings.contextualSearch,
    externalUrlRegex: settings.externalUrlRegex,
    replaceSearchResultPathname: settings.replaceSearchResultPathname,
    searchPagePath: settings.searchPagePath,
  };
}

/** Queries offered when a query finds nothing ("Try searching for"), in the modal and on the page. */
export const searchSuggestions = ['passkeys', 'sub-organizations', 'policies', 'sign transaction'];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
