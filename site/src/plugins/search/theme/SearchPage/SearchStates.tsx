import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import { searchSuggestions } from '@site/src/config/search';
import { missingResultsUrl, searchMessages } from '../../client/messages';
import styles from './styles.module.css';

/** §8: nothing matched the query. */
export function NoResults({ query }: { query: string }): ReactNode {
  const messages = searchMessages();
  const createSearchLink = useSearchLinkCreator();
  return (
    <div className={styles.state} role="status">
      <p className={styles.stateTitle}>
        {messages.noResults} "<strong>{query}</strong>"
      </p>
      <p>{messages.suggestions}:</p>
      <ul className={styles.suggestions}>
        {searchSuggestions.map((suggestion) => (
          <li key={suggestion}>
            <Link to={createSearchLink(suggestion)}>{suggestion}</Link>
          </li>
        ))}
      </ul>
      <p>
        {messages.reportMissing}{' '}
        <Link href={missingResultsUrl({ query })}>{messages.reportMissingLink}</Link>
      </p>
    </div>
  );
}

/** §8: the search engine could not be reached. */
export function SearchError(): ReactNode {
  const messages = searchMessages();
  return (
    <div className={styles.state} role="alert">
      <p className={styles.stateTitle}>{messages.errorTitle}</p>
      <p>{messages.errorHelp}</p>
    </div>
  );
}
