import type { LocalSearchEngine } from '@docs/docs-search/engine';
import { currentVersion, PageDirectory } from './pages';

/**
 * `search_docs` over the site's own engine and ranking (the one the search box uses), with the
 * search box's facet filters for a docs version; a section narrows the ranked hits, in order.
 */

export interface DocsHit {
  /** Page title. */
  title: string;
  /** The section's heading, when the hit is a section below the page's title. */
  heading: string | null;
  /** Route and anchor (`/concepts/wallets#hd-wallets`): what `get_page` takes (without anchor). */
  path: string;
  /** The full URL on the site. */
  url: string;
  /** The llms.txt section of the page. */
  section: string | null;
  /** The hit's text around the matched words, plain text. */
  snippet: string;
}

export interface DocsSearchRequest {
  query: string;
  limit: number;
  section?: string;
  version: string;
}

/** Hits ranked per round trip when a section filters them. */
const pageSize = 50;
/** Ranked hits looked through for a section's matches at most. */
const maxScanned = 500;

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#039;': "'",
};

/** The engine escapes hit text for HTML (the search box renders it); the tools return text. */
function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#039);/g, (entity) => entities[entity] ?? entity);
}

export class DocsSearch {
  constructor(
    private readonly engine: LocalSearchEngine,
    private readonly pages: PageDirectory,
  ) {}

  async search({ query, limit, section, version }: DocsSearchRequest): Promise<DocsHit[]> {
    const facetFilters = [
      'language:en',
      this.pages.searchTags(version).map((tag) => `docusaurus_tag:${tag}`),
    ];
    const found: DocsHit[] = [];
    const perPage = section === undefined ? limit : pageSize;
    for (let page = 0; found.length < limit && page * perPage < maxScanned; page++) {
      const response = await this.engine.search({
        query,
        page,
        hitsPerPage: perPage,
        facetFilters,
        attributesToSnippet: ['content:30'],
        highlightPreTag: '',
        highlightPostTag: '',
      });
      for (const hit of response.hits) {
        const catalogPage = this.pages.pageOfUrl(hit.url);
        if (
          section !== undefined &&
          !(catalogPage && PageDirectory.inSection(catalogPage, section))
        )
          continue;
        const url = new URL(hit.url);
        found.push({
          title: hit.hierarchy.lvl1 ?? catalogPage?.title ?? url.pathname,
          // A page's own record has no lvl2 or lvl3; a section's is its heading.
          heading: hit.hierarchy.lvl3 ?? hit.hierarchy.lvl2 ?? null,
          path: `${url.pathname}${url.hash}`,
          url: hit.url,
          section: catalogPage?.section ?? null,
          snippet: unescapeHtml(
            hit._snippetResult.content?.value ?? hit.description ?? hit.hierarchy.lvl1 ?? '',
          ),
        });
        if (found.length === limit) break;
      }
      if (response.page + 1 >= response.nbPages) break;
    }
    return found;
  }

  /**
   * Operation names the search ranks first for `query` (typos allowed, as in the search box):
   * the anchors of hits on the API reference page that are operations of `known`.
   */
  async operationNames(
    query: string,
    apiRoute: string,
    known: ReadonlySet<string>,
  ): Promise<string[]> {
    const hits = await this.search({ query, limit: 20, version: currentVersion });
    const names = hits
      .map((hit) => hit.path.split('#'))
      .filter(([route, anchor]) => route === apiRoute && anchor !== undefined && known.has(anchor))
      .map(([, anchor]) => anchor as string);
    return [...new Set(names)].slice(0, 5);
  }
}
