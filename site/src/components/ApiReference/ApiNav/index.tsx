import { useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type { ApiIndex } from '../../../plugins/api-reference/page-data';
import styles from './styles.module.css';

export interface ApiNavProps {
  index: ApiIndex;
  query: string;
  onQueryChange: (query: string) => void;
  /** Names of the operations the filter lets through. */
  visible: ReadonlySet<string>;
}

/** Tags and operations with a filter box: a sticky sidebar on wide screens, a menu on narrow ones. */
export default function ApiNav({ index, query, onQueryChange, visible }: ApiNavProps): ReactNode {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const count = visible.size;
  const filtering = query.trim() !== '';
  return (
    <nav className={styles.nav} aria-label="API operations">
      <label htmlFor={`${id}-filter`} className={styles.label}>
        Filter operations
      </label>
      <input
        id={`${id}-filter`}
        className={styles.filter}
        type="search"
        placeholder="e.g. wallet, sign, list_"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
      />
      <p className={styles.count} role="status" data-testid="api-filter-status">
        {!filtering
          ? `${index.operations.length} operations`
          : count === 0
            ? `No operation matches “${query.trim()}”.`
            : `${count} of ${index.operations.length} operations match.`}
      </p>
      <div className={styles.toggle}>
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Hide the list' : 'Browse by tag'}
        </button>
      </div>
      <ul
        id={`${id}-list`}
        className={clsx(styles.tags, (expanded || filtering) && styles.expanded)}
      >
        {index.tags.map((tag) => {
          const names = tag.operations.filter((name) => visible.has(name));
          if (names.length === 0) return null;
          return (
            <li key={tag.anchor}>
              <a className={styles.tagLink} href={`#${tag.anchor}`}>
                {tag.name}
              </a>
              <ul className={styles.operations}>
                {names.map((name) => (
                  <li key={name}>
                    <a className={styles.operationLink} href={`#${name}`}>
                      {name}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
