/**
 * The SDK reference as its own docs plugin instance (docs/decisions/0120): its id, where its
 * files live and its versions. Free of Node imports: src/config/routes.ts reads it, and the API
 * reference's components import that module. The file-reading rules are in sdk-doc-files.ts.
 */

/** The instance's plugin id: its search tag is `docs-sdks-<version>`, its storage key below. */
export const SDK_PLUGIN_ID = 'sdks';
/** Route base of the instance: the current version at `/sdks/…`, 8.x at `/sdks/8.x/…`. */
export const SDK_ROUTE_BASE = 'sdks';
/** The current files, relative to the site: the default instance excludes this folder. */
export const SDK_DOCS_DIR = 'docs/sdks';
/** Docusaurus's folder of the instance's frozen versions, relative to the site. */
export const SDK_VERSIONED_DOCS_DIR = `${SDK_PLUGIN_ID}_versioned_docs`;
/** Where the reader's chosen version is kept (spec §9: `docs-preferred-version-{pluginId}`). */
export const SDK_PREFERRED_VERSION_KEY = `docs-preferred-version-${SDK_PLUGIN_ID}`;

/** The current SDK generation: @turnkey/core and the wallet kits. */
export const SDK_CURRENT_LABEL = 'Wallet Kit';

/**
 * Frozen versions, newest first: the pages that differ by SDK generation, as they were before
 * the wallet kits replaced sdk-browser, sdk-react and sdk-react-native. Listed in
 * `site/sdks_versions.json` too (Docusaurus reads that file); a unit test keeps both equal.
 */
export const SDK_FROZEN_VERSIONS = [
  {
    name: '8.x',
    label: '8.x',
    docs: ['introduction', 'javascript-browser', 'react', 'react-native', 'migration-path'],
  },
] as const;

export type SdkVersionName = 'current' | (typeof SDK_FROZEN_VERSIONS)[number]['name'];

/**
 * The SDK files' `slug` is the public route (`/sdks/react`), as for every doc; the instance
 * adds its route base itself, so the slug it reads loses that prefix (`/react`).
 */
export function instanceSlug(slug: unknown): unknown {
  if (typeof slug !== 'string') return slug;
  const prefix = `/${SDK_ROUTE_BASE}`;
  if (slug === prefix || slug === `${prefix}/`) return '/';
  return slug.startsWith(`${prefix}/`) ? slug.slice(prefix.length) : slug;
}

/** The route of a frozen version's page: `8.x` + `/sdks/react` → `/sdks/8.x/react`. */
export function frozenRoute(version: string, route: string): string {
  const rest = instanceSlug(route) as string;
  return `/${SDK_ROUTE_BASE}/${version}${rest === '/' ? '' : rest}`;
}

/** The search tag of a version of the SDK instance (Docusaurus's `docs-<pluginId>-<version>`). */
export function sdkSearchTag(version: SdkVersionName): string {
  return `docs-${SDK_PLUGIN_ID}-${version}`;
}

/**
 * Facet filters that leave out the frozen versions' records: the assistant answers from the
 * current docs only (docs/decisions/0122).
 */
export const CURRENT_DOCS_ONLY: string[] = SDK_FROZEN_VERSIONS.map(
  (version) => `-docusaurus_tag:${sdkSearchTag(version.name)}`,
);
