import { useEffect } from 'react';

/** How long a jump's target is held in place while the content above it settles. */
const PIN_MS = 2000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Keeps the element the URL's hash names where the jump put it. Operations and schemas use
 * `content-visibility: auto`, so the browser lays out only what is near the viewport; the
 * sections above a jump target take their real height only once the jump brings them near,
 * and that would push the target out of view. For a moment after each jump this corrects the
 * scroll position as the page above settles, and stops as soon as the reader scrolls.
 */
export function usePinnedHashTarget(): void {
  useEffect(() => {
    let release = () => {};
    const pin = () => {
      release();
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
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
