import type { CatalogPage, PageCatalog } from '@docs/docs-search/catalog';

/**
 * The site's pages as the catalog lists them: finding one by route or URL, listing them by
 * section, and which pages a docs version covers.
 */

/** The version a reader gets unless they ask for another: the docs as they are now. */
export const currentVersion = 'current';

export type { CatalogPage };

/** `/concepts/wallets/`, `concepts/wallets.md`, `…#anchor` → `/concepts/wallets`. */
function routeKey(route: string): string {
  const bare = route
    .replace(/[?#].*$/, '')
    .replace(/\.md$/, '')
    .replace(/\/+$/, '')
    .replace(/^\/*/, '/');
  return bare === '/index' ? '/' : bare.toLowerCase();
}

export class PageDirectory {
  private readonly byKey = new Map<string, CatalogPage>();
  /** Per docs plugin instance, the versions it has. */
  private readonly pluginVersions = new Map<string, Set<string>>();

  constructor(private readonly catalog: PageCatalog) {
    for (const page of catalog.pages) {
      this.byKey.set(routeKey(page.route), page);
      if (page.docs) {
        const versions = this.pluginVersions.get(page.docs.plugin) ?? new Set<string>();
        versions.add(page.docs.version);
        this.pluginVersions.set(page.docs.plugin, versions);
      }
    }
  }

  get pages(): readonly CatalogPage[] {
    return this.catalog.pages;
  }

  /** The site's address with its base URL, without a trailing slash. */
  get siteRoot(): string {
    return `${this.catalog.siteUrl.replace(/\/+$/, '')}${this.catalog.baseUrl.replace(/\/+$/, '')}`;
  }

  /** Every docs version of the build, `current` first. */
  versions(): string[] {
    const all = new Set([currentVersion]);
    for (const versions of this.pluginVersions.values()) versions.forEach((v) => all.add(v));
    return [...all];
  }

  /** The llms.txt sections, in order. */
  sections(): string[] {
    return [...new Set(this.catalog.pages.map((page) => page.section))];
  }

  /**
   * Whether `version` covers the page: pages outside the docs plugin always; docs of an
   * instance that has `version`, when they are in it; docs of an instance without it, in their
   * current version.
   */
  inVersion(page: CatalogPage, version: string): boolean {
    if (!page.docs) return true;
    const has = this.pluginVersions.get(page.docs.plugin)?.has(version) ?? false;
    return page.docs.version === (has ? version : currentVersion);
  }

  /** The search index's `docusaurus_tag` values of the pages `version` covers. */
  searchTags(version: string): string[] {
    const tags = ['default'];
    for (const [plugin, versions] of this.pluginVersions) {
      tags.push(`docs-${plugin}-${versions.has(version) ? version : currentVersion}`);
    }
    return tags;
  }

  /** Whether the page is in `section`: its own section, or a sidebar (`SDK Reference`) above it. */
  static inSection(page: CatalogPage, section: string): boolean {
    const wanted = section.trim().toLowerCase();
    const own = page.section.toLowerCase();
    return own === wanted || own.startsWith(`${wanted}: `);
  }

  /** The page at a route, a Markdown copy's path or a full URL of the site; undefined if none. */
  find(pathOrUrl: string): CatalogPage | undefined {
    let route = pathOrUrl.trim();
    if (/^https?:\/\//i.test(route)) {
      try {
        route = new URL(route).pathname;
      } catch {
        return undefined;
      }
    }
    const base = this.catalog.baseUrl.replace(/\/+$/, '');
    if (base && route.startsWith(`${base}/`)) route = route.slice(base.length);
    return this.byKey.get(routeKey(route));
  }

  /** The page a search hit's URL belongs to. */
  pageOfUrl(url: string): CatalogPage | undefined {
    return this.find(url);
  }

  /** Routes that end like `pathOrUrl`, for an error message. */
  suggestions(pathOrUrl: string, limit = 3): string[] {
    const last = routeKey(pathOrUrl.replace(/^https?:\/\/[^/]+/i, ''))
      .split('/')
      .filter(Boolean)
      .pop();
    if (!last) return [];
    return this.catalog.pages
      .map((page) => page.route)
      .filter((route) => route.toLowerCase().includes(last))
      .slice(0, limit);
  }
}
