import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { OperationData } from '../../../plugins/api-reference/page-data';
import { loadOperation } from '../../../api-reference/data';
import { serverOperation } from '../../../api-reference/server-model';
import StaticHtml from '../StaticHtml';
import { useNearViewport } from '@site/src/utils/use-near-viewport';
import styles from './styles.module.css';

// The tabs carry the theme's CodeBlock and the browser's Prism: loaded with the examples' data.
const loadTabbed = () => import('./Tabbed');
const Tabbed = lazy(loadTabbed);

export interface ExamplesProps {
  name: string;
  /** The API origin the snippets send to. */
  baseUrl: string;
  /** Base URL of the page's JSON files. */
  dataUrl: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The example request and response and the same call as curl and TypeScript, one tab at a time.
 * The static HTML carries only the example request as plain text; when the operation nears the
 * viewport its examples load (one small JSON file) and the tabs, highlighting and copy buttons
 * replace it. The tab choice is shared and remembered.
 */
export default function Examples({ name, baseUrl, dataUrl }: ExamplesProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const [operation, setOperation] = useState<OperationData | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!near) return;
    let current = true;
    // The tabs' chunk loads beside the data; the placeholder stays until both are here.
    Promise.all([loadOperation(name, dataUrl), loadTabbed()]).then(
      ([data]) => current && setOperation(data),
      (failure: unknown) =>
        current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [near, name, dataUrl]);
  const request = serverOperation(name)?.example.request;
  return (
    <div ref={ref} className={styles.examples}>
      <StaticHtml hidden={operation !== null}>
        {request !== undefined && (
          <>
            <p className={styles.placeholderLabel}>Example request</p>
            {/* Focusable like the code blocks that replace it: it scrolls when long (WCAG 2.1.1). */}
            <pre className={styles.placeholder} tabIndex={0}>
              <code>{json(request)}</code>
            </pre>
          </>
        )}
      </StaticHtml>
      {operation && (
        <Suspense fallback={null}>
          <Tabbed operation={operation} baseUrl={baseUrl} />
        </Suspense>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
