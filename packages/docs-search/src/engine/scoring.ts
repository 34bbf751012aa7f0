import type { Query, QueryCombination } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { IndexField } from './index-format';

/**
 * Ranking over postings: MiniSearch's BM25+ scoring, prefix and fuzzy term expansion and
 * AND/OR query trees, applied to the shards a query loaded rather than to a whole in-memory
 * index. The formulas and weights are MiniSearch's, so results rank as MiniSearch ranks them.
 */

export interface ScoringOptions {
  boost: Record<IndexField, number>;
  /** Weight of a prefix and of a fuzzy match, next to 1 for an exact one. */
  weights: { prefix: number; fuzzy: number };
  /** Edit distance allowed for a term (0 for none). */
  typos: (term: string) => number;
  bm25: { k: number; b: number; d: number };
}

/** An index term a query term stands for, and how much a match on it counts. */
export interface Expansion {
  termId: number;
  term: string;
  weight: number;
}

interface LeafOptions {
  prefix: boolean;
  fuzzy: boolean;
  termBoost: number;
}

export type Plan =
  | { kind: 'leaf'; term: string; termBoost: number; expansions: Expansion[] }
  | { kind: 'and' | 'or'; children: Plan[] };

/** The term dictionary, for exact, prefix and fuzzy lookups. */
export class Dictionary {
  private readonly map = new SearchableMap<number>();

  constructor(terms: readonly string[]) {
    terms.forEach((term, id) => this.map.set(term, id));
  }

  /** The id of an index term, if the index has it. */
  id(term: string): number | undefined {
    return this.map.get(term);
  }

  expand(term: string, options: LeafOptions, scoring: ScoringOptions): Expansion[] {
    const found = new Map<number, Expansion>();
    const exact = this.map.get(term);
    if (exact !== undefined) found.set(exact, { termId: exact, term, weight: 1 });
    if (options.prefix) {
      for (const [candidate, termId] of this.map.atPrefix(term)) {
        const distance = candidate.length - term.length;
        if (distance === 0) continue;
        const weight =
          (scoring.weights.prefix * candidate.length) / (candidate.length + 0.3 * distance);
        found.set(termId, { termId, term: candidate, weight });
      }
    }
    const maxDistance = options.fuzzy ? scoring.typos(term) : 0;
    if (maxDistance > 0) {
      for (const [candidate, [termId, distance]] of this.map.fuzzyGet(term, maxDistance)) {
        if (distance === 0 || found.has(termId)) continue;
        const weight = (scoring.weights.fuzzy * candidate.length) / (candidate.length + distance);
        found.set(termId, { termId, term: candidate, weight });
      }
    }
    return [...found.values()];
  }
}

/** Resolves a query tree's terms against the dictionary; options pass down as in MiniSearch. */
export function plan(
  query: Query,
  dictionary: Dictionary,
  scoring: ScoringOptions,
  inherited: LeafOptions = { prefix: false, fuzzy: true, termBoost: 1 },
): Plan {
  if (typeof query === 'string') {
    return {
      kind: 'leaf',
      term: query,
      termBoost: inherited.termBoost,
      expansions: dictionary.expand(query, inherited, scoring),
    };
  }
  if (typeof query !== 'object') return { kind: 'or', children: [] };
  const node: QueryCombination = query;
  const options: LeafOptions = {
    prefix: typeof node.prefix === 'boolean' ? node.prefix : inherited.prefix,
    fuzzy: node.fuzzy === false ? false : inherited.fuzzy,
    termBoost: node.boostTerm ? node.boostTerm('', 0, []) : inherited.termBoost,
  };
  return {
    kind: node.combineWith === 'AND' ? 'and' : 'or',
    children: node.queries.map((child) => plan(child, dictionary, scoring, options)),
  };
}

export function planTermIds(node: Plan): number[] {
  return node.kind === 'leaf'
    ? node.expansions.map((expansion) => expansion.termId)
    : node.children.flatMap(planTermIds);
}

