/// <reference types="@docusaurus/theme-search-algolia" />
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DocSearchModal } from '@docsearch/react/modal';
import type {
  DocSearchHit,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
// The modal's styles (DocSearch's `style` entry is dropped as side-effect free when imported
// statically, so import the stylesheet itself).
import '@docsearch/css/dist/style.css';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import {
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type { LocalSearchClient } from '@docs/docs-search/engine/local-client';
import type { FacetFilters } from '@docs/docs-search/engine';
import { queryFacetFilters } from '../../client/contextual-filters';
import { useContextualFacetFilters } from '../../client/use-contextual-filters';
import { missingResultsUrl, searchMessages } from '../../client/messages';
import { escapeHitText } from '@docs/docs-search/engine/safe-hit';
import ModalScreens from './ModalScreens';
import { repairModalSemantics } from './modal-semantics';
import { SearchTracker } from './search-tracker';

/** The site has no Ask AI assistant in the modal. */
const noAskAi = () => {};

export interface SearchModalProps {
  /** The element the modal is rendered into. */
  container: HTMLElement;
  localClient: LocalSearchClient | null;
  initialScrollY: number;
  onClose: () => void;
}

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  return <Link to={hit.url}>{children}</Link>;
}

/** "See all N results": the search page for the current query. */
function ResultsFooter({
  query,
  tracker,
  onClose,
}: {
  query: string;
  tracker: SearchTracker;
  onClose: () => void;
}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{ count: tracker.count(query) ?? 0 }}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/**
 * DocSearch's modal with the theme's settings (contextual facet filters, result URL
 * processing, external links, "See all N results") and §8's messages. With the local engine,
 * its search client is replaced (`transformSearchClient`) by one answered in the browser.
 */
export default function SearchModal({
  container,
  localClient,
  initialScrollY,
  onClose,
}: SearchModalProps): ReactNode {
  const { algolia } = useAlgoliaThemeConfig();
  const {
    siteMetadata: { docusaurusVersion },
  } = useDocusaurusContext();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useContextualFacetFilters();
  const [tracker] = useState(() => new SearchTracker());

  const searchParameters = {
    ...algolia.searchParameters,
    facetFilters: queryFacetFilters(
      contextualFacetFilters,
      algolia.searchParameters?.facetFilters as FacetFilters | undefined,
      algolia.contextualSearch,
    ),
  };

  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      if (localClient) {
        // The local client implements the part of Algolia's client DocSearch calls.
        return tracker.track(localClient as unknown as DocSearchTransformClient);
      }
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return tracker.track(client);
    },
    [localClient, tracker, docusaurusVersion],
  );

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        // A hosted index may hold pages of other sites: those cannot use client routing.
        if (isRegexpStringMatch(algolia.externalUrlRegex, itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [algolia.externalUrlRegex, history],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) =>
      items.map((item) => ({ ...escapeHitText(item), url: processSearchResultUrl(item.url) })),
    [processSearchResultUrl],
  );

  const resultsFooterComponent = useCallback(
    ({ state }: { state: { query: string } }) => (
      <ResultsFooter query={state.query} tracker={tracker} onClose={onClose} />
    ),
    [tracker, onClose],
  );

  // DocSearch's markup exists once it has mounted (before this effect runs).
  useEffect(
    () => repairModalSemantics(container, translations.placeholder ?? 'Search'),
    [container],
  );

  const messages = searchMessages();
  const modalTranslations = {
    ...translations.modal,
    errorScreen: { titleText: messages.errorTitle, helpText: messages.errorHelp },
    noResultsScreen: {
      ...translations.modal?.noResultsScreen,
      noResultsText: messages.noResults,
      suggestedQueryText: messages.suggestions,
      reportMissingResultsText: messages.reportMissing,
      reportMissingResultsLinkText: messages.reportMissingLink,
    },
  };

  return (
    <>
      <DocSearchModal
        appId={algolia.appId}
        apiKey={algolia.apiKey}
        indexName={algolia.indexName}
        placeholder={translations.placeholder}
        searchParameters={searchParameters}
        translations={modalTranslations}
        initialScrollY={initialScrollY}
        onClose={onClose}
        navigator={navigator}
        transformItems={transformItems}
        transformSearchClient={transformSearchClient}
        hitComponent={Hit}
        resultsFooterComponent={algolia.searchPagePath ? resultsFooterComponent : undefined}
        getMissingResultsUrl={missingResultsUrl}
        onAskAiToggle={noAskAi}
      />
      <ModalScreens container={container} tracker={tracker} />
    </>
  );
}
