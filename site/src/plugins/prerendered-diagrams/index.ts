// Mermaid diagrams drawn at build time: see remark.ts, and docs/architecture.md for why.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { chromiumArgs } from '../../config/chromium';
import { readEnv, type EnvSource, type SiteEnv } from '../../config/env';
import { DiagramBrowser, mermaidVersion } from './browser';
import { drawingFile, drawToStore, type DrawToStore } from './cache';
import { drawingImage, wellFormedSvg } from './image';
import { fillHtmlFiles } from './inject';
import { optionsSchema } from '../option-schema';
import { drawingsPath } from './public-path';
import remarkPrerenderedDiagrams, { type PrerenderOptions } from './remark';

/** `PRERENDER_DIAGRAMS=0` leaves every diagram to the reader's browser (the fallback path). */
export const prerenderEnv = 'PRERENDER_DIAGRAMS' satisfies keyof SiteEnv;

type BundlerConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/**
 * What this build does with a diagram: draw it here, leave it to the reader's browser because
 * no browser can draw here, or leave it because drawing is off (`docusaurus start`, opt-out).
 */
export type DrawingMode = 'drawn' | 'no-browser' | 'off';

export function drawingMode(
  env: Pick<SiteEnv, 'NODE_ENV' | 'PRERENDER_DIAGRAMS' | 'CHROMIUM_PATH'>,
): DrawingMode {
  if (env.NODE_ENV !== 'production' || !env[prerenderEnv]) return 'off';
  return existsSync(env.CHROMIUM_PATH) ? 'drawn' : 'no-browser';
}

/**
 * Compiled pages differ by drawing mode, but the bundler's persistent cache only knows the
 * config file: without this, a build with drawing off reused pages compiled with drawings.
 */
export function keyCacheToDrawingMode(config: BundlerConfig, mode: DrawingMode): void {
  const suffix = `-diagrams-${mode}`;
  if (typeof config.cache === 'object' && config.cache.type === 'filesystem') {
    config.cache.version = `${config.cache.version ?? ''}${suffix}`;
  }
  // Rspack keeps its persistent cache settings under `experiments`, which webpack's types lack.
  const rspack = (config.experiments as { cache?: { version?: string } } | undefined)?.cache;
  if (typeof rspack === 'object') rspack.version = `${rspack.version ?? ''}${suffix}`;
}

/** Drawings live in the site's node_modules/.cache beside Docusaurus' own caches. */
const storeOf = (siteDir: string) => path.join(siteDir, 'node_modules/.cache/prerendered-diagrams');

/**
 * The remark plugin entry for the docs preset. Production builds only: under
 * `docusaurus start` Mermaid draws in the browser, so an edited diagram shows at once.
 */
export function prerenderedDiagrams(
  siteDir: string,
  mermaid: Pick<PrerenderOptions, 'themes' | 'options'>,
  source?: EnvSource,
): [typeof remarkPrerenderedDiagrams, PrerenderOptions] {
  let store: DrawToStore | undefined;
  const draw: DrawToStore = (request) => {
    // Read when a page compiles: `docusaurus build` sets NODE_ENV after the config is loaded.
    const env = readEnv(source);
    if (drawingMode(env) === 'off') return Promise.resolve(null);
    store ??= drawToStore(
      new DiagramBrowser({ executablePath: env.CHROMIUM_PATH, args: chromiumArgs }).draw,
      storeOf(siteDir),
      mermaidVersion,
    );
    return store(request);
  };
  return [remarkPrerenderedDiagrams, { ...mermaid, draw }];
}

function elkLayoutInstalled(): boolean {
  try {
    createRequire(__filename).resolve('@mermaid-js/layout-elk');
    return true;
  } catch {
    return false;
  }
}

export interface PrerenderedDiagramsOptions {
  /**
   * Plugin instance id (Docusaurus adds it). The plugin has no other option: the remark
   * plugin (`prerenderedDiagrams`) takes the Mermaid settings, the environment the rest.
   */
  id: string;
}

const Schema = optionsSchema<PrerenderedDiagramsOptions>('prerendered-diagrams', {});

/** Docusaurus's hook: refuses options this plugin does not have. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  Partial<PrerenderedDiagramsOptions> | undefined,
  PrerenderedDiagramsOptions
>) {
  return validate(Schema, options);
}

/**
 * After the build: each drawing as a file beside the HTML, and an <img> of it in each holder of
 * the HTML (image.ts); client-side navigation fetches the same files.
 */
export default function prerenderedDiagramsPlugin(context: LoadContext): Plugin {
  const store = storeOf(context.siteDir);
  return {
    name: 'prerendered-diagrams',
    configureWebpack(config) {
      keyCacheToDrawingMode(config, drawingMode(readEnv()));
      // The theme's client names the optional ELK layout package in an import behind a flag that
      // is false here; Rspack leaves the dead import alone, webpack fails to resolve it.
      return elkLayoutInstalled()
        ? {}
        : { resolve: { alias: { '@mermaid-js/layout-elk': false } } };
    },
    async postBuild({ outDir }) {
      const used = await fillHtmlFiles(outDir, async (key, file) => {
        const svg = await readFile(drawingFile(store, key), 'utf8').catch(() => {
          throw new Error(
            `${path.relative(outDir, file)} names diagram drawing ${key}, which is not in ${store}. ` +
              'Run `npm run clear -w site` and build again.',
          );
        });
        return drawingImage(svg, `${context.baseUrl}${drawingsPath}/${key}.svg`);
      });
      if (used.size === 0) return;
      const target = path.join(outDir, drawingsPath);
      await mkdir(target, { recursive: true });
      await Promise.all(
        [...used].map(async (key) =>
          writeFile(
            path.join(target, `${key}.svg`),
            wellFormedSvg(await readFile(drawingFile(store, key), 'utf8')),
          ),
        ),
      );
    },
  };
}

// Docusaurus runs a plugin function's own `validateOptions` before starting it.
prerenderedDiagramsPlugin.validateOptions = validateOptions;
