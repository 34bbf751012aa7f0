import React, { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

// Loaded when the end of the page comes near, so it adds nothing to the first load.
const HelpfulFeedback = lazy(() => import('@site/src/components/HelpfulFeedback'));

/** The theme's doc footer (edit link, last update), then "Was this page helpful?". */
export default function FooterWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
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
