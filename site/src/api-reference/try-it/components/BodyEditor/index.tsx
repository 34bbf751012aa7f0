import { useId, type ReactNode } from 'react';
import type { BodyCheck } from '../../validate';
import styles from './styles.module.css';

export interface BodyEditorProps {
  operation: string;
  value: string;
  check: BodyCheck;
  onChange: (value: string) => void;
  onReset: () => void;
}

/** The request body, editable, with what the schema says about it as the reader types. */
export default function BodyEditor(props: BodyEditorProps): ReactNode {
  const { operation, value, check, onChange, onReset } = props;
  const id = useId();
  return (
    <div className={styles.editor}>
      <div className={styles.bar}>
        <label htmlFor={`${id}-body`}>Request body (JSON)</label>
        <button type="button" className="button button--link button--sm" onClick={onReset}>
          Reset to the example
        </button>
      </div>
      <textarea
        id={`${id}-body`}
        className={styles.textarea}
        value={value}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        rows={Math.min(24, Math.max(6, value.split('\n').length + 1))}
        aria-describedby={`${id}-check`}
        aria-invalid={check.kind !== 'valid'}
        onChange={(event) => onChange(event.target.value)}
      />
      <div id={`${id}-check`} className={styles.check} data-testid="try-it-validation">
        {check.kind === 'valid' && (
          <p className={styles.valid}>The body matches the {operation} request schema.</p>
        )}
        {check.kind === 'invalid-json' && (
          <p role="alert" className={styles.invalid}>
            {check.message}
          </p>
        )}
        {check.kind === 'issues' && (
          <div role="alert" className={styles.issues}>
            <p>
              The body does not match the {operation} request schema; the server will likely reject
              it:
            </p>
            <ul>
              {check.issues.map((issue, index) => (
                <li key={index}>
                  <code>{issue.path}</code>: {issue.message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
