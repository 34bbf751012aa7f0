import { existsSync } from 'node:fs';
import type { OptionValidationContext } from '@docusaurus/types';
import type { CardSection } from '../../config/social-cards';
import { slugify } from './sections';

export interface SocialCardsOptions {
  /** Plugin instance id (Docusaurus adds it). */
  id: string;
  /** One card per section, written to `img/social/<slug>.png`. */
  sections: CardSection[];
  /** The card of pages outside any section. */
  defaultCard: CardSection;
  /** Where the default card is written in the build output (`themeConfig.image` points here). */
  defaultCardPath: string;
  /** Text at the top left of every card. */
  brand: string;
  /** The logo drawn beside the brand, relative to the site folder; `null` for none. */
  logoFile: string | null;
  /** Card size in pixels (Open Graph's recommended 1200×630). */
  width: number;
  height: number;
  /**
   * TrueType/OpenType files the cards are drawn with (regular and bold). The default, Debian's
   * DejaVu Sans, is used when present; otherwise (or with an empty list) the system's fonts
   * are searched. Fonts are
   * read from disk at build time only: the site never loads a font from elsewhere.
   */
  fontFiles: string[];
  /** The family name of `fontFiles`, used in the SVG and as resvg's default family. */
  fontFamily: string;
}

const dejaVu = '/usr/share/fonts/truetype/dejavu';

export const DEFAULT_OPTIONS: Omit<SocialCardsOptions, 'sections' | 'defaultCard' | 'brand'> = {
  id: 'default',
  defaultCardPath: 'img/social-card.png',
  logoFile: 'static/img/logo.svg',
  width: 1200,
  height: 630,
  fontFiles: [`${dejaVu}/DejaVuSans.ttf`, `${dejaVu}/DejaVuSans-Bold.ttf`],
  fontFamily: 'DejaVu Sans',
};

const fail = (message: string): never => {
  throw new Error(`social-cards: ${message}`);
};

const describe = (value: unknown): string => JSON.stringify(value) ?? String(value);

const isSection = (value: unknown): value is CardSection =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CardSection).title === 'string' &&
  (value as CardSection).title.trim() !== '' &&
  typeof (value as CardSection).tagline === 'string';

/** Merges the defaults and rejects options that would draw or name the cards wrongly. */
export function resolveOptions(options: unknown): SocialCardsOptions {
  if (typeof options !== 'object' || options === null) {
    return fail(`options must be an object with "sections"; received ${describe(options)}.`);
  }
  const merged = { ...DEFAULT_OPTIONS, ...(options as Partial<SocialCardsOptions>) };
  const sections: unknown = merged.sections;
  if (!Array.isArray(sections) || !sections.every(isSection)) {
    fail(
      `"sections" must be a list of { title, tagline } with non-empty titles; received ${describe(sections)}.`,
    );
  }
  const slugs = new Map<string, string>();
  for (const { title } of merged.sections as CardSection[]) {
    const slug = slugify(title);
    const other = slugs.get(slug);
    if (other !== undefined) fail(`sections "${other}" and "${title}" would share one card file.`);
    slugs.set(slug, title);
  }
  if (!isSection(merged.defaultCard)) {
    fail(`"defaultCard" must be { title, tagline }; received ${describe(merged.defaultCard)}.`);
  }
  if (typeof merged.brand !== 'string' || merged.brand.trim() === '') {
    fail(`"brand" must be a non-empty string; received ${describe(merged.brand)}.`);
  }
  if (
    typeof merged.defaultCardPath !== 'string' ||
    !/^[\w-]+(\/[\w-]+)*\.png$/.test(merged.defaultCardPath)
  ) {
    fail(
      `"defaultCardPath" must be a relative .png path such as "img/social-card.png"; received ${describe(merged.defaultCardPath)}.`,
    );
  }
  if (
    merged.logoFile !== null &&
    (typeof merged.logoFile !== 'string' || !merged.logoFile.endsWith('.svg'))
  ) {
    fail(`"logoFile" must be an .svg file or null; received ${describe(merged.logoFile)}.`);
  }
  for (const key of ['width', 'height'] as const) {
    if (!Number.isInteger(merged[key]) || merged[key] < 100 || merged[key] > 4096) {
      fail(`"${key}" must be an integer from 100 to 4096; received ${describe(merged[key])}.`);
    }
  }
  const fonts: unknown = merged.fontFiles;
  if (
    !Array.isArray(fonts) ||
    fonts.some((file) => typeof file !== 'string' || !/\.(ttf|otf|ttc)$/i.test(file))
  ) {
    fail(`"fontFiles" must be a list of .ttf, .otf or .ttc files; received ${describe(fonts)}.`);
  }
  if (typeof merged.fontFamily !== 'string' || merged.fontFamily.trim() === '') {
    fail(`"fontFamily" must be a font family name; received ${describe(merged.fontFamily)}.`);
  }
  return merged as SocialCardsOptions;
}

/**
 * The fonts to draw with: the configured files when they all exist. When the defaults are
 * missing (a machine without DejaVu) the system's fonts are used; configured files that are
 * missing are an error, since the author asked for them.
 */
export function resolveFonts(
  options: Pick<SocialCardsOptions, 'fontFiles'>,
  exists: (file: string) => boolean = existsSync,
): { fontFiles: string[]; loadSystemFonts: boolean } {
  if (options.fontFiles.length === 0) return { fontFiles: [], loadSystemFonts: true };
  const missing = options.fontFiles.filter((file) => !exists(file));
  if (missing.length === 0) {
    return { fontFiles: options.fontFiles, loadSystemFonts: false };
  }
  const isDefault = describe(options.fontFiles) === describe(DEFAULT_OPTIONS.fontFiles);
  if (!isDefault) {
    fail(
      `font files not found: ${missing.join(', ')}. Point "fontFiles" at .ttf/.otf files on this machine.`,
    );
  }
  return { fontFiles: [], loadSystemFonts: true };
}

/** Docusaurus's hook: called with the user's options before the plugin starts. */
export function validateOptions({
  options,
}: OptionValidationContext<Partial<SocialCardsOptions> | undefined, SocialCardsOptions>) {
  return resolveOptions(options);
}
