import { tokenize } from '@docs/docs-search/engine/text/tokenize';
import {
  normalize,
  questionWords,
  stopWords,
  tokenTerms,
} from '@docs/docs-search/engine/text/terms';
import { maxPhraseWords, phraseKey, synonymsOf } from './synonyms';

/**
 * Turns a reader's question into concepts to look for. Question words and filler ("how do
 * I", "what is", "can you tell me") are dropped; each remaining word or known phrase becomes
 * one concept, looked for under its own terms and, with a lower weight, under its synonyms
 * from `synonyms.ts`.
 */

/** Longest question accepted, in characters. */
export const maxQuestionChars = 500;

/** One way of writing a concept: all its terms must occur in a passage for it to count. */
export interface Alternative {
  terms: string[];
  /** 1 for the reader's own words, less for a synonym. */
  weight: number;
}

export interface Concept {
  /** The words of the question this concept stands for. */
  text: string;
  alternatives: Alternative[];
}

export const synonymWeight = 0.7;

const isDropped = (token: string): boolean => {
  const word = normalize(token);
  return stopWords.has(word) || questionWords.has(word);
};

/** The terms a phrase must match: each word's whole identifier form, else its stem. */
function phraseTerms(phrase: string): string[] {
  const terms = tokenize(phrase).flatMap((token) => {
    if (isDropped(token)) return [];
    const { whole, parts } = tokenTerms(token);
    return whole ? [whole] : parts;
  });
  return [...new Set(terms)];
}

function conceptOf(text: string, synonyms: string[]): Concept | null {
  const alternatives: Alternative[] = [];
  const add = (terms: string[], weight: number) => {
    if (terms.length === 0) return;
    const key = terms.join(' ');
    if (alternatives.some((alternative) => alternative.terms.join(' ') === key)) return;
    alternatives.push({ terms, weight });
  };
  add(phraseTerms(text), 1);
  const tokens = tokenize(text);
  // One code identifier ("createSubOrganization", "sign_transaction") also matches its words
  // written apart; a hyphenated word ("sub-org", "one-time") does not: its parts are too common.
  const [token] = tokens;
  if (tokens.length === 1 && token && !/^[\p{L}\p{N}]+(-[\p{L}\p{N}]+)+$/u.test(token)) {
    const { whole, parts } = tokenTerms(token);
    if (whole) add(parts, 0.9);
  }
  for (const synonym of synonyms) add(phraseTerms(synonym), synonymWeight);
  return alternatives.length > 0 ? { text, alternatives } : null;
}

/** Removes markup tags, so `<b>passkeys</b>` asks about passkeys and `<img …>` about nothing. */
export function withoutMarkup(text: string): string {
  return text.replace(/<\/?[a-z!][^>]*>?/gi, ' ');
}

/** The concepts of a question, in the order they appear; none for a question of filler only. */
export function conceptsOf(question: string): Concept[] {
  const tokens = tokenize(withoutMarkup(question)).slice(0, 64);
  const concepts: Concept[] = [];
  let index = 0;
  while (index < tokens.length) {
    let matched = false;
    for (let size = Math.min(maxPhraseWords, tokens.length - index); size >= 1; size -= 1) {
      const window = tokens.slice(index, index + size);
      if (window.every(isDropped)) continue;
      if (size > 1 && (isDropped(window[0] ?? '') || isDropped(window[size - 1] ?? ''))) continue;
      const phrase = window.join(' ');
      const synonyms = synonymsOf(phrase);
      if (synonyms.length === 0 && size > 1) continue;
      const concept = conceptOf(phrase, synonyms);
      if (concept) concepts.push(concept);
      index += size;
      matched = true;
      break;
    }
    if (!matched) index += 1;
  }
  // The same concept asked twice counts once.
  const seen = new Set<string>();
  return concepts.filter((concept) => {
    const key = phraseKey(concept.text);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type QuestionCheck = { ok: true; question: string } | { ok: false; message: string };

const example = '“How do I create a sub-organization?”';

/** Rejects questions the assistant cannot read, with a message saying what to do instead. */
export function checkQuestion(input: string): QuestionCheck {
  const question = input.trim();
  if (!question) return { ok: false, message: `Type a question first, for example ${example}` };
  if (question.length > maxQuestionChars) {
    return {
      ok: false,
      message: `That question is ${question.length} characters long; please ask in ${maxQuestionChars} characters or fewer.`,
    };
  }
  if (!/[\p{L}\p{N}]/u.test(withoutMarkup(question))) {
    return {
      ok: false,
      message: `That looks like markup or symbols, not a question. Ask in words, for example ${example}`,
    };
  }
  if (conceptsOf(question).length === 0) {
    return {
      ok: false,
      message: `Say a little more about what you are looking for, for example ${example}`,
    };
  }
  return { ok: true, question };
}
