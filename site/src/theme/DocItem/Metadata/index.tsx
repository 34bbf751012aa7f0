import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PageMetadata, useThemeConfig } from '@docusaurus/theme-common';
import {
  useDoc,
  useDocsSidebar,
  useSidebarBreadcrumbs,
} from '@docusaurus/plugin-content-docs/client';
import { cardPath, sectionOf } from '@site/src/plugins/social-cards/sections';
import { scriptJson, techArticle } from '@site/src/utils/json-ld';

type Props = WrapperProps<typeof MetadataType>;

/**
 * The theme's doc metadata, plus: `og:image` pointing at the section's social card (unless
 * the doc names its own image), `og:type` article and a TechArticle JSON-LD block. The
 * BreadcrumbList comes from `DocBreadcrumbs/StructuredData`.
 */
export default function MetadataWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { image: defaultImage } = useThemeConfig();
  const { metadata, frontMatter, assets } = useDoc();
  const sidebar = useDocsSidebar();
  const top = useSidebarBreadcrumbs()?.[0];
  const section = sectionOf(sidebar?.name, top?.type === 'category' ? top.label : undefined);
  const ownImage = assets.image ?? frontMatter.image;
  const sectionCard = section ? cardPath(section) : undefined;
  // Pages outside a section keep the site's default card (themeConfig.image).
  const image = ownImage ?? sectionCard ?? defaultImage;
  const url = `${siteConfig.url}${metadata.permalink}`;
  const article = techArticle({
    title: metadata.title,
    description: metadata.description,
    url,
    image: image && new URL(image, `${siteConfig.url}${siteConfig.baseUrl}`).href,
    lastUpdatedAt: metadata.lastUpdatedAt,
    publisher: siteConfig.title,
  });
  return (
    <>
      <Metadata {...props} />
      {!ownImage && sectionCard && <PageMetadata image={sectionCard} />}
      <Head>
        <meta property="og:type" content="article" />
        <script type="application/ld+json">{scriptJson(article)}</script>
      </Head>
    </>
  );
}
