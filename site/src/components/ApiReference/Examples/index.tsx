import { useRef, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type { ApiOperation } from '@docs/platform-api/model';
import { curlSnippet, httpClientSnippet, sdkServerSnippet } from '../snippets';
import { useNearViewport } from '@site/src/utils/use-near-viewport';
import styles from './styles.module.css';
// The curl examples' grammar (not in the site's base set, see plugins/bundle-trim).
import 'prismjs/components/prism-bash';

export interface ExamplesProps {
  operation: ApiOperation;
  /** The API origin the snippets send to. */
  baseUrl: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The example request and response and the same call as curl and TypeScript, one tab at a time.
 * The static HTML (and hydration) carries only the example request as plain text; the tabs,
 * highlighting and copy buttons are built when the operation nears the viewport, which keeps
 * one code widget per operation out of the page's hydration. The tab choice is shared and remembered.
 */
export default function Examples({ operation, baseUrl }: ExamplesProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref} className={styles.examples}>
      {near ? (
        <Tabs groupId="api-example" lazy>
          <TabItem value="request" label="Request" default>
            <CodeBlock language="json">{json(operation.example.request)}</CodeBlock>
          </TabItem>
          <TabItem value="response" label="Response">
            <CodeBlock language="json">{json(operation.example.response)}</CodeBlock>
          </TabItem>
          <TabItem value="curl" label="curl">
            <CodeBlock language="bash">{curlSnippet(operation, baseUrl)}</CodeBlock>
          </TabItem>
          <TabItem value="http" label="@turnkey/http">
            <CodeBlock language="ts">{httpClientSnippet(operation, baseUrl)}</CodeBlock>
          </TabItem>
          <TabItem value="sdk-server" label="@turnkey/sdk-server">
            <CodeBlock language="ts">{sdkServerSnippet(operation, baseUrl)}</CodeBlock>
          </TabItem>
        </Tabs>
      ) : (
        <>
          <p className={styles.placeholderLabel}>Example request</p>
          {/* Focusable like the code blocks that replace it: it scrolls when long (WCAG 2.1.1). */}
          <pre className={styles.placeholder} tabIndex={0}>
            <code>{json(operation.example.request)}</code>
          </pre>
        </>
      )}
    </div>
  );
}
