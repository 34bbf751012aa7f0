import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useSearchEngine } from '../../client/use-search-engine';
import { loadSearchModal, type LoadedSearchModal } from './load-modal';
import './styles.css';

/**
 * The navbar search button (replaces theme-search-algolia's SearchBar). Same DocSearch
 * button, shortcuts (Ctrl/Cmd+K, `/` outside inputs) and lazily loaded modal; the modal is
 * answered by the local index or by Algolia (see SearchModal.tsx), and only the hosted engine
 * gets the `preconnect` hint to Algolia's servers, so a local site contacts no other host.
 */

interface OpenState {
  loaded: LoadedSearchModal;
  container: HTMLElement;
  initialScrollY: number;
}

const noop = () => {};

function modalContainer(engine: string): HTMLElement {
  const existing = document.getElementById('search-modal-root');
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = 'search-modal-root';
  element.dataset.searchEngine = engine;
  document.body.insertBefore(element, document.body.firstChild);
  return element;
}

/** The modifier key the shortcut uses on the reader's platform, as DocSearch decides it. */
export function shortcutModifier(platform: string): string {
  return /Mac|iPhone|iPod|iPad/i.test(platform) ? '⌘' : 'Ctrl';
}

export default function SearchBar(): ReactNode {
  const engine = useSearchEngine();
  const { siteConfig } = useDocusaurusContext();
  const { appId } = (siteConfig.themeConfig as { algolia: { appId: string } }).algolia;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<OpenState | null>(null);

  const preload = useCallback(() => {
    loadSearchModal(engine).catch(noop);
  }, [engine]);
  const openModal = useCallback(() => {
    loadSearchModal(engine).then((loaded) => {
      // Fetch the local index now: it is ready by the time the reader has typed a word.
      loaded.localClient?.preload();
      setOpen({ loaded, container: modalContainer(engine.engine), initialScrollY: window.scrollY });
    }, noop);
  }, [engine]);
  const closeModal = useCallback(() => {
    setOpen(null);
    buttonRef.current?.focus();
  }, []);

  // The key caps are drawn by CSS from this attribute (see styles.css for why not as text).
  useEffect(() => {
    const keys = buttonRef.current?.querySelector<HTMLElement>('.DocSearch-Button-Keys');
    if (keys) keys.dataset.modifier = shortcutModifier(navigator.platform);
  }, []);

  useDocSearchKeyboardEvents({
    isOpen: open !== null,
    onOpen: openModal,
    onClose: closeModal,
    isAskAiActive: false,
    onAskAiToggle: noop,
  });

  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return (
    <>
      {engine.engine === 'hosted' && (
        <Head>
          {/* Lets the browser connect to the DocSearch cluster early: a faster first query. */}
          <link
            rel="preconnect"
            href={`https://${appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={preload}
        onFocus={preload}
        onMouseOver={preload}
        onClick={openModal}
        translations={{ buttonText: label, buttonAriaLabel: label }}
      />
      {open &&
        createPortal(
          <open.loaded.Modal
            container={open.container}
            localClient={open.loaded.localClient}
            initialScrollY={open.initialScrollY}
            onClose={closeModal}
          />,
          open.container,
        )}
    </>
  );
}
