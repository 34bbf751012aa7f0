import React, { type ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import HelpfulFeedback from '@site/src/components/HelpfulFeedback';

type Props = WrapperProps<typeof FooterType>;

/** The theme's doc footer (edit link, last update), then "Was this page helpful?". */
export default function FooterWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <Footer {...props} />
      <HelpfulFeedback title={metadata.title} />
    </>
  );
}
