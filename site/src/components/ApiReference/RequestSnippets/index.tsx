import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type { JsonValue } from '@docs/platform-api/model';
import type { OperationData } from '../../../plugins/api-reference/page-data';
import { curlSnippet, httpClientSnippet, sdkServerSnippet } from '../snippets';
import styles from './styles.module.css';
// The curl grammar (not in the site's base set, see plugins/bundle-trim).
import 'prismjs/components/prism-bash';

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
          <TabItem value="curl" label="curl" default>
            <CodeBlock language="bash">{curlSnippet(edited, baseUrl)}</CodeBlock>
          </TabItem>
          <TabItem value="http" label="@turnkey/http">
            <CodeBlock language="ts">{httpClientSnippet(edited, baseUrl)}</CodeBlock>
          </TabItem>
          <TabItem value="sdk-server" label="@turnkey/sdk-server">
            <CodeBlock language="ts">{sdkServerSnippet(edited, baseUrl)}</CodeBlock>
          </TabItem>
        </Tabs>
      )}
    </details>
  );
}
