/**
 * The records of the local search index: one per page section, in the shape of an Algolia
 * DocSearch record, so the same data could be pushed to a hosted index unchanged. The records
 * step (`records/`) writes them; the engine (`engine/`) reads them, for the search UI, the
 * assistant and the MCP server. Browser-safe: no Node built-ins.
 */

export const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof hierarchyLevels)[number];

/** lvl0: the site section (sidebar category or navbar item), lvl1: page title, lvl2+: headings. */
export type Hierarchy = Record<HierarchyLevel, string | null>;

/** Which heading a record sits under: `lvl1` is a page's text before its first h2. */
export type RecordLevel = 'lvl1' | 'lvl2' | 'lvl3';

export interface SearchRecord {
  objectID: string;
  /** Root-relative URL of the section, with the heading anchor when there is one. */
  url: string;
  type: RecordLevel;
  hierarchy: Hierarchy;
  /** The section's text; null when the section has only a heading. */
  content: string | null;
  /** Identifiers from the section's code blocks (and an operation's name and activity type). */
  code: string | null;
  /** The page's meta description, on the page's `lvl1` record only. */
  description: string | null;
  /** DocSearch facets: `language:en`, `docusaurus_tag:default` / `docs-default-current`. */
  language: string;
  docusaurus_tag: string;
}

/** File name of the index manifest inside the index folder. */
export const manifestFileName = 'manifest.json';

export function emptyHierarchy(): Hierarchy {
  return { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}
