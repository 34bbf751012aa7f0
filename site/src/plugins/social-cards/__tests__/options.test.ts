import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, resolveFonts, resolveOptions } from '../options';

const required = {
  sections: [{ title: 'Concepts', tagline: 'Organizations and wallets' }],
  defaultCard: { title: 'Docs', tagline: 'Everything' },
  brand: 'Docs',
};

describe('validateOptions', () => {
  it('fills in the defaults', () => {
    expect(resolveOptions(required)).toEqual({ ...DEFAULT_OPTIONS, ...required });
    expect(DEFAULT_OPTIONS).toMatchObject({ width: 1200, height: 630 });
  });

  it('says which option is wrong, what it received and what it must be', () => {
    const bad = (options: Record<string, unknown>) => () =>
      resolveOptions({ ...required, ...options });
    expect(() => resolveOptions(undefined)).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "sections" must be a list of sections, each with a non-empty title and a tagline; received nothing.]`,
    );
    expect(bad({ sections: [{ title: '', tagline: 'x' }] })).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "sections[0].title" must be a non-empty title; received "".]`,
    );
    expect(
      bad({
        sections: [
          { title: 'API overview', tagline: 'a' },
          { title: 'API  Overview!', tagline: 'b' },
        ],
      }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "sections[1]" must be a section whose title names its own card file (an earlier title gives the same file name); received {"title":"API  Overview!","tagline":"b"}.]`,
    );
    expect(bad({ defaultCard: 'Docs' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "defaultCard" must be the card of pages outside any section, with a title and a tagline; received "Docs".]`,
    );
    expect(bad({ brand: ' ' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "brand" must be the brand name (a non-empty string); received " ".]`,
    );
    expect(bad({ defaultCardPath: '../card.png' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "defaultCardPath" must be a relative .png path such as "img/social-card.png"; received "../card.png".]`,
    );
    expect(bad({ logoFile: 'logo.png' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "logoFile" must be an .svg file relative to the site folder, or null; received "logo.png".]`,
    );
    expect(bad({ width: 12.5 })).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "width" must be a whole number of pixels from 100 to 4096; received 12.5.]`,
    );
    expect(bad({ height: 5000 })).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "height" must be a whole number of pixels from 100 to 4096; received 5000.]`,
    );
    expect(bad({ fontFiles: ['inter.woff2'] })).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "fontFiles[0]" must be a .ttf, .otf or .ttc file; received "inter.woff2".]`,
    );
    expect(bad({ fontFamily: '' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "fontFamily" must be a font family name; received "".]`,
    );
  });

  it('accepts no logo', () => {
    expect(resolveOptions({ ...required, logoFile: null }).logoFile).toBeNull();
  });
});

describe('resolveFonts', () => {
  it('uses the configured files when they exist', () => {
    expect(resolveFonts({ fontFiles: ['/a.ttf'] }, () => true)).toEqual({
      fontFiles: ['/a.ttf'],
      loadSystemFonts: false,
    });
  });

  it('falls back to system fonts when the default DejaVu files are missing', () => {
    expect(resolveFonts({ fontFiles: DEFAULT_OPTIONS.fontFiles }, () => false)).toEqual({
      fontFiles: [],
      loadSystemFonts: true,
    });
    expect(resolveFonts({ fontFiles: [] })).toEqual({ fontFiles: [], loadSystemFonts: true });
  });

  it('fails on configured files that are missing', () => {
    expect(() =>
      resolveFonts({ fontFiles: ['/fonts/Brand.ttf'] }, () => false),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: font files not found: /fonts/Brand.ttf. Point "fontFiles" at .ttf/.otf files on this machine.]`,
    );
  });
});
