/**
 * The theme's MDX components plus two changes. Markdown tables are keyboard-focusable: Infima
 * makes a table its own horizontal scroll box when it is wider than the column, and a region
 * that scrolls must be reachable without a mouse (WCAG 2.1.1; axe scrollable-region-focusable).
 * And `OpenInTryIt`, which remark-try-it-links writes under examples, needs no import.
 */
import type { ComponentProps, ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import OpenInTryIt from '../../components/OpenInTryIt';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default { ...MDXComponents, table: Table, OpenInTryIt };
