/**
 * The theme's MDX components plus two changes. Markdown tables are keyboard-focusable: Infima
 * makes a table its own horizontal scroll box when it is wider than the column, and a region
 * that scrolls must be reachable without a mouse (WCAG 2.1.1; axe scrollable-region-focusable).
 * `StaticCode` is what fenced code blocks become at build time (src/plugins/static-code).
 */
import type { ComponentProps, ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import StaticCode from '@site/src/components/StaticCode';
import { STATIC_CODE_ELEMENT } from '@site/src/plugins/static-code/names';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default { ...MDXComponents, table: Table, [STATIC_CODE_ELEMENT]: StaticCode };
