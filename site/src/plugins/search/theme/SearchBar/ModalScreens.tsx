import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { searchSuggestions } from '@site/src/config/search';
import { searchMessages } from '../../client/messages';
import type { SearchTracker } from './search-tracker';

/**
 * §8's screens the pinned DocSearch cannot show itself (see searchTracker.ts): rendered into
 * DocSearch's no-results screen, the error screen when the latest search failed (styles.css
 * then hides DocSearch's own text), else the "Try searching for" suggestions.
 */

/** Types a suggestion into DocSearch's input, as its own suggestion buttons do. */
function typeQuery(container: HTMLElement, query: string): void {
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!input || !setValue) return;
  setValue.call(input, `${query} `);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

/** DocSearch's no-results element while it is on screen. */
function useNoResultsElement(container: HTMLElement): HTMLElement | null {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const observer = new MutationObserver(() =>
      setElement(container.querySelector<HTMLElement>('.DocSearch-NoResults')),
    );
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
  return element;
}

export default function ModalScreens({
  container,
  tracker,
}: {
  container: HTMLElement;
  tracker: SearchTracker;
}): ReactNode {
  const noResults = useNoResultsElement(container);
  const latest = useSyncExternalStore(tracker.subscribe, tracker.getLatest, () => null);
  if (!noResults || !latest || latest.status === 'found') return null;
  const messages = searchMessages();
  return createPortal(
    latest.status === 'error' ? (
      <div className="DocSearch-ErrorScreen" data-search-screen="error">
        <p className="DocSearch-Title">{messages.errorTitle}</p>
        <p className="DocSearch-Help">{messages.errorHelp}</p>
      </div>
    ) : (
      <div className="DocSearch-NoResults-Prefill-List" data-search-screen="suggestions">
        <p className="DocSearch-Help">{messages.suggestions}:</p>
        <div className="DocSearch-NoResults-Prefill-List-Items">
          {searchSuggestions.map((suggestion) => (
            <p key={suggestion}>
              <button
                type="button"
                className="DocSearch-Prefill"
                onClick={() => typeQuery(container, suggestion)}
              >
                {suggestion}
              </button>
            </p>
          ))}
        </div>
      </div>
    ),
    noResults,
  );
}
