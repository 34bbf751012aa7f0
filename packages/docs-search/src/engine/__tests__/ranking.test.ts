import { describe, expect, it } from 'vitest';
import { wordQueries } from '../query';
import { engineOver, record } from '../../testing/fixtures';

const scoresOf = async (records: Parameters<typeof engineOver>[0], query: string) => {
  const { engine } = await engineOver(records);
  const ranked = await engine.rankAny(wordQueries(query));
  const urls = (await engine.records(ranked.map((hit) => hit.record))).map((r) => r.url);
  return new Map(ranked.map((hit, index) => [urls[index], hit.match.score]));
};

describe('ranking', () => {
  it('puts the section that quotes a pasted message above one that uses its words apart', async () => {
    // The same words, as many, in sections of the same shape; the first listed wins a tie.
    const apart = record({
      url: '/notes#keys',
      type: 'lvl2',
      hierarchy: { lvl2: 'Notes' },
      content: 'The key, the api, the signature: we could not verify any of them today.',
    });
    const quoted = record({
      url: '/errors#messages',
      type: 'lvl2',
      hierarchy: { lvl2: 'Messages' },
      content: 'The platform answers could not verify api key signature when a body changed.',
    });
    const { engine } = await engineOver([apart, quoted]);
    const first = async (query: string) => {
      const [hit] = (await engine.search({ query })).hits;
      return hit ? new URL(hit.url).pathname + new URL(hit.url).hash : undefined;
    };

    expect(await first('could not verify api key signature')).toBe('/errors#messages');
    // Two words are not a phrase: the tie stands.
    expect(await first('key signature')).toBe('/notes#keys');
  });

  it('gives the exact-heading bonus to a name only when the heading holds the name', async () => {
    const content = 'Failed calls throw TurnkeyRequestError with a code and a message.';
    const scores = await scoresOf(
      [
        record({ url: '/a#errors', type: 'lvl2', hierarchy: { lvl2: 'Errors' }, content }),
        record({ url: '/b#failures', type: 'lvl2', hierarchy: { lvl2: 'Failures' }, content }),
        // Other pages, so that the name is rare and "error" common, as on the site.
        ...['wallets', 'policies', 'sessions', 'passkeys', 'stamps', 'users'].map((topic) =>
          record({ url: `/${topic}`, content: `About ${topic}: an error means a request failed.` }),
        ),
      ],
      'TurnkeyRequestError',
    );
    // "Errors" matches the name's part "error" in the heading: that adds its field score (1.9×
    // here), not also the exact-heading bonus, which alone doubles a score (3.8× with it).
    const ratio = (scores.get('/a#errors') ?? 0) / (scores.get('/b#failures') ?? 1);
    expect(ratio).toBeGreaterThan(1);
    expect(ratio).toBeLessThan(2);
  });

  it('lists, for a sentence-long query, records matching most of its words', async () => {
    const { engine } = await engineOver([
      record({
        url: '/features/delegated-access',
        hierarchy: { lvl1: 'Delegated access' },
        content: 'Your backend signs within limits a policy sets.',
      }),
      record({
        url: '/other',
        hierarchy: { lvl1: 'Other' },
        content: `A delegated backend signs ${'and more words '.repeat(40)} about access.`,
      }),
    ]);
    const { hits } = await engine.search({ query: 'delegated access backend signs' });
    expect(hits.map((hit) => new URL(hit.url).pathname)).toContain('/features/delegated-access');
  });

  it('ranks the operation a name spells out above a longer name it is a prefix of', async () => {
    const { engine } = await engineOver([
      record({
        url: '/api#create_policies',
        type: 'lvl3',
        hierarchy: { lvl3: 'create_policies' },
        content: 'Create several policies at once; the batch form of create_policy.',
        code: 'create_policies ACTIVITY_TYPE_CREATE_POLICIES',
      }),
      record({
        url: '/api#create_policy',
        type: 'lvl3',
        hierarchy: { lvl3: 'create_policy' },
        content: 'Create one policy.',
        code: 'create_policy ACTIVITY_TYPE_CREATE_POLICY_V3',
      }),
    ]);
    const { hits } = await engine.search({ query: 'create_policy' });
    expect(hits.map((hit) => new URL(hit.url).hash)).toEqual([
      '#create_policy',
      '#create_policies',
    ]);
  });

  it('finds a name typed as separate words when the words alone match nothing', async () => {
    const { engine } = await engineOver([
      record({
        url: '/api#whoami',
        type: 'lvl3',
        hierarchy: { lvl3: 'whoami' },
        content: 'Who am I.',
      }),
      record({ url: '/other', content: 'About wallets.' }),
    ]);
    const { hits } = await engine.search({ query: 'Who am I' });
    expect(hits.map((hit) => new URL(hit.url).hash)).toEqual(['#whoami']);
  });
});
