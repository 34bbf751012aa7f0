// Code blocks highlighted at build time: the remark step (remark.ts) turns each fenced block
// into finished markup; this plugin adds the stylesheet that colours it in both colour modes
// and keeps the theme's Prism loader off every page. See docs/decisions/0142.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { optionsSchema } from '../option-schema';
import { aliasedTypes } from './highlighter';
import { themeCss } from './theme-css';

export { default as remarkStaticCode, type RemarkStaticCodeOptions } from './remark';

export interface StaticCodeOptions {
  /**
   * Plugin instance id (Docusaurus adds it). The plugin has no other option: the colours are
   * the theme's `prism.theme` and `prism.darkTheme`, the remark step takes the magic comments.
   */
  id: string;
}

const Schema = optionsSchema<StaticCodeOptions>('static-code', {});

/** Docusaurus's hook: refuses options this plugin does not have. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<StaticCodeOptions> | undefined, StaticCodeOptions>) {
  return validate(Schema, options);
}

/** The theme config's code themes; a site without a dark theme uses the light one in both. */
export function codeThemes(themeConfig: unknown): { light: PrismTheme; dark: PrismTheme } {
  const prism = (themeConfig as { prism?: { theme?: PrismTheme; darkTheme?: PrismTheme } }).prism;
  if (!prism?.theme)
    throw new Error(
      'static-code: themeConfig.prism.theme must be a Prism theme; received nothing.',
    );
  return { light: prism.theme, dark: prism.darkTheme ?? prism.theme };
}

const THEME_LOADER = /[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;

export default function staticCodePlugin(context: LoadContext): Plugin {
  // Written before bundling starts, where client modules must already exist.
  const stylesheet = path.join(context.generatedFilesDir, 'static-code', 'code-themes.css');
  mkdirSync(path.dirname(stylesheet), { recursive: true });
  writeFileSync(stylesheet, themeCss(codeThemes(context.siteConfig.themeConfig), aliasedTypes()));
  return {
    name: 'static-code',
    getClientModules() {
      return [stylesheet];
    },
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            THEME_LOADER,
            path.join(context.siteDir, 'src/plugins/static-code/client/no-prism-languages.ts'),
          ),
        ],
      };
    },
  };
}

// Docusaurus runs a plugin function's own `validateOptions` before starting it.
staticCodePlugin.validateOptions = validateOptions;
