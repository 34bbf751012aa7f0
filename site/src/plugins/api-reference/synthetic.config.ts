/**
 * Scratch builds of `/api` at a size the definition has not reached, to measure its HTML:
 *
 *   cd site && API_OPERATIONS=300 npx docusaurus build \
 *     --config src/plugins/api-reference/synthetic.config.ts --out-dir /tmp/api-300
 *
 * The site's own configuration with the api-reference plugin's `syntheticOperations` set
 * (synthetic.ts). Never used by `npm run build`; the site's build reads docusaurus.config.ts.
 */
import type { Config, PluginConfig } from '@docusaurus/types';
import site from '../../../docusaurus.config';
import apiReference from '.';

const count = Number(process.env.API_OPERATIONS ?? 300);
if (!Number.isInteger(count) || count < 0) {
  throw new Error(
    `API_OPERATIONS must be a non-negative integer; received ${process.env.API_OPERATIONS}.`,
  );
}

const plugins: PluginConfig[] = (site.plugins ?? []).map((entry) =>
  Array.isArray(entry) && entry[0] === apiReference
    ? [entry[0], { ...(entry[1] as object), syntheticOperations: count }]
    : entry,
);

export default { ...site, plugins } satisfies Config;
