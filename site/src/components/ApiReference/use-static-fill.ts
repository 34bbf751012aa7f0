import { useEffect } from 'react';
import { serverModel } from './server-model';

/**
 * After a client-side navigation to the page there is no prerendered HTML to keep: the holders
 * (see StaticHtml) are empty, and the browser has no model to render them from. This loads the
 * page in full instead, hash included, so the reader gets the prerendered page and the
 * browser's own jump to the target. (Fetching the HTML and copying the holders in worked, but
 * the jump then landed a few hundred pixels off while the sections above took their height.)
 */
export function useStaticFill(): void {
  useEffect(() => {
    if (serverModel) return;
    const holder = document.querySelector('[data-static]');
    if (holder && holder.childNodes.length === 0) window.location.reload();
  }, []);
}
