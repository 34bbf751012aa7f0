import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, resolveOptions as validate } from '../options';

describe('markdown-pages validateOptions', () => {
  it('uses the defaults when given nothing and merges what is given', () => {
    expect(validate(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(validate({ llmsTxt: 'ai.txt' }).llmsTxt).toBe('ai.txt');
    expect(validate({ summary: '' }).summary).toBe('');
  });

  it('rejects a bad option, naming it, the value received and what is expected', () => {
    expect(() => validate({ llmsTxt: 'llms.md' })).toThrowErrorMatchingInlineSnapshot(
      `[ValidationError: markdown-pages: "llmsTxt" must be a file name ending in .txt, such as "llms.txt"; received "llms.md".]`,
    );
    expect(() => validate({ llmsFullTxt: '../x.txt' })).toThrowErrorMatchingInlineSnapshot(
      `[ValidationError: markdown-pages: "llmsFullTxt" must be a file name ending in .txt, such as "llms.txt"; received "../x.txt".]`,
    );
    expect(() => validate({ llmsFullTxt: 'llms.txt' })).toThrowErrorMatchingInlineSnapshot(
      `[ValidationError: markdown-pages: "llmsTxt" and "llmsFullTxt" must differ; both are "llms.txt".]`,
    );
    expect(() => validate({ summary: 'two\nlines' })).toThrowErrorMatchingInlineSnapshot(`
      [ValidationError: markdown-pages: "summary" must be one line of text; received "two
      lines".]
    `);
    expect(() => validate({ includeApiInFullText: 'yes' })).toThrowErrorMatchingInlineSnapshot(
      `[ValidationError: markdown-pages: "includeApiInFullText" must be true or false; received "yes".]`,
    );
    expect(() => validate({ apiRoute: '/api' })).toThrowErrorMatchingInlineSnapshot(
      `[ValidationError: markdown-pages: "apiRoute" is not an option (received "/api"); expected one of summary, llmsTxt, llmsFullTxt, apiDescription, includeApiInFullText.]`,
    );
    expect(() => validate(['x'])).toThrowErrorMatchingInlineSnapshot(
      `[ValidationError: markdown-pages: "options" must be an object; received "[x]".]`,
    );
  });
});
