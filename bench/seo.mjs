#!/usr/bin/env node
// Measures what the SEO and reader additions cost:
// - the social cards: how many, their sizes, and the time to draw them all (the plugin's
//   whole build-time work, in Node);
// - first-load JS of a doc page, in Chromium, against the production build and a build
//   without the doc-page wrappers (DocItem/Metadata, DocItem/Footer, DocBreadcrumbs/StructuredData
//   back to the theme's own), so the difference is what every doc page now downloads.
// Prints the numbers and writes bench/results/seo.json. A benchmark, not a test: it asserts
// nothing. `--no-baseline` skips the build without the wrappers (the slowest step).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { serveBuild } from './lib/serve-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.join(root, 'site');
const siteBuild = path.join(siteDir, 'build');
const cacheDir = path.join(root, '.cache/bench');
const baselineBuild = path.join(cacheDir, 'build-without-doc-wrappers');
const docPage = '/concepts/wallets';
const withBaseline = !process.argv.includes('--no-baseline');

const kb = (bytes) => Number((bytes / 1024).toFixed(1));
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Draws every card as the plugin does at build time; returns sizes and the time taken. */
async function measureCards() {
  const load = (file) => tsImport(pathToFileURL(path.join(siteDir, file)).href, import.meta.url);
  const { renderCards } = await load('src/plugins/social-cards/index.ts');
  const { resolveOptions } = await load('src/plugins/social-cards/options.ts');
  const { cardSections, defaultCard } = await load('src/config/social-cards.ts');
  const { brand } = await load('src/config/brand.ts');
  const options = resolveOptions({ sections: cardSections, defaultCard, brand: brand.siteTitle });
  const logo = readFileSync(path.join(siteDir, 'static/img/logo.svg'), 'utf8');
  const started = performance.now();
  const cards = renderCards(options, new URL(brand.siteUrl).host, logo);
  const elapsed = performance.now() - started;
  const sizes = cards.map((card) => card.png.length);
  return {
    cards: cards.length,
    renderMs: Math.round(elapsed),
    minKb: kb(Math.min(...sizes)),
    maxKb: kb(Math.max(...sizes)),
    totalKb: kb(sizes.reduce((sum, size) => sum + size, 0)),
  };
}

/** The site's config with the theme's own doc components in place of the site's wrappers. */
function writeConfigWithoutWrappers() {
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, 'docusaurus.config.without-doc-wrappers.mjs');
  const config = pathToFileURL(path.join(siteDir, 'docusaurus.config.ts')).href;
  const resolve = createRequire(path.join(siteDir, 'package.json')).resolve;
  const original = (name) => resolve(`@docusaurus/theme-classic/lib/theme/${name}/index.js`);
  const alias = Object.fromEntries(
    ['DocItem/Metadata', 'DocItem/Footer', 'DocBreadcrumbs/StructuredData'].map((name) => [
      `@theme/${name}`,
      original(name),
    ]),
  );
  writeFileSync(
    file,
    `import config from ${JSON.stringify(config)};
const originals = () => ({
  name: 'bench-without-doc-wrappers',
  configureWebpack: () => ({ resolve: { alias: ${JSON.stringify(alias)} } }),
});
export default { ...config, plugins: [...config.plugins, originals] };
`,
  );
  return file;
}

/**
 * Scripts a page has run once it has hydrated (the browser's resource timing of <script>
 * elements; prefetches of linked pages are left out): count, raw and gzip bytes.
 */
async function firstLoadJs(browser, url) {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      // Prefetches of linked pages come from <link rel="prefetch">, not <script>.
      .filter((entry) => entry.initiatorType === 'script')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );
  await page.close();
  const bodies = await Promise.all(
    urls.map(async (script) => Buffer.from(await (await fetch(script)).arrayBuffer())),
  );
  return {
    scripts: bodies.length,
    rawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
    gzipBytes: bodies.reduce((sum, body) => sum + gzipSize(body), 0),
  };
}

async function pageJs(browser, dir) {
  const server = await serveBuild(dir);
  try {
    return await firstLoadJs(browser, `${server.origin}${docPage}`);
  } finally {
    server.stop();
  }
}

const results = { date: new Date().toISOString(), cards: await measureCards() };
console.log('Social cards:', results.cards);

if (!existsSync(path.join(siteBuild, 'index.html'))) {
  throw new Error('No production build in site/build: run `npm run build` first.');
}
if (withBaseline) {
  console.log('Building without the doc-page wrappers…');
  const build = spawnSync(
    'npx',
    ['docusaurus', 'build', '--config', writeConfigWithoutWrappers(), '--out-dir', baselineBuild],
    { cwd: siteDir, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`Baseline build failed:\n${build.stderr}`);
}
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const withWrappers = await pageJs(browser, siteBuild);
  results.docPage = { page: docPage, withWrappers };
  if (withBaseline) {
    const without = await pageJs(browser, baselineBuild);
    results.docPage.withoutWrappers = without;
    results.docPage.addedGzipBytes = withWrappers.gzipBytes - without.gzipBytes;
    results.docPage.addedRawBytes = withWrappers.rawBytes - without.rawBytes;
  }
} finally {
  await browser.close();
}
console.log('First-load JS of', docPage, results.docPage);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/seo.json'), `${JSON.stringify(results, null, 2)}\n`);
