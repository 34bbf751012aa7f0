import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import CopyCurl from '../CopyCurl';
import DiagnoseLink from '../DiagnoseLink';
import IdLinks from '../IdLinks';
import type { SentRequest } from '../../dispatch';
import type { SendOutcome } from '../../send';
import styles from './styles.module.css';

export interface ResponseViewProps {
  sent: SentRequest;
  outcome: SendOutcome;
}

function pretty(body: string): { text: string; language: string } {
  try {
    return { text: JSON.stringify(JSON.parse(body), null, 2), language: 'json' };
  } catch {
    return { text: body, language: 'text' };
  }
}

function Stamp({ sent }: { sent: SentRequest }): ReactNode {
  return (
    <details className={styles.block}>
      <summary>The stamp sent ({sent.stampHeader} header)</summary>
      <p className={styles.stamp}>
        <code data-testid="try-it-stamp">{sent.stamp}</code>
      </p>
      <CodeBlock language="json">{sent.decodedStamp}</CodeBlock>
    </details>
  );
}

/** What "Try it" sent and what came back: status, headers and body, or why nothing came back. */
export default function ResponseView({ sent, outcome }: ResponseViewProps): ReactNode {
  if (outcome.kind !== 'response') {
    return (
      <div className={styles.result} data-testid="try-it-result">
        <p role="alert" className={styles.failure} data-testid="try-it-error">
          {outcome.message}
        </p>
        <Stamp sent={sent} />
        <CopyCurl request={sent} />
      </div>
    );
  }
  const status = `${outcome.status} ${outcome.statusText}`.trim();
  const inPage = sent.environment === 'in-page';
  const answerer = inPage ? 'The in-page sandbox' : 'The server';
  const body = pretty(outcome.body);
  return (
    <div className={styles.result} data-testid="try-it-result">
      <p
        role={outcome.ok ? 'status' : 'alert'}
        className={outcome.ok ? styles.success : styles.failure}
        data-testid="try-it-status"
      >
        {`${answerer} answered ${status}`}
        {outcome.ok ? '.' : outcome.message ? `: ${outcome.message}` : '.'}
      </p>
      {outcome.status === 401 && <DiagnoseLink key={sent.stamp} sent={sent} />}
      <p className={styles.url}>
        <code>POST {inPage ? new URL(sent.url).pathname : sent.url}</code>
        {inPage && ' (answered in this page)'}
      </p>
      <details className={styles.block}>
        <summary>Headers ({outcome.headers.length})</summary>
        <p className={styles.note}>
          A cross-origin response shows only the headers the server exposes to this page.
        </p>
        <dl className={styles.headers}>
          {outcome.headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <div className={styles.block} data-testid="try-it-body">
        <CodeBlock language={body.language} title="Response body">
          {body.text || '(empty body)'}
        </CodeBlock>
      </div>
      {outcome.ok && <IdLinks body={outcome.body} />}
      <Stamp sent={sent} />
      <div className={styles.block}>
        <CopyCurl request={sent} />
        {inPage && (
          <p className={styles.note}>
            curl needs the local sandbox (<code>npm run sandbox</code>) at{' '}
            <code>{new URL(sent.url).origin}</code>; this stamp is signed by the in-page
            sandbox&apos;s key, which only the in-page sandbox knows.
          </p>
        )}
      </div>
    </div>
  );
}