/** What ranking needs to know about the index: statistics and the loaded postings. */
export interface Corpus {
  records: number;
  fields: readonly IndexField[];
  averageFieldLength: readonly number[];
  fieldLength(record: number, field: number): number;
  /** Postings of a term, [record, field, count, …]; the term's shard must be loaded. */
  postings(termId: number): readonly number[];
}

export interface Match {
  score: number;
  /** The query terms that matched. */
  queryTerms: Set<string>;
  /** Query term → fields it matched in (through any of its expansions). */
  queryFields: Map<string, Set<IndexField>>;
  /** Index term → fields it matched in. */
  match: Map<string, Set<IndexField>>;
}

export type Matches = Map<number, Match>;

function bm25(
  count: number,
  matching: number,
  total: number,
  length: number,
  averageLength: number,
  { k, b, d }: ScoringOptions['bm25'],
): number {
  const inverseFrequency = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return (
    inverseFrequency *
    (d + (count * (k + 1)) / (count + k * (1 - b + (b * length) / averageLength)))
  );
}

function leafMatches(
  node: Extract<Plan, { kind: 'leaf' }>,
  corpus: Corpus,
  scoring: ScoringOptions,
) {
  const matches: Matches = new Map();
  for (const { termId, term, weight } of node.expansions) {
    const postings = corpus.postings(termId);
    const matching = new Map<number, number>();
    for (let i = 1; i < postings.length; i += 3) {
      const field = postings[i] ?? 0;
      matching.set(field, (matching.get(field) ?? 0) + 1);
    }
    for (let i = 0; i + 2 < postings.length; i += 3) {
      const record = postings[i] ?? 0;
      const fieldIndex = postings[i + 1] ?? 0;
      const count = postings[i + 2] ?? 0;
      const field = corpus.fields[fieldIndex];
      if (!field) continue;
      const score =
        weight *
        node.termBoost *
        scoring.boost[field] *
        bm25(
          count,
          matching.get(fieldIndex) ?? 1,
          corpus.records,
          corpus.fieldLength(record, fieldIndex),
          corpus.averageFieldLength[fieldIndex] ?? 1,
          scoring.bm25,
        );
      let entry = matches.get(record);
      if (!entry) {
        entry = { score: 0, queryTerms: new Set(), queryFields: new Map(), match: new Map() };
        matches.set(record, entry);
      }
      entry.score += score;
      entry.queryTerms.add(node.term);
      const queryFields = entry.queryFields.get(node.term) ?? new Set<IndexField>();
      entry.queryFields.set(node.term, queryFields.add(field));
      const fields = entry.match.get(term) ?? new Set<IndexField>();
      entry.match.set(term, fields.add(field));
    }
  }
  return matches;
}

function merge(into: Match, from: Match): Match {
  into.score += from.score;
  from.queryTerms.forEach((term) => into.queryTerms.add(term));
  for (const [source, target] of [
    [from.match, into.match],
    [from.queryFields, into.queryFields],
  ] as const) {
    for (const [term, fields] of source) {
      const existing = target.get(term);
      target.set(term, existing ? new Set([...existing, ...fields]) : new Set(fields));
    }
  }
  return into;
}

function clone(match: Match): Match {
  return merge(
    { score: 0, queryTerms: new Set(), queryFields: new Map(), match: new Map() },
    match,
  );
}

/** Scores every record the plan matches. */
export function evaluate(node: Plan, corpus: Corpus, scoring: ScoringOptions): Matches {
  if (node.kind === 'leaf') return leafMatches(node, corpus, scoring);
  const [first, ...rest] = node.children.map((child) => evaluate(child, corpus, scoring));
  if (!first) return new Map();
  return rest.reduce((combined, next) => {
    if (node.kind === 'or') {
      for (const [record, match] of next) {
        const existing = combined.get(record);
        combined.set(record, existing ? merge(existing, match) : clone(match));
      }
      return combined;
    }
    const both: Matches = new Map();
    for (const [record, match] of next) {
      const existing = combined.get(record);
      if (existing) both.set(record, merge(existing, match));
    }
    return both;
  }, first);
}
