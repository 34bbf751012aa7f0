import { describe, expect, it } from 'vitest';
import { maxExchanges, parseConversation, type Exchange } from '../conversation';
import { safeSitePath } from '../safe-url';

const answer: Exchange = {
  id: 1,
  question: 'What is a passkey?',
  reply: {
    kind: 'answer',
    mode: 'local',
    paragraphs: [[{ text: 'A WebAuthn credential.' }, { cite: 1 }]],
    sources: [
      {
        n: 1,
        url: '/passkeys/introduction',
        title: 'Passkeys',
        heading: null,
        section: 'Passkeys',
      },
    ],
  },
};

describe('safeSitePath', () => {
  it('allows root-relative paths of this site only', () => {
    expect(safeSitePath('/features/email-auth#otp')).toBe('/features/email-auth#otp');
    for (const url of [
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil',
      'https://x.test/',
      '/a b',
      'a/b',
      42,
      null,
    ]) {
      expect(safeSitePath(url)).toBeNull();
    }
  });
});

describe('parseConversation', () => {
  it('reads back what was stored', () => {
    expect(parseConversation(JSON.stringify([answer]))).toEqual([answer]);
  });

  it('drops entries of the wrong shape or with unsafe links, and keeps the latest only', () => {
    const unsafe = structuredClone(answer);
    if (unsafe.reply.kind === 'answer' && unsafe.reply.sources[0])
      unsafe.reply.sources[0].url = 'javascript:alert(1)';
    expect(parseConversation(JSON.stringify([unsafe, { id: 2 }, 'x', answer]))).toEqual([answer]);
    expect(parseConversation('not json')).toEqual([]);
    expect(parseConversation(null)).toEqual([]);
    const many = Array.from({ length: maxExchanges + 5 }, (_, id) => ({ ...answer, id }));
    expect(parseConversation(JSON.stringify(many))).toHaveLength(maxExchanges);
  });
});
