import { describe, expect, it } from 'vitest';
import { scriptJson, techArticle } from '../json-ld';

describe('techArticle', () => {
  it('describes a doc, leaving out facts that are unknown', () => {
    const facts = {
      title: 'Wallets',
      description: 'HD wallets',
      url: 'https://docs.example.com/concepts/wallets',
      image: 'https://docs.example.com/img/social/concepts.png',
      lastUpdatedAt: Date.UTC(2026, 10, 22, 6, 39, 26),
      publisher: 'Example Docs',
    };
    expect(techArticle(facts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: 'Wallets',
      description: 'HD wallets',
      url: facts.url,
      mainEntityOfPage: facts.url,
      image: facts.image,
      dateModified: '2026-11-22T06:39:26.000Z',
      publisher: { '@type': 'Organization', name: 'Example Docs' },
    });
    const bare = techArticle({
      title: 'T',
      url: 'https://x.test/t',
      publisher: 'P',
      lastUpdatedAt: null,
    });
    expect(Object.keys(bare)).not.toContain('dateModified');
    expect(Object.keys(bare)).not.toContain('description');
  });
});

describe('scriptJson', () => {
  it('cannot close the script element or open a comment, and parses back to the same value', () => {
    const value = { headline: 'a </script><script>alert(1)</script> <!-- & \u2028 b' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
