/**
 * The page catalog: every route of the site with its title, description, llms.txt section,
 * Markdown copy and docs version, as JSON at the site root. It holds what `llms.txt` lists, in
 * a form a program reads without parsing Markdown; the MCP server's `list_pages`, `get_page`
 * and section filters read it. Pure, without imports, so a plain Node program can bundle it.
 */

/** File name of the catalog, at the site root. */
export const PAGE_CATALOG_FILE = 'pages.json';

/** Bumped when a field changes meaning, so a reader can refuse a catalog it does not know. */
export const pageCatalogVersion = 1;

/** Which docs plugin instance renders a doc, and in which of its versions. */
export interface CatalogDocs {
  /** The docs plugin instance id (`default`). */
  plugin: string;
  /** The instance's version name (`current`, or a frozen version such as `8.x`). */
  version: string;
}

export interface CatalogPage {
  /** The route without the base URL, as `src/config/routes.ts` names it (`/concepts/wallets`). */
  route: string;
  title: string;
  description: string;
  /** The llms.txt section the page is listed under (`Documentation: Concepts`). */
  section: string;
  /** The Markdown copy, relative to the build folder (`/concepts/wallets.md`). */
  markdown: string;
  /** Absent for pages outside the docs plugin (`/api`, generated category indexes). */
  docs?: CatalogDocs;
}

export interface PageCatalog {
  version: typeof pageCatalogVersion;
  /** The site's URL and base URL, so a reader can turn a full URL back into a route. */
  siteUrl: string;
  baseUrl: string;
  pages: CatalogPage[];
}

export interface CatalogSection {
  heading: string;
  routes: string[];
}

/** The catalog of `sections` (in llms.txt order), each route described by `about`. */
export function buildPageCatalog(
  site: { siteUrl: string; baseUrl: string },
  sections: readonly CatalogSection[],
  about: (route: string) => Omit<CatalogPage, 'route' | 'section'>,
): PageCatalog {
  return {
    version: pageCatalogVersion,
    siteUrl: site.siteUrl,
    baseUrl: site.baseUrl,
    pages: sections.flatMap(({ heading, routes }) =>
      routes.map((route) => ({ route, section: heading, ...about(route) })),
    ),
  };
}
