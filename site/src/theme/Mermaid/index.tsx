import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useNearViewport } from '@site/src/utils/use-near-viewport';
import { drawingsPath } from '@site/src/plugins/prerendered-diagrams/public-path';
import styles from './styles.module.css';

type MermaidProps = WrapperProps<typeof MermaidType>;
type Mode = 'light' | 'dark';

type Props = MermaidProps & {
  /** Keys of the drawings the build made for each colour mode (src/plugins/prerendered-diagrams). */
  light?: string;
  dark?: string;
};

/**
 * Shows the build's drawing of the current colour mode: both are in the HTML (as images of the
 * drawn SVG files) and CSS picks one from `data-theme`, so there is no flash and no script. Without drawings (no browser at build
 * time, or `docusaurus start`) Mermaid draws the diagram once it nears the viewport.
 */
export default function DiagramOrMermaid({ light, dark, ...props }: Props): ReactNode {
  const [unavailable, setUnavailable] = useState(false);
  const onMissing = useCallback(() => setUnavailable(true), []);
  if (!light || !dark || unavailable) return <MermaidWhenNear {...props} />;
  return (
    <div className={styles.diagram} data-diagram="">
      <Drawing mode="light" drawing={light} onMissing={onMissing} />
      <Drawing mode="dark" drawing={dark} onMissing={onMissing} />
    </div>
  );
}

/**
 * One drawing's holder. The build fills it in the HTML with an <img> of the drawing
 * (plugins/prerendered-diagrams/image.ts), and hydration neither walks nor replaces it (React
 * leaves the contents of `dangerouslySetInnerHTML` alone), so the drawing never travels in the
 * page's JavaScript and costs one element. Reached by client-side navigation, the holder is
 * empty: it fetches the drawing and shows it inline, and if that fails the diagram is drawn in
 * the browser instead.
 */
function Drawing({
  mode,
  drawing,
  onMissing,
}: {
  mode: Mode;
  drawing: string;
  onMissing: () => void;
}): ReactNode {
  const holder = useRef<HTMLDivElement>(null);
  const url = useBaseUrl(`/${drawingsPath}/${drawing}.svg`);
  const [markup, setMarkup] = useState('');
  useEffect(() => {
    if (holder.current?.firstElementChild) return;
    let current = true;
    fetch(url)
      .then((response) =>
        response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then(
        (svg) => current && setMarkup(svg),
        () => current && onMissing(),
      );
    return () => {
      current = false;
    };
  }, [url, onMissing]);
  return (
    <div
      ref={holder}
      className={clsx('docusaurus-mermaid-container', styles[mode])}
      data-mode={mode}
      data-drawing={drawing}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

/**
 * Mermaid is ~190 KB gzipped of script and seconds of main-thread work on a slow phone; a
 * reader who never scrolls to a diagram below the fold should not pay for it.
 */
function MermaidWhenNear(props: MermaidProps): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder, '150px 0px');
  if (near) return <Mermaid {...props} />;
  return <div ref={placeholder} className={styles.placeholder} data-mermaid-pending="" />;
}
