import { existsSync } from 'node:fs';
import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import type { CardSection } from '../../config/social-cards';
import { mustBe, optionsSchema, validateAsDocusaurus } from '../option-schema';
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

const section = (expected: string) =>
  Joi.object<CardSection>({
    title: Joi.string().trim().required().messages(mustBe('a non-empty title')),
    tagline: Joi.string().allow('').required().messages(mustBe('a line of text')),
  }).messages(mustBe(expected));

const Schema = optionsSchema<SocialCardsOptions>('social-cards', {
  sections: Joi.array()
    .items(section('a section with a title and a tagline'))
    .unique((a: CardSection, b: CardSection) => slugify(a.title) === slugify(b.title))
    .required()
    .messages({
      ...mustBe('a list of sections, each with a non-empty title and a tagline'),
      'array.unique':
        'a section whose title names its own card file (an earlier title gives the same file name)',
    }),
  defaultCard: section(
    'the card of pages outside any section, with a title and a tagline',
  ).required(),
  brand: Joi.string().trim().required().messages(mustBe('the brand name (a non-empty string)')),
  defaultCardPath: Joi.string()
    .pattern(/^[\w-]+(\/[\w-]+)*\.png$/)
    .default(DEFAULT_OPTIONS.defaultCardPath)
    .messages(mustBe('a relative .png path such as "img/social-card.png"')),
  logoFile: Joi.string()
    .pattern(/\.svg$/)
    .allow(null)
    .default(DEFAULT_OPTIONS.logoFile)
    .messages(mustBe('an .svg file relative to the site folder, or null')),
  width: Joi.number()
    .integer()
    .min(100)
    .max(4096)
    .default(DEFAULT_OPTIONS.width)
    .messages(mustBe('a whole number of pixels from 100 to 4096')),
  height: Joi.number()
    .integer()
    .min(100)
    .max(4096)
    .default(DEFAULT_OPTIONS.height)
    .messages(mustBe('a whole number of pixels from 100 to 4096')),
  fontFiles: Joi.array()
    .items(
      Joi.string()
        .pattern(/\.(ttf|otf|ttc)$/i)
        .messages(mustBe('a .ttf, .otf or .ttc file')),
    )
    .default(DEFAULT_OPTIONS.fontFiles)
    .messages(mustBe('a list of .ttf, .otf or .ttc files')),
  fontFamily: Joi.string()
    .trim()
    .default(DEFAULT_OPTIONS.fontFamily)
    .messages(mustBe('a font family name')),
});

/** Docusaurus's hook: checks the config's options and fills in the defaults. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<SocialCardsOptions> | undefined, SocialCardsOptions>) {
  return validate(Schema, options);
}

/** The options as the plugin gets them, for drawing cards outside a build (`bench/seo.mjs`). */
export function resolveOptions(options: unknown): SocialCardsOptions {
  return validateAsDocusaurus(validateOptions, options);
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
  const isDefault = options.fontFiles.join('\n') === DEFAULT_OPTIONS.fontFiles.join('\n');
  if (!isDefault) {
    throw new Error(
      `social-cards: font files not found: ${missing.join(', ')}. Point "fontFiles" at .ttf/.otf files on this machine.`,
    );
  }
  return { fontFiles: [], loadSystemFonts: true };
}
