// The examples' tabs and their highlighted code: a chunk of its own, loaded when an operation
// nears the viewport, so the browser's highlighter stays out of the page's first load.
import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type { OperationData } from '../../../plugins/api-reference/page-data';
import { clientSnippetTabs } from '../client-snippet-tabs';

const json = (value: unknown) => JSON.stringify(value, null, 2);

export default function Tabbed({
  operation,
  baseUrl,
}: {
  operation: OperationData;
  baseUrl: string;
}): ReactNode {
  return (
    <Tabs groupId="api-example" lazy>
      <TabItem value="request" label="Request" default>
        <CodeBlock language="json">{json(operation.example.request)}</CodeBlock>
      </TabItem>
      <TabItem value="response" label="Response">
        <CodeBlock language="json">{json(operation.example.response)}</CodeBlock>
      </TabItem>
      {clientSnippetTabs(operation, baseUrl)}
    </Tabs>
  );
}
