/// <reference types="@docusaurus/theme-search-algolia" />
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import {
  HtmlClassNameProvider,
  PageMetadata,
  usePluralForm,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import {
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { loadSearchClient, type SearchClient } from '../../client/search-client';
import type { FacetFilters } from '@docs/docs-search/engine';
import { useSearchEngine } from '../../client/use-search-engine';
import { queryFacetFilters } from '../../client/contextual-filters';
import { useContextualFacetFilters } from '../../client/use-contextual-filters';
import SearchResultItem from './SearchResultItem';
import { NoResults, SearchError } from './SearchStates';
import { useSearchResults } from './use-search-results';
import styles from './styles.module.css';

/**
 * The search page at `/search?q=…` (replaces theme-search-algolia's page, which can only ask
 * Algolia): the same engine as the modal, the query kept in the address bar, results in pages
 * of 15 with "Load more results", and §8's no-results and error states.
 */

function pageTitle(query: string): string {
  return query
    ? translate(
        { id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' },
        { query },
      )
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });
}

function useDocumentsFound() {
  const { selectMessage } = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          message: 'One document found|{count} documents found',
        },
        { count },
      ),
    );
}

function useSearchPageSettings() {
  const engine = useSearchEngine();
  const { algolia } = useAlgoliaThemeConfig();
  const {
    siteMetadata: { docusaurusVersion },
  } = useDocusaurusContext();
  // No docs page is active here: each instance's preferred version, else its latest.
  const facetFilters = queryFacetFilters(
    useContextualFacetFilters(),
    algolia.searchParameters?.facetFilters as FacetFilters | undefined,
    algolia.contextualSearch,
  );

  const client = useRef<Promise<SearchClient> | null>(null);
  const getClient = useCallback(() => {
    client.current ??= loadSearchClient(engine, algolia, docusaurusVersion);
    // A failed download is forgotten, so the next query tries again.
    client.current.catch(() => (client.current = null));
    return client.current;
  }, [engine, algolia, docusaurusVersion]);

  return { indexName: algolia.indexName, facetFilters, getClient };
}

function SearchPageContent(): ReactNode {
  const [query, setQuery] = useSearchQueryString();
  const settings = useSearchPageSettings();
  const { results, loadMore } = useSearchResults(query, settings);
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const documentsFound = useDocumentsFound();
  const title = pageTitle(query);
  const urls = useMemo(
    () =>
      results.status === 'done' ? results.hits.map((hit) => processSearchResultUrl(hit.url)) : [],
    [results, processSearchResultUrl],
  );

  return (
    <>
      <PageMetadata
        title={title}
        description="Search the documentation: guides, concepts, SDKs and every API operation."
      />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      {/* The whole page is its main landmark (heading and query too), as on doc pages. */}
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.queryInput}
            placeholder={translate({
              id: 'theme.SearchPage.inputPlaceholder',
              message: 'Type your search here',
            })}
            aria-label={translate({ id: 'theme.SearchPage.inputLabel', message: 'Search' })}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            // The reader came here to type a query.
            autoFocus
          />
        </form>

        <div aria-live="polite" aria-busy={results.status === 'loading'}>
          {results.status === 'loading' && (
            <p className={styles.status}>
              <Translate id="theme.SearchPage.searching">Searching…</Translate>
            </p>
          )}
          {results.status === 'error' && <SearchError />}
          {results.status === 'done' && results.nbHits === 0 && <NoResults query={results.query} />}
          {results.status === 'done' && results.nbHits > 0 && (
            <p className={styles.status}>{documentsFound(results.nbHits)}</p>
          )}
        </div>

        {results.status === 'done' && results.hits.length > 0 && (
          <div>
            {results.hits.map((hit, index) => (
              <SearchResultItem
                key={`${hit.objectID}-${index}`}
                hit={hit}
                url={urls[index] ?? hit.url}
              />
            ))}
            {results.page + 1 < results.nbPages && (
              <button
                type="button"
                className="button button--secondary"
                onClick={loadMore}
                disabled={results.loadingMore}
              >
                {results.loadingMore ? (
                  <Translate id="theme.SearchPage.fetchingNewResults">
                    Fetching new results...
                  </Translate>
                ) : (
                  <Translate id="theme.SearchPage.loadMore">Load more results</Translate>
                )}
              </button>
            )}
            {results.loadMoreFailed && <SearchError />}
          </div>
        )}
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  // Inside the Layout: the contextual filters read the docs' preferred versions, whose
  // provider the Layout sets up.
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
