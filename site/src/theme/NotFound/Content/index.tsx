/**
 * Wraps the not-found content to give it a `Page Not Found | Site` title. With docs served
 * from the site root, unknown paths render this content inside the docs layout (not the
 * NotFound page), whose metadata would otherwise leave the bare site title.
 */
import type { ComponentProps, ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import Content from '@theme-original/NotFound/Content';

export default function NotFoundContent(props: ComponentProps<typeof Content>): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}
        description="This page does not exist. Search the documentation or start from the home page."
      />
      <Content {...props} />
    </>
  );
}
