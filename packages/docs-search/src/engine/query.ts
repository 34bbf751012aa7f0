import type { Query } from 'minisearch';
import { tokenize } from './text/tokenize';
import { normalize, questionWords, tokenTerms } from './text/terms';

/**
 * Turns what the reader typed into a MiniSearch query tree of already-processed terms:
 * every word must match (AND); an identifier matches by its whole form or by all of its parts;
 * only the last word, still being typed, matches as a prefix (Algolia's "prefixLast").
 */

/** Algolia's limit for a query; longer input is cut, never rejected. */
export const maxQueryLength = 512;
/** Words beyond this many are ignored, which keeps a pasted paragraph cheap. */
export const maxQueryWords = 16;

export type Combination = 'AND' | 'OR';

/** The shortest stop word searched as a prefix when it is the whole query. */
const minimumPrefix = 2;

/** How much a shorter prefix of an unfinished word counts, next to the word itself. */
const unfinishedWordBoost = 0.3;

/**
 * How much an identifier's parts count when matched apart, next to its whole form: a query for
 * `TurnkeyRequestError` is about that name, not about every section saying "request" and "error".
 */
const identifierPartsBoost = 0.5;

/**
 * What a code name spelled exactly as typed adds, next to its stem (see TokenTerms.spelled):
 * `ACTIVITY_TYPE_CREATE_WALLET` typed in full means that name, not the longer names it is a
 * prefix of.
 */
const spelledNameBoost = 1;

function wordQuery(token: string, isLast: boolean): Query | null {
  const { whole, parts, spelled } = tokenTerms(token);
  const raw = normalize(token);
  const alternatives: Query[] = [];
  if (whole) alternatives.push(whole);
  if (spelled) {
    alternatives.push({
      combineWith: 'OR',
      queries: [spelled],
      prefix: false,
      fuzzy: false,
      boostTerm: () => spelledNameBoost,
    });
  }
  const [first, ...others] = parts;
  if (first !== undefined && whole) {
    // The parts match as whole words: as prefixes, `turnkey` would match every `Turnkey…` name.
    alternatives.push({
      combineWith: 'AND',
      queries: parts,
      prefix: false,
      boostTerm: () => identifierPartsBoost,
    });
  } else if (first !== undefined) {
    alternatives.push(others.length === 0 ? first : { combineWith: 'AND', queries: parts });
  } else if (isLast && raw.length >= minimumPrefix) {
    // A stop word alone ("we" on the way to "webhooks") is searched as a prefix.
    alternatives.push(raw);
  }
  if (alternatives.length === 0) return null;
  if (isLast && !whole && raw.length >= 6) {
    // "creatin" on its way to "creating": its stem is not known yet, a shorter prefix is.
    const shorter = [raw.slice(0, -1), raw.slice(0, -2)].filter((prefix) => prefix !== first);
    alternatives.push({
      combineWith: 'OR',
      queries: shorter,
      fuzzy: false,
      boostTerm: () => unfinishedWordBoost,
    });
  }
  return { combineWith: 'OR', queries: alternatives, prefix: isLast };
}

/** Words that open a question rather than name what is asked about. */
const questionOpeners: ReadonlySet<string> = new Set(
  'can could do does how is should what when where which who why'.split(' '),
);

/** Whether the query is a question of several words, such as "how do I …". */
function isQuestion(tokens: string[]): boolean {
  const [opener] = tokens;
  return tokens.length >= 3 && opener !== undefined && questionOpeners.has(normalize(opener));
}

/**
 * The distinct words of a query that can match anything: not stop words or punctuation,
 * unless the query is that one word, which may still be growing into another.
 */
export function queryWords(text: string): string[] {
  const tokens = tokenize(text.slice(0, maxQueryLength));
  // A question ("how do I let my backend sign…") also drops the words that only ask.
  const asks = isQuestion(tokens);
  const meaningful = (token: string) =>
    (tokenTerms(token).parts.length > 0 || tokenTerms(token).whole !== null) &&
    !(asks && questionWords.has(normalize(token)));
  const words = tokens.filter(meaningful);
  // Alone, a stop word is probably a word being typed ("we" on the way to "webhooks").
  const [only] = tokens;
  if (words.length === 0 && tokens.length === 1 && only && only.length >= minimumPrefix) {
    words.push(only);
  }
  // A repeated word adds nothing: "window … window" is one word to match.
  const seen = new Set<string>();
  return words
    .filter((word) => !seen.has(normalize(word)) && seen.add(normalize(word)))
    .slice(0, maxQueryWords);
}

/** One query per word of the text (the last word as still being typed). */
export function wordQueries(text: string): Query[] {
  const words = queryWords(text);
  return words
    .map((word, index) => wordQuery(word, index === words.length - 1))
    .filter((query): query is Query => query !== null);
}

/** The most words a concatenation joins ("who am i" → `whoami`), as Algolia's does. */
const maxConcatenatedWords = 4;

/**
 * The query's words written as one ("who am I" → `whoami`, "sub org" → `suborg`), for when the
 * words apart match nothing; stop words count, since names are made of them. Null for one word
 * or more than four.
 */
export function concatenatedQuery(text: string): Query | null {
  const tokens = tokenize(text.slice(0, maxQueryLength));
  if (tokens.length < 2 || tokens.length > maxConcatenatedWords) return null;
  const { whole } = tokenTerms(tokens.join(''));
  // Exactly that name: as a prefix or with typos, short joins ("am i" → "ami") match noise.
  return whole ? { combineWith: 'OR', queries: [whole], prefix: false, fuzzy: false } : null;
}

/** Whether a query tree is satisfied when `has` tells which of its terms are present. */
export function satisfies(query: Query, has: (term: string) => boolean): boolean {
  if (typeof query === 'string') return has(query);
  if (typeof query !== 'object') return false;
  return query.combineWith === 'AND'
    ? query.queries.every((sub) => satisfies(sub, has))
    : query.queries.some((sub) => satisfies(sub, has));
}

/** The terms a query tree searches for. */
export function queryTerms(query: Query): string[] {
  if (typeof query === 'string') return [query];
  return typeof query === 'object' ? query.queries.flatMap(queryTerms) : [];
}

export function combine(queries: Query[], combineWith: Combination): Query | null {
  const [first, ...others] = queries;
  if (first === undefined) return null;
  return others.length === 0 ? first : { combineWith, queries };
}

export function buildQuery(text: string, combineWith: Combination): Query | null {
  return combine(wordQueries(text), combineWith);
}
