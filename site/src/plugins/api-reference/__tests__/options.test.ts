import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, resolveOptions as validate } from '../options';

describe('api-reference validateOptions', () => {
  it('fills in the defaults and keeps what is given', () => {
    expect(validate(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(validate({ sharing: { maxInlineNodes: 10 } }).sharing).toEqual({
      ...DEFAULT_OPTIONS.sharing,
      maxInlineNodes: 10,
    });
  });

  it('rejects a bad option, naming it, the value received and what is expected', () => {
    expect(() => validate({ sharing: { minSharedNodes: -1 } })).toThrowErrorMatchingInlineSnapshot(
      `[ValidationError: api-reference: "sharing.minSharedNodes" must be a non-negative integer; received -1.]`,
    );
    expect(() => validate({ sharing: { maxInlineNodes: 2.5 } })).toThrowErrorMatchingInlineSnapshot(
      `[ValidationError: api-reference: "sharing.maxInlineNodes" must be a non-negative integer; received 2.5.]`,
    );
    expect(() => validate({ route: '/api' })).toThrowErrorMatchingInlineSnapshot(
      `[ValidationError: api-reference: "route" is not an option (received "/api"); expected one of syntheticOperations, sharing.maxInlineEnumValues, sharing.maxInlineNodes, sharing.minSharedOperations, sharing.minSharedNodes.]`,
    );
    expect(() => validate({ syntheticOperations: -5 })).toThrowErrorMatchingInlineSnapshot(
      `[ValidationError: api-reference: "syntheticOperations" must be a non-negative integer; received -5.]`,
    );
    expect(() =>
      validate({ sharing: { minSharedOperations: 'three' } }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[ValidationError: api-reference: "sharing.minSharedOperations" must be a non-negative integer; received "three".]`,
    );
  });
});
