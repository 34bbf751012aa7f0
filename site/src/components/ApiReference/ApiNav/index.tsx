import { useEffect, useId, useState, type ReactNode } from 'react';
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

/** The tag whose operation (or section) the address points at, if any. */
function tagOfHash(index: ApiIndex, hash: string): string | undefined {
  const target = decodeURIComponent(hash.replace(/^#/, ''));
  if (target === '') return undefined;
  return index.tags.find((tag) => tag.anchor === target || tag.operations.includes(target))?.anchor;
}

/**
 * Tags and operations with a filter box: a sticky sidebar on wide screens, a menu on narrow ones.
 * Each tag's operations fold under it, with their count, so 24 tags fit in one screen; the tag
 * the address points at opens, and a filter opens every tag with a match.
 */
export default function ApiNav({ index, query, onQueryChange, visible }: ApiNavProps): ReactNode {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [openTags, setOpenTags] = useState<ReadonlySet<string>>(() => new Set());
  const count = visible.size;
  const filtering = query.trim() !== '';

  useEffect(() => {
    const openCurrent = () => {
      const tag = tagOfHash(index, window.location.hash);
      if (tag) setOpenTags((open) => (open.has(tag) ? open : new Set([...open, tag])));
    };
    openCurrent();
    window.addEventListener('hashchange', openCurrent);
    return () => window.removeEventListener('hashchange', openCurrent);
  }, [index]);

  const toggle = (anchor: string) =>
    setOpenTags((open) => {
      const next = new Set(open);
      if (!next.delete(anchor)) next.add(anchor);
      return next;
    });
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
          const open = filtering || openTags.has(tag.anchor);
          const listId = `${id}-${tag.anchor}`;
          return (
            <li key={tag.anchor}>
              <div className={styles.tagRow}>
                <a className={styles.tagLink} href={`#${tag.anchor}`}>
                  {tag.name}
                </a>
                <button
                  type="button"
                  className={styles.tagToggle}
                  aria-expanded={open}
                  aria-controls={listId}
                  aria-label={`${open ? 'Hide' : 'Show'} the ${names.length} operations of ${tag.name}`}
                  disabled={filtering}
                  onClick={() => toggle(tag.anchor)}
                >
                  {names.length}
                  <span aria-hidden="true" className={styles.chevron} />
                </button>
              </div>
              <ul id={listId} className={styles.operations} hidden={!open}>
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
