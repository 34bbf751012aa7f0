import { useEffect, type RefObject } from 'react';
import treeStyles from './SchemaTree/styles.module.css';

/** Operations and shared schemas this close to the viewport get their fields' links. */
const NEAR = '800px 0px';

/** What the reader hears after using a field's link. */
export const copiedMessage = {
  copied: (id: string) => `Link to ${id} copied.`,
  failed: (id: string) =>
    `Could not copy the link to ${id}; the address bar shows it, copy it from there.`,
} as const;

/** The link a field gets: to its own id, named for screen readers, drawn by the tree's CSS. */
export function fieldLink(field: HTMLElement): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = `#${field.id}`;
  link.className = treeStyles.fieldLink ?? '';
  link.setAttribute('aria-label', `Copy link to ${field.id}`);
  return link;
}

/** Adds a link to every field with an id in `section` that has none yet. */
function addLinks(section: Element): void {
  section.querySelectorAll<HTMLLIElement>('li[id]').forEach((field) => {
    if (!field.firstElementChild?.classList.contains(treeStyles.fieldLink ?? '')) {
      field.prepend(fieldLink(field));
    }
  });
}

/**
 * Gives every field of the schema trees a link to its own id (anchors.ts), shown on hover and
 * focus: following it puts the field's address in the address bar and copies it, and
 * `announce` tells the reader which. The ids are in the static HTML; the links are not (3,500
 * links would cost the page's HTML ~250 KB), so they are added to an operation or a shared
 * schema when it comes near the viewport, like its examples.
 */
export function useFieldLinks(
  container: RefObject<HTMLElement | null>,
  announce: (message: string) => void,
): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          addLinks(entry.target);
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: NEAR },
    );
    root.querySelectorAll('[data-operation], [data-schema]').forEach((section) => {
      observer.observe(section);
    });
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link?.classList.contains(treeStyles.fieldLink ?? '')) return;
      const id = link.parentElement?.id ?? '';
      // The link's own navigation sets the hash; the address copied is where it leads.
      const url = new URL(`#${id}`, window.location.href).href;
      const write =
        navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'));
      write.then(
        () => announce(copiedMessage.copied(id)),
        () => announce(copiedMessage.failed(id)),
      );
    };
    root.addEventListener('click', onClick);
    return () => {
      observer.disconnect();
      root.removeEventListener('click', onClick);
    };
  }, [container, announce]);
}
