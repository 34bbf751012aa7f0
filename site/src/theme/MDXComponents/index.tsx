/**
 * The theme's MDX components with a few changes. Markdown tables are keyboard-focusable: Infima
 * makes a table its own horizontal scroll box when it is wider than the column, and a region
 * that scrolls must be reachable without a mouse (WCAG 2.1.1; axe scrollable-region-focusable).
 * And two elements the remark steps write, so MDX needs no import: `OpenInTryIt` under examples
 * (remark-try-it-links), `OpenInPolicyLab` under policy examples (remark-policy-lab-links) and `StaticCode`, what fenced code blocks become at build time
 * (src/plugins/static-code).
 */
import type { ComponentProps, ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import OpenInTryIt from '../../components/OpenInTryIt';
import OpenInPolicyLab from '../../components/OpenInPolicyLab';
import StaticCode from '@site/src/components/StaticCode';
import { STATIC_CODE_ELEMENT } from '@site/src/plugins/static-code/names';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {
  ...MDXComponents,
  table: Table,
  OpenInTryIt,
  OpenInPolicyLab,
  [STATIC_CODE_ELEMENT]: StaticCode,
};
