import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, resolveOptions } from '../options';

describe('resolveOptions', () => {
  it('fills in the defaults', () => {
    expect(resolveOptions(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(resolveOptions({ engine: 'hosted' })).toEqual({ ...DEFAULT_OPTIONS, engine: 'hosted' });
  });

  it('says which option is wrong and what it received', () => {
    expect(() => resolveOptions('local')).toThrowErrorMatchingInlineSnapshot(
      `[Error: search: options must be an object; received "local".]`,
    );
    expect(() => resolveOptions({ engine: 'algolia' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: search: "engine" must be "local" or "hosted"; received "algolia".]`,
    );
    expect(() => resolveOptions({ outputDir: '../out' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: search: "outputDir" must be a relative folder such as "search"; received "../out".]`,
    );
    expect(() => resolveOptions({ openApiFile: 'api.yaml' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: search: "openApiFile" must be a .json file; received "api.yaml".]`,
    );
    expect(() => resolveOptions({ apiRoute: 'api' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: search: "apiRoute" must be a route starting with "/"; received "api".]`,
    );
    expect(() => resolveOptions({ excludeRoutes: ['search'] })).toThrowErrorMatchingInlineSnapshot(
      `[Error: search: "excludeRoutes" must be a list of routes starting with "/"; received ["search"].]`,
    );
    expect(() => resolveOptions({ maxShardBytes: 10 })).toThrowErrorMatchingInlineSnapshot(
      `[Error: search: "maxShardBytes" must be an integer of at least 1024; received 10.]`,
    );
  });
});
