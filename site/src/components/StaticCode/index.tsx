// A code block highlighted at build time (src/plugins/static-code): the markup arrives as a
// string and goes into the page as is, so hydration does not walk its tokens and the browser
// runs no highlighter. The copy and word-wrap buttons are the only interactive part.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { useCodeWordWrap } from '@docusaurus/theme-common/internal';
import { STATIC_CODE } from '@site/src/plugins/static-code/names';
import CodeButtons from './CodeButtons';
import styles from './styles.module.css';

export interface StaticCodeProps {
  /** The `<code>` element's HTML, written by the build (trusted: it escapes the code). */
  html: string;
  language: string;
  title?: string;
  /** The first line's number, when the block shows line numbers. */
  lineNumbersStart?: string;
}

export default function StaticCode({
  html,
  language,
  title,
  lineNumbersStart,
}: StaticCodeProps): ReactNode {
  const { codeBlockRef, isEnabled, isCodeScrollable, toggle } = useCodeWordWrap();
  const start = lineNumbersStart === undefined ? Number.NaN : Number(lineNumbersStart);
  const numbered = Number.isInteger(start);
  return (
    <div
      className={clsx(`language-${language}`, 'theme-code-block', STATIC_CODE, styles.container)}
    >
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        {/* Focusable: it scrolls when a line is wider than the column (WCAG 2.1.1). */}
        <pre
          ref={codeBlockRef}
          tabIndex={0}
          className={clsx('prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}
        >
          <code
            className={clsx(styles.codeBlockLines, numbered && styles.numbered)}
            style={numbered ? { counterReset: `line-count ${start - 1}` } : undefined}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </pre>
        {/* Not in the server HTML, as in the theme: they need React to work. */}
        <BrowserOnly>
          {() => (
            <CodeButtons
              codeRef={codeBlockRef}
              wrap={{ isEnabled, canWrap: isEnabled || isCodeScrollable, toggle }}
            />
          )}
        </BrowserOnly>
      </div>
    </div>
  );
}
