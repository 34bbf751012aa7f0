import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { API_ROUTE } from '../../config/routes';
import type { SearchEngine } from '../../config/search';
import { mustBe, optionsSchema, validateAsDocusaurus } from '../option-schema';

export interface SearchIndexOptions {
  /** Plugin instance id (Docusaurus adds it). */
  id: string;
  /** Which engine answers the search UI: `local` (the index) or `hosted` (Algolia). The index is written with either: the assistant reads it. */
  engine: SearchEngine;
  /** Folder of the index inside the build output; the browser fetches `/<outputDir>/manifest.json`. */
  outputDir: string;
  /** Route of the API reference page; operations link to `<apiRoute>#<operationId>`. */
  apiRoute: string;
  /** Routes never indexed (besides pages marked `noindex`). */
  excludeRoutes: string[];
  /**
   * Route prefixes whose `noindex` pages are indexed all the same: an older docs version's
   * pages, kept from search engines but found by on-site search, filtered by their version tag
   * (docs/decisions/0122).
   */
  noIndexRoutesIndexed: string[];
  /** Upper bound of a postings shard, in bytes of JSON: what a query term downloads at most. */
  maxShardBytes: number;
  /** Upper bound of a text fragment, in bytes of JSON: what a shown hit downloads at most. */
  maxFragmentBytes: number;
}

export const DEFAULT_OPTIONS: SearchIndexOptions = {
  id: 'default',
  engine: 'local',
  outputDir: 'search',
  apiRoute: API_ROUTE,
  excludeRoutes: ['/search', '/404.html'],
  noIndexRoutesIndexed: [],
  maxShardBytes: 16 * 1024,
  maxFragmentBytes: 16 * 1024,
};

const route = (what: string) =>
  Joi.string()
    .pattern(/^\/\S*$/)
    .messages(mustBe(what));

const byteBound = (key: 'maxShardBytes' | 'maxFragmentBytes') =>
  Joi.number()
    .integer()
    .min(1024)
    .default(DEFAULT_OPTIONS[key])
    .messages(mustBe('a whole number of bytes, at least 1024'));

const Schema = optionsSchema<SearchIndexOptions>('search', {
  engine: Joi.string()
    .valid('local', 'hosted')
    .default(DEFAULT_OPTIONS.engine)
    .messages(mustBe('"local" or "hosted"')),
  outputDir: Joi.string()
    .pattern(/^[\w-]+(\/[\w-]+)*$/)
    .default(DEFAULT_OPTIONS.outputDir)
    .messages(mustBe('a relative folder such as "search"')),
  apiRoute: route('a route starting with "/"').default(DEFAULT_OPTIONS.apiRoute),
  excludeRoutes: Joi.array()
    .items(route('a route starting with "/"'))
    .default(DEFAULT_OPTIONS.excludeRoutes)
    .messages(mustBe('a list of routes starting with "/"')),
  noIndexRoutesIndexed: Joi.array()
    .items(route('a route prefix starting with "/"'))
    .default(DEFAULT_OPTIONS.noIndexRoutesIndexed)
    .messages(mustBe('a list of route prefixes starting with "/"')),
  maxShardBytes: byteBound('maxShardBytes'),
  maxFragmentBytes: byteBound('maxFragmentBytes'),
});

/** Docusaurus's hook: checks the config's options and fills in the defaults. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<SearchIndexOptions> | undefined, SearchIndexOptions>) {
  return validate(Schema, options);
}

/** The options as Docusaurus hands them to the plugin, for tests and callers outside a build. */
export function resolveOptions(options: unknown): SearchIndexOptions {
  return validateAsDocusaurus(validateOptions, options);
}
