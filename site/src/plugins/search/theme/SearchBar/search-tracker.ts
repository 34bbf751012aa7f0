import type { DocSearchTransformClient } from '@docsearch/react';

/**
 * Watches the modal's searches, to work around two faults of the pinned DocSearch (4.7.0,
 * with autocomplete-core 1.19.2):
 * - its "See all N results" count adds every answer's `nbHits` to the previous one's;
 * - its error screen never shows: autocomplete resets the status to idle after a failure,
 *   and its "Try searching for" list reads an array that DocSearch stores as an object.
 * The tracker records each query's hit count and the outcome of the latest search, and turns
 * a failure into an empty answer (so nothing is left unhandled) that `ModalScreens` replaces
 * with §8's error screen.
 */

export interface SearchOutcome {
  query: string;
  status: 'found' | 'empty' | 'error';
}

type SearchArgs = Parameters<DocSearchTransformClient['search']>[0];
type SearchOptions = Parameters<DocSearchTransformClient['search']>[1];
type SearchResponses = Awaited<ReturnType<DocSearchTransformClient['search']>>;

const remembered = 100;

function queryOf(args: SearchArgs): string {
  const requests: unknown = Array.isArray(args) ? args : (args as { requests?: unknown }).requests;
  const first: unknown = Array.isArray(requests) ? requests[0] : undefined;
  const query =
    typeof first === 'object' && first !== null ? (first as { query?: unknown }).query : undefined;
  return typeof query === 'string' ? query : '';
}

function totalHits(response: SearchResponses): number {
  return response.results.reduce(
    (sum, result) => sum + ('nbHits' in result ? (result.nbHits ?? 0) : 0),
    0,
  );
}

/** An answer with no hits for each request, in the shape DocSearch reads. */
function emptyResponse(args: SearchArgs, query: string): SearchResponses {
  const requests: unknown = Array.isArray(args) ? args : (args as { requests?: unknown }).requests;
  const count = Array.isArray(requests) ? requests.length : 1;
  const empty = { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, query, params: '' };
  // The fields DocSearch reads from an answer; the rest of Algolia's shape is not used.
  return { results: Array.from({ length: count }, () => empty) } as unknown as SearchResponses;
}

export class SearchTracker {
  private readonly counts = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private latest: SearchOutcome | null = null;
  private sequence = 0;

  /** Hits of the latest answer to `query`. */
  count(query: string): number | undefined {
    return this.counts.get(query);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The outcome of the most recently started search that has finished. */
  readonly getLatest = (): SearchOutcome | null => this.latest;

  private settle(sequence: number, outcome: SearchOutcome): void {
    if (sequence !== this.sequence) return;
    this.latest = outcome;
    this.listeners.forEach((listener) => listener());
  }

  /** The same client, watched. */
  track(client: DocSearchTransformClient): DocSearchTransformClient {
    const search = async (args: SearchArgs, options?: SearchOptions) => {
      const sequence = ++this.sequence;
      const query = queryOf(args);
      try {
        const response = await client.search(args, options);
        const total = totalHits(response);
        if (this.counts.size >= remembered) this.counts.clear();
        this.counts.set(query, total);
        this.settle(sequence, { query, status: total > 0 ? 'found' : 'empty' });
        return response;
      } catch {
        this.settle(sequence, { query, status: 'error' });
        return emptyResponse(args, query);
      }
    };
    return {
      transporter: client.transporter,
      addAlgoliaAgent: (segment, version) => client.addAlgoliaAgent(segment, version),
      search: search as DocSearchTransformClient['search'],
    };
  }
}
