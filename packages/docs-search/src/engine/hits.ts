import type { Query } from 'minisearch';
import type { IndexField } from './index-format';
import { satisfies } from './query';
import { hierarchyLevels, type Hierarchy, type SearchRecord } from '../record';
import { highlight, snippet, type HighlightTags, type Highlighted } from './text/highlight';
import { termsOf } from './text/terms';

/** A record as Algolia answers it: hit type, highlights and snippets, absolute URL. */

export type HitType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

type HierarchyResults = Partial<Record<keyof Hierarchy, HighlightResult>>;

export interface SearchHit extends Omit<SearchRecord, 'type'> {
  type: HitType;
  _highlightResult: { hierarchy: HierarchyResults; content?: HighlightResult };
  _snippetResult: { hierarchy: HierarchyResults; content?: HighlightResult };
}

export interface HitOptions {
  /** `attribute:words`, e.g. `content:10` or `hierarchy.lvl1:10`. */
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

/** Index term → the fields it matched in, for one record. */
export type FieldMatches = ReadonlyMap<string, ReadonlySet<IndexField>>;

const clamp = (value: number, min: number, max: number, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value))) : fallback;

/** Whether a field matched every word of the query (a term matches the terms it starts with). */
function coversAllWords(match: FieldMatches, field: IndexField, words: Query[]): boolean {
  const terms = [...match].filter(([, fields]) => fields.has(field)).map(([term]) => term);
  const has = (wordTerm: string) => terms.some((term) => term.startsWith(wordTerm));
  return words.every((word) => satisfies(word, has));
}

/**
 * How DocSearch shows the hit: by its heading (or title) when that holds every word of the
 * query, else by a snippet of its text when the text matched.
 */
function hitType(record: SearchRecord, match: FieldMatches, words: Query[]): HitType {
  const headingField = record.type === 'lvl1' ? 'title' : 'heading';
  if (coversAllWords(match, headingField, words)) return record.type;
  const contentMatched = [...match.values()].some((fields) => fields.has('content'));
  return record.content && contentMatched ? 'content' : record.type;
}

export function buildHit(
  record: SearchRecord,
  match: FieldMatches,
  words: Query[],
  options: HitOptions,
  origin: string,
): SearchHit {
  const matchedTerms = new Set(match.keys());
  const isMatch = (word: string) => termsOf(word).some((term) => matchedTerms.has(term));
  const tags: HighlightTags = {
    pre: options.highlightPreTag ?? '<mark>',
    post: options.highlightPostTag ?? '</mark>',
  };
  const asResult = ({ value, matchedWords }: Highlighted): HighlightResult => ({
    value,
    matchLevel:
      matchedWords.length === 0 ? 'none' : matchedWords.length >= words.length ? 'full' : 'partial',
    matchedWords,
  });
  const snippetWords = new Map(
    (options.attributesToSnippet ?? []).map((spec) => {
      const [attribute = '', words] = spec.split(':');
      return [attribute, clamp(Number(words), 1, 100, 10)] as const;
    }),
  );
  const ellipsis = options.snippetEllipsisText ?? '…';
  const highlightResult: SearchHit['_highlightResult'] = { hierarchy: {} };
  const snippetResult: SearchHit['_snippetResult'] = { hierarchy: {} };
  const attributes = [
    ...hierarchyLevels.map((level) => [`hierarchy.${level}`, record.hierarchy[level]] as const),
    ['content', record.content] as const,
  ];
  for (const [attribute, text] of attributes) {
    if (text === null) continue;
    const full = asResult(highlight(text, isMatch, tags));
    const words = snippetWords.get(attribute);
    const cut =
      words === undefined ? null : asResult(snippet(text, words, isMatch, tags, ellipsis));
    if (attribute === 'content') {
      highlightResult.content = full;
      if (cut) snippetResult.content = cut;
    } else {
      const level = attribute.slice('hierarchy.'.length) as keyof Hierarchy;
      highlightResult.hierarchy[level] = full;
      if (cut) snippetResult.hierarchy[level] = cut;
    }
  }
  return {
    ...record,
    url: new URL(record.url, origin).href,
    type: hitType(record, match, words),
    _highlightResult: highlightResult,
    _snippetResult: snippetResult,
  };
}
