import { translate } from '@docusaurus/Translate';
import { brand } from '../../../config/brand';

/**
 * The search messages of spec §8, shared by the modal and the search page. The ids are
 * DocSearch's, so a translation of the theme applies to both.
 */
export function searchMessages() {
  return {
    errorTitle: translate({
      id: 'theme.SearchModal.errorScreen.titleText',
      message: 'Unable to fetch results',
    }),
    errorHelp: translate({
      id: 'theme.SearchModal.errorScreen.helpText',
      message: 'You might want to check your network connection.',
    }),
    noResults: translate({
      id: 'theme.SearchModal.noResultsScreen.noResultsText',
      message: 'No results for',
    }),
    suggestions: translate({
      id: 'theme.SearchModal.noResultsScreen.suggestedQueryText',
      message: 'Try searching for',
    }),
    reportMissing: translate({
      id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
      message: 'Believe this query should return results?',
    }),
    reportMissingLink: translate({
      id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
      message: 'Let us know.',
    }),
  };
}

/** Where "Let us know." leads: a new issue in the docs repository, titled with the query. */
export function missingResultsUrl({ query }: { query: string }): string {
  const title = `Search: no results for "${query.slice(0, 200)}"`;
  return `${brand.docsRepositoryUrl}/issues/new?title=${encodeURIComponent(title)}`;
}
