import type { SearchIndexGlobalData } from '../plugins/search-index';
import type { SearchResponse } from './engine';
import type { SearchRequest } from './localClient';

/**
 * What the search page needs from a search client; Algolia's `liteClient` and the local
 * client both provide it. Each engine's code is downloaded only when it is first used.
 */
export interface SearchClient {
  search(args: { requests: SearchRequest[] }): Promise<{ results: SearchResponse[] }>;
}

export interface HostedCredentials {
  appId: string;
  apiKey: string;
}

export async function loadSearchClient(
  engine: SearchIndexGlobalData,
  credentials: HostedCredentials,
  docusaurusVersion: string,
): Promise<SearchClient> {
  if (engine.engine === 'local' && engine.manifestUrl) {
    const { createLocalSearchClient } = await import('./localClient');
    return createLocalSearchClient({ manifestUrl: engine.manifestUrl });
  }
  const { liteClient } = await import('algoliasearch/lite');
  const client = liteClient(credentials.appId, credentials.apiKey);
  client.addAlgoliaAgent('docusaurus', docusaurusVersion);
  // Algolia's hits carry the same DocSearch record fields the page reads; its response type
  // also covers facet searches, which the page never sends.
  return client as unknown as SearchClient;
}
