import { lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

// The menu and the copy function load on first use (or when the pointer or focus reaches the
// buttons); only this shell ships with every doc page.
const loadMenu = () => import('./Menu');
const Menu = lazy(loadMenu);

export interface CopyPageProps {
  /** Root-relative URL of the page's Markdown copy (`/concepts/wallets.md`). */
  markdownUrl: string;
  /** Absolute URL of the page on the site, for the assistants' prompt. */
  pageUrl: string;
}

type Status = 'idle' | 'busy' | 'copied' | { error: string };

/** "Copy page" and a menu of other ways to take the page's Markdown, above each doc. */
export default function CopyPage({ markdownUrl, pageUrl }: CopyPageProps): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const copy = () => {
    setStatus('busy');
    loadMenu()
      .then((module) => module.copyMarkdown(markdownUrl))
      .then(
        () => setStatus('copied'),
        (error: Error) => setStatus({ error: error.message }),
      );
  };
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  }, []);
  const error = typeof status === 'object' ? status.error : '';
  return (
    <div className={styles.copyPage} onPointerEnter={loadMenu} onFocus={loadMenu}>
      <div className={styles.group}>
        <button type="button" className={styles.copy} onClick={copy}>
          {status === 'copied' ? 'Copied' : status === 'busy' ? 'Copying…' : 'Copy page'}
        </button>
        <button
          type="button"
          ref={toggle}
          className={styles.toggle}
          aria-label="More page actions"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(!open)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              setOpen(true);
            }
          }}
        >
          <span aria-hidden className={styles.chevron} />
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <Menu
            id={menuId}
            markdownUrl={markdownUrl}
            pageUrl={pageUrl}
            toggle={toggle}
            onCopy={copy}
            onClose={close}
          />
        </Suspense>
      )}
      <div role="status" className={error ? styles.error : styles.visuallyHidden}>
        {error || (status === 'copied' ? 'Copied to the clipboard.' : '')}
      </div>
    </div>
  );
}
