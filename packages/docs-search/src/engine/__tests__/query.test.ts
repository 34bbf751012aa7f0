import { describe, expect, it } from 'vitest';
import { buildQuery, maxQueryWords, queryWords } from '../query';

describe('buildQuery', () => {
  it('requires every word, an identifier whole or by all its parts, the last word as a prefix', () => {
    expect(buildQuery('signing create_sub_organization', 'AND')).toEqual({
      combineWith: 'AND',
      queries: [
        { combineWith: 'OR', queries: ['sign'], prefix: false },
        {
          combineWith: 'OR',
          queries: [
            'createsuborganiz',
            // The name as typed counts besides its stem: `create_policy` is not `create_policies`.
            {
              combineWith: 'OR',
              queries: ['createsuborganization'],
              prefix: false,
              fuzzy: false,
              boostTerm: expect.any(Function),
            },
            // The parts are whole words at half weight: only the whole name grows as a prefix.
            {
              combineWith: 'AND',
              queries: ['creat', 'sub', 'organiz'],
              prefix: false,
              boostTerm: expect.any(Function),
            },
          ],
          prefix: true,
        },
      ],
    });
  });

  it('reads a package name as one name, also found by its unscoped name', () => {
    expect(buildQuery('@turnkey/sdk-server', 'AND')).toMatchObject({
      queries: [
        'turnkeysdkserver',
        { combineWith: 'AND', queries: ['turnkey', 'sdk', 'server', 'sdkserver'] },
      ],
    });
  });

  it('drops the words that only ask from a question, not from a list of words', () => {
    expect(queryWords('how do I let my backend sign for a user')).toEqual([
      'backend',
      'sign',
      'user',
    ]);
    expect(queryWords('let backend sign')).toEqual(['let', 'backend', 'sign']);
  });

  it('also tries a shorter prefix of a long unfinished last word, at a lower weight', () => {
    const query = buildQuery('creatin', 'AND');
    expect(query).toMatchObject({
      queries: ['creatin', { combineWith: 'OR', queries: ['creati', 'creat'], fuzzy: false }],
    });
  });

  it('searches a lone stop word as the prefix it may be becoming', () => {
    expect(buildQuery('we', 'AND')).toEqual({ combineWith: 'OR', queries: ['we'], prefix: true });
    // After other words, it is a stop word: "send to" searches "send" (the last word left).
    expect(buildQuery('send to', 'AND')).toEqual({
      combineWith: 'OR',
      queries: ['send'],
      prefix: true,
    });
  });

  it('has nothing to search for in stop words or punctuation', () => {
    expect(buildQuery('how do I', 'AND')).toBeNull();
    expect(buildQuery('--- ... ///', 'AND')).toBeNull();
  });

  it('caps the words of a pasted paragraph and drops repeated words', () => {
    const paragraph = Array.from({ length: 100 }, (_, index) => `word${index}`).join(' ');
    expect(queryWords(paragraph)).toHaveLength(maxQueryWords);
    expect(queryWords('window script window Script')).toEqual(['window', 'script']);
  });
});
