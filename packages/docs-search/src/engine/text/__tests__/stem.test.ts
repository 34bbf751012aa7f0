import { describe, expect, it } from 'vitest';
import { stem } from '../stem';

describe('stem', () => {
  it.each([
    [['policy', 'policies'], 'polici'],
    [['sign', 'signs', 'signed', 'signing'], 'sign'],
    [['create', 'creates', 'created', 'creating', 'creation'], 'creat'],
    [['authenticate', 'authentication', 'authenticator'], 'authenticat'],
    [['organization', 'organizations', 'organisation', 'organize'], 'organiz'],
    [['address', 'addresses'], 'address'],
    [['key', 'keys'], 'key'],
    [['setting', 'settings', 'set'], 'set'],
    [['match', 'matches'], 'match'],
    [['verify', 'verified', 'verifying'], 'verifi'],
  ])('maps %j to one stem', (words, expected) => {
    expect(words.map(stem)).toEqual(words.map(() => expected));
  });

  it('leaves short words, identifiers and words with digits alone', () => {
    expect(['use', 'bus', 'sub_org', 'secp256k1', 'Wallets', 'string'].map(stem)).toEqual([
      'use',
      'bus',
      'sub_org',
      'secp256k1',
      'Wallets',
      'string',
    ]);
  });

  it('does not strip a suffix that leaves no syllable', () => {
    expect(['thing', 'shred', 'status', 'analysis'].map(stem)).toEqual([
      'thing',
      'shred',
      'status',
      'analysis',
    ]);
  });
});
