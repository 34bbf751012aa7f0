import { describe, expect, it } from 'vitest';
import { engineOver, record } from '@docs/docs-search/testing';
import { conceptsOf, synonymWeight } from '../question';
import { rank, relevantPassages, type Chunk } from '../retrieval';

describe('synonyms in retrieval', () => {
  it('give a synonym the full boost of the field it matched, scaled by its weight', async () => {
    // Two pages alike but for the title: one names the reader's word, one its synonym.
    const content = 'How sign-in works in the browser.';
    const { engine } = await engineOver([
      record({ url: '/own', hierarchy: { lvl1: 'Passkey guide' }, content }),
      record({ url: '/synonym', hierarchy: { lvl1: 'WebAuthn guide' }, content }),
    ]);
    const ranked = await rank(engine, conceptsOf('passkey'));
    const urls = (await engine.records(ranked.map((hit) => hit.record))).map((r) => r.url);
    const score = (url: string) => ranked[urls.indexOf(url)]?.score ?? 0;
    // A boost share of 1 (measured best: docs/decisions/0047): the title boost applies in full.
    expect(score('/synonym') / score('/own')).toBeCloseTo(synonymWeight, 6);
  });
});

describe('relevantPassages', () => {
  const chunk = (id: number, url: string): Chunk => {
    const [page = url] = url.split('#');
    return {
      id,
      page: { url: page, title: page, section: '' },
      url,
      heading: null,
      text: 't',
      code: '',
    };
  };

  it('quotes the best page by its sections first, then other pages, two per page at most', () => {
    const ranked = ['/a', '/b', '/c#x', '/a#1', '/a#2', '/b#1', '/d'].map((url, id) =>
      chunk(id, url),
    );
    expect(relevantPassages(ranked).map((passage) => passage.url)).toEqual([
      '/a',
      '/a#1',
      '/b',
      '/c#x',
    ]);
  });
});
