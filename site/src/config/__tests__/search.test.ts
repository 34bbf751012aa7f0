import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { algoliaThemeConfigOf, searchSettingsFrom } from '../search';

const hosted = {
  DOCSEARCH_APP_ID: 'APP',
  DOCSEARCH_API_KEY: 'key',
  DOCSEARCH_INDEX_NAME: 'docs',
};

// The variables are checked by env.ts (all three or none: see env.test.ts).
describe('search settings', () => {
  it('uses the local index unless the DOCSEARCH_* variables are set', () => {
    expect(searchSettingsFrom(readEnv({})).engine).toBe('local');
    expect(searchSettingsFrom(readEnv(hosted))).toMatchObject({
      engine: 'hosted',
      credentials: { appId: 'APP', apiKey: 'key', indexName: 'docs' },
    });
  });

  it('gives theme-search-algolia its config, with the search page at /search', () => {
    expect(algoliaThemeConfigOf(searchSettingsFrom(readEnv({})))).toMatchObject({
      appId: 'local',
      contextualSearch: true,
      externalUrlRegex: 'app\\.turnkey\\.com',
      searchPagePath: 'search',
    });
  });
});
