import { describe, expect, it } from 'vitest';
import { buildSearchIndex, indexFields, statsOffset } from '../index-format';
import { record, records } from '../../testing/fixtures';

describe('buildSearchIndex', () => {
  const built = buildSearchIndex(records, { shardBytes: 300, fragmentBytes: 400 });

  it('lists every term once, sorted, with shards covering consecutive ranges', () => {
    const { terms, shardStarts } = built.manifest;
    expect([...terms].sort()).toEqual(terms);
    expect(new Set(terms).size).toBe(terms.length);
    expect(shardStarts[0]).toBe(0);
    expect(built.shards.map((shard) => shard.first)).toEqual(shardStarts);
    expect(built.shards.flatMap((shard) => shard.postings)).toHaveLength(terms.length);
    expect(built.shards.length).toBeGreaterThan(1);
  });

  it('records where each term occurs: record, field and count', () => {
    const { terms } = built.manifest;
    const postings = built.shards.flatMap((shard) => shard.postings);
    const passkey = postings[terms.indexOf('passkey')] ?? [];
    const occurrences = [];
    for (let i = 0; i < passkey.length; i += 3) {
      occurrences.push([passkey[i], indexFields[passkey[i + 1] ?? -1], passkey[i + 2]]);
    }
    expect(occurrences).toContainEqual([0, 'title', 1]);
    expect(occurrences).toContainEqual([1, 'content', 3]);
  });

  it('keeps per-record statistics and facets, and every record in one fragment', () => {
    const { documents, languages, tags } = built.manifest;
    expect(documents).toHaveLength(records.length);
    const french = documents[records.length - 1] ?? [];
    expect(languages[french[statsOffset.language] ?? -1]).toBe('fr');
    expect(tags).toEqual(['docs-default-current', 'default']);
    expect(built.fragments.flatMap((fragment) => fragment.records)).toEqual(records);
    for (const [id, stats] of documents.entries()) {
      const fragment = built.fragments[stats[statsOffset.fragment] ?? -1];
      expect(fragment?.records[id - (fragment?.first ?? 0)]).toBe(records[id]);
    }
  });

  it('fills a fragment with small pages, and starts pages afresh once it is a quarter full', () => {
    const small = [record({ url: '/a' }), record({ url: '/b' })];
    const big = [1, 2, 3].map((n) =>
      record({ url: `/big#s${n}`, type: 'lvl2', content: 'x'.repeat(400) }),
    );
    const { fragments } = buildSearchIndex([...small, ...big, record({ url: '/next' })], {
      shardBytes: 1024,
      fragmentBytes: 4096,
    });
    expect(fragments.map((fragment) => fragment.records.map((r) => r.url))).toEqual([
      ['/a', '/b', '/big#s1', '/big#s2', '/big#s3'],
      ['/next'],
    ]);
  });
});
