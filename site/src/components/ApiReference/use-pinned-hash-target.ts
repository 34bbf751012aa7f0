import { useEffect } from 'react';

/** How long a jump's target is held in place while the content above it settles. */
const PIN_MS = 2000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Opens every collapsed `<details>` around `target`, so a field deep in a tree is shown (its
 * own `<details>` stays as it is). Returns how many it opened.
 */
export function openAncestors(target: Element): number {
  let opened = 0;
  for (
    let at = target.parentElement?.closest('details');
    at;
    at = at.parentElement?.closest('details')
  ) {
    if (!at.open) {
      at.open = true;
      opened += 1;
    }
  }
  return opened;
}

/**
 * Keeps the element the URL's hash names where the jump put it. Operations and schemas use
 * `content-visibility: auto`, so the browser lays out only what is near the viewport; the
 * sections above a jump target take their real height only once the jump brings them near,
 * and that would push the target out of view. For a moment after each jump this corrects the
 * scroll position as the page above settles, and stops as soon as the reader scrolls. A
 * field's id (anchors.ts) may sit in collapsed sections of its tree: those open first.
 */
export function usePinnedHashTarget(): void {
  useEffect(() => {
    let release = () => {};
    const pin = () => {
      release();
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
      openAncestors(target);
      target.scrollIntoView({ block: 'start' });
      const expected = target.getBoundingClientRect().top;
      const observer = new ResizeObserver(() => {
        const drift = target.getBoundingClientRect().top - expected;
        if (Math.abs(drift) > 1) window.scrollBy(0, drift);
      });
      observer.observe(document.body);
      const timer = window.setTimeout(() => release(), PIN_MS);
      release = () => {
        observer.disconnect();
        window.clearTimeout(timer);
        USER_INPUT.forEach((type) => window.removeEventListener(type, release));
        release = () => {};
      };
      USER_INPUT.forEach((type) => window.addEventListener(type, release, { passive: true }));
    };
    pin();
    window.addEventListener('hashchange', pin);
    return () => {
      window.removeEventListener('hashchange', pin);
      release();
    };
  }, []);
}
