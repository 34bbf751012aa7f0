import type { SearchRecord } from '../record';
import { termsOf } from './text/terms';
import { tokenize } from './text/tokenize';

/**
 * The local index on disk, split so that a query downloads only what it needs (the layout of
 * Pagefind): a manifest with the term dictionary and per-record statistics, postings shards
 * (which records hold a term, in which field, how often) for ranges of the dictionary, and
 * text fragments (the records themselves) for ranges of records. A query loads the shards of
 * its terms, ranks, and then loads the fragments of the hits it shows.
 */

export const searchIndexVersion = 2;

/** Where a record's words are indexed; the engine boosts each field differently. */
export const indexFields = [
  'title',
  'heading',
  'page',
  'section',
  'content',
  'code',
  'description',
] as const;
export type IndexField = (typeof indexFields)[number];

/** The text a record contributes to each field. */
export const fieldText: Record<IndexField, (record: SearchRecord) => string | null> = {
  title: (record) => (record.type === 'lvl1' ? record.hierarchy.lvl1 : null),
  page: (record) => (record.type === 'lvl1' ? null : record.hierarchy.lvl1),
  heading: (record) => (record.type === 'lvl1' ? null : record.hierarchy[record.type]),
  section: (record) =>
    [record.hierarchy.lvl0, record.type === 'lvl3' ? record.hierarchy.lvl2 : null]
      .filter(Boolean)
      .join(' '),
  content: (record) => record.content,
  code: (record) => record.code,
  description: (record) => record.description,
};

/**
 * Per record: [fragment, language, tag, heading terms, ...length of each field], where language
 * and tag index the manifest's tables and a field's length is its number of distinct words.
 */
export type DocumentStats = number[];
export const statsOffset = { fragment: 0, language: 1, tag: 2, headingTerms: 3, fields: 4 };

export interface IndexManifest {
  version: typeof searchIndexVersion;
  records: number;
  fields: readonly IndexField[];
  averageFieldLength: number[];
  documents: DocumentStats[];
  languages: string[];
  tags: string[];
  /** Every index term, sorted; a term's id is its position. */
  terms: string[];
  /** Shard n holds the postings of terms `shardStarts[n]` to `shardStarts[n + 1] - 1`. */
  shardStarts: number[];
  /** File names of the shards and fragments, relative to the manifest. */
  shards: string[];
  fragments: string[];
}

/** Postings of consecutive terms, from term `first`: per term, [record, field, count, …]. */
export interface Shard {
  first: number;
  postings: number[][];
}

/** Consecutive records, from record `first`. */
export interface Fragment {
  first: number;
  records: SearchRecord[];
}

export interface BuiltIndex {
  manifest: Omit<IndexManifest, 'shards' | 'fragments'>;
  shards: Shard[];
  fragments: Fragment[];
}

export interface IndexLimits {
  /** Upper bound of a shard's JSON (one term's postings may exceed it). */
  shardBytes: number;
  /** Upper bound of a fragment's JSON (one record may exceed it). */
  fragmentBytes: number;
}

/** The distinct words and the terms of one field's text. */
function analyse(text: string | null): { words: number; terms: Map<string, number> } {
  const tokens = tokenize(text ?? '');
  const terms = new Map<string, number>();
  for (const term of tokens.flatMap(termsOf)) terms.set(term, (terms.get(term) ?? 0) + 1);
  return { words: new Set(tokens).size, terms };
}

/** Fragments of whole pages where possible: a page's sections are usually shown together. */
function fragmentRecords(records: SearchRecord[], maxBytes: number): Fragment[] {
  const fragments: Fragment[] = [];
  let current: Fragment | null = null;
  let size = 0;
  let page = '';
  records.forEach((record, id) => {
    const recordPage = record.url.split('#')[0] ?? record.url;
    const recordSize = JSON.stringify(record).length + 1;
    if (!current || (recordPage !== page && size > maxBytes / 4) || size + recordSize > maxBytes) {
      current = { first: id, records: [] };
      fragments.push(current);
      size = 0;
    }
    current.records.push(record);
    size += recordSize;
    page = recordPage;
  });
  return fragments;
}

function indexOf(table: string[], value: string): number {
  const index = table.indexOf(value);
  return index === -1 ? table.push(value) - 1 : index;
}

export function buildSearchIndex(records: SearchRecord[], limits: IndexLimits): BuiltIndex {
  const fragments = fragmentRecords(records, limits.fragmentBytes);
  const fragmentOf = fragments.flatMap((fragment, index) => fragment.records.map(() => index));
  const languages: string[] = [];
  const tags: string[] = [];
  const postings = new Map<string, number[]>();
  const lengthSums = indexFields.map(() => 0);

  const documents = records.map((record, id): DocumentStats => {
    const lengths = indexFields.map((field, fieldIndex) => {
      const { words, terms } = analyse(fieldText[field](record));
      for (const [term, count] of terms) {
        let list = postings.get(term);
        if (!list) postings.set(term, (list = []));
        list.push(id, fieldIndex, count);
      }
      lengthSums[fieldIndex] = (lengthSums[fieldIndex] ?? 0) + words;
      return words;
    });
    const heading = record.type === 'lvl1' ? record.hierarchy.lvl1 : record.hierarchy[record.type];
    return [
      fragmentOf[id] ?? 0,
      indexOf(languages, record.language),
      indexOf(tags, record.docusaurus_tag),
      analyse(heading).terms.size,
      ...lengths,
    ];
  });

  const terms = [...postings.keys()].sort();
  const shards: Shard[] = [];
  let size = limits.shardBytes;
  terms.forEach((term, id) => {
    const list = postings.get(term) ?? [];
    const termSize = JSON.stringify(list).length + 1;
    let shard = shards[shards.length - 1];
    if (!shard || size + termSize > limits.shardBytes) {
      shard = { first: id, postings: [] };
      shards.push(shard);
      size = 0;
    }
    shard.postings.push(list);
    size += termSize;
  });

  return {
    manifest: {
      version: searchIndexVersion,
      records: records.length,
      fields: indexFields,
      averageFieldLength: lengthSums.map((sum) => (records.length ? sum / records.length : 0)),
      documents,
      languages,
      tags,
      terms,
      shardStarts: shards.map((shard) => shard.first),
    },
    shards,
    fragments,
  };
}
