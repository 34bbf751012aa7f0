import type { Query } from 'minisearch';
import { matchesFacetFilters, type FacetFilters } from './facets';
import { buildHit, type HitOptions, type SearchHit } from './hits';
import {
  statsOffset,
  type Fragment,
  type IndexField,
  type IndexManifest,
  type Shard,
} from './index-format';
import {
  combine,
  concatenatedQuery,
  maxQueryLength,
  queryTerms,
  satisfies,
  wordQueries,
} from './query';
import type { SearchRecord } from '../record';
import {
  Dictionary,
  evaluate,
  plan,
  planTermIds,
  type Corpus,
  type Match,
  type Plan,
  type ScoringOptions,
} from './scoring';

/**
 * The local search engine: answers Algolia-shaped search requests from the sharded index,
 * loading the postings of the query's terms and then the text of the hits it returns.
 */

export type { HitType, SearchHit } from './hits';

/** Where the engine reads the index from: the manifest, and shards and fragments on demand. */
export interface IndexSource {
  manifest: IndexManifest;
  shard(index: number): Promise<Shard>;
  fragment(index: number): Promise<Fragment>;
}

/** The subset of Algolia's search parameters the local engine honours. */
export interface SearchParams extends HitOptions {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  exhaustiveNbHits: true;
  processingTimeMS: number;
}

/** Ranking settings, tuned on the judged queries (e2e/search/judged-queries.json). */
export const scoring: ScoringOptions = {
  boost: { title: 6, heading: 3, code: 2, description: 4, page: 1.5, content: 1, section: 0.5 },
  weights: { prefix: 0.6, fuzzy: 0.4 },
  // Typos per word as Algolia allows them: none below 4 letters, two from 8.
  typos: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0),
  bm25: { k: 1.2, b: 0.7, d: 0.5 },
};

/** When not every word of a longer query can match, this share of them must. */
const mostWords = 0.6;

/**
 * From this many words, a query is a sentence ("users log in one-time code") rather than a list
 * of required words: records matching most of its words rank with those matching all, each
 * weighted by the share it matches, since one section rarely holds every word of a sentence.
 */
const longQueryWords = 3;

/** Score factor of a record whose heading (or title) the query matches word for word. */
const exactHeadingBonus = 2;

/**
 * Score factor of a record that holds a query of `longQueryWords` or more words as one phrase,
 * word for word in order ("could not verify api key signature"): readers paste error messages
 * and sentences, and the section that quotes them answers better than one that uses the words
 * apart. Applied to the first `phraseWindow` results, whose records a search loads anyway.
 */
const phraseBonus = 3;
const phraseWindow = 20;

/** Lowercase words joined by single spaces, with a space at each end, for phrase lookups. */
const phraseText = (text: string) =>
  ` ${text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')} `;

function holdsPhrase(record: SearchRecord, phrase: string): boolean {
  const { hierarchy, content, description } = record;
  const text = [...Object.values(hierarchy), content, description].filter(Boolean).join(' ');
  return phraseText(text).includes(phrase);
}

const byScore = (a: Ranked, b: Ranked) => b.match.score - a.match.score || a.record - b.record;

const clamp = (value: unknown, min: number, max: number, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(min, Math.floor(value)))
    : fallback;

/** A record the engine ranked: its id, how it matched and the share of the queries it matched. */
export interface Ranked {
  record: number;
  match: Match;
  /** Share of the word (or concept) queries the record matches, 0–1. */
  coverage: number;
}

export interface RankOptions {
  facetFilters?: FacetFilters;
  /** Aborts between downloads. */
  signal?: AbortSignal;
}

export class LocalSearchEngine {
  private readonly manifest: IndexManifest;
  private readonly dictionary: Dictionary;
  private readonly postings = new Map<number, number[]>();
  private readonly corpus: Corpus;

