/**
 * Splits a highlighted value (`a <mark>b</mark> c`, HTML-escaped text) into text segments,
 * so a page can render it with React, as text, instead of as HTML.
 */

export interface Segment {
  text: string;
  match: boolean;
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    const lower = body.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16), entity);
    if (lower.startsWith('#')) return safeCodePoint(parseInt(lower.slice(1), 10), entity);
    return namedEntities[lower] ?? entity;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff
    ? String.fromCodePoint(code)
    : fallback;
}

export function highlightSegments(value: string, pre = '<mark>', post = '</mark>'): Segment[] {
  const segments: Segment[] = [];
  let rest = value;
  let match = false;
  while (rest.length > 0) {
    const tag = match ? post : pre;
    const at = rest.indexOf(tag);
    const raw = at === -1 ? rest : rest.slice(0, at);
    if (raw) segments.push({ text: decodeEntities(raw), match });
    if (at === -1) break;
    rest = rest.slice(at + tag.length);
    match = !match;
  }
  return segments;
}
