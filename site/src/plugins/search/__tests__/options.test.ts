import { describe, expect, it } from 'vitest';
import { validateAsDocusaurus } from '../../option-schema';
import { DEFAULT_OPTIONS, validateOptions } from '../options';

const validate = (options: unknown) => validateAsDocusaurus(validateOptions, options);

describe('search options', () => {
  it('fills in the defaults', () => {
    expect(validate(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(validate({ engine: 'hosted' })).toEqual({ ...DEFAULT_OPTIONS, engine: 'hosted' });
  });

  it('says which option is wrong, what it must be and what it received', () => {
    expect(() => validate('local')).toThrowErrorMatchingInlineSnapshot(
      `[Error: search: the options must be an object; received "local".]`,
    );
    expect(() => validate({ engine: 'algolia' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: search: "engine" must be "local" or "hosted"; received "algolia".]`,
    );
    expect(() => validate({ outputDir: '../out' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: search: "outputDir" must be a relative folder such as "search"; received "../out".]`,
    );
    expect(() => validate({ apiRoute: 'api' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: search: "apiRoute" must be a route starting with "/"; received "api".]`,
    );
    expect(() => validate({ excludeRoutes: ['search'] })).toThrowErrorMatchingInlineSnapshot(
      `[Error: search: "excludeRoutes[0]" must be a route starting with "/"; received "search".]`,
    );
    expect(() => validate({ excludeRoutes: '/search' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: search: "excludeRoutes" must be a list of routes starting with "/"; received "/search".]`,
    );
    expect(() =>
      validate({ noIndexRoutesIndexed: ['sdks/8.x/'] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: search: "noIndexRoutesIndexed[0]" must be a route prefix starting with "/"; received "sdks/8.x/".]`,
    );
    expect(() => validate({ maxShardBytes: 10 })).toThrowErrorMatchingInlineSnapshot(
      `[Error: search: "maxShardBytes" must be a whole number of bytes, at least 1024; received 10.]`,
    );
    expect(() => validate({ openApiFile: 'openapi.json' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: search: "openApiFile" must be an option of search (engine, outputDir, apiRoute, excludeRoutes, noIndexRoutesIndexed, maxShardBytes, maxFragmentBytes); received "openapi.json".]`,
    );
  });
});
