import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardSections, defaultCard } from '../../../config/social-cards';
import { navigation, sidebarGroups, type NavNode } from '../../../config/routes';
import { composeCard, wrapText } from '../card';
import { renderCards } from '..';
import { resolveOptions } from '../options';
import { cardPath, sectionOf, slugify } from '../sections';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('wrapText', () => {
  it('wraps on words and never exceeds the line length', () => {
    const lines = wrapText('Wallets inside your app, owned by your users', 16, 5);
    expect(lines).toEqual(['Wallets inside', 'your app, owned', 'by your users']);
  });

  it('cuts long words and ends overflowing text with an ellipsis', () => {
    expect(wrapText('createSubOrganizationIntentV7', 10, 5)).toEqual([
      'createSubO',
      'rganizatio',
      'nIntentV7',
    ]);
    expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('   ', 10, 2)).toEqual([]);
  });
});

describe('composeCard', () => {
  it('escapes every text so markup in a title cannot change the SVG', () => {
    const svg = composeCard(
      { brand: 'A & B', title: '</text><script>x</script>', tagline: '"quoted"', host: 'h' },
      { width: 1200, height: 630, fontFamily: 'DejaVu Sans' },
    );
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;');
    expect(svg).toContain('A &amp; B');
    expect(svg).toContain('&quot;quoted&quot;');
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
  });
});

describe('renderCards', () => {
  it('draws the default card and one 1200×630 PNG per section', () => {
    const options = resolveOptions({
      sections: cardSections.slice(0, 2),
      defaultCard,
      brand: 'Turnkey Docs',
    });
    const logo = readFileSync(path.resolve(__dirname, '../../../../static/img/logo.svg'), 'utf8');
    const cards = renderCards(options, 'docs.example.com', logo);
    expect(cards.map((card) => card.file)).toEqual([
      'img/social-card.png',
      'img/social/getting-started.png',
      'img/social/concepts.png',
    ]);
    for (const { png } of cards) {
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    }
    // Different titles draw different pictures (text is rendered, not dropped for want of a font).
    expect(cards[1]?.png.equals(cards[2]?.png ?? Buffer.alloc(0))).toBe(false);
  });
});

describe('sections', () => {
  it('names card files from section titles', () => {
    expect(slugify('Embedded wallets')).toBe('embedded-wallets');
    expect(cardPath('API reference')).toBe('img/social/api-reference.png');
    expect(sectionOf('sdks', 'Swift')).toBe('SDKs');
    expect(sectionOf('documentation', 'Concepts')).toBe('Concepts');
    expect(sectionOf('documentation', undefined)).toBeUndefined();
  });

  it('has a card for the section of every category and page in the sidebars', () => {
    const titles = new Set(cardSections.map((section) => section.title));
    const needed = new Set<string>(['API reference']);
    for (const group of sidebarGroups) {
      const visit = (nodes: NavNode[], top?: string) => {
        for (const node of nodes) {
          const section = sectionOf(
            group,
            top ?? (node.kind === 'category' ? node.label : undefined),
          );
          if (section) needed.add(section);
          if (node.kind === 'category') visit(node.items, top ?? node.label);
        }
      };
      visit(navigation[group]);
    }
    expect([...needed].filter((title) => !titles.has(title))).toEqual([]);
    expect([...titles].filter((title) => !needed.has(title))).toEqual([]);
  });
});
