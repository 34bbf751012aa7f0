import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, resolveFonts, resolveOptions } from '../options';

const required = {
  sections: [{ title: 'Concepts', tagline: 'Organizations and wallets' }],
  defaultCard: { title: 'Docs', tagline: 'Everything' },
  brand: 'Docs',
};

describe('resolveOptions', () => {
  it('fills in the defaults', () => {
    expect(resolveOptions(required)).toEqual({ ...DEFAULT_OPTIONS, ...required });
    expect(DEFAULT_OPTIONS).toMatchObject({ width: 1200, height: 630 });
  });

  it('says which option is wrong and what it received', () => {
    expect(() => resolveOptions(undefined)).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: options must be an object with "sections"; received undefined.]`,
    );
    expect(() =>
      resolveOptions({ ...required, sections: [{ title: '', tagline: 'x' }] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "sections" must be a list of { title, tagline } with non-empty titles; received [{"title":"","tagline":"x"}].]`,
    );
    expect(() =>
      resolveOptions({
        ...required,
        sections: [
          { title: 'API overview', tagline: 'a' },
          { title: 'API  Overview!', tagline: 'b' },
        ],
      }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: sections "API overview" and "API  Overview!" would share one card file.]`,
    );
    expect(() =>
      resolveOptions({ ...required, defaultCard: 'Docs' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "defaultCard" must be { title, tagline }; received "Docs".]`,
    );
    expect(() => resolveOptions({ ...required, brand: ' ' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "brand" must be a non-empty string; received " ".]`,
    );
    expect(() =>
      resolveOptions({ ...required, defaultCardPath: '../card.png' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "defaultCardPath" must be a relative .png path such as "img/social-card.png"; received "../card.png".]`,
    );
    expect(() =>
      resolveOptions({ ...required, logoFile: 'logo.png' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "logoFile" must be an .svg file or null; received "logo.png".]`,
    );
    expect(() => resolveOptions({ ...required, width: 12.5 })).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "width" must be an integer from 100 to 4096; received 12.5.]`,
    );
    expect(() =>
      resolveOptions({ ...required, fontFiles: ['inter.woff2'] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: social-cards: "fontFiles" must be a list of .ttf, .otf or .ttc files; received ["inter.woff2"].]`,
    );
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
