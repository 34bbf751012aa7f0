// The pieces bench/search.mjs and bench/assistant.mjs share: a production build of the site
// with extra Docusaurus arguments, and a config that is the site's minus one local plugin and
// with one theme component swapped (what the site costs without that feature).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const kb = (bytes) => Number((bytes / 1024).toFixed(1));
export const ms = (value) => Number(value.toFixed(1));
export const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** `docusaurus build` in `siteDir` with `args`; throws with the build's stderr if it fails. */
export function buildSite(siteDir, args, label) {
  console.log(`Building ${label}…`);
  const result = spawnSync('npx', ['docusaurus', 'build', ...args], {
    cwd: siteDir,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${label} build failed:\n${result.stderr}`);
}

/**
 * Writes `<cacheDir>/docusaurus.config.without-<feature>.mjs`: the site's config without the
 * local plugin whose function is named `plugin`, with `@theme/<component>` aliased to
 * `replacement` and, when `dropThemeConfig` is given, without that `themeConfig` key. The
 * written config throws when it does not find exactly one such plugin entry to drop, so a
 * renamed plugin cannot silently leave the feature in the "without" build.
 */
export function writeConfigWithout({
  siteDir,
  cacheDir,
  feature,
  plugin,
  component,
  replacement,
  dropThemeConfig,
}) {
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `docusaurus.config.without-${feature}.mjs`);
  const config = pathToFileURL(path.join(siteDir, 'docusaurus.config.ts')).href;
  const themeConfig = dropThemeConfig
    ? `(({ ${JSON.stringify(dropThemeConfig)}: _dropped, ...rest }) => rest)(config.themeConfig)`
    : 'config.themeConfig';
  writeFileSync(
    file,
    `import config from ${JSON.stringify(config)};
const name = ${JSON.stringify(plugin)};
const plugins = config.plugins.filter((plugin) => !(Array.isArray(plugin) && plugin[0]?.name === name));
if (plugins.length !== config.plugins.length - 1) {
  throw new Error('bench: expected one [' + name + ', options] entry in the site config to drop; found ' + (config.plugins.length - plugins.length) + '. The baseline would not be the site without ${feature}.');
}
const swap = () => ({
  name: 'bench-without-${feature}',
  configureWebpack: () => ({ resolve: { alias: { ${JSON.stringify(`@theme/${component}`)}: ${JSON.stringify(replacement)} } } }),
});
export default { ...config, themeConfig: ${themeConfig}, plugins: [...plugins, swap] };
`,
  );
  return file;
}
