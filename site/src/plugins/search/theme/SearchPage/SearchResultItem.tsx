import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { SearchHit } from '@docs/docs-search/engine';
import { hierarchyLevels } from '@docs/docs-search/record';
import { escapeHtml } from '@docs/docs-search/engine/text/highlight';
import Highlight from './Highlight';
import styles from './styles.module.css';

/** The hit's headings, highlighted: the deepest is its title, the others its breadcrumbs. */
function headings(hit: SearchHit): string[] {
  return hierarchyLevels.flatMap((level) => {
    const text = hit.hierarchy[level];
    if (!text) return [];
    return [hit._highlightResult?.hierarchy?.[level]?.value ?? escapeHtml(text)];
  });
}

export default function SearchResultItem({ hit, url }: { hit: SearchHit; url: string }): ReactNode {
  const path = headings(hit);
  const title = path.pop() ?? escapeHtml(url);
  const summary = hit._snippetResult?.content?.value;
  return (
    <article className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={url}>
          <Highlight value={title} />
        </Link>
      </Heading>
      {path.length > 0 && (
        // Plain text, not links: no navigation landmark (one per result would repeat it).
        <div>
          <ul className={clsx('breadcrumbs', styles.resultPath)}>
            {path.map((heading, index) => (
              <li key={index} className="breadcrumbs__item">
                <Highlight value={heading} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {summary && (
        <p className={styles.resultSummary}>
          <Highlight value={summary} />
        </p>
      )}
    </article>
  );
}
