import { useEffect } from 'react';
import { serverModel } from '../../api-reference/server-model';
import { readItem, writeItem } from '../../api-reference/try-it/storage';

/**
 * After a client-side navigation to the page there is no prerendered HTML to keep: the holders
 * (see StaticHtml) are empty, and the browser has no model to render them from. This loads the
 * page in full instead, hash included, so the reader gets the prerendered page and the
 * browser's own jump to the target. (Fetching the HTML and copying the holders in worked, but
 * the jump then landed a few hundred pixels off while the sections above took their height.)
 */
export function usePrerenderedHtml(): void {
  useEffect(() => {
    if (serverModel) return;
    const holder = document.querySelector('[data-static]');
    if (!holder || holder.childNodes.length > 0) {
      writeItem('session', RELOADED, null);
      // Drop the empty query the new load below added.
      const { href, pathname, hash } = window.location;
      if (href.endsWith('?') || href.includes('?#')) {
        window.history.replaceState(window.history.state, '', `${pathname}${hash}`);
      }
      return;
    }
    // Once only: if the page came back empty from the server too, reloading again would loop
    // (and without storage to remember that, it does not reload at all).
    const path = window.location.pathname;
    if (readItem('session', RELOADED) === path) return;
    writeItem('session', RELOADED, path);
    if (readItem('session', RELOADED) !== path) return;
    // A new load, not a reload: a reload would return to where this empty page was scrolled
    // instead of jumping to the hash. The empty query makes it a different URL (same page).
    window.location.replace(`${path}${window.location.search || '?'}${window.location.hash}`);
  }, []);
}

const RELOADED = 'api-reference.reloaded-for-html';
