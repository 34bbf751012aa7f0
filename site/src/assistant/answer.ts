import { tokenize } from '../search/text/tokenize';
import { termsOf } from '../search/text/terms';
import { clipText, type Chunk, type Corpus, type CorpusPage } from './corpus';
import { conceptsOf, type Concept } from './question';
import { buildRetrievalIndex, idf, rank, relevantPassages, type RetrievalIndex } from './retrieval';

/**
 * Answers a question from the docs alone: the most relevant sections, each quoted by its best
 * sentences and cited [n] with a link to its page and heading. When no section is relevant it
 * says so and suggests pages, rather than guessing.
 */

export type Segment = { text: string } | { cite: number };

export interface Source {
  n: number;
  url: string;
  title: string;
  heading: string | null;
  section: string;
}

export interface PageLink {
  url: string;
  title: string;
}

export type Reply =
  | {
      kind: 'answer';
      /** `local`: passages quoted from the docs; `hosted`: written by the configured service. */
      mode: 'local' | 'hosted';
      paragraphs: Segment[][];
      sources: Source[];
      /** Shown above the answer, e.g. when the service failed and this is the local answer. */
      note?: string;
    }
  | { kind: 'not-found'; message: string; suggestions: PageLink[] }
  | { kind: 'invalid'; message: string };

/** A passage as retrieved: what the local answer quotes and what the service is given. */
export interface Passage {
  n: number;
  chunk: Chunk;
  /** The section's best sentences, in their order. */
  excerpt: string;
}

export const notFoundMessage =
  "I couldn't find this in the docs. These pages may help, or try other words:";

const maxSentences = 2;
const maxSentenceChars = 320;

/** Sentences of a section's text. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?:])\s+(?=[\p{Lu}\p{N}"'`(])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Scores a sentence by the concepts it mentions, rarer terms counting more. */
function sentenceScore(index: RetrievalIndex, sentence: string, concepts: Concept[]): number {
  const terms = new Set(tokenize(sentence).flatMap(termsOf));
  let score = 0;
  for (const concept of concepts) {
    let best = 0;
    for (const { terms: needed, weight } of concept.alternatives) {
      if (needed.every((term) => terms.has(term))) {
        best = Math.max(best, weight * needed.reduce((sum, term) => sum + idf(index, term), 0));
      }
    }
    score += best;
  }
  return score;
}

/** The best sentences of a section for the question, in their order, or its heading. */
export function excerptOf(index: RetrievalIndex, chunk: Chunk, concepts: Concept[]): string {
  const sentences = sentencesOf(chunk.text);
  if (sentences.length === 0) return chunk.heading ?? chunk.page.title;
  const scored = sentences.map((sentence, position) => ({
    sentence,
    position,
    score: sentenceScore(index, sentence, concepts),
  }));
  const chosen = [...scored]
    .sort((x, y) => y.score - x.score || x.position - y.position)
    .slice(0, maxSentences)
    .filter((entry, rank) => rank === 0 || entry.score > 0)
    .sort((x, y) => x.position - y.position);
  return chosen.map((entry) => clipText(entry.sentence, maxSentenceChars)).join(' ');
}

export function sourceOf(passage: Passage): Source {
  const { chunk } = passage;
  return {
    n: passage.n,
    url: chunk.url,
    title: chunk.page.title,
    heading: chunk.heading,
    section: chunk.page.section,
  };
}

/** Pages to suggest when nothing is found: titles sharing a word, else each section's first page. */
export function suggestPages(corpus: Corpus, question: string, limit = 5): PageLink[] {
  const words = tokenize(question)
    .flatMap(termsOf)
    .filter((term) => term.length >= 3);
  const scored = corpus.pages
    .map((page) => {
      const titleTerms = tokenize(page.title).flatMap(termsOf);
      const score = words.filter((word) =>
        titleTerms.some((term) => term.startsWith(word.slice(0, 4)) || word.startsWith(term)),
      ).length;
      return { page, score };
    })
    .filter((entry) => entry.score > 0)
    .sort((x, y) => y.score - x.score || x.page.url.length - y.page.url.length);
  const pages = scored.map((entry) => entry.page);
  if (pages.length < limit) {
    // Each section's shortest URL is its overview page.
    const bySection = new Map<string, CorpusPage>();
    for (const page of [...corpus.pages].sort((x, y) => x.url.length - y.url.length)) {
      if (page.section && !bySection.has(page.section)) bySection.set(page.section, page);
    }
    for (const page of bySection.values()) if (!pages.includes(page)) pages.push(page);
  }
  return pages.slice(0, limit).map(({ url, title }) => ({ url, title }));
}

export interface Retrieval {
  concepts: Concept[];
  passages: Passage[];
}

export interface Assistant {
  corpus: Corpus;
  index: RetrievalIndex;
}

export function createAssistant(corpus: Corpus): Assistant {
  return { corpus, index: buildRetrievalIndex(corpus) };
}

/** The relevant passages for a question, numbered from 1. */
export function retrieve(assistant: Assistant, question: string): Retrieval {
  const concepts = conceptsOf(question);
  const ranked = relevantPassages(rank(assistant.index, concepts), concepts);
  return {
    concepts,
    passages: ranked.map((hit, position) => ({
      n: position + 1,
      chunk: hit.chunk,
      excerpt: excerptOf(assistant.index, hit.chunk, concepts),
    })),
  };
}

export function notFound(assistant: Assistant, question: string): Reply {
  return {
    kind: 'not-found',
    message: notFoundMessage,
    suggestions: suggestPages(assistant.corpus, question),
  };
}

/** The local answer: each passage's excerpt, cited. */
export function localAnswer(passages: Passage[], note?: string): Reply {
  return {
    kind: 'answer',
    mode: 'local',
    paragraphs: passages.map((passage) => [{ text: passage.excerpt }, { cite: passage.n }]),
    sources: passages.map(sourceOf),
    ...(note ? { note } : {}),
  };
}

/** Answers from the docs alone. */
export function answerLocally(assistant: Assistant, question: string): Reply {
  const { passages } = retrieve(assistant, question);
  return passages.length > 0 ? localAnswer(passages) : notFound(assistant, question);
}
