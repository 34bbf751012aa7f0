import { describe, expect, it } from 'vitest';
import { record } from '../../search/__tests__/fixtures';
import { buildCorpus, clipText, corpusVersion, readCorpus } from '../corpus';
import { corpusFile } from './fixtures';

describe('buildCorpus', () => {
  it('stores each page once and one chunk per heading-level record', () => {
    const file = corpusFile();
    expect(file.version).toBe(corpusVersion);
    expect(file.pages.map(([url]) => url)).toEqual([
      '/concepts/sub-organizations',
      '/features/email-auth',
      '/passkeys/introduction',
      '/concepts/policies/overview',
      '/features/export',
      '/api',
    ]);
    expect(file.chunks).toHaveLength(8);
    const [page, anchor, heading] = file.chunks[3] ?? [];
    expect([file.pages[page ?? -1]?.[1], anchor, heading]).toEqual([
      'Email authentication',
      'otp',
      'One-time passwords',
    ]);
    // An API operation: its id is the heading, its code identifiers are kept.
    expect(file.chunks[7]).toEqual([
      5,
      'sign_transaction',
      'sign_transaction',
      expect.stringContaining('POST /public/v1/submit/sign_transaction'),
      'sign_transaction ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
    ]);
  });

  it('uses the description for a page top without text and drops empty sections', () => {
    const file = buildCorpus(
      [
        record({ url: '/a', hierarchy: { lvl1: 'A' }, description: 'About A.' }),
        record({ url: '/a#empty', type: 'lvl2', hierarchy: { lvl1: 'A', lvl2: 'Empty' } }),
      ],
      { maxChunkChars: 500 },
    );
    expect(file.chunks).toEqual([[0, '', '', 'About A.', '']]);
  });

  it('clips long sections at a sentence end', () => {
    const text = `${'Word '.repeat(30).trim()}. ${'More words here. '.repeat(20)}`;
    const clipped = clipText(text, 200);
    expect(clipped.length).toBeLessThanOrEqual(200);
    expect(clipped.endsWith('.')).toBe(true);
    expect(clipText('short', 200)).toBe('short');
  });
});

describe('readCorpus', () => {
  it('reads what buildCorpus writes, with section URLs', () => {
    const corpus = readCorpus(JSON.parse(JSON.stringify(corpusFile())));
    expect(corpus.chunks.map((chunk) => chunk.url)).toContain('/features/email-auth#otp');
    expect(corpus.chunks[0]).toMatchObject({ url: '/concepts/sub-organizations', heading: null });
  });

  it('rejects a file of another shape and skips malformed rows', () => {
    expect(() => readCorpus(null)).toThrow(/expected format/);
    expect(() => readCorpus({ version: 99, pages: [], chunks: [] })).toThrow(/expected format/);
    const corpus = readCorpus({
      version: corpusVersion,
      pages: [
        ['/a', 'A', 'S'],
        ['/b', 42, 'S'],
      ],
      chunks: [
        [0, 'x', 'X', 'text', ''],
        [1, '', '', 'page b is malformed', ''],
        [7, '', '', 'no such page', ''],
        [0, '', '', { html: '<b>' }, ''],
        'not a row',
      ],
    });
    expect(corpus.chunks).toEqual([
      expect.objectContaining({ id: 0, url: '/a#x', heading: 'X', text: 'text' }),
    ]);
  });
});