  /** `origin` makes hit URLs absolute, as DocSearch's URL processing expects. */
  constructor(
    private readonly source: IndexSource,
    private readonly origin: string,
  ) {
    this.manifest = source.manifest;
    this.dictionary = new Dictionary(this.manifest.terms);
    const { documents, fields, averageFieldLength, records } = this.manifest;
    this.corpus = {
      records,
      fields,
      averageFieldLength,
      fieldLength: (record, field) => documents[record]?.[statsOffset.fields + field] ?? 0,
      postings: (termId) => this.postings.get(termId) ?? [],
    };
  }

  get size(): number {
    return this.manifest.records;
  }

  /** `signal` aborts a search a newer one replaced, between downloads. */
  async search(params: SearchParams, signal?: AbortSignal): Promise<SearchResponse> {
    const started = performance.now();
    const query = typeof params.query === 'string' ? params.query.slice(0, maxQueryLength) : '';
    const hitsPerPage = clamp(params.hitsPerPage, 1, 1000, 20);
    const page = clamp(params.page, 0, 1000, 0);
    let words = wordQueries(query);
    let ranked = await this.rank(words, params.facetFilters, signal);
    const joined = ranked.length === 0 ? concatenatedQuery(query) : null;
    if (joined) {
      // "who am i" finds `whoami`: words a reader typed apart may be one name in the index.
      words = [joined];
      ranked = await this.rank(words, params.facetFilters, signal);
    }
    ranked = await this.phrasesFirst(query, words, ranked);
    const shown = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const records = await this.records(shown.map(({ record }) => record));
    signal?.throwIfAborted();
    return {
      hits: shown.map(({ match }, index) =>
        buildHit(records[index] as SearchRecord, match.match, words, params, this.origin),
      ),
      nbHits: ranked.length,
      page,
      nbPages: Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      query,
      params: new URLSearchParams({ query }).toString(),
      exhaustiveNbHits: true,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  /** The ranking with `phraseBonus` applied to the first `phraseWindow` records. */
  private async phrasesFirst(query: string, words: Query[], ranked: Ranked[]): Promise<Ranked[]> {
    const phrase = phraseText(query);
    if (words.length < longQueryWords || phrase.trim().split(' ').length < longQueryWords) {
      return ranked;
    }
    const window = ranked.slice(0, phraseWindow);
    const records = await this.records(window.map(({ record }) => record));
    const boosted = window.map((entry, index) => {
      const record = records[index];
      if (!record || !holdsPhrase(record, phrase)) return entry;
      return { ...entry, match: { ...entry.match, score: entry.match.score * phraseBonus } };
    });
    return [...boosted.sort(byScore), ...ranked.slice(phraseWindow)];
  }

  /**
   * All words must match; when that finds nothing, most of them must (one of two, else 60 %):
   * like Algolia's "allOptional", without letting a few common words of a long query match.
   */
  private async rank(
    words: Query[],
    facetFilters: FacetFilters | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Ranked[]> {
    const all = combine(words, 'AND');
    if (!all) return [];
    if (words.length < longQueryWords) {
      const allPlan = plan(all, this.dictionary, scoring);
      await this.loadShards(planTermIds(allPlan));
      signal?.throwIfAborted();
      const matches = this.matching(allPlan, words, facetFilters);
      if (matches.length > 0 || words.length < 2) return matches.sort(byScore);
    }
    const required = words.length <= 2 ? 1 : Math.ceil(words.length * mostWords);
    const some = await this.rankAny(words, { facetFilters, signal });
    return some.filter(({ coverage }) => coverage * words.length >= required - 1e-9);
  }

  /**
   * The records that match any of `queries` (one per word or concept), best first; a record's
   * score is weighted by the share of the queries it matches, so a record that answers the
   * whole question ranks above one that repeats a single word. The assistant retrieves with it.
   */
  async rankAny(queries: Query[], { facetFilters, signal }: RankOptions = {}): Promise<Ranked[]> {
    const any = combine(queries, 'OR');
    if (!any) return [];
    const anyPlan = plan(any, this.dictionary, scoring);
    await this.loadShards(planTermIds(anyPlan));
    signal?.throwIfAborted();
    const ranked = this.matching(anyPlan, queries, facetFilters);
    for (const entry of ranked) entry.match.score *= entry.coverage;
    return ranked.sort(byScore);
  }

  /**
   * How rare an index term is, as BM25's inverse document frequency over records (0 for a
   * term no record holds). The term's shard must be loaded, as it is after a query used it.
   */
  rarity(term: string): number {
    const termId = this.dictionary.id(term);
    const postings = termId === undefined ? [] : (this.postings.get(termId) ?? []);
    const holding = new Set<number>();
    for (let i = 0; i < postings.length; i += 3) holding.add(postings[i] ?? 0);
    if (holding.size === 0) return 0;
    const total = this.manifest.records;
    return Math.log(1 + (total - holding.size + 0.5) / (holding.size + 0.5));
  }

  private matching(
    queryPlan: Plan,
    queries: Query[],
    facetFilters: FacetFilters | undefined,
  ): Ranked[] {
    const ranked: Ranked[] = [];
    for (const [record, match] of evaluate(queryPlan, this.corpus, scoring)) {
      if (!matchesFacetFilters(this.facets(record), facetFilters)) continue;
      if (this.headingMatchedExactly(record, match, queries)) match.score *= exactHeadingBonus;
      const has = (term: string) => match.queryTerms.has(term);
      const matched = queries.filter((query) => satisfies(query, has)).length;
      ranked.push({ record, match, coverage: queries.length ? matched / queries.length : 0 });
    }
    return ranked;
  }

  private facets(record: number): Record<string, string | undefined> {
    const stats = this.manifest.documents[record] ?? [];
    return {
      language: this.manifest.languages[stats[statsOffset.language] ?? -1],
      docusaurus_tag: this.manifest.tags[stats[statsOffset.tag] ?? -1],
    };
  }

  /**
   * Algolia's "exact" criterion, for headings: a record whose title or heading the query matches
   * word for word ("Passkeys" for "passkeys") ranks above one that merely mentions it more
   * often ("Register a passkey"). A query of one word or name must match in the heading
   * itself: "Errors" does not match `TurnkeyRequestError` through its part "error".
   */
  private headingMatchedExactly(record: number, match: Match, queries: Query[]): boolean {
    const headingTerms = this.manifest.documents[record]?.[statsOffset.headingTerms] ?? 0;
    const headingFields: IndexField[] = ['title', 'heading'];
    const inHeading = (fields: ReadonlySet<IndexField>) =>
      headingFields.some((field) => fields.has(field));
    // Only index terms the query names itself count: `create_policy` reaching the heading
    // `create_policies` as a prefix is not an exact match of that heading.
    const asked = new Set(queries.flatMap(queryTerms));
    const matched = [...match.match].filter(
      ([term, fields]) => asked.has(term) && inHeading(fields),
    ).length;
    const wordInHeading = (term: string) => inHeading(match.queryFields.get(term) ?? new Set());
    if (headingTerms === 0 || matched < headingTerms) return false;
    const [only] = queries;
    return queries.length !== 1 || (only !== undefined && satisfies(only, wordInHeading));
  }

  private shardOf(termId: number): number {
    const starts = this.manifest.shardStarts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] ?? 0) <= termId) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  private async loadShards(termIds: number[]): Promise<void> {
    const missing = new Set(
      termIds.filter((id) => !this.postings.has(id)).map((id) => this.shardOf(id)),
    );
    const shards = await Promise.all([...missing].map((index) => this.source.shard(index)));
    for (const shard of shards) {
      shard.postings.forEach((list, offset) => this.postings.set(shard.first + offset, list));
    }
  }

  /** The records with these ids, from their fragments (downloaded once each). */
  async records(ids: number[]): Promise<SearchRecord[]> {
    const stats = this.manifest.documents;
    const fragmentIds = [...new Set(ids.map((id) => stats[id]?.[statsOffset.fragment] ?? 0))];
    const fragments = new Map(
      await Promise.all(
        fragmentIds.map(async (index) => [index, await this.source.fragment(index)] as const),
      ),
    );
    return ids.map((id) => {
      const fragment = fragments.get(stats[id]?.[statsOffset.fragment] ?? 0);
      const record = fragment?.records[id - fragment.first];
      if (!record) throw new Error(`The search index has no record ${id}.`);
      return record;
    });
  }
}
