import React, { lazy, Suspense, useRef, type ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { useNearViewport } from '@site/src/utils/use-near-viewport';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

// Loaded when the end of the page comes near, so it adds nothing to the first load.
const HelpfulFeedback = lazy(() => import('@site/src/components/HelpfulFeedback'));

/** The theme's doc footer (edit link, last update), then "Was this page helpful?". */
export default function FooterWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const slot = useRef<HTMLDivElement>(null);
  // Well before the end of the page, so the control is there when the reader arrives.
  const near = useNearViewport(slot, '800px 0px');
  return (
    <>
      <Footer {...props} />
      <div ref={slot} className={styles.slot}>
        {near && (
          <Suspense fallback={null}>
            <HelpfulFeedback title={metadata.title} />
          </Suspense>
        )}
      </div>
    </>
  );
}
