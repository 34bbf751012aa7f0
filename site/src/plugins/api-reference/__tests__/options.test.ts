import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, resolveOptions } from '../options';

describe('resolveOptions', () => {
  it('defaults to /api and the document the package emits', () => {
    expect(resolveOptions(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(resolveOptions({ sharing: { maxInlineNodes: 10 } }).sharing.maxInlineNodes).toBe(10);
  });

  it('rejects options it cannot honour, saying what it received', () => {
    expect(() => resolveOptions('api')).toThrowErrorMatchingInlineSnapshot(
      `[Error: api-reference: options must be an object; received api.]`,
    );
    expect(() => resolveOptions({ route: 'api' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: api-reference: "route" must be a path starting with "/"; received "api".]`,
    );
    expect(() => resolveOptions({ document: 'openapi.yaml' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: api-reference: "document" must be the path of a .json file; received "openapi.yaml".]`,
    );
    expect(() =>
      resolveOptions({ sharing: { minSharedNodes: -1 } }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: api-reference: "sharing.minSharedNodes" must be a non-negative integer; received -1.]`,
    );
  });
});
