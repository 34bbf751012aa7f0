import { escapeHtml } from './text/highlight';

interface HitText {
  hierarchy: Record<string, string | null | undefined>;
  content?: string | null;
}

/**
 * A hit whose text fields are HTML-escaped. DocSearch renders a hit's highlighted fields as
 * HTML, and falls back to the raw fields when there is no highlight, as for recent searches
 * it stored: escaped, a page's text shows as text and markup in it never runs.
 */
export function escapeHitText<T extends HitText>(hit: T): T {
  const hierarchy = Object.fromEntries(
    Object.entries(hit.hierarchy).map(([level, value]) => [
      level,
      typeof value === 'string' ? escapeHtml(value) : value,
    ]),
  );
  return {
    ...hit,
    hierarchy,
    content: typeof hit.content === 'string' ? escapeHtml(hit.content) : hit.content,
  };
}
