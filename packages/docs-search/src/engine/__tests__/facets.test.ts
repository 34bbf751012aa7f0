import { describe, expect, it } from 'vitest';
import { matchesFacetFilters } from '../facets';

const doc = { language: 'en', docusaurus_tag: 'docs-default-current' };
const page = { language: 'en', docusaurus_tag: 'default' };

describe('matchesFacetFilters', () => {
  const contextual = [
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
  ];

  it('ANDs the outer list and ORs an inner list, as contextual search sends them', () => {
    expect(matchesFacetFilters(doc, contextual)).toBe(true);
    expect(matchesFacetFilters(page, contextual)).toBe(true);
    expect(matchesFacetFilters({ ...doc, language: 'fr' }, contextual)).toBe(false);
    expect(matchesFacetFilters(doc, ['language:en', ['docusaurus_tag:docs-default-1.0']])).toBe(
      false,
    );
  });

  it('accepts a single filter, negation and no filters', () => {
    expect(matchesFacetFilters(doc, 'language:en')).toBe(true);
    expect(matchesFacetFilters(doc, ['-docusaurus_tag:default'])).toBe(true);
    expect(matchesFacetFilters(page, ['-docusaurus_tag:default'])).toBe(false);
    expect(matchesFacetFilters(doc, undefined)).toBe(true);
    expect(matchesFacetFilters(doc, [])).toBe(true);
    expect(matchesFacetFilters(doc, ['unknown:x'])).toBe(false);
  });
});
