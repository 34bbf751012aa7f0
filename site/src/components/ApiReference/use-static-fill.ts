import { useEffect } from 'react';
import { serverModel } from './server-model';

const HOLDERS = '[data-static]';

/**
 * After a client-side navigation to the page there is no prerendered HTML to keep: the
 * holders (see StaticHtml) are empty. This fetches the page's HTML once and copies each
 * holder's contents in document order, then repeats the jump to the URL's hash. If the page's
 * holders and the fetched ones do not line up (a stale tab after a deploy), it loads the page
 * in full instead.
 */
export function useStaticFill(): void {
  useEffect(() => {
    if (serverModel) return;
    const holders = Array.from(document.querySelectorAll<HTMLElement>(HOLDERS));
    if (holders.length === 0 || holders.some((holder) => holder.childNodes.length > 0)) return;
    let current = true;
    fetch(window.location.pathname)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .then((html) => {
        if (!current) return;
        const page = new DOMParser().parseFromString(html, 'text/html');
        const filled = Array.from(page.querySelectorAll<HTMLElement>(HOLDERS));
        if (filled.length !== holders.length) throw new Error('the page changed');
        holders.forEach((holder, index) => {
          const source = filled[index];
          if (source) holder.replaceChildren(...Array.from(source.childNodes));
        });
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      })
      .catch(() => current && window.location.reload());
    return () => {
      current = false;
    };
  }, []);
}
