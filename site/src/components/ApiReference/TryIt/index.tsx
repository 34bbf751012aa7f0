import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { IndexOperation } from '../../../plugins/api-reference/page-data';
import { loadEnvironment } from '../../../api-reference/try-it/environments';
import { warmInPageSandbox } from '../../../api-reference/try-it/in-page-connection';
import { TRY_IT_OPEN_EVENT } from '../../../api-reference/try-it/open-event';
import styles from './styles.module.css';

type PanelComponent = ComponentType<{ name: string }>;

let loadingPanel: Promise<PanelComponent> | undefined;

/**
 * The panel, the stamp helpers, zod and the definitions load on first use only, once per page.
 * Not `React.lazy`: React holds a Suspense boundary's content back until 300 ms after its
 * fallback showed, which alone was most of the panel's time to appear.
 */
function loadPanel(): Promise<PanelComponent> {
  loadingPanel ??= import('../../../api-reference/try-it/components/TryItPanel').then(
    (module) => module.default,
    (error: unknown) => {
      loadingPanel = undefined;
      throw error;
    },
  );
  return loadingPanel;
}

type Loaded = { panel: PanelComponent } | { error: string } | null;

/** The "Try it" toggle of one operation; the button stays disabled until the page is interactive. */
export default function TryIt({ operation }: { operation: IndexOperation }): ReactNode {
  const isBrowser = useIsBrowser();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>(null);
  const panelId = `try-it-${operation.name}`;
  // Another panel's "Use in …" or Replay opens this one.
  useEffect(() => {
    const open = (event: Event) => {
      if ((event as CustomEvent<unknown>).detail === operation.name) setOpen(true);
    };
    window.addEventListener(TRY_IT_OPEN_EVENT, open);
    return () => window.removeEventListener(TRY_IT_OPEN_EVENT, open);
  }, [operation.name]);
  // On opening, the panel's code and the in-page sandbox (its worker, database and the reader's
  // organization) start together, so the sandbox is ready about when the panel shows.
  useEffect(() => {
    if (!open || loaded) return;
    let current = true;
    if (loadEnvironment().kind === 'in-page') warmInPageSandbox();
    loadPanel().then(
      (panel) => current && setLoaded({ panel }),
      (error: unknown) =>
        current && setLoaded({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [open, loaded]);
  const Panel = loaded && 'panel' in loaded ? loaded.panel : null;
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
          {Panel ? (
            <ErrorBoundary
              fallback={({ error, tryAgain }) => (
                <Failure message={error.message} onRetry={tryAgain} />
              )}
            >
              <Panel name={operation.name} />
            </ErrorBoundary>
          ) : loaded && 'error' in loaded ? (
            <Failure message={loaded.error} onRetry={() => setLoaded(null)} />
          ) : (
            <p className={styles.loading}>Loading the request panel…</p>
          )}
        </div>
      )}
    </div>
  );
}

function Failure({ message, onRetry }: { message: string; onRetry: () => void }): ReactNode {
  return (
    <p role="alert" className={styles.error}>
      The request panel failed to load: {message}{' '}
      <button type="button" className="button button--link button--sm" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
