import type { ReactNode } from 'react';
import Tabs from '@theme/Tabs';
import type { JsonValue } from '@docs/platform-api/model';
import type { OperationData } from '../../../../plugins/api-reference/page-data';
import { clientSnippetTabs } from '../../../../components/ApiReference/client-snippet-tabs';
import styles from './styles.module.css';

export interface RequestSnippetsProps {
  operation: OperationData;
  /** The body as the reader edited it. */
  body: string;
  baseUrl: string;
  /** The in-page sandbox has no URL: the snippets point at the local sandbox instead. */
  inPage: boolean;
}

function parse(body: string): JsonValue | undefined {
  try {
    return JSON.parse(body) as JsonValue;
  } catch {
    return undefined;
  }
}

/** The request of the panel as curl and TypeScript, for the active environment. */
export default function RequestSnippets(props: RequestSnippetsProps): ReactNode {
  const { operation, body, baseUrl, inPage } = props;
  const request = parse(body);
  const edited = { ...operation, example: { ...operation.example, request: request ?? null } };
  return (
    <details className={styles.snippets} data-testid="try-it-snippets">
      <summary>This request as code</summary>
      {inPage && (
        <p className={styles.note}>
          The in-page sandbox has no address outside this page: run these against the local sandbox
          (<code>npm run sandbox</code>, <code>{baseUrl}</code>) with its API key.
        </p>
      )}
      {request === undefined ? (
        <p className={styles.note}>Fix the JSON to see the code.</p>
      ) : (
        <Tabs groupId="try-it-snippet" lazy>
          {clientSnippetTabs(edited, baseUrl, { firstIsDefault: true })}
        </Tabs>
      )}
    </details>
  );
}
