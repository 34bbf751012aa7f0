import { useState, type ReactNode } from 'react';
import type { InPageState } from '../TryItPanel/use-in-page-sandbox';
import styles from './styles.module.css';

export interface SandboxStatusProps {
  state: InPageState;
  onReset: () => Promise<void>;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What the in-page sandbox is, whose organization it holds, and Reset (asked twice). */
export default function SandboxStatus({ state, onReset }: SandboxStatusProps): ReactNode {
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reset = async () => {
    setResetting(true);
    setError(null);
    try {
      await onReset();
      setConfirming(false);
    } catch (reason) {
      setError(`Could not reset the sandbox: ${messageOf(reason)}`);
    } finally {
      setResetting(false);
    }
  };
  if (state.status === 'unavailable') {
    return (
      <p role="alert" className={styles.unavailable} data-testid="try-it-sandbox-unavailable">
        {state.message}
      </p>
    );
  }
  return (
    <div className={styles.status} data-testid="try-it-sandbox">
      <p>
        A simulation of the API with real cryptography: keys, wallets and signatures are made in
        this page and never leave it. Its state stays in this browser (IndexedDB) across reloads.
      </p>
      {state.status === 'starting' && <p role="status">Starting the in-page sandbox…</p>}
      {state.status === 'ready' && (
        <p>
          Your sandbox organization{' '}
          <code data-testid="try-it-sandbox-organization">{state.identity.organizationId}</code>{' '}
          holds {state.snapshot.wallets.length}{' '}
          {state.snapshot.wallets.length === 1 ? 'wallet' : 'wallets'}; requests are stamped with
          its API key.
        </p>
      )}
      {!confirming ? (
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={state.status !== 'ready'}
          onClick={() => setConfirming(true)}
        >
          Reset sandbox
        </button>
      ) : (
        <div role="group" aria-label="Confirm the reset" className={styles.confirm}>
          <span>Delete the sandbox’s organization, keys and wallets?</span>
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={resetting}
            onClick={reset}
          >
            {resetting ? 'Resetting…' : 'Delete and start afresh'}
          </button>
          <button
            type="button"
            className="button button--link button--sm"
            onClick={() => setConfirming(false)}
          >
            Cancel
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className={styles.unavailable}>
          {error}
        </p>
      )}
    </div>
  );
}
