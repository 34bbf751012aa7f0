import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useBreadcrumbsStructuredData } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocBreadcrumbs/StructuredData';
import { scriptJson } from '@site/src/utils/json-ld';

/**
 * The theme's BreadcrumbList JSON-LD with one change: it is escaped for the script element
 * (the theme writes plain `JSON.stringify`, so a label holding `</script>` would end it).
 */
export default function DocBreadcrumbsStructuredData({ breadcrumbs }: Props): ReactNode {
  const data = useBreadcrumbsStructuredData({ breadcrumbs });
  return (
    <Head>
      <script type="application/ld+json">{scriptJson(data)}</script>
    </Head>
  );
}
