/**
 * docs/decisions: every record carries one status line, the index lists every record with the
 * same status, and the index names no missing file. The rules are in scripts/decisions/records.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findProblems, RECORD_FILE, type RecordFile } from '../decisions/records';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const folder = path.join(root, 'docs', 'decisions');

function readRecords(): RecordFile[] {
  return readdirSync(folder)
    .filter((name) => RECORD_FILE.test(name))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(folder, name), 'utf8') }));
}

const record = (name: string, status: string | null, title = 'A title'): RecordFile => ({
  name,
  text: `# ${name.slice(0, 4)}. ${title}\n\n${status === null ? '' : `Status: ${status}\n\n`}## Context\n`,
});

const index = (...rows: [string, string, string][]) =>
  [
    '# Decision records',
    '',
    '| No. | Decision | Status |',
    '| --- | --- | --- |',
    ...rows.map(([number, file, status]) => `| ${number} | [Title](${file}) | ${status} |`),
    '',
  ].join('\n');

describe('decision records', () => {
  it('each has a status line, is in the index, and the index agrees with it', () => {
    const readme = readFileSync(path.join(folder, 'README.md'), 'utf8');
    expect(findProblems(readRecords(), readme)).toEqual([]);
  });

  it('accepts records whose status and index row agree', () => {
    const records = [
      record('0001-one.md', 'accepted (issue 1); its cache superseded by [0002](0002-two.md)'),
      record('0002-two.md', 'superseded by [0003](0003-three.md)'),
      record('0003-three.md', 'rejected (issue 3)'),
    ];
    const readme = index(
      ['0001', '0001-one.md', 'accepted (issue 1); its cache superseded by [0002](0002-two.md)'],
      ['0002', '0002-two.md', 'superseded by [0003](0003-three.md)'],
      ['0003', '0003-three.md', 'rejected (issue 3)'],
    );
    expect(findProblems(records, readme)).toEqual([]);
  });

  it('names a record without a status line, and one whose status wraps', () => {
    const wrapped: RecordFile = {
      name: '0002-two.md',
      text: '# 0002. Two\n\nStatus: accepted (issue 2). More\nwords here.\n\n## Context\n',
    };
    const problems = findProblems(
      [record('0001-one.md', null), wrapped],
      index(['0001', '0001-one.md', 'accepted'], ['0002', '0002-two.md', 'accepted']),
    );
    expect(problems).toEqual([
      '0001-one.md: no "Status: …" line under the title (expected on line 3, after a blank)',
      '0002-two.md: the status must fit on line 3; put any explanation in a paragraph below',
    ]);
  });

  it('names a status in another vocabulary, and a link to a record that does not exist', () => {
    const problems = findProblems(
      [record('0001-one.md', 'done'), record('0002-two.md', 'superseded by [0009](0009-nine.md)')],
      index(
        ['0001', '0001-one.md', 'done'],
        ['0002', '0002-two.md', 'superseded by [0009](0009-nine.md)'],
      ),
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^0001-one\.md: status "done" must start with accepted/);
    expect(problems[1]).toBe('0002-two.md: its status links to 0009-nine.md, which does not exist');
  });

  it('names a record missing from the index, a listed file that is gone, and a disagreement', () => {
    const problems = findProblems(
      [record('0001-one.md', 'accepted (issue 1)'), record('0002-two.md', 'accepted')],
      index(['0001', '0001-one.md', 'accepted (issue 2)'], ['0003', '0003-three.md', 'accepted']),
    );
    expect(problems).toEqual([
      '0001-one.md: the index says "accepted (issue 2)" but the file says "accepted (issue 1)"; make them the same',
      'README.md lists 0003-three.md, which does not exist',
      '0002-two.md is missing from the index in README.md',
    ]);
  });

  it('names a title whose number is not the file number, and a row that links another number', () => {
    const problems = findProblems(
      [{ name: '0001-one.md', text: '# 0007. One\n\nStatus: accepted\n' }],
      index(['0002', '0001-one.md', 'accepted']),
    );
    expect(problems).toEqual([
      '0001-one.md: line 1 must be the title "# 0001. …"',
      'README.md: the row numbered 0002 links to 0001-one.md',
    ]);
  });
});
