import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, resolveOptions } from '../options';

describe('markdown-pages options', () => {
  it('uses the defaults when given nothing and merges what is given', () => {
    expect(resolveOptions(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(resolveOptions({ llmsTxt: 'ai.txt' }).llmsTxt).toBe('ai.txt');
  });

  it.each([
    [null, 'markdown-pages: options must be an object; received null.'],
    [['x'], 'markdown-pages: options must be an object; received ["x"].'],
    [
      { lmsTxt: 'a.txt' },
      'markdown-pages: unknown option "lmsTxt"; expected one of id, summary, llmsTxt, llmsFullTxt, apiRoute, openApiFile, apiDescription, includeApiInFullText.',
    ],
    [
      { llmsTxt: 'llms.md' },
      'markdown-pages: "llmsTxt" must be a file name ending in .txt, such as "llms.txt"; received "llms.md".',
    ],
    [
      { llmsFullTxt: '../x.txt' },
      'markdown-pages: "llmsFullTxt" must be a file name ending in .txt, such as "llms.txt"; received "../x.txt".',
    ],
    [
      { llmsFullTxt: 'llms.txt' },
      'markdown-pages: "llmsTxt" and "llmsFullTxt" must differ; both are "llms.txt".',
    ],
    [
      { apiRoute: 'api' },
      'markdown-pages: "apiRoute" must be a route such as "/api" (starting with "/", no trailing slash); received "api".',
    ],
    [
      { apiRoute: '/api/' },
      'markdown-pages: "apiRoute" must be a route such as "/api" (starting with "/", no trailing slash); received "/api/".',
    ],
    [
      { openApiFile: 'static/api/openapi.yaml' },
      'markdown-pages: "openApiFile" must be a .json file; received "static/api/openapi.yaml".',
    ],
    [
      { summary: 'two\nlines' },
      'markdown-pages: "summary" must be one line of text; received "two\\nlines".',
    ],
    [
      { includeApiInFullText: 'yes' },
      'markdown-pages: "includeApiInFullText" must be true or false; received "yes".',
    ],
  ])('rejects %j with a clear message', (options, message) => {
    expect(() => resolveOptions(options)).toThrow(message);
  });
});
