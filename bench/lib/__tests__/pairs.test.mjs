import { describe, expect, it } from 'vitest';
import { interleave, median, pairedDifference, pairedRatio, ratio, spread } from '../pairs.mjs';

describe('interleave', () => {
  it('puts the baseline right before the site, pair 1 of everything before pair 2', () => {
    const order = interleave({ pages: ['/a', '/b'], presets: ['mobile'], pairs: 2 }).map(
      (run) => `${run.pair} ${run.page} ${run.side}`,
    );
    expect(order).toEqual([
      '1 /a baseline',
      '1 /a site',
      '1 /b baseline',
      '1 /b site',
      '2 /a baseline',
      '2 /a site',
      '2 /b baseline',
      '2 /b site',
    ]);
  });

  it('refuses a pair count that is not a whole number of at least 1', () => {
    expect(() => interleave({ pages: ['/'], presets: ['mobile'], pairs: 0 })).toThrow(
      'pairs must be a whole number of at least 1, got 0',
    );
    expect(() => interleave({ pages: ['/'], presets: ['mobile'], pairs: 1.5 })).toThrow(/1.5/);
  });
});

describe('median and spread', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow('median of no values');
  });

  it('ignores failed runs (null) and says when nothing was measured', () => {
    expect(spread([5, null, 1, 9, undefined])).toEqual({ n: 3, min: 1, median: 5, max: 9 });
    expect(spread([null])).toEqual({ n: 0, min: null, median: null, max: null });
  });
});

describe('paired statistics', () => {
  const pair = (baseline, site) => ({ baseline: { tbtMs: baseline }, site: { tbtMs: site } });

  it('compares each run with its own partner, not with the other side’s median', () => {
    // The machine got slower over the run and both sides drifted with it; within each pair the
    // site is 10 % above its partner.
    const pairs = [pair(400, 440), pair(500, 550), pair(1000, 1100)];
    expect(pairedRatio(pairs, 'tbtMs')?.median).toBeCloseTo(1.1);
    expect(pairedDifference(pairs, 'tbtMs')).toEqual({ median: 50, values: [40, 50, 100] });
  });

  it('drops a pair whose either run failed', () => {
    const pairs = [pair(100, 200), { baseline: { error: 'timeout' }, site: { tbtMs: 1 } }, {}];
    expect(pairedRatio(pairs, 'tbtMs')).toEqual({ median: 2, values: [2] });
    expect(pairedRatio([{}], 'tbtMs')).toBeNull();
    expect(pairedDifference([], 'tbtMs')).toBeNull();
  });

  it('treats two zeros as equal and a zero baseline against more as unbounded', () => {
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(5, 0)).toBe(Infinity);
    expect(ratio(50, 100)).toBe(0.5);
  });
});
