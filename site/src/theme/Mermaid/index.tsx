import { useRef, type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import { useNearViewport } from '@site/src/utils/useNearViewport';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/**
 * Draws a diagram when it comes near the viewport. Mermaid is ~190 KB gzipped of script and
 * seconds of main-thread work on a slow phone; a reader (or a page-load audit) who never
 * scrolls to a diagram below the fold should not pay for it. See docs/architecture.md.
 */
export default function MermaidWhenNear(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder, '150px 0px');
  if (near) return <Mermaid {...props} />;
  return <div ref={placeholder} className={styles.placeholder} data-mermaid-pending="" />;
}
