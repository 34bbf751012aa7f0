import { useCallback, useEffect, useRef, useState } from 'react';
import type { FacetFilters } from '@docs/docs-search/engine';
import type { SearchClient } from '../../client/search-client';
import type { SearchHit } from '@docs/docs-search/engine';

/** What the page shows for the query in the address bar. */
export type SearchResults =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'error'; query: string }
  | {
      status: 'done';
      query: string;
      hits: SearchHit[];
      nbHits: number;
      page: number;
      nbPages: number;
      loadingMore: boolean;
      loadMoreFailed: boolean;
    };

export const hitsPerPage = 15;
/** Wait this long after a keystroke before searching, so typing is not slowed down. */
const debounceMs = 150;

export interface SearchPageSettings {
  indexName: string;
  facetFilters: FacetFilters;
  getClient: () => Promise<SearchClient>;
}

/**
 * Runs the page's searches: the first page of results whenever the query changes (latest
 * query wins), and the next page on request.
 */
export function useSearchResults(query: string, settings: SearchPageSettings) {
  const [results, setResults] = useState<SearchResults>({ status: 'idle' });
  const latestQuery = useRef(query);
  const { indexName, getClient } = settings;
  const facetKey = JSON.stringify(settings.facetFilters);

  const fetchPage = useCallback(
    async (text: string, page: number) => {
      const client = await getClient();
      const { results: [response] = [] } = await client.search({
        requests: [
          {
            indexName,
            query: text,
            page,
            hitsPerPage,
            facetFilters: JSON.parse(facetKey) as FacetFilters,
            attributesToSnippet: ['content:30'],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
            snippetEllipsisText: '…',
          },
        ],
      });
      if (!response) throw new Error('The search service answered without results.');
      return response;
    },
    [getClient, indexName, facetKey],
  );

  useEffect(() => {
    latestQuery.current = query;
    let current = true;
    const timer = setTimeout(
      () => {
        if (!query.trim()) {
          setResults({ status: 'idle' });
          return;
        }
        setResults({ status: 'loading', query });
        fetchPage(query, 0).then(
          (response) =>
            current &&
            setResults({
              status: 'done',
              query,
              hits: response.hits,
              nbHits: response.nbHits,
              page: response.page,
              nbPages: response.nbPages,
              loadingMore: false,
              loadMoreFailed: false,
            }),
          () => current && setResults({ status: 'error', query }),
        );
      },
      query.trim() ? debounceMs : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, fetchPage]);

  const loadMore = useCallback(() => {
    if (results.status !== 'done' || results.loadingMore || results.page + 1 >= results.nbPages) {
      return;
    }
    const { query: text, page } = results;
    const update = (change: Partial<Extract<SearchResults, { status: 'done' }>>) =>
      setResults((previous) =>
        previous.status === 'done' && previous.query === text && latestQuery.current === text
          ? { ...previous, ...change }
          : previous,
      );
    update({ loadingMore: true, loadMoreFailed: false });
    fetchPage(text, page + 1).then(
      (response) =>
        setResults((previous) =>
          previous.status === 'done' && previous.query === text
            ? {
                ...previous,
                hits: [...previous.hits, ...response.hits],
                page: response.page,
                loadingMore: false,
              }
            : previous,
        ),
      () => update({ loadingMore: false, loadMoreFailed: true }),
    );
  }, [results, fetchPage]);

  return { results, loadMore };
}
