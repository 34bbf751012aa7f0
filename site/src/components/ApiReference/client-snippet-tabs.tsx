import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import type { OperationData } from '../../plugins/api-reference/page-data';
import { curlSnippet, httpClientSnippet, sdkServerSnippet } from '../../api-reference/snippets';
// The curl grammar (not in the site's base set, see plugins/bundle-trim).
import 'prismjs/components/prism-bash';

/**
 * The curl, `@turnkey/http` and `@turnkey/sdk-server` tabs of a request, for a `<Tabs>` of the
 * reference's examples or of Try it. An array, not a component: `<Tabs>` reads its `TabItem`
 * children directly.
 */
export function clientSnippetTabs(
  operation: OperationData,
  baseUrl: string,
  { firstIsDefault = false } = {},
): ReactNode[] {
  return [
    <TabItem key="curl" value="curl" label="curl" default={firstIsDefault}>
      <CodeBlock language="bash">{curlSnippet(operation, baseUrl)}</CodeBlock>
    </TabItem>,
    <TabItem key="http" value="http" label="@turnkey/http">
      <CodeBlock language="ts">{httpClientSnippet(operation, baseUrl)}</CodeBlock>
    </TabItem>,
    <TabItem key="sdk-server" value="sdk-server" label="@turnkey/sdk-server">
      <CodeBlock language="ts">{sdkServerSnippet(operation, baseUrl)}</CodeBlock>
    </TabItem>,
  ];
}
