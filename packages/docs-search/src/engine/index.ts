/**
 * The search engine, importable in plain Node (no Docusaurus, no browser APIs at import time):
 * the browser's search box, the assistant and the MCP server use the same ranking over the
 * same index files.
 */
export { LocalSearchEngine, scoring } from './engine';
export type {
  IndexSource,
  Ranked,
  RankOptions,
  SearchHit,
  SearchParams,
  SearchResponse,
} from './engine';
export type { FacetFilters } from './facets';
export { buildSearchIndex, searchIndexVersion } from './index-format';
export type { BuiltIndex, IndexLimits, IndexManifest } from './index-format';
export { fetchIndexSource, indexSource } from './load-index';
export { wordQueries } from './query';
export type { SearchRecord } from '../record';
