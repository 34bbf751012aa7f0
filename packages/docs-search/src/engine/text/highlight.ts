import { wordSpans } from './tokenize';

/**
 * Highlighting in Algolia's format: the attribute's text, HTML-escaped, with each matched word
 * between the pre and post tags. DocSearch renders these strings as HTML, so everything that
 * is not a tag we add is escaped here.
 */

export interface HighlightTags {
  pre: string;
  post: string;
}

export type WordMatcher = (word: string) => boolean;

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#039;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

export interface Highlighted {
  value: string;
  /** The words of the text that matched, in order of appearance, without duplicates. */
  matchedWords: string[];
}

function mark(text: string, from: number, to: number, isMatch: WordMatcher, tags: HighlightTags) {
  let value = '';
  let cursor = from;
  const matched = new Set<string>();
  for (const span of wordSpans(text.slice(from, to))) {
    const start = from + span.start;
    const end = from + span.end;
    if (!isMatch(span.token)) continue;
    matched.add(span.token);
    value += `${escapeHtml(text.slice(cursor, start))}${tags.pre}${escapeHtml(span.token)}${tags.post}`;
    cursor = end;
  }
  value += escapeHtml(text.slice(cursor, to));
  return { value, matchedWords: [...matched] };
}

/** The whole text, highlighted. */
export function highlight(text: string, isMatch: WordMatcher, tags: HighlightTags): Highlighted {
  return mark(text, 0, text.length, isMatch, tags);
}

/** Where the window of `words` words holding the most different matched words starts. */
function bestWindow(tokens: string[], words: number, isMatch: WordMatcher): number {
  const matched = tokens.map((token) => (isMatch(token) ? token.toLowerCase() : null));
  let best = 0;
  let bestScore = 0;
  for (let start = 0; start + words <= tokens.length; start++) {
    const score = new Set(matched.slice(start, start + words).filter(Boolean)).size;
    if (score > bestScore) [best, bestScore] = [start, score];
  }
  // Start a little before the first match of the window, so it reads in context.
  const firstMatch = matched.findIndex((token, index) => index >= best && token !== null);
  return firstMatch === -1
    ? best
    : Math.max(0, Math.min(firstMatch - Math.floor(words / 3), tokens.length - words));
}

/**
 * The window of `words` words that holds the most matched words (the start when nothing
 * matched), highlighted, with `ellipsis` where the text was cut.
 */
export function snippet(
  text: string,
  words: number,
  isMatch: WordMatcher,
  tags: HighlightTags,
  ellipsis: string,
): Highlighted {
  const spans = wordSpans(text);
  if (spans.length <= words) return highlight(text, isMatch, tags);
  const first = bestWindow(
    spans.map((span) => span.token),
    words,
    isMatch,
  );
  const last = first + words - 1;
  const from = first === 0 ? 0 : (spans[first]?.start ?? 0);
  const to = last === spans.length - 1 ? text.length : (spans[last]?.end ?? text.length);
  const { value, matchedWords } = mark(text, from, to, isMatch, tags);
  return {
    value: `${first > 0 ? ellipsis : ''}${value}${to < text.length ? ellipsis : ''}`,
    matchedWords,
  };
}
