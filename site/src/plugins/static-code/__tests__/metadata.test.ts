import { describe, expect, it } from 'vitest';
import { codeMetadata, FenceError, parseLineRanges } from '../metadata';
import { magicComments } from '../../../config/prism';

const HIGHLIGHT = 'theme-code-block-highlighted-line';
const read = (code: string, language: string | null, meta?: string) =>
  codeMetadata({ code, language, meta, magicComments });

describe('codeMetadata', () => {
  it('reads the title, line numbers and language, and drops one trailing line break', () => {
    expect(read('a\n', 'TS', 'title="src/a.ts" showLineNumbers=5 norun="x"')).toEqual({
      code: 'a',
      language: 'ts',
      title: 'src/a.ts',
      lineNumbersStart: 5,
      lineClassNames: {},
    });
    expect(read('a', null, "title='single quotes'")).toMatchObject({
      language: 'text',
      title: 'single quotes',
      lineNumbersStart: undefined,
    });
  });

  it('marks {1,3-4} ranges with the first magic comment’s class', () => {
    expect(read('a\nb\nc\nd', 'ts', '{1,3-4}').lineClassNames).toEqual({
      0: [HIGHLIGHT],
      2: [HIGHLIGHT],
      3: [HIGHLIGHT],
    });
  });

  it('marks lines by magic comments and removes the comments from the code', () => {
    const code = [
      'a',
      '// highlight-next-line',
      'b',
      '{/* highlight-start */}',
      'c',
      'd',
      '{/* highlight-end */}',
      'e',
    ].join('\n');
    expect(read(code, 'tsx')).toEqual({
      code: 'a\nb\nc\nd\ne',
      language: 'tsx',
      title: undefined,
      lineNumbersStart: undefined,
      lineClassNames: { 1: [HIGHLIGHT], 2: [HIGHLIGHT], 3: [HIGHLIGHT] },
    });
    expect(read('# highlight-next-line\nnpm i', 'bash')).toMatchObject({
      code: 'npm i',
      lineClassNames: { 0: [HIGHLIGHT] },
    });
    // A comment style the language does not have is code.
    expect(read('# highlight-next-line\nx', 'ts').code).toBe('# highlight-next-line\nx');
  });

  it('says what is wrong with a meta string it cannot read', () => {
    expect(() => read('a', 'ts', 'showLineNumbers=x')).toThrowErrorMatchingInlineSnapshot(
      `[Error: "showLineNumbers=x" must be showLineNumbers or showLineNumbers=<first line number>]`,
    );
    expect(() => read('a', 'ts', '{1,,2}')).toThrow(FenceError);
    expect(() =>
      codeMetadata({ code: 'a', language: 'ts', meta: '{1}', magicComments: [] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: "{1}" needs a magic comment to take its class name from]`,
    );
  });
});

describe('parseLineRanges', () => {
  it('expands ranges, either way round, once each', () => {
    expect(parseLineRanges('5-3, 1,4')).toEqual([1, 3, 4, 5]);
    expect(() => parseLineRanges('2-')).toThrowErrorMatchingInlineSnapshot(
      `[Error: "{2-}" must list line numbers and ranges such as {1,3-5}]`,
    );
  });
});
