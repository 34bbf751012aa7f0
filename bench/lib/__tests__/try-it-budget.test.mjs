import { describe, expect, it } from 'vitest';
import {
  checkTryItBudget,
  loadedBytes,
  parseTryItOptions,
  TRY_IT_BUDGET,
} from '../try-it-budget.mjs';

const KB = 1024;
const run = (gzip, ms, foreign = []) => ({ gzip, ms, foreign, files: [] });

describe('checkTryItBudget', () => {
  it('passes on the medians when they are within the budget', () => {
    const result = checkTryItBudget([run(200 * KB, 900), run(240 * KB, 450), run(250 * KB, 300)]);
    expect(result.gzip).toBe(240 * KB);
    expect(result.ms).toBe(450);
    expect(result.ok).toBe(true);
    expect(result.checks.map((check) => check.value)).toEqual(['240.0 KB', '450 ms', '0']);
  });

  it('fails the budget a median exceeds, and only that one', () => {
    const result = checkTryItBudget([run(251 * KB, 100), run(251 * KB, 100), run(1, 100)]);
    expect(result.ok).toBe(false);
    expect(result.checks.map((check) => check.ok)).toEqual([false, true, true]);
    const slow = checkTryItBudget([run(KB, 501)]);
    expect(slow.checks.map((check) => check.ok)).toEqual([true, false, true]);
  });

  it('fails on any request to another origin, even in one run', () => {
    const result = checkTryItBudget([run(KB, 10), run(KB, 10, ['https://elsewhere.example/x'])]);
    expect(result.ok).toBe(false);
    expect(result.foreign).toEqual(['https://elsewhere.example/x']);
  });

  it('takes the limits from the budget given, and refuses no runs', () => {
    expect(TRY_IT_BUDGET).toEqual({ loadedGzip: 250 * KB, firstResponseMs: 500 });
    expect(checkTryItBudget([run(10, 10)], { loadedGzip: 9, firstResponseMs: 10 }).ok).toBe(false);
    expect(() => checkTryItBudget([])).toThrow('No runs to check');
  });
});

describe('loadedBytes', () => {
  it('counts each same-origin path once at its gzipped size and keeps foreign requests apart', () => {
    const sizes = { '/a.js': 100, '/b.js': 50 };
    const loaded = loadedBytes(
      [
        'http://127.0.0.1:9/a.js',
        'http://127.0.0.1:9/a.js?again',
        'http://127.0.0.1:9/b.js',
        'http://127.0.0.1:9/missing.js',
        'https://cdn.example/c.js',
      ],
      'http://127.0.0.1:9',
      (file) => sizes[file] ?? null,
    );
    expect(loaded.gzip).toBe(150);
    expect(loaded.files.map((file) => file.path)).toEqual(['/a.js', '/b.js', '/missing.js']);
    expect(loaded.foreign).toEqual(['https://cdn.example/c.js']);
  });
});

describe('parseTryItOptions', () => {
  it('defaults to 5 runs on site/build, not strict', () => {
    expect(parseTryItOptions([])).toEqual({
      runs: 5,
      build: 'site/build',
      strict: false,
      help: false,
    });
    expect(parseTryItOptions(['--runs=3', '--build', 'out', '--strict'])).toMatchObject({
      runs: 3,
      build: 'out',
      strict: true,
    });
  });

  it('refuses bad values with a message naming the option', () => {
    expect(() => parseTryItOptions(['--runs', '0'])).toThrow(/--runs takes .* got "0"/);
    expect(() => parseTryItOptions(['--runs', 'many'])).toThrow(/got "many"/);
    expect(() => parseTryItOptions(['--build'])).toThrow('--build needs a value');
    expect(() => parseTryItOptions(['--fast'])).toThrow(/Unknown option "--fast"/);
  });
});
