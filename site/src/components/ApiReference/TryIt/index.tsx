import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { IndexOperation } from '../../../plugins/api-reference/page-data';
import { TRY_IT_OPEN_EVENT } from '../try-it/open-event';
import styles from './styles.module.css';

// The panel, the stamp helpers, zod and the definitions load on first use only.
const TryItPanel = lazy(() => import('../TryItPanel'));

/** The "Try it" toggle of one operation; the button stays disabled until the page is interactive. */
export default function TryIt({ operation }: { operation: IndexOperation }): ReactNode {
  const isBrowser = useIsBrowser();
  const [open, setOpen] = useState(false);
  const panelId = `try-it-${operation.name}`;
  // Another panel's "Use in …" or Replay opens this one.
  useEffect(() => {
    const open = (event: Event) => {
      if ((event as CustomEvent<unknown>).detail === operation.name) setOpen(true);
    };
    window.addEventListener(TRY_IT_OPEN_EVENT, open);
    return () => window.removeEventListener(TRY_IT_OPEN_EVENT, open);
  }, [operation.name]);
  return (
    <div className={styles.tryIt}>
      <button
        type="button"
        className="button button--outline button--primary button--sm"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!isBrowser}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Close Try it' : 'Try it'}
      </button>
      {open && (
        <div id={panelId}>
          <ErrorBoundary
            fallback={({ error, tryAgain }) => (
              <p role="alert" className={styles.error}>
                The request panel failed to load: {error.message}{' '}
                <button type="button" className="button button--link button--sm" onClick={tryAgain}>
                  Try again
                </button>
              </p>
            )}
          >
            <Suspense fallback={<p className={styles.loading}>Loading the request panel…</p>}>
              <TryItPanel name={operation.name} />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
    </div>
  );
}
