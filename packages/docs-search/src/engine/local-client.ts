import { LocalSearchEngine, type SearchParams, type SearchResponse } from './engine';
import { fetchIndexSource } from './load-index';

/**
 * A search client with the surface DocSearch and the search page use from Algolia's
 * `liteClient` (`search`, `addAlgoliaAgent`, `transporter.algoliaAgent`), answered by the
 * local engine. The index's manifest is downloaded once, on first use, and shared by every
 * client; each query then downloads the parts of the index it needs, once.
 */

/**
 * DocSearch shows its error screen ("Unable to fetch results") only for errors named
 * `RetryError`, which is what Algolia's client throws when no host answers.
 */
export class RetryError extends Error {
  override name = 'RetryError';
}

export interface SearchRequest extends SearchParams {
  indexName?: string;
}

/** Algolia's `search` accepts `{ requests }` (v5) or a bare list of requests (v4). */
export type SearchArguments = { requests: SearchRequest[] } | SearchRequest[];

export interface LocalSearchClient {
  search(args: SearchArguments): Promise<{ results: SearchResponse[] }>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {
    algoliaAgent: { value: string; add: () => LocalSearchClient['transporter']['algoliaAgent'] };
  };
  /** Starts downloading the manifest, so it is there by the time the reader has typed. */
  preload(): void;
}

/** The answer to a search a newer one replaced: nobody reads it. */
function replacedResponse(request: SearchRequest): SearchResponse {
  const query = typeof request.query === 'string' ? request.query : '';
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 0,
    query,
    params: '',
    exhaustiveNbHits: true,
    processingTimeMS: 0,
  };
}

const engines = new Map<string, Promise<LocalSearchEngine>>();

/**
 * The engine over the index at `manifestUrl`, created on first use and shared by every search
 * client and the assistant, so each part of the index is downloaded once per page view.
 */
export function loadEngine(manifestUrl: string, origin: string): Promise<LocalSearchEngine> {
  let engine = engines.get(manifestUrl);
  if (!engine) {
    engine = fetchIndexSource(manifestUrl, origin).then(
      (source) => new LocalSearchEngine(source, origin),
    );
    // A failed download is forgotten, so the next query tries again (e.g. back online).
    engine.catch(() => engines.delete(manifestUrl));
    engines.set(manifestUrl, engine);
  }
  return engine;
}

export function createLocalSearchClient({
  manifestUrl,
  origin = window.location.origin,
}: {
  manifestUrl: string;
  origin?: string;
}): LocalSearchClient {
  const algoliaAgent = { value: 'Docs local search', add: () => algoliaAgent };
  let latest = new AbortController();
  return {
    async search(args) {
      const requests = Array.isArray(args) ? args : args.requests;
      // Each keystroke starts a search: an older one still downloading is not finished, as
      // nobody will see its results (DocSearch and the search page keep the latest only).
      latest.abort();
      const controller = new AbortController();
      latest = controller;
      try {
        const engine = await loadEngine(manifestUrl, origin);
        const results = await Promise.all(
          requests.map((request) => engine.search(request, controller.signal)),
        );
        return { results };
      } catch (cause) {
        if (controller.signal.aborted) return { results: requests.map(replacedResponse) };
        throw new RetryError('The search index could not be loaded.', { cause });
      }
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent },
    preload() {
      loadEngine(manifestUrl, origin).catch(() => {});
    },
  };
}
