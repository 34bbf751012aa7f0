import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { LinkRisk } from '../../link-guard';
import styles from './styles.module.css';

export interface LinkConfirmationProps {
  operation: string;
  environment: string;
  url: string;
  risk: LinkRisk;
  onSend: () => void;
  onSandbox: () => void;
  onCancel: () => void;
}

/**
 * Asked before a body loaded from a link goes anywhere but the in-page sandbox: says where the
 * body came from and what sending it would do, with the values in it that point somewhere.
 */
export default function LinkConfirmation({
  operation,
  environment,
  url,
  risk,
  onSend,
  onSandbox,
  onCancel,
}: LinkConfirmationProps): ReactNode {
  const heading = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="group"
      aria-labelledby={heading}
      className={styles.confirmation}
      data-testid="try-it-link-confirmation"
    >
      <p id={heading}>
        <strong>
          This body came from a link, not from you. Send it to {environment} with your API key?
        </strong>
      </p>
      <p>
        It would call <code>POST {url}</code>: <code>{operation}</code> {risk.effect}.
        {risk.sensitive &&
          ' Anyone can write such a link; send it only if you wrote it or read every value.'}
      </p>
      {risk.pointers.length > 0 && (
        <>
          <p>Values in the body that point somewhere:</p>
          <ul>
            {risk.pointers.map((pointer) => (
              <li key={pointer}>
                <code>{pointer}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.actions}>
        <button type="button" className="button button--danger" onClick={onSend}>
          Send to {environment}
        </button>
        <button type="button" className="button button--primary" onClick={onSandbox}>
          Use the in-page sandbox
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
