import type { LocalSearchEngine } from '@docs/docs-search/engine';
import { tokenize } from '@docs/docs-search/engine/text/tokenize';
import { termsOf } from '@docs/docs-search/engine/text/terms';
import { searchSuggestions } from '../config/search';
import { conceptsOf, type Concept } from './question';
import {
  candidates,
  chunkOf,
  conceptQuery,
  rank,
  relevantPassages,
  retrievalFilters,
  type Chunk,
} from './retrieval';

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

/** Cuts `text` at a sentence (or word) end before `limit` characters. */
export function clipText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit);
  const sentenceEnd = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('? '),
    head.lastIndexOf('! '),
  );
  if (sentenceEnd > limit * 0.6) return head.slice(0, sentenceEnd + 1);
  const space = head.lastIndexOf(' ');
  return `${head.slice(0, space > 0 ? space : limit)}…`;
}

/** Sentences of a section's text. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?:])\s+(?=[\p{Lu}\p{N}"'`(])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Scores a sentence by the concepts it mentions, rarer terms counting more. */
function sentenceScore(engine: LocalSearchEngine, sentence: string, concepts: Concept[]): number {
  const terms = new Set(tokenize(sentence).flatMap(termsOf));
  let score = 0;
  for (const concept of concepts) {
    let best = 0;
    for (const { terms: needed, weight } of concept.alternatives) {
      if (needed.every((term) => terms.has(term))) {
        best = Math.max(best, weight * needed.reduce((sum, term) => sum + engine.rarity(term), 0));
      }
    }
    score += best;
  }
  return score;
}

/** The best sentences of a section for the question, in their order, or its heading. */
export function excerptOf(engine: LocalSearchEngine, chunk: Chunk, concepts: Concept[]): string {
  const sentences = sentencesOf(chunk.text);
  if (sentences.length === 0) return chunk.heading ?? chunk.page.title;
  const scored = sentences.map((sentence, position) => ({
    sentence,
    position,
    score: sentenceScore(engine, sentence, concepts),
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

/** Pages to suggest when nothing is found: those of the best partial matches, else the search UI's suggestions. */
export async function suggestPages(
  engine: LocalSearchEngine,
  ranked: { record: number }[],
  limit = 5,
): Promise<PageLink[]> {
  let ids = ranked.slice(0, 20).map((hit) => hit.record);
  if (ids.length === 0) {
    // Nothing matched at all: the pages the search UI offers as starting points.
    for (const query of searchSuggestions) {
      const [top] = await engine.rankAny(conceptsOf(query).map(conceptQuery), {
        facetFilters: retrievalFilters,
      });
      if (top) ids.push(top.record);
    }
  }
  ids = [...new Set(ids)];
  const pages = new Map<string, PageLink>();
  for (const [position, record] of (await engine.records(ids)).entries()) {
    const { page } = chunkOf(ids[position] ?? 0, record);
    if (!pages.has(page.url)) pages.set(page.url, { url: page.url, title: page.title });
  }
  return [...pages.values()].slice(0, limit);
}

export interface Retrieval {
  concepts: Concept[];
  passages: Passage[];
  /** Pages to suggest when there is no passage. */
  suggestions: () => Promise<PageLink[]>;
}

/** The assistant: the search engine over the site's index. */
export interface Assistant {
  engine: LocalSearchEngine;
}

export function createAssistant(engine: LocalSearchEngine): Assistant {
  return { engine };
}

/** The relevant passages for a question, numbered from 1. */
export async function retrieve({ engine }: Assistant, question: string): Promise<Retrieval> {
  const concepts = conceptsOf(question);
  const ranked = await rank(engine, concepts);
  const chosen = candidates(ranked, concepts);
  const records = await engine.records(chosen.map((hit) => hit.record));
  const chunks = records.map((record, position) => chunkOf(chosen[position]?.record ?? 0, record));
  return {
    concepts,
    passages: relevantPassages(chunks).map((chunk, position) => ({
      n: position + 1,
      chunk,
      excerpt: excerptOf(engine, chunk, concepts),
    })),
    suggestions: () => suggestPages(engine, ranked),
  };
}

export async function notFound(retrieval: Retrieval): Promise<Reply> {
  return {
    kind: 'not-found',
    message: notFoundMessage,
    suggestions: await retrieval.suggestions(),
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
export async function answerLocally(assistant: Assistant, question: string): Promise<Reply> {
  const retrieval = await retrieve(assistant, question);
  return retrieval.passages.length > 0 ? localAnswer(retrieval.passages) : notFound(retrieval);
}
