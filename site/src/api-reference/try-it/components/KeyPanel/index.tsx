import { useId, useState, type ReactNode } from 'react';
import { generateApiKey, parseApiKey, toCryptoKeyPair, type ApiKey } from '../../keys';
import fields from '../fields.module.css';
import styles from './styles.module.css';

export interface KeyPanelProps {
  apiKey: ApiKey | null;
  onChange: (key: ApiKey | null) => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Chooses the API key that stamps requests: generated in the browser or pasted. */
export default function KeyPanel({ apiKey, onChange }: KeyPanelProps): ReactNode {
  const id = useId();
  const [pasting, setPasting] = useState(false);
  const [privateKey, setPrivateKey] = useState('');
  const [publicKey, setPublicKey] = useState('');
  const [error, setError] = useState<string | null>(null);

  const generate = async () => {
    setError(null);
    try {
      onChange(await generateApiKey());
    } catch (reason) {
      setError(`Could not generate a key pair: ${messageOf(reason)}`);
    }
  };
  const applyPasted = async () => {
    const parsed = parseApiKey(privateKey, publicKey);
    if ('error' in parsed) return setError(parsed.error);
    try {
      await toCryptoKeyPair(parsed);
    } catch (reason) {
      return setError(messageOf(reason));
    }
    setError(null);
    setPasting(false);
    setPrivateKey('');
    onChange(parsed);
  };

  return (
    <fieldset className={`${fields.fieldset} ${styles.keys}`}>
      <legend>API key</legend>
      {apiKey ? (
        <p>
          Stamping with the {apiKey.origin === 'generated' ? 'generated' : 'pasted'} key{' '}
          <code className={styles.key} data-testid="try-it-public-key">
            {apiKey.publicKey}
          </code>
          .{' '}
          <button
            type="button"
            className="button button--link button--sm"
            onClick={() => onChange(null)}
          >
            Forget key
          </button>
        </p>
      ) : (
        <p className={styles.hint}>
          The key stays in this tab (sessionStorage). A generated key belongs to no organization:
          the platform rejects its stamps until you add its public key to a user.
        </p>
      )}
      {!apiKey && !pasting && (
        <div className={styles.buttons}>
          <button type="button" className="button button--secondary button--sm" onClick={generate}>
            Generate a key pair
          </button>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => setPasting(true)}
          >
            Use my API key
          </button>
        </div>
      )}
      {!apiKey && pasting && (
        <div className={`${styles.paste} ${fields.textInputs}`}>
          <label htmlFor={`${id}-private`}>Private key (hex)</label>
          <input
            id={`${id}-private`}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={privateKey}
            onChange={(event) => setPrivateKey(event.target.value)}
          />
          <label htmlFor={`${id}-public`}>Public key (compressed, hex)</label>
          <input
            id={`${id}-public`}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={publicKey}
            onChange={(event) => setPublicKey(event.target.value)}
          />
          <div className={styles.buttons}>
            <button
              type="button"
              className="button button--primary button--sm"
              onClick={applyPasted}
            >
              Use this key
            </button>
            <button
              type="button"
              className="button button--link button--sm"
              onClick={() => setPasting(false)}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
