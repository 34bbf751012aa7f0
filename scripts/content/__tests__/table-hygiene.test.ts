import { describe, expect, it } from 'vitest';
import { tableInterruptions } from '../table-hygiene';

const table = ['| Symptom | Fix |', '| --- | --- |', '| One | First |'];

describe('tableInterruptions', () => {
  it('accepts a clean table with comments and blank lines around it', () => {
    const source = [
      '{/* fact: before the table */}',
      '',
      ...table,
      '| Two | Second |',
      '',
      '{/* fact: after the table */}',
      '',
      'A paragraph.',
    ].join('\n');
    expect(tableInterruptions(source)).toEqual([]);
  });

  it('accepts two tables separated by a blank line', () => {
    const source = [...table, '', ...table].join('\n');
    expect(tableInterruptions(source)).toEqual([]);
  });

  it('reports a comment planted between two rows, with its line', () => {
    const source = ['Intro.', '', ...table, '{/* fact: x */}', '| Two | Second |'].join('\n');
    expect(tableInterruptions(source)).toEqual([
      { line: 6, message: expect.stringMatching(/^MDX comment between two rows/) },
    ]);
  });

  it('reports a multi-line comment and the blank lines around it once', () => {
    const source = [...table, '', '{/* fact: one', 'two */}', '', '| Two | Second |'].join('\n');
    expect(tableInterruptions(source)).toEqual([
      { line: 4, message: expect.stringMatching(/^blank line between two rows/) },
    ]);
  });

  it('reports a blank line planted between two rows, with its line', () => {
    const source = [...table, '| Two | Second |', '', '| Three | Third |', '| Four | x |'].join(
      '\n',
    );
    expect(tableInterruptions(source)).toEqual([
      { line: 5, message: expect.stringMatching(/^blank line between two rows/) },
    ]);
  });

  it('reports every cut in one table', () => {
    const source = [...table, '{/* a */}', '| Two | x |', '', '| Three | x |'].join('\n');
    expect(tableInterruptions(source).map((problem) => problem.line)).toEqual([4, 6]);
  });

  it('ignores pipes inside code blocks', () => {
    const source = [...table, '', '```text', '| not | a row |', '```'].join('\n');
    expect(tableInterruptions(source)).toEqual([]);
  });
});

describe('text right under a table', () => {
  it('reports a line of text that would join the table as a row', () => {
    const source = [...table, ' For single keys, see below.', '', '## Next'].join('\n');
    expect(tableInterruptions(source)).toEqual([
      { line: 4, message: expect.stringMatching(/^text right under a Markdown table/) },
    ]);
  });

  it('accepts a comment or a heading right under the last row', () => {
    expect(tableInterruptions([...table, '{/* fact: x */}', '', 'Text.'].join('\n'))).toEqual([]);
    expect(tableInterruptions([...table, '## Next'].join('\n'))).toEqual([]);
  });
});
