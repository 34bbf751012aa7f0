// Trims what every page downloads. See docs/architecture.md ("Shared bundle") for what each
// step saved, measured with `npm run bench`.
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { BundleTrimOptions } from './options';

import { validateOptions } from './options';
export { DEFAULT_OPTIONS, validateOptions, type BundleTrimOptions } from './options';

export default function bundleTrimPlugin(context: LoadContext, options: BundleTrimOptions): Plugin {
  const here = path.join(context.siteDir, 'src/plugins/bundle-trim');
  return {
    name: 'bundle-trim',
    configureWebpack(_config, _isServer, { currentBundler }) {
      const alias: Record<string, string> = {};
      if (options.utilsCommon)
        alias['@docusaurus/utils-common$'] = path.join(here, 'client/utils-common.ts');
      if (!options.prism) return { resolve: { alias } };
      // Server and client alike, so the server-rendered tokens are those the client hydrates.
      alias['prism-react-renderer$'] = path.join(here, 'prism/highlight.tsx');
      return {
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
