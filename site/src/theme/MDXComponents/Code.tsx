/**
 * The theme's MDX `code` without the highlighter in every page's bundle. Fenced blocks arrive
 * as `StaticCode`, highlighted at build time (src/plugins/static-code); what still comes here
 * is inline code, and a multi-line `<code>` an author writes in JSX, which gets the theme's
 * CodeBlock from a chunk of its own.
 */
import { Children, lazy, Suspense, type ReactNode } from 'react';
import CodeInline from '@theme/CodeInline';
import type { Props } from '@theme/MDXComponents/Code';

const CodeBlock = lazy(() => import('@theme/CodeBlock'));

/** As the theme decides: only strings, none with a line break (an empty element is a block). */
const isInline = (children: ReactNode) =>
  children !== undefined &&
  Children.toArray(children).every((child) => typeof child === 'string' && !child.includes('\n'));

export default function MDXCode(props: Props): ReactNode {
  const { children, ...rest } = props;
  if (isInline(children)) return <CodeInline {...props} />;
  return (
    <Suspense fallback={<code {...props} />}>
      <CodeBlock {...rest}>{children}</CodeBlock>
    </Suspense>
  );
}
