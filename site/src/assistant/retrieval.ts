import type { Query } from 'minisearch';
import type { LocalSearchEngine, SearchRecord } from '@docs/docs-search/engine';
import type { Concept } from './question';
import { CURRENT_DOCS_ONLY } from '../config/sdk-docs';

/**
 * Retrieval through the search engine: a question's concepts (`question.ts`) become one query
 * each, an OR of their ways of writing (the reader's own words, or a synonym at a lower weight),
 * and the engine ranks the index's records with its one BM25 ranking, weighting each record by
 * the share of concepts it matches. The assistant keeps no index or ranking of its own.
 */

/** The page a section belongs to. */
export interface ChunkPage {
  url: string;
  title: string;
  /** The page's sidebar section (DocSearch's lvl0). */
  section: string;
}

/** A heading-level section of a page (or an API operation), as the assistant quotes it. */
export interface Chunk {
  /** The record's id in the index. */
  id: number;
  page: ChunkPage;
  /** Page URL with the heading's anchor; the page URL for its top. */
  url: string;
  /** The h2/h3 (or operation id); null for the page's top. */
  heading: string | null;
  text: string;
  /** Identifiers from the section's code blocks. */
  code: string;
}

export interface Ranked {
  record: number;
  score: number;
  /** Share of the question's concepts the section matches, 0–1. */
  coverage: number;
}

/**
 * A concept as a query tree: any of its alternatives, each needing all of its terms and
 * counting its weight. A synonym's weight scales its whole score, the boosts of the fields it
 * matched (title, heading) included: the boost share of a synonym is 1, as measured in
 * docs/decisions/0047-synonym-boost-share.md.
 */
export function conceptQuery(concept: Concept): Query {
  return {
    combineWith: 'OR',
    // Questions are complete words: no prefixes, and no typo expansions, which would download
    // the postings of every near spelling (measured: 205 KB gzip of index for the bench's five
    // questions with them, 187 KB without, and the same judged score).
    prefix: false,
    fuzzy: false,
    queries: concept.alternatives.map(({ terms, weight }) => ({
      combineWith: 'AND',
      queries: terms,
      boostTerm: () => weight,
    })),
  };
}

/**
 * Only the current docs answer: a frozen SDK version's pages (8.x) repeat the current ones'
 * topics and would crowd them out (docs/decisions/0122).
 */
export const retrievalFilters = CURRENT_DOCS_ONLY;

/** Ranks the sections that match at least one concept, best first. */
export async function rank(engine: LocalSearchEngine, concepts: Concept[]): Promise<Ranked[]> {
  const ranked = await engine.rankAny(concepts.map(conceptQuery), {
    facetFilters: retrievalFilters,
  });
  return ranked.map(({ record, match, coverage }) => ({ record, score: match.score, coverage }));
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
  /** Candidates read from the index to pick the passages from. */
  maxCandidates: 8,
};

const pageUrlOf = (url: string) => url.split('#')[0] ?? url;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The section a record stands for, as the assistant quotes it. The record was downloaded: a
 * field that is not text is read as missing, never trusted.
 */
export function chunkOf(id: number, record: SearchRecord): Chunk {
  const url = text(record.url) ?? '';
  const pageUrl = pageUrlOf(url);
  const hierarchy: Record<string, unknown> =
    typeof record.hierarchy === 'object' && record.hierarchy ? record.hierarchy : {};
  const level = (name: string) => text(hierarchy[name]);
  const heading = record.type === 'lvl2' || record.type === 'lvl3' ? level(record.type) : null;
  return {
    id,
    page: { url: pageUrl, title: level('lvl1') ?? pageUrl, section: level('lvl0') ?? '' },
    url,
    heading,
    text: text(record.content) ?? (record.type === 'lvl1' ? text(record.description) : null) ?? '',
    code: text(record.code) ?? '',
  };
}

/** The candidates worth quoting: relevant enough, best first. */
export function candidates(ranked: Ranked[], concepts: Concept[]): Ranked[] {
  const needed = concepts.length === 1 ? 1 : relevance.minCoverage;
  const best = ranked.find((hit) => hit.coverage >= needed);
  if (!best) return [];
  return ranked
    .filter((hit) => hit.coverage >= needed && hit.score >= best.score * relevance.minShareOfBest)
    .slice(0, relevance.maxCandidates);
}

/**
 * The passages an answer quotes, from chunks best first: at most `maxPerPage` from one page,
 * `maxPassages` in all. The best page's sections come first: the page that answers best is
 * quoted by its own sections before the next page is.
 */
export function relevantPassages(chunks: Chunk[]): Chunk[] {
  const bestPage = chunks[0]?.page.url;
  const ordered = [
    ...chunks.filter((chunk) => chunk.page.url === bestPage),
    ...chunks.filter((chunk) => chunk.page.url !== bestPage),
  ];
  const perPage = new Map<string, number>();
  const passages: Chunk[] = [];
  for (const chunk of ordered) {
    if (passages.length >= relevance.maxPassages) break;
    const count = perPage.get(chunk.page.url) ?? 0;
    if (count >= relevance.maxPerPage) continue;
    // A page's top without text adds nothing to quote.
    if (!chunk.text && !chunk.code) continue;
    perPage.set(chunk.page.url, count + 1);
    passages.push(chunk);
  }
  return passages;
}
