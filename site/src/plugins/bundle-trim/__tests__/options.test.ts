import { describe, expect, it } from 'vitest';
import { validateAsDocusaurus } from '../../option-schema';
import { DEFAULT_OPTIONS, validateOptions } from '../options';

const validate = (options: unknown) => validateAsDocusaurus(validateOptions, options);

describe('validateOptions', () => {
  it('fills in the defaults', () => {
    expect(validate(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(validate({})).toEqual(DEFAULT_OPTIONS);
    expect(validate({ prism: false })).toEqual({ ...DEFAULT_OPTIONS, prism: false });
  });

  it('says which option is wrong, what it received and what it must be', () => {
    expect(() => validate('x')).toThrowErrorMatchingInlineSnapshot(
      `[Error: bundle-trim: the options must be an object; received "x".]`,
    );
    expect(() => validate({ prism: 'yes' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: bundle-trim: "prism" must be true or false; received "yes".]`,
    );
    expect(() => validate({ prsm: true })).toThrowErrorMatchingInlineSnapshot(
      `[Error: bundle-trim: "prsm" must be an option of bundle-trim (prism, utilsCommon, sharedApiChunk, stripApiDescriptions); received true.]`,
    );
    expect(() => validate({ id: '' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: bundle-trim: "id" must be a plugin id: letters, digits, "_" and "-"; received "".]`,
    );
  });
});
