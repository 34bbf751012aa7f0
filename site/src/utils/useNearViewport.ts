import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `target` has come within `margin` (a CSS `rootMargin`, e.g. `'150px 0px'`) of the
 * viewport, and from then on. Where IntersectionObserver is missing it is true at once.
 * Used to load heavy parts of a page (Mermaid, the feedback control) only when a reader gets
 * near them.
 */
export function useNearViewport(target: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      const frame = requestAnimationFrame(() => setNear(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, margin]);
  return near;
}
