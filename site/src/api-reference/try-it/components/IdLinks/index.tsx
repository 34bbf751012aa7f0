import type { ReactNode } from 'react';
import { handOff } from '../../handoff';
import { ID_TARGETS, findIds } from '../../id-links';
import styles from './styles.module.css';

/** Each ID of a response, with buttons that open the operations taking it, value filled in. */
export default function IdLinks({ body }: { body: string }): ReactNode {
  const ids = findIds(body);
  if (ids.length === 0) return null;
  return (
    <div className={styles.links} data-testid="try-it-id-links">
      <p className={styles.title}>Use these IDs in the next call:</p>
      <ul>
        {ids.map(({ kind, value }) => (
          <li key={`${kind}:${value}`}>
            <span className={styles.id}>
              {kind} <code>{value}</code>
            </span>
            {ID_TARGETS[kind].map(({ operation, field }) => (
              <button
                key={operation}
                type="button"
                className="button button--link button--sm"
                aria-label={`Use in ${operation}: ${kind} ${value}`}
                onClick={() => handOff({ operation, fields: { [field]: value } })}
              >
                Use in {operation}
              </button>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
