import { useEffect, useState, type ReactNode } from 'react';
import CopyCurl from '../CopyCurl';
import { environmentLabel } from '../../environments';
import { handOff } from '../../handoff';
import { clearHistory, loadHistory, subscribeHistory, type HistoryEntry } from '../../history';
import styles from './styles.module.css';

const time = (ms: number) => new Date(ms).toLocaleTimeString();

function Entry({ entry }: { entry: HistoryEntry }): ReactNode {
  const ok = typeof entry.status === 'number' && entry.status >= 200 && entry.status < 300;
  return (
    <li className={styles.entry} data-testid="try-it-history-entry">
      <span className={styles.summary}>
        <code>{entry.operation}</code> · {environmentLabel(entry.environment)} ·{' '}
        <span className={ok ? styles.ok : styles.failed}>{entry.status}</span> ·{' '}
        <time dateTime={new Date(entry.sentAt).toISOString()}>{time(entry.sentAt)}</time> (
        {entry.durationMs} ms)
      </span>
      <span className={styles.actions}>
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-label={`Replay ${entry.operation} sent at ${time(entry.sentAt)}`}
          onClick={() => handOff({ operation: entry.operation, body: entry.body, send: true })}
        >
          Replay
        </button>
        <CopyCurl request={entry} />
      </span>
    </li>
  );
}

/** The session's last requests, newest first, shared by every panel of the page. */
export default function History(): ReactNode {
  const [entries, setEntries] = useState<HistoryEntry[]>(loadHistory);
  useEffect(() => subscribeHistory(() => setEntries(loadHistory())), []);
  return (
    <details className={styles.history} data-testid="try-it-history">
      <summary>History of this session ({entries.length})</summary>
      {entries.length === 0 ? (
        <p className={styles.empty}>Requests you send from any Try it panel appear here.</p>
      ) : (
        <>
          <ol className={styles.list}>
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
          <button type="button" className="button button--link button--sm" onClick={clearHistory}>
            Clear history
          </button>
        </>
      )}
    </details>
  );
}
