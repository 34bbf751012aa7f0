import { tokenize } from '../search/text/tokenize';
import { termsOf } from '../search/text/terms';
import type { Chunk, Corpus } from './corpus';
import type { Concept } from './question';

/**
 * Lexical retrieval over the corpus's sections: BM25 (k1 = 1.2, b = 0.75) on the search
 * index's terms (same tokenizer and stemmer), with a section's heading and page title counted
 * more than its text. A question is a list of concepts (`question.ts`); a concept scores in a
 * section by its best-matching alternative (its own words, or a synonym at a lower weight), and
 * a section's score is the sum over concepts times the share of concepts it matches, so a
 * section that answers the whole question beats one that repeats a single word.
 */

const k1 = 1.2;
const b = 0.75;
const fieldWeights = { heading: 3, title: 1.5, text: 1, code: 1 } as const;
/** A concept named in the page's title scores this much more in each of its sections. */
const pageTitleBoost = 2.6;
/** A concept named in the section's own heading (or operation id) scores this much more. */
const headingBoost = 1.3;
/** The share of those boosts a synonym gets. */
const synonymBoostShare = 1;

export interface Ranked {
  chunk: Chunk;
  score: number;
  /** Share of the question's concepts the section matches, 0–1. */
  coverage: number;
}

export interface RetrievalIndex {
  corpus: Corpus;
  /** term → [chunk id, weighted term frequency][] */
  postings: Map<string, [number, number][]>;
  lengths: Float64Array;
  averageLength: number;
  /** The terms of each page's title, by page URL. */
  titleTerms: Map<string, Set<string>>;
  /** The terms of each section's heading, by chunk id. */
  headingTerms: Set<string>[];
}

const termsOfText = (text: string) => new Set(tokenize(text).flatMap(termsOf));

function addTerms(counts: Map<string, number>, text: string, weight: number): number {
  let length = 0;
  for (const token of tokenize(text)) {
    for (const term of termsOf(token)) {
      counts.set(term, (counts.get(term) ?? 0) + weight);
      length += weight;
    }
  }
  return length;
}

export function buildRetrievalIndex(corpus: Corpus): RetrievalIndex {
  const postings = new Map<string, [number, number][]>();
  const titleTerms = new Map(corpus.pages.map((page) => [page.url, termsOfText(page.title)]));
  const lengths = new Float64Array(corpus.chunks.length);
  for (const chunk of corpus.chunks) {
    const counts = new Map<string, number>();
    let length = addTerms(counts, chunk.page.title, fieldWeights.title);
    if (chunk.heading) length += addTerms(counts, chunk.heading, fieldWeights.heading);
    length += addTerms(counts, chunk.text, fieldWeights.text);
    length += addTerms(counts, chunk.code, fieldWeights.code);
    lengths[chunk.id] = length;
    for (const [term, count] of counts) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push([chunk.id, count]);
    }
  }
  const total = lengths.reduce((sum, length) => sum + length, 0);
  return {
    corpus,
    postings,
    lengths,
    averageLength: total / Math.max(1, lengths.length),
    titleTerms,
    headingTerms: corpus.chunks.map((chunk) => termsOfText(chunk.heading ?? '')),
  };
}

/** BM25's inverse document frequency of a term (0 for an unknown term). */
export function idf(index: RetrievalIndex, term: string): number {
  const df = index.postings.get(term)?.length ?? 0;
  if (df === 0) return 0;
  const n = index.corpus.chunks.length;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** Ranks the sections that match at least one concept, best first. */
export function rank(index: RetrievalIndex, concepts: Concept[]): Ranked[] {
  if (concepts.length === 0) return [];
  // term → chunk → BM25 contribution, for the terms the question uses.
  const termScores = new Map<string, Map<number, number>>();
  for (const concept of concepts) {
    for (const { terms } of concept.alternatives) {
      for (const term of terms) {
        if (termScores.has(term)) continue;
        const scores = new Map<number, number>();
        const weight = idf(index, term);
        for (const [chunk, tf] of index.postings.get(term) ?? []) {
          const norm = 1 - b + (b * (index.lengths[chunk] ?? 0)) / index.averageLength;
          scores.set(chunk, (weight * tf * (k1 + 1)) / (tf + k1 * norm));
        }
        termScores.set(term, scores);
      }
    }
  }
  const candidates = new Set<number>();
  for (const scores of termScores.values())
    for (const chunk of scores.keys()) candidates.add(chunk);

  const ranked: Ranked[] = [];
  for (const chunkId of candidates) {
    const chunk = index.corpus.chunks[chunkId];
    if (!chunk) continue;
    const inTitle = index.titleTerms.get(chunk.page.url) ?? new Set<string>();
    let total = 0;
    let matched = 0;
    for (const concept of concepts) {
      let best = 0;
      for (const { terms, weight } of concept.alternatives) {
        const inHeading = index.headingTerms[chunkId];
        // Half the boost for a synonym: a page about a synonym is less surely the page asked about.
        const share = weight === 1 ? 1 : synonymBoostShare;
        const boost =
          (terms.every((term) => inTitle.has(term)) ? 1 + (pageTitleBoost - 1) * share : 1) *
          (inHeading && terms.every((term) => inHeading.has(term))
            ? 1 + (headingBoost - 1) * share
            : 1);
        let sum = 0;
        for (const term of terms) {
          const score = termScores.get(term)?.get(chunkId);
          if (score === undefined) {
            sum = 0;
            break;
          }
          sum += score;
        }
        best = Math.max(best, boost * weight * sum);
      }
      if (best > 0) matched += 1;
      total += best;
    }
    if (matched === 0) continue;
    const coverage = matched / concepts.length;
    ranked.push({ chunk, score: total * coverage, coverage });
  }
  return ranked.sort((x, y) => y.score - x.score || x.chunk.id - y.chunk.id);
}

/** What counts as relevant: enough of the question matched, and close enough to the best. */
export const relevance = {
  /** Share of concepts a section must match (all of them when the question has one). */
  minCoverage: 0.5,
  /** A passage's score must be at least this share of the best one's. */
  minShareOfBest: 0.35,
  /** Passages in an answer. */
  maxPassages: 4,
  /** Passages from one page. */
  maxPerPage: 2,
};

/** The passages an answer quotes: relevant sections, at most `maxPerPage` from one page. */
export function relevantPassages(ranked: Ranked[], concepts: Concept[]): Ranked[] {
  const needed = concepts.length === 1 ? 1 : relevance.minCoverage;
  const best = ranked.find((hit) => hit.coverage >= needed);
  if (!best) return [];
  const perPage = new Map<string, number>();
  const passages: Ranked[] = [];
  for (const hit of ranked) {
    if (passages.length >= relevance.maxPassages) break;
    if (hit.coverage < needed || hit.score < best.score * relevance.minShareOfBest) continue;
    const count = perPage.get(hit.chunk.page.url) ?? 0;
    if (count >= relevance.maxPerPage) continue;
    perPage.set(hit.chunk.page.url, count + 1);
    passages.push(hit);
  }
  return passages;
}
