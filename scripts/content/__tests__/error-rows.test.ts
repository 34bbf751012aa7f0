import { describe, expect, it } from 'vitest';
import { bindRows, unobserved } from '../error-row-backing';
import { errorRows, outcomeTokens } from '../error-rows';

const page = [
  '## Setup',
  '',
  '| Step | Result |',
  '| --- | --- |',
  '| Denied | HTTP `403` |',
  '',
  '## Troubleshooting',
  '',
  '| Symptom | Cause |',
  '| --- | --- |',
  '| Throws `TurnkeyRequestError` with `Turnkey error 7: …` | HTTP `403` with `REQUEST_NOT_AUTHORIZED` |',
  '| The page is blank | Reload it. |',
  '| HTTP 401 or `404` | Check the key. |',
  '',
  '```ts',
  '| HTTP 500 | inside code |',
  '```',
].join('\n');

describe('errorRows', () => {
  it('finds outcome-naming rows under errors headings only, without header rows or code', () => {
    const rows = errorRows(page);
    expect(rows.map((row) => [row.line, row.key])).toEqual([
      [11, 'Throws `TurnkeyRequestError` with `Turnkey error 7: …`'],
      [13, 'HTTP 401 or `404`'],
    ]);
    expect(rows[0]?.claims).toEqual([
      'PERMISSION_DENIED',
      'REQUEST_NOT_AUTHORIZED',
      'TurnkeyRequestError',
      'http:403',
    ]);
    expect(rows[1]?.claims).toEqual(['http:401', 'http:404']);
  });

  it('reads gRPC codes, activity statuses and categories, and ignores other capitals', () => {
    expect(outcomeTokens('code `3` and `ACTIVITY_STATUS_FAILED`; see the FAQ and OK')).toEqual([
      'ACTIVITY_STATUS_FAILED',
      'INVALID_ARGUMENT',
    ]);
  });
});

describe('bindRows', () => {
  const rows = errorRows(page);
  const pages = [{ doc: 'guide.mdx', rows }];

  it('fails a row with neither a scenario nor a backlog entry, and a stale reference', () => {
    const { problems } = bindRows(
      pages,
      [
        {
          name: 'denied',
          rows: [
            { doc: 'guide.mdx', row: 'Throws' },
            { doc: 'guide.mdx', row: 'Gone' },
          ],
        },
      ],
      [],
    );
    expect(problems.map((p) => p.where)).toEqual(['site/docs/guide.mdx:13', 'site/docs/guide.mdx']);
  });

  it('fails a row that is both backed and in the backlog', () => {
    const { problems } = bindRows(
      pages,
      [{ name: 'denied', rows: [{ doc: 'guide.mdx', row: 'Throws' }] }],
      [
        { doc: 'guide.mdx', row: 'Throws', why: 'x' },
        { doc: 'guide.mdx', row: 'HTTP 401', why: 'y' },
      ],
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/remove it from/);
  });

  it('names the outcomes a row claims that its scenarios did not observe', () => {
    const { bindings } = bindRows(
      pages,
      [{ name: 'denied', rows: [{ doc: 'guide.mdx', row: 'Throws' }] }],
      [{ doc: 'guide.mdx', row: 'HTTP 401', why: 'y' }],
    );
    const binding = bindings[0];
    if (!binding) throw new Error('no binding');
    const seen = new Map([
      ['denied', new Set(['http:403', 'PERMISSION_DENIED', 'TurnkeyRequestError'])],
    ]);
    expect(unobserved(binding, seen)).toEqual(['REQUEST_NOT_AUTHORIZED']);
  });
});
