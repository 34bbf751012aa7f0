import React, { useRef, useState, type ComponentType, type ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * The site's root, around every page: adds the "Ask the docs" button. Root stays mounted across
 * client-side navigation, so the open panel and its conversation survive link clicks. This file
 * ships on every page: it holds only the button; the panel, the retrieval engine and the
 * corpus load on first open (see src/components/AssistantPanel).
 */

type Panel = ComponentType<{ onClose: () => void }>;

let panel: Promise<Panel> | undefined;
const loadPanel = () =>
  (panel ??= import('@site/src/components/AssistantPanel').then((module) => module.default));

export default function Root({ children }: { children: ReactNode }) {
  const [Panel, setPanel] = useState<Panel | 'error' | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const toggle = () => {
    if (open) return close();
    setOpen(true);
    loadPanel().then(
      (component) => setPanel(() => component),
      () => {
        panel = undefined;
        setPanel('error');
      },
    );
  };
  return (
    <>
      {children}
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        onClick={toggle}
      >
        Ask the docs
      </button>
      {open && Panel === 'error' && (
        <p role="alert" className={styles.error}>
          The assistant could not load. Check your connection and try again.
        </p>
      )}
      {open && Panel && Panel !== 'error' && <Panel onClose={close} />}
    </>
  );
}
