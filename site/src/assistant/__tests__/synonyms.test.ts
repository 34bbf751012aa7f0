import { describe, expect, it } from 'vitest';
import { conceptsOf, synonymWeight } from '../question';
import { stem } from '@docs/docs-search/engine/text/stem';
import { phraseKey, synonymGroups, synonymsOf } from '../synonyms';

describe('phraseKey', () => {
  it('ignores case, separators and plurals', () => {
    expect(phraseKey('Sub-organizations')).toBe(phraseKey('sub organization'));
    expect(phraseKey('sub-org')).toBe(phraseKey('suborg'));
    expect(phraseKey('WebAuthn')).toBe('webauthn');
    expect(phraseKey('2FA')).toBe('2fa');
  });
});

describe('synonymsOf', () => {
  it('maps the docs’ names to each other', () => {
    expect(synonymsOf('suborg')).toContain('sub-organization');
    expect(synonymsOf('sub-orgs')).toContain('sub-organization');
    expect(synonymsOf('2FA')).toEqual(expect.arrayContaining(['one-time password', 'OTP']));
    expect(synonymsOf('one time password')).toContain('OTP');
    expect(synonymsOf('WebAuthn')).toContain('passkey');
    expect(synonymsOf('passkeys')).toContain('WebAuthn');
    expect(synonymsOf('policy engine')).toContain('policy');
    expect(synonymsOf('key export')).toContain('export');
    expect(synonymsOf('signer')).toContain('signing');
  });

  it('returns nothing for a word outside the table, and never the phrase itself', () => {
    expect(synonymsOf('banana')).toEqual([]);
    expect(synonymsOf('passkey').map(phraseKey)).not.toContain(phraseKey('passkey'));
  });

  it('has no group whose phrases reduce to nothing or repeat', () => {
    for (const group of synonymGroups) {
      const keys = group.map(phraseKey);
      expect(keys.every(Boolean)).toBe(true);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe('conceptsOf (question expansion)', () => {
  it('drops question words and keeps what is asked about', () => {
    expect(conceptsOf('How do I create a wallet?').map((concept) => concept.text)).toEqual([
      'create',
      'wallet',
    ]);
    expect(conceptsOf('What is the policy engine?').map((concept) => concept.text)).toEqual([
      'policy engine',
    ]);
    expect(conceptsOf('how do I')).toEqual([]);
  });

  it('adds the synonyms of a known phrase at a lower weight', () => {
    const [concept] = conceptsOf('Can I use 2FA?');
    expect(concept?.text).toBe('2FA');
    expect(concept?.alternatives[0]).toEqual({ terms: ['2fa'], weight: 1 });
    expect(concept?.alternatives).toContainEqual({ terms: ['otp'], weight: synonymWeight });
    expect(concept?.alternatives).toContainEqual({
      terms: [stem('onetime'), 'password'],
      weight: synonymWeight,
    });
  });

  it('matches the longest phrase and counts a concept asked twice once', () => {
    expect(conceptsOf('sign in with Google').map((concept) => concept.text)).toEqual([
      'sign in with Google',
    ]);
    expect(conceptsOf('passkey passkeys').map((concept) => concept.text)).toEqual(['passkey']);
  });

  it('matches an identifier by its whole form or by its words', () => {
    const [concept] = conceptsOf('createSubOrganization');
    expect(concept?.alternatives).toEqual([
      { terms: [stem('createsuborganization')], weight: 1 },
      { terms: [stem('create'), 'sub', stem('organization')], weight: 0.9 },
    ]);
  });
});
