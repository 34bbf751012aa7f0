import { describe, expect, it } from 'vitest';
import { identifierParts, isIdentifier, processTerm, termsOf, tokenTerms } from '../terms';
import { tokenize, wordSpans } from '../tokenize';

describe('tokenize', () => {
  it('keeps identifiers whole and splits on everything else', () => {
    expect(
      tokenize(
        'Call create_sub_organization (ACTIVITY_TYPE_SIGN_TRANSACTION_V2) via @turnkey/sdk-server.',
      ),
    ).toEqual([
      'Call',
      'create_sub_organization',
      'ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
      'via',
      '@turnkey/sdk-server',
    ]);
    expect(tokenize('Install @turnkey/viem.')).toEqual(['Install', '@turnkey/viem']);
  });

  it('reports where each word is', () => {
    expect(wordSpans('a <b>c</b>')).toEqual([
      { token: 'a', start: 0, end: 1 },
      { token: 'b', start: 3, end: 4 },
      { token: 'c', start: 5, end: 6 },
      { token: 'b', start: 8, end: 9 },
    ]);
  });
});

describe('terms', () => {
  it('recognises snake, kebab and camel case identifiers', () => {
    expect(
      ['create_sub_organization', 'sub-organization', 'createSubOrganization', 'Wallet'].map(
        isIdentifier,
      ),
    ).toEqual([true, true, true, false]);
    expect(identifierParts('X-Stamp-WebAuthn')).toEqual(['x', 'stamp', 'web', 'authn']);
  });

  it('gives an identifier one whole term, the same in every case style, plus its parts', () => {
    const expected = {
      whole: 'createsuborganiz',
      parts: ['creat', 'sub', 'organiz'],
      spelled: 'createsuborganization',
    };
    expect(tokenTerms('create_sub_organization')).toEqual(expected);
    expect(tokenTerms('createSubOrganization')).toEqual(expected);
    expect(tokenTerms('CREATE_SUB_ORGANIZATION')).toEqual(expected);
    expect(termsOf('ACTIVITY_TYPE_SIGN_TRANSACTION_V2')).toEqual([
      'activitytypesigntransactionv2',
      'activiti',
      'type',
      'sign',
      'transaction',
      'v2',
    ]);
  });

  it('stems plain words, drops stop words and folds accents', () => {
    expect(processTerm('Policies')).toEqual(['polici']);
    expect(processTerm('the')).toBeNull();
    expect(processTerm('Café')).toEqual(['cafe']);
  });
});
