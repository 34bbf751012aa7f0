import { describe, expect, it } from 'vitest';
import { contextualFacetFilters, queryFacetFilters } from '../contextual-filters';
import { matchesFacetFilters } from '@docs/docs-search/engine/facets';

const docs = { pluginId: 'default', latest: 'current' };
const sdks = { pluginId: 'sdks', latest: 'current' };

describe('contextual facet filters (what Algolia and the local engine receive)', () => {
  it('on an SDK page: the default tag, the docs’ latest, the SDK instance’s active version', () => {
    expect(
      contextualFacetFilters('en', [docs, { ...sdks, active: '8.x', preferred: 'current' }]),
    ).toEqual([
      'language:en',
      [
        'docusaurus_tag:default',
        'docusaurus_tag:docs-default-current',
        'docusaurus_tag:docs-sdks-8.x',
      ],
    ]);
  });

  it('elsewhere: the SDK instance’s preferred version, else its latest', () => {
    expect(contextualFacetFilters('en', [docs, { ...sdks, preferred: '8.x' }])[1]).toContain(
      'docusaurus_tag:docs-sdks-8.x',
    );
    expect(contextualFacetFilters('en', [docs, sdks])).toEqual([
      'language:en',
      [
        'docusaurus_tag:default',
        'docusaurus_tag:docs-default-current',
        'docusaurus_tag:docs-sdks-current',
      ],
    ]);
  });

  it('keeps a record of the other SDK version out, and pages outside the docs in', () => {
    const filters = contextualFacetFilters('en', [docs, { ...sdks, active: 'current' }]);
    const record = (tag: string) => ({ language: 'en', docusaurus_tag: tag });
    expect(matchesFacetFilters(record('docs-sdks-current'), filters)).toBe(true);
    expect(matchesFacetFilters(record('default'), filters)).toBe(true);
    expect(matchesFacetFilters(record('docs-sdks-8.x'), filters)).toBe(false);
  });

  it('merges the configured facet filters after the contextual ones, or sends only those', () => {
    const contextual = contextualFacetFilters('en', [sdks]);
    expect(queryFacetFilters(contextual, ['type:content'], true)).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-sdks-current'],
      'type:content',
    ]);
    expect(queryFacetFilters(contextual, 'type:content', false)).toBe('type:content');
    expect(queryFacetFilters(contextual, undefined, false)).toEqual([]);
    expect(queryFacetFilters(contextual, undefined, true)).toEqual(contextual);
  });
});
