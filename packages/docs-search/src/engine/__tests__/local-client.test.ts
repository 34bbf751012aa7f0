import { describe, expect, it, vi } from 'vitest';
import { fetchIndexSource } from '../load-index';
import { createLocalSearchClient, RetryError } from '../local-client';
import { indexFiles, records } from '../../testing/fixtures';

const origin = 'https://docs.example.com';

/** A fetch answering `/<dir>/<file>` from `files`, and 404 for anything else. */
function siteServing(dir: string, files: Map<string, unknown>) {
  return vi.fn(async (url: URL | RequestInfo) => {
    const { pathname } = new URL(String(url));
    const body = pathname.startsWith(`/${dir}/`)
      ? files.get(pathname.slice(dir.length + 2))
      : undefined;
    return body === undefined
      ? new Response('not found', { status: 404 })
      : new Response(JSON.stringify(body), { status: 200 });
  });
}

describe('fetchIndexSource', () => {
  it('reads the manifest, then parts on demand, each once', async () => {
    const files = indexFiles(records);
    const fetchImpl = siteServing('search', files);
    const source = await fetchIndexSource('/search/manifest.json', origin, fetchImpl);
    expect(source.manifest.records).toBe(records.length);
    await source.fragment(0);
    await source.fragment(0);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('rejects a manifest of another version and a missing part', async () => {
    await expect(
      fetchIndexSource(
        '/search/manifest.json',
        origin,
        siteServing('search', new Map([['manifest.json', { version: 1 }]])),
      ),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: https://docs.example.com/search/manifest.json is not a version 2 search index manifest]`,
    );
    const files = indexFiles(records);
    files.delete('records-0.json');
    const source = await fetchIndexSource(
      '/search/manifest.json',
      origin,
      siteServing('search', files),
    );
    await expect(source.fragment(0)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: GET /search/records-0.json answered 404]`,
    );
  });
});

describe('createLocalSearchClient', () => {
  it('answers DocSearch’s requests (v5 object or v4 list) from the index', async () => {
    vi.stubGlobal('fetch', siteServing('search', indexFiles(records)));
    const client = createLocalSearchClient({ manifestUrl: '/search/manifest.json', origin });
    const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'policy' }] });
    expect(results[0]?.hits.map((hit) => hit.url)).toEqual([
      `${origin}/concepts/policies/overview`,
    ]);
    const legacy = await client.search([{ query: 'passkey' }, { query: 'policy' }]);
    expect(legacy.results).toHaveLength(2);
    expect(client.transporter.algoliaAgent.value).toBeTypeOf('string');
    vi.unstubAllGlobals();
  });

  it('fails with the RetryError DocSearch expects, and tries again on the next query', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const client = createLocalSearchClient({ manifestUrl: '/other/manifest.json', origin });
    const failure = client.search({ requests: [{ query: 'passkey' }] });
    await expect(failure).rejects.toBeInstanceOf(RetryError);
    await expect(failure).rejects.toHaveProperty('name', 'RetryError');

    vi.stubGlobal('fetch', siteServing('other', indexFiles(records)));
    const { results } = await client.search({ requests: [{ query: 'passkey' }] });
    expect(results[0]?.nbHits).toBeGreaterThan(0);
    vi.unstubAllGlobals();
  });
});
