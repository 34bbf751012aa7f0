import { describe, expect, it } from 'vitest';
import { escapeHitText } from '../safe-hit';
import { engineOver, record, records } from '../../testing/fixtures';

const english = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const { engine, reads } = await engineOver(records);
const search = (query: string, params = {}) =>
  engine.search({ query, facetFilters: english, ...params });
const paths = async (query: string, params = {}) =>
  (await search(query, params)).hits.map(
    (hit) => new URL(hit.url).pathname + new URL(hit.url).hash,
  );

describe('LocalSearchEngine', () => {
  it('ranks the page titled like the query first', async () => {
    expect((await paths('passkeys'))[0]).toBe('/passkeys/introduction');
  });

  it('finds stems, typos and unfinished words', async () => {
    expect(await paths('policy')).toEqual(['/concepts/policies/overview']);
    expect(await paths('polcies')).toEqual(['/concepts/policies/overview']);
    expect(await paths('creatin sub')).toContain('/concepts/sub-organizations#create');
  });

  it('finds API names whole, in any case style, and by their parts', async () => {
    expect(await paths('create_sub_organization')).toEqual(['/concepts/sub-organizations#create']);
    expect(await paths('createSubOrganization')).toEqual(['/concepts/sub-organizations#create']);
    expect(await paths('ACTIVITY_TYPE_SIGN_TRANSACTION_V2')).toEqual(['/api#sign_transaction']);
    expect(await paths('sign transaction')).toEqual(['/api#sign_transaction']);
  });

  it('honours facet filters as contextual search sends them', async () => {
    expect(await paths('passkey')).not.toContain('/fr/passkeys');
    expect(await paths('passkey', { facetFilters: ['language:fr'] })).toEqual(['/fr/passkeys']);
  });

  it('answers in Algolia’s shape, with escaped highlights and snippets', async () => {
    const response = await search('TabItem', {
      attributesToSnippet: ['content:4', 'hierarchy.lvl1:10'],
    });
    expect(response).toMatchObject({
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      query: 'TabItem',
    });
    const hit = response.hits[0];
    if (!hit) throw new Error('no hit');
    expect(hit).toMatchObject({
      url: 'https://docs.example.com/markdown-page#tabs',
      type: 'content',
      content: 'Leave a blank line after a <TabItem> tag.',
    });
    expect(hit._highlightResult.content?.value).toBe(
      'Leave a blank line after a &lt;<mark>TabItem</mark>&gt; tag.',
    );
    expect(hit._snippetResult.content?.value).toBe('…after a &lt;<mark>TabItem</mark>&gt; tag.');
    expect(hit._snippetResult.hierarchy.lvl1?.value).toBe('Markdown reference');
    expect(escapeHitText(hit).content).toBe('Leave a blank line after a &lt;TabItem&gt; tag.');
  });

  it('shows a hit by its heading when the heading holds the query, else by its text', async () => {
    const types = (await engine.search({ query: 'passkey' })).hits.map((hit) => hit.type);
    expect(types.slice(0, 2)).toEqual(['lvl1', 'lvl1']);
    expect((await engine.search({ query: 'blank line' })).hits[0]?.type).toBe('content');
  });

  it('pages through the results, reading only the text of the hits it returns', async () => {
    const many = await engineOver(
      Array.from({ length: 25 }, (_, index) =>
        record({ url: `/wallets/${index}`, content: `wallet number ${index} ${'x'.repeat(300)}` }),
      ),
    );
    const second = await many.engine.search({ query: 'wallet', hitsPerPage: 10, page: 2 });
    expect(second).toMatchObject({ nbHits: 25, nbPages: 3, page: 2 });
    expect(second.hits).toHaveLength(5);
    const fragmentsRead = many.reads.filter((file) => file.startsWith('records-'));
    const fragments = [...many.files.keys()].filter((file) => file.startsWith('records-'));
    expect(fragmentsRead.length).toBeLessThan(fragments.length);
  });

  it('reads only the shards of the query’s terms', async () => {
    expect(reads.some((file) => file.startsWith('postings-'))).toBe(true);
    const {
      engine: fresh,
      reads: freshReads,
      files,
    } = await engineOver(records, {
      shardBytes: 200,
      fragmentBytes: 400,
    });
    await fresh.search({ query: 'policy' });
    const shards = [...files.keys()].filter((file) => file.startsWith('postings-'));
    expect(freshReads.filter((file) => file.startsWith('postings-')).length).toBeLessThan(
      shards.length,
    );
  });

  it('lets most words of a longer query match when all of them cannot', async () => {
    expect(await paths('passkey attestation kubernetes')).toEqual(['/sdks/swift/register-passkey']);
    expect(await paths('passkey kubernetes terraform helm')).toEqual([]);
  });

  it('answers any input without throwing', async () => {
    for (const query of [
      '',
      '   ',
      '---',
      '(*+?[^$\\',
      '😀 ключ',
      'a'.repeat(100_000),
      'x '.repeat(5000),
    ]) {
      await expect(engine.search({ query })).resolves.toBeDefined();
    }
    // Not a string, as a misbehaving caller might send.
    expect((await engine.search({ query: 42 as unknown as string })).nbHits).toBe(0);
    expect((await engine.search({ query: 'passkey', page: -3, hitsPerPage: 1e9 })).page).toBe(0);
  });
});
