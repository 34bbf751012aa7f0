import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, resolveOptions } from '../options';

describe('resolveOptions', () => {
  it('defaults', () => {
    expect(resolveOptions(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(resolveOptions({})).toEqual(DEFAULT_OPTIONS);
    expect(resolveOptions({ prism: false })).toEqual({ ...DEFAULT_OPTIONS, prism: false });
  });

  it('rejects bad options with a clear message', () => {
    expect(() => resolveOptions('x')).toThrow(/options must be an object/);
    expect(() => resolveOptions({ prism: 'yes' })).toThrow(/"prism" must be true or false/);
    expect(() => resolveOptions({ prsm: true })).toThrow(/unknown option\(s\) prsm/);
    expect(() => resolveOptions({ id: '' })).toThrow(/"id" must be a non-empty string/);
  });
});
