import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  API_KEY_STAMP_HEADER,
  createApiKeyStamp,
  decodeApiKeyStamp,
  findOperation,
} from '@docs/platform-api';
import { brand } from '../../../config/brand';
import type { OperationData } from '../../../plugins/api-reference/page-data';
import BodyEditor from '../BodyEditor';
import KeyPanel from '../KeyPanel';
import ResponseView, { type SentRequest } from '../ResponseView';
import { loadApiKey, saveApiKey, toCryptoKeyPair, type ApiKey } from '../try-it/keys';
import { parseBaseUrl, sendRequest, type SendOutcome } from '../try-it/send';
import { BASE_URL_STORAGE, readItem, writeItem } from '../try-it/storage';
import { checkBody, prefilledBody } from '../try-it/validate';
import styles from './styles.module.css';

type Result = { sent: SentRequest; outcome: SendOutcome } | { error: string };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * "Try it" for one operation: edits the body with live validation, stamps it with an API key
 * kept in this tab and sends it to a configurable base URL. Loaded on first use only; the
 * operation's path and example come from the definition this chunk already carries for
 * validation, so opening the panel fetches nothing else.
 */
export default function TryItPanel({ name }: { name: string }): ReactNode {
  const definition = findOperation(name);
  if (!definition) throw new Error(`No operation is named ${name}.`);
  const { path, kind, sdkMethod, example } = definition;
  // The definition's examples are the JSON the model's come from (`plain` of the same values).
  const operation = { name, path, kind, sdkMethod, example } as OperationData;
  return <Panel operation={operation} />;
}

function Panel({ operation }: { operation: OperationData }): ReactNode {
  const id = useId();
  const [baseUrl, setBaseUrl] = useState(() => readItem('local', BASE_URL_STORAGE) ?? brand.apiUrl);
  const [apiKey, setApiKey] = useState<ApiKey | null>(loadApiKey);
  const [body, setBody] = useState(() => prefilledBody(operation));
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const check = useMemo(() => checkBody(operation.name, body), [operation.name, body]);
  const base = parseBaseUrl(baseUrl);

  const changeBaseUrl = (value: string) => {
    setBaseUrl(value);
    writeItem('local', BASE_URL_STORAGE, value.trim() === brand.apiUrl ? null : value.trim());
  };
  const changeKey = (key: ApiKey | null) => {
    setApiKey(key);
    saveApiKey(key);
  };
  const blocker =
    check.kind === 'invalid-json'
      ? 'Fix the JSON to send.'
      : 'error' in base
        ? 'Fix the base URL to send.'
        : !apiKey
          ? 'Choose an API key to send.'
          : null;

  const send = async () => {
    if (!apiKey || 'error' in base) return;
    setSending(true);
    setResult(null);
    try {
      const stamp = await createApiKeyStamp(body, await toCryptoKeyPair(apiKey));
      const decoded = decodeApiKeyStamp(stamp);
      const url = `${base.url}${operation.path}`;
      const sent = {
        url,
        stampHeader: API_KEY_STAMP_HEADER,
        stamp,
        decodedStamp: JSON.stringify(decoded, null, 2),
      };
      const outcome = await sendRequest({
        url,
        body,
        stampHeader: API_KEY_STAMP_HEADER,
        stamp,
        pageOrigin: window.location.origin,
      });
      setResult({ sent, outcome });
    } catch (error) {
      setResult({ error: `Could not stamp the request: ${messageOf(error)}` });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.panel} data-testid="try-it-panel">
      <p className={styles.intro}>
        Sends <code>POST {('url' in base ? base.url : baseUrl) + operation.path}</code> from your
        browser with an <code>{API_KEY_STAMP_HEADER}</code> stamp over the exact body below.
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-base`}>Base URL</label>
        <input
          id={`${id}-base`}
          type="url"
          inputMode="url"
          spellCheck={false}
          value={baseUrl}
          onChange={(event) => changeBaseUrl(event.target.value)}
        />
        {'error' in base && (
          <p role="alert" className={styles.error}>
            {base.error}
          </p>
        )}
      </div>
      <KeyPanel apiKey={apiKey} onChange={changeKey} />
      <BodyEditor
        operation={operation.name}
        value={body}
        check={check}
        onChange={setBody}
        onReset={() => setBody(prefilledBody(operation))}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          disabled={blocker !== null || sending}
          onClick={send}
        >
          {sending ? 'Sending…' : 'Send'}
        </button>
        {blocker && <span className={styles.blocker}>{blocker}</span>}
      </div>
      {result && 'error' in result && (
        <p role="alert" className={styles.error}>
          {result.error}
        </p>
      )}
      {result && 'outcome' in result && (
        <ResponseView sent={result.sent} outcome={result.outcome} />
      )}
    </div>
  );
}
