import { describe, expect, it } from 'vitest';
import { answerLocally, excerptOf, notFoundMessage, retrieve, sentencesOf } from '../answer';
import { checkQuestion, conceptsOf, maxQuestionChars } from '../question';
import { rank } from '../retrieval';
import { testAssistant } from './fixtures';

const assistant = await testAssistant();
const { engine } = assistant;
const urlOf = async (ids: number[]) => (await engine.records(ids)).map((record) => record.url);
const pagesOf = async (question: string) =>
  urlOf((await rank(engine, conceptsOf(question))).map((hit) => hit.record));

describe('ranking through the search engine', () => {
  it('puts the section that answers the whole question first', async () => {
    expect((await pagesOf('How do I create a sub-organization?'))[0]).toBe(
      '/concepts/sub-organizations#create',
    );
    expect((await pagesOf('verify the one-time password code'))[0]).toBe(
      '/features/email-auth#otp',
    );
  });

  it('finds a section through the docs’ synonyms', async () => {
    // "2FA" and "suborg" appear nowhere in the corpus.
    expect((await pagesOf('2FA'))[0]).toBe('/features/email-auth#otp');
    expect((await pagesOf('suborg'))[0]).toMatch(/^\/concepts\/sub-organizations/);
    expect((await pagesOf('What is WebAuthn?'))[0]).toBe('/passkeys/introduction');
  });

  it('finds an API operation by its identifier', async () => {
    expect((await pagesOf('ACTIVITY_TYPE_SIGN_TRANSACTION_V2'))[0]).toBe('/api#sign_transaction');
  });

  it('scores a section matching more of the question higher', async () => {
    const ranked = await rank(engine, conceptsOf('export private key mnemonic'));
    expect(await urlOf([ranked[0]?.record ?? -1])).toEqual(['/features/export']);
    expect(ranked[0]?.coverage).toBe(1);
    for (const hit of ranked.slice(1)) expect(hit.score).toBeLessThanOrEqual(ranked[0]?.score ?? 0);
  });
});

describe('answer assembly', () => {
  it('splits sentences and quotes the best ones of a section', async () => {
    expect(sentencesOf('One. Two words? Three: four.')).toEqual([
      'One.',
      'Two words?',
      'Three: four.',
    ]);
    const { passages } = await retrieve(assistant, 'when does the one-time code expire');
    const chunk = passages.find(
      (passage) => passage.chunk.url === '/features/email-auth#otp',
    )?.chunk;
    if (!chunk) throw new Error('fixture missing');
    expect(excerptOf(engine, chunk, conceptsOf('when does the code expire'))).toBe(
      'Send a one-time password with initOtp, then verify the code the user typed with verifyOtp. The code expires after five minutes.',
    );
    expect(excerptOf(engine, chunk, conceptsOf('expire minutes'))).toBe(
      'The code expires after five minutes.',
    );
  });

  it('cites each passage [n] with its page and heading, best first', async () => {
    const reply = await answerLocally(assistant, 'How do I create a sub-organization for a user?');
    if (reply.kind !== 'answer') throw new Error(`expected an answer, got ${reply.kind}`);
    expect(reply.mode).toBe('local');
    expect(reply.sources[0]).toEqual({
      n: 1,
      url: '/concepts/sub-organizations#create',
      title: 'Sub-organizations',
      heading: 'Create a sub-organization',
      section: 'Concepts',
    });
    expect(reply.paragraphs[0]?.at(-1)).toEqual({ cite: 1 });
    expect(reply.paragraphs).toHaveLength(reply.sources.length);
    expect(reply.sources.length).toBeLessThanOrEqual(4);
    // At most two passages from one page.
    const pages = reply.sources.map((source) => source.url.split('#')[0]);
    for (const page of pages) expect(pages.filter((p) => p === page).length).toBeLessThanOrEqual(2);
  });

  it('says it found nothing and suggests pages instead of guessing', async () => {
    const reply = await answerLocally(assistant, 'What is the best banana bread recipe?');
    expect(reply).toEqual({
      kind: 'not-found',
      message: notFoundMessage,
      suggestions: expect.any(Array),
    });
    if (reply.kind !== 'not-found') return;
    expect(reply.suggestions.length).toBeGreaterThan(0);
    expect((await retrieve(assistant, 'banana bread')).passages).toEqual([]);
  });

  it('suggests the pages of the best partial matches', async () => {
    const reply = await answerLocally(assistant, 'passkey banana smoothie recipe');
    expect(reply.kind).toBe('not-found');
    if (reply.kind === 'not-found')
      expect(reply.suggestions[0]?.url).toBe('/passkeys/introduction');
  });

  it('does not answer when only a minor part of the question matches', async () => {
    expect((await answerLocally(assistant, 'bake a chocolate cake in my wallet')).kind).toBe(
      'not-found',
    );
  });
});

describe('checkQuestion', () => {
  it('accepts a question and trims it', () => {
    expect(checkQuestion('  What is a passkey? ')).toEqual({
      ok: true,
      question: 'What is a passkey?',
    });
  });

  it('explains what is wrong with empty, huge, markup-only and filler-only questions', () => {
    expect(checkQuestion('   \n\t ')).toEqual({
      ok: false,
      message: expect.stringMatching(/^Type a question first/),
    });
    const huge = checkQuestion('passkey '.repeat(100));
    expect(huge).toEqual({
      ok: false,
      message: expect.stringContaining(`${maxQuestionChars} characters or fewer`),
    });
    expect(checkQuestion('<img src=x onerror="alert(1)">')).toEqual({
      ok: false,
      message: expect.stringMatching(/markup or symbols/),
    });
    expect(checkQuestion('?!?! ...')).toMatchObject({ ok: false });
    expect(checkQuestion('how do I?')).toEqual({
      ok: false,
      message: expect.stringMatching(/^Say a little more/),
    });
  });

  it('reads the words of a question wrapped in markup', () => {
    expect(checkQuestion('<b>passkeys</b>')).toEqual({ ok: true, question: '<b>passkeys</b>' });
    expect(conceptsOf('<b>passkeys</b>').map((concept) => concept.text)).toEqual(['passkeys']);
  });
});
