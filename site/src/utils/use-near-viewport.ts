import { useEffect, useState, type RefObject } from 'react';

/** The parts of `IntersectionObserver` this module uses (so tests can pass their own). */
export type ObserverConstructor = new (
  callback: (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void,
  options: { rootMargin: string },
) => Pick<IntersectionObserver, 'observe' | 'disconnect'>;

/**
 * Calls `onNear` once, when `element` comes within `margin` (a CSS `rootMargin`) of the
 * viewport, and returns the cleanup. Without IntersectionObserver (an old browser, a test
 * environment) it calls `onNear` at once: the content then loads eagerly, which costs bytes
 * but never leaves a reader looking at a placeholder that nothing will ever replace.
 */
export function watchNearViewport(
  element: Element,
  margin: string,
  onNear: () => void,
  Observer: ObserverConstructor | null = globalThis.IntersectionObserver ?? null,
): () => void {
  if (Observer === null) {
    onNear();
    return () => undefined;
  }
  const observer = new Observer(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * True once `target` has come within `margin` of the viewport, and from then on (see
 * `watchNearViewport`). Loads heavy parts of a page (Mermaid, the feedback control, the API
 * examples) only when a reader gets near them.
 */
export function useNearViewport(target: RefObject<Element | null>, margin = '800px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (near || !element) return undefined;
    return watchNearViewport(element, margin, () => setNear(true));
  }, [target, margin, near]);
  return near;
}
