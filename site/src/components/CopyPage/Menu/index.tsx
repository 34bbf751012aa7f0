import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { assistantHref, copyPage } from '../../../config/copy-page';
import styles from './styles.module.css';

export interface MenuProps {
  id: string;
  markdownUrl: string;
  pageUrl: string;
  /** The button that opened the menu: clicks on it are its own, not "outside". */
  toggle: RefObject<HTMLButtonElement | null>;
  onCopy: () => void;
  /** Closes the menu; `refocus` returns focus to the toggle (Escape, a chosen action). */
  onClose: (refocus: boolean) => void;
}

export { copyMarkdown } from './copy';

/** The menu of page actions (WAI-ARIA menu button pattern), loaded on first use. */
export default function Menu({
  id,
  markdownUrl,
  pageUrl,
  toggle,
  onCopy,
  onClose,
}: MenuProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const items = () =>
    Array.from(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  useEffect(() => {
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!ref.current?.contains(target) && !toggle.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose, toggle]);
  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = {
      ArrowDown: (current + 1) % list.length,
      ArrowUp: (current - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key in move) {
      event.preventDefault();
      list[move[event.key] as number]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };
  const absoluteMarkdownUrl = new URL(markdownUrl, pageUrl).href;
  const mcpGuideUrl = useBaseUrl(copyPage.mcpGuide?.route ?? '/');
  const link = {
    role: 'menuitem',
    tabIndex: -1,
    target: '_blank',
    className: styles.item,
  } as const;
  return (
    <div
      id={id}
      role="menu"
      aria-label="Page actions"
      ref={ref}
      className={styles.menu}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={styles.item}
        onClick={() => {
          onCopy();
          onClose(true);
        }}
      >
        Copy page
        <span className={styles.hint}>The page as Markdown, for an AI assistant</span>
      </button>
      <a {...link} href={markdownUrl} rel="noopener" onClick={() => onClose(false)}>
        View as Markdown
        <span className={styles.hint}>Open the page&apos;s Markdown in a new tab</span>
      </a>
      {copyPage.mcpGuide && (
        <a
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          href={mcpGuideUrl}
          onClick={() => onClose(false)}
        >
          {copyPage.mcpGuide.label}
          <span className={styles.hint}>{copyPage.mcpGuide.hint}</span>
        </a>
      )}
      {copyPage.assistants.map((assistant) => (
        <a
          {...link}
          key={assistant.label}
          href={assistantHref(assistant, { pageUrl, markdownUrl: absoluteMarkdownUrl })}
          rel="noopener noreferrer"
          onClick={() => onClose(false)}
        >
          {assistant.label}
          <span className={styles.hint}>Ask questions about this page</span>
        </a>
      ))}
    </div>
  );
}
