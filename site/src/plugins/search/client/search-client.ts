import type { SearchIndexGlobalData } from '..';
import type { SearchResponse } from '@docs/docs-search/engine';
import type { LocalSearchClient, SearchRequest } from '@docs/docs-search/engine/local-client';

/**
 * The Algolia/local switch, in one place: the search box and the search page ask here which
 * client answers. Each engine's code is downloaded only when it is first used.
 */

/** What the search page needs from a search client; Algolia's `liteClient` and the local client both provide it. */
export interface SearchClient {
  search(args: { requests: SearchRequest[] }): Promise<{ results: SearchResponse[] }>;
}

export interface HostedCredentials {
  appId: string;
  apiKey: string;
}

/** The client answering from the local index, or null when Algolia answers. */
export async function loadLocalClient(
  engine: SearchIndexGlobalData,
): Promise<LocalSearchClient | null> {
  if (engine.engine !== 'local') return null;
  const { createLocalSearchClient } = await import('@docs/docs-search/engine/local-client');
  return createLocalSearchClient({ manifestUrl: engine.manifestUrl });
}

/** The search page's client: the local one, else Algolia's `liteClient`. */
export async function loadSearchClient(
  engine: SearchIndexGlobalData,
  credentials: HostedCredentials,
  docusaurusVersion: string,
): Promise<SearchClient> {
  const local = await loadLocalClient(engine);
  if (local) return local;
  const { liteClient } = await import('algoliasearch/lite');
  const client = liteClient(credentials.appId, credentials.apiKey);
  client.addAlgoliaAgent('docusaurus', docusaurusVersion);
  // Algolia's hits carry the same DocSearch record fields the page reads; its response type
  // also covers facet searches, which the page never sends.
  return client as unknown as SearchClient;
}
