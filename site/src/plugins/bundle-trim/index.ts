// Trims what every page downloads. See docs/architecture.md ("Shared bundle") for what each
// step saved, measured with `npm run bench`.
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { BundleTrimOptions } from './options';

import { validateOptions } from './options';
export { DEFAULT_OPTIONS, validateOptions, type BundleTrimOptions } from './options';

/**
 * The API definitions used by more than one lazily loaded chunk (the Try it panel, the in-page
 * sandbox's worker) go to shared chunks, as Docusaurus already does for node_modules; without
 * this each got its own copy, and opening the in-page sandbox downloaded them twice.
 * Only async chunks: what a page loads first stays as it was.
 */
const sharedApiChunks = {
  cacheGroups: {
    platformApi: {
      test: /[\\/]packages[\\/]platform-api[\\/]src[\\/]/,
      chunks: 'async' as const,
      minChunks: 2,
      priority: 30,
      reuseExistingChunk: true,
    },
  },
};

/** The API definitions' modules whose descriptions the browser does not need. */
const DESCRIBED_API_MODULES =
  /[\\/]packages[\\/]platform-api[\\/]src[\\/](schemas|operations)[\\/].*\.ts$/;

export default function bundleTrimPlugin(context: LoadContext, options: BundleTrimOptions): Plugin {
  const here = path.join(context.siteDir, 'src/plugins/bundle-trim');
  return {
    name: 'bundle-trim',
    configureWebpack(_config, isServer, { currentBundler }) {
      const alias: Record<string, string> = {};
      if (options.utilsCommon)
        alias['@docusaurus/utils-common$'] = path.join(here, 'client/utils-common.ts');
      const optimization =
        options.sharedApiChunk && !isServer ? { splitChunks: sharedApiChunks } : {};
      const module =
        options.stripApiDescriptions && !isServer
          ? {
              rules: [
                {
                  test: DESCRIBED_API_MODULES,
                  exclude: /\.test\.ts$/,
                  enforce: 'pre' as const,
                  use: [{ loader: path.join(here, 'strip-descriptions.cjs') }],
                },
              ],
            }
          : {};
      if (!options.prism) return { resolve: { alias }, optimization, module };
      // Server and client alike, so the server-rendered tokens are those the client hydrates.
      alias['prism-react-renderer$'] = path.join(here, 'prism/highlight.tsx');
      return {
        optimization,
        module,
        resolve: { alias },
        plugins: [
          // Prism's grammar files register on a free `Prism` variable: give them the site's.
          new currentBundler.instance.ProvidePlugin({
            Prism: [path.join(here, 'prism/core.ts'), 'default'],
          }),
        ],
      };
    },
  };
}

// Docusaurus runs a plugin function's own `validateOptions` before starting it.
bundleTrimPlugin.validateOptions = validateOptions;
