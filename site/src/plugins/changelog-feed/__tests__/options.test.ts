import { describe, expect, it } from 'vitest';
import { validateAsDocusaurus } from '../../option-schema';
import { DEFAULT_OPTIONS, validateOptions } from '..';

const validate = (options: unknown) => validateAsDocusaurus(validateOptions, options);

describe('validateOptions', () => {
  it('fills in the defaults', () => {
    expect(validate({})).toEqual(DEFAULT_OPTIONS);
    expect(validate({ route: '/releases' })).toEqual({ ...DEFAULT_OPTIONS, route: '/releases' });
  });

  it('says which option is wrong, what it received and what it must be', () => {
    expect(() => validate({ route: 'changelog' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: changelog-feed: "route" must be a route starting with "/", such as "/changelog"; received "changelog".]`,
    );
    expect(() => validate({ source: 'docs/changelog.html' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: changelog-feed: "source" must be a .md or .mdx file relative to the site folder; received "docs/changelog.html".]`,
    );
    expect(() => validate({ source: null })).toThrowErrorMatchingInlineSnapshot(
      `[Error: changelog-feed: "source" must be a .md or .mdx file relative to the site folder; received null.]`,
    );
  });
});
