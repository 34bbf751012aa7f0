/**
 * Wraps the doc's content to add the "Copy page" menu above it (floated beside the title) and
 * a `<link rel="alternate" type="text/markdown">` to the page's Markdown copy, which the
 * markdown-pages plugin writes at build time. The menu's heavy part loads on first use.
 */
import type { ComponentProps, ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import CopyPage from '@site/src/components/CopyPage';
import { markdownUrlOf } from '@site/src/plugins/markdown-pages/urls';

export default function DocItemContent(props: ComponentProps<typeof Content>): ReactNode {
  const { permalink } = useDoc().metadata;
  const { url, baseUrl } = useDocusaurusContext().siteConfig;
  const base = baseUrl.replace(/\/$/, '');
  const markdownUrl = base + markdownUrlOf(permalink.slice(base.length));
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <CopyPage markdownUrl={markdownUrl} pageUrl={url + permalink} />
      <Content {...props} />
    </>
  );
}
