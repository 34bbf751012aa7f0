import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { Resvg } from '@resvg/resvg-js';
import { composeCard, type CardContent } from './card';
import { resolveFonts, type SocialCardsOptions, validateOptions } from './options';
import { cardPath } from './sections';

export { DEFAULT_OPTIONS, validateOptions } from './options';
export type { SocialCardsOptions } from './options';

export interface RenderedCard {
  /** Path inside the build output, e.g. `img/social/concepts.png`. */
  file: string;
  png: Buffer;
}

/** Draws every card of the options: the default card, then one per section. */
export function renderCards(
  options: SocialCardsOptions,
  host: string,
  logoSvg: string | undefined,
): RenderedCard[] {
  const fonts = resolveFonts(options);
  const render = (content: CardContent): Buffer => {
    const svg = composeCard(content, options);
    const resvg = new Resvg(svg, {
      fitTo: { mode: 'width', value: options.width },
      font: {
        ...fonts,
        defaultFontFamily: options.fontFamily,
        sansSerifFamily: options.fontFamily,
      },
    });
    return resvg.render().asPng();
  };
  const card = (section: { title: string; tagline: string }) =>
    render({ brand: options.brand, title: section.title, tagline: section.tagline, host, logoSvg });
  return [
    { file: options.defaultCardPath, png: card(options.defaultCard) },
    ...options.sections.map((section) => ({ file: cardPath(section.title), png: card(section) })),
  ];
}

/**
 * Social cards: after the build, draws one 1200×630 PNG per section (and a default card) from
 * an SVG with resvg, into the build output. No service and no network: the fonts are local
 * files. Doc pages point `og:image` at their section's card (`src/theme/DocItem/Metadata`).
 */
export default function socialCardsPlugin(
  context: LoadContext,
  options: SocialCardsOptions,
): Plugin {
  return {
    name: 'social-cards',
    async postBuild({ outDir }) {
      const logoPath = options.logoFile && path.resolve(context.siteDir, options.logoFile);
      if (logoPath && !existsSync(logoPath)) {
        throw new Error(`social-cards: logo file not found: ${logoPath}.`);
      }
      const logoSvg = logoPath ? await readFile(logoPath, 'utf8') : undefined;
      const host = new URL(context.siteConfig.url).host;
      for (const { file, png } of renderCards(options, host, logoSvg)) {
        const target = path.join(outDir, file);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, png);
      }
    },
  };
}

// Docusaurus runs a plugin function's own `validateOptions` before starting it.
socialCardsPlugin.validateOptions = validateOptions;
