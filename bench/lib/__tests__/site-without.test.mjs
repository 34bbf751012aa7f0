import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writeConfigWithout } from '../site-without.mjs';

/** A site folder whose config lists the named plugin functions, as the real one does. */
function fakeSite(plugins) {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'bench-site-'));
  const entries = plugins.map((name) => `[function ${name}() {}, {}]`).join(', ');
  writeFileSync(
    path.join(siteDir, 'docusaurus.config.ts'),
    `export default { title: 't', themeConfig: { algolia: { appId: 'x' }, navbar: {} }, plugins: [${entries}] };\n`,
  );
  return siteDir;
}

const load = async (file) => (await import(`${pathToFileURL(file).href}?${Date.now()}`)).default;

/** The search benchmark's "without" config for `siteDir`. */
const withoutSearch = (siteDir) =>
  writeConfigWithout({
    siteDir,
    cacheDir: path.join(siteDir, 'cache'),
    feature: 'search',
    plugin: 'searchPlugin',
    component: 'SearchBar',
    replacement: '/empty/SearchBar.js',
    dropThemeConfig: 'algolia',
  });

describe('writeConfigWithout', () => {
  it('drops exactly the named plugin, swaps the component and drops the theme config key', async () => {
    const siteDir = fakeSite(['searchPlugin', 'assistantPlugin']);
    const config = await load(withoutSearch(siteDir));
    expect(config.plugins.slice(0, -1).map(([plugin]) => plugin.name)).toEqual(['assistantPlugin']);
    expect(config.themeConfig).toEqual({ navbar: {} });
    const swap = config.plugins.at(-1)();
    expect(swap.configureWebpack().resolve.alias).toEqual({
      '@theme/SearchBar': '/empty/SearchBar.js',
    });
  });

  it('refuses to build a baseline that still has the feature', async () => {
    const siteDir = fakeSite(['assistantPlugin']);
    await expect(load(withoutSearch(siteDir))).rejects.toThrow(
      'bench: expected one [searchPlugin, options] entry in the site config to drop; found 0.',
    );
  });
});
