import { useState, type ReactNode } from 'react';
import { curlCommand, type CurlInput } from '../../curl';
import styles from './styles.module.css';

/**
 * Copies the request as sent, stamp included. Where the clipboard is refused the command is
 * shown to copy by hand.
 */
export default function CopyCurl({ request }: { request: CurlInput }): ReactNode {
  const [state, setState] = useState<'idle' | 'copied' | 'refused'>('idle');
  const command = curlCommand(request);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      setState('copied');
    } catch {
      setState('refused');
    }
  };
  return (
    <span className={styles.copy}>
      <button type="button" className="button button--secondary button--sm" onClick={copy}>
        Copy as curl
      </button>
      <span role="status" className={styles.note}>
        {state === 'copied' ? 'Copied.' : ''}
      </span>
      {state === 'refused' && (
        <span className={styles.manual}>
          <span className={styles.note}>The browser refused the clipboard; copy it from here:</span>
          <pre tabIndex={0} className={styles.command}>
            {command}
          </pre>
        </span>
      )}
    </span>
  );
}
