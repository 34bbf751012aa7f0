import { useState, type ReactNode } from 'react';
import type { TurnkeyWebhookVerificationKey } from '@turnkey/crypto';
import type { LabAttempt, LabDelivery } from './deliveries';
import { MAX_TIMESTAMP_AGE_MS, tamperedBody, verifyAttempt } from './verify';
import styles from './styles.module.css';

const STATE_WORDS: Record<LabDelivery['state'], string> = {
  pending: 'on its way',
  delivered: 'delivered',
  failed: 'failed',
  not_sent: 'signed and logged, not sent',
};

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function outcome(attempt: LabAttempt): string {
  if (attempt.status !== undefined) return `the receiver answered ${attempt.status}`;
  if (attempt.error !== undefined) return `failed: ${attempt.error}`;
  return 'logged only';
}

interface Props {
  delivery: LabDelivery;
  verificationKeys: TurnkeyWebhookVerificationKey[];
  onReplay: () => Promise<void>;
  busy: boolean;
}

export default function DeliveryView({
  delivery,
  verificationKeys,
  onReplay,
  busy,
}: Props): ReactNode {
  const [tampered, setTampered] = useState(false);
  const [prettyJson, setPrettyJson] = useState(false);
  const attempt = delivery.attempts.at(-1);
  const body = tampered ? tamperedBody(delivery.body) : delivery.body;
  const result = attempt ? verifyAttempt(attempt, body, verificationKeys) : undefined;
  const shownBody = prettyJson ? pretty(body) : body;
  return (
    <article
      className={styles.delivery}
      data-testid="webhook-lab-delivery"
      data-event-type={delivery.eventType}
      data-delivery-id={delivery.deliveryId}
    >
      <h3>
        {delivery.eventType}
        {delivery.test ? ' (test event)' : ''}
      </h3>
      <p>
        To <code>{delivery.url}</code>: {STATE_WORDS[delivery.state]}
        {delivery.reason ? ` (${delivery.reason})` : ''}. Event <code>{delivery.eventId}</code>,{' '}
        <span data-testid="webhook-lab-attempts">
          {delivery.attempts.length} {delivery.attempts.length === 1 ? 'attempt' : 'attempts'}
        </span>
        {attempt ? `; the last ${outcome(attempt)}` : ''}.
      </p>
      {result && (
        <p
          className={result.ok ? styles.valid : styles.invalid}
          data-testid="webhook-lab-verdict"
          data-ok={String(result.ok)}
        >
          {result.ok ? (
            <>
              <strong>Verified</strong> by <code>verifyTurnkeyWebhookSignature</code>: key{' '}
              <code>{result.keyId}</code>, signed at {new Date(result.timestampMs).toISOString()}.
            </>
          ) : (
            <>
              <strong>Rejected</strong> by <code>verifyTurnkeyWebhookSignature</code>:{' '}
              <code data-testid="webhook-lab-reason">{result.reason}</code>
              {result.headerName ? (
                <>
                  {' '}
                  (header <code>{result.headerName}</code>)
                </>
              ) : null}
              .
            </>
          )}{' '}
          Checked with the sandbox&apos;s published keys and a {MAX_TIMESTAMP_AGE_MS / 60_000}
          -minute window, as of the attempt.
        </p>
      )}
      <div className={styles.controls}>
        <label>
          <input
            type="checkbox"
            checked={tampered}
            onChange={(event) => setTampered(event.target.checked)}
            data-testid="webhook-lab-tamper"
          />{' '}
          Tamper with the body (change one character)
        </label>
        <label>
          <input
            type="checkbox"
            checked={prettyJson}
            onChange={(event) => setPrettyJson(event.target.checked)}
            data-testid="webhook-lab-pretty"
          />{' '}
          Pretty JSON (display only; the signature covers the raw text)
        </label>
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={busy}
          onClick={() => void onReplay()}
          data-testid="webhook-lab-replay"
        >
          Replay
        </button>
      </div>
      {attempt && (
        <details>
          <summary>Headers of the last attempt</summary>
          <div className={styles.tableWrap}>
            <table>
              <tbody>
                {Object.entries(attempt.headers).map(([name, value]) => (
                  <tr key={name}>
                    <th scope="row">{name}</th>
                    <td>
                      <code className={styles.value}>{value}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
      <pre
        className={styles.body}
        tabIndex={0}
        aria-label={tampered ? 'Body (tampered)' : 'Body'}
        data-testid="webhook-lab-body"
      >
        {shownBody}
      </pre>
    </article>
  );
}
