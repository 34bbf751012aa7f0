import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildApiModel } from '../../model/build';
import { clientFiles } from '../read';
import { jsDocTexts, modelTexts, runIndex, sharedRuns } from '../shared-wording';

describe('shared wording helpers', () => {
  const index = runIndex(
    jsDocTexts('/** @description One two three four five six seven eight nine. */ x: string;'),
  );

  it('find a run of eight words, ignoring case and punctuation', () => {
    expect(sharedRuns([['a', 'Zero, ONE two three four five six seven eight!']], index)).toEqual([
      'a: "one two three four five six seven eight"',
    ]);
  });

  it('accept seven shared words', () => {
    expect(sharedRuns([['a', 'one two three four five six seven, then ours']], index)).toEqual([]);
  });
});

describe('our descriptions are our own words', () => {
  it('share no run of 8 words with the descriptions in @turnkey/http’s generated types', () => {
    const index = runIndex(jsDocTexts(readFileSync(clientFiles().httpTypes, 'utf8')));
    expect(index.size).toBeGreaterThan(1000);
    expect(sharedRuns(modelTexts(buildApiModel()), index)).toEqual([]);
  });
});
