import { describe, expect, it } from 'vitest';
import { algoliaThemeConfigOf, readHostedCredentials, searchSettingsFrom } from '../search';

const hosted = {
  DOCSEARCH_APP_ID: 'APP',
  DOCSEARCH_API_KEY: 'key',
  DOCSEARCH_INDEX_NAME: 'docs',
};

describe('search settings', () => {
  it('uses the local index unless all three DOCSEARCH_* variables are set', () => {
    expect(searchSettingsFrom({}).engine).toBe('local');
    expect(searchSettingsFrom(hosted)).toMatchObject({
      engine: 'hosted',
      credentials: { appId: 'APP', apiKey: 'key', indexName: 'docs' },
    });
  });

  it('names the missing variables when only some are set', () => {
    expect(() =>
      readHostedCredentials({ DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: ' ' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: Hosted search needs DOCSEARCH_APP_ID, DOCSEARCH_API_KEY, DOCSEARCH_INDEX_NAME; missing: DOCSEARCH_API_KEY, DOCSEARCH_INDEX_NAME. Set all three to use Algolia DocSearch, or none to use the local index.]`,
    );
  });

  it('gives theme-search-algolia its config, with the search page at /search', () => {
    expect(algoliaThemeConfigOf(searchSettingsFrom({}))).toMatchObject({
      appId: 'local',
      contextualSearch: true,
      externalUrlRegex: 'app\\.turnkey\\.com',
      searchPagePath: 'search',
    });
  });
});
