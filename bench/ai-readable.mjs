#!/usr/bin/env node
// Measures what the AI-readable docs add (issue 8): the first-load JS of a doc page with the
// "Copy page" menu and in a build without it (the classic theme's DocItem/Content), the chunk
// the menu loads when first opened, and the sizes of llms.txt, llms-full.txt and /api.md.
// Uses the current production build (`npm run build` first) and builds the baseline into
// .cache/bench (`--reuse-baseline` keeps an earlier one). Prints the numbers and writes bench/results/ai-readable.json; asserts nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { serveBuild } from './lib/serve-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.join(root, 'site');
const build = path.join(siteDir, 'build');
const cacheDir = path.join(root, '.cache/bench');
const baselineBuild = path.join(cacheDir, 'build-without-copy-page');
const docPage = '/concepts/wallets';

const kb = (bytes) => Number((bytes / 1024).toFixed(2));
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** The site's config with the classic theme's DocItem/Content in place of the site's wrapper. */
function writeConfigWithoutCopyPage() {
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, 'docusaurus.config.without-copy-page.mjs');
  const config = pathToFileURL(path.join(siteDir, 'docusaurus.config.ts')).href;
  const original = createRequire(path.join(siteDir, 'package.json')).resolve(
    '@docusaurus/theme-classic/lib/theme/DocItem/Content/index.js',
  );
  writeFileSync(
    file,
    `import config from ${JSON.stringify(config)};
const classicContent = () => ({
  name: 'bench-without-copy-page',
  configureWebpack: () => ({ resolve: { alias: { '@theme/DocItem/Content': ${JSON.stringify(original)} } } }),
});
export default { ...config, plugins: [...config.plugins, classicContent] };
`,
  );
  return file;
}

/** Scripts loaded until the network is idle (and, with `then`, after that action). */
async function scripts(browser, url, then) {
  const page = await browser.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  const before = responses.length;
  if (then) {
    await then(page);
    await page.waitForLoadState('networkidle');
  }
  const bodies = await Promise.all(responses.map((response) => response.body()));
  await page.close();
  const sum = (list) => ({
    scripts: list.length,
    rawKb: kb(list.reduce((total, body) => total + body.length, 0)),
    gzipKb: kb(list.reduce((total, body) => total + gzipSize(body), 0)),
  });
  return { firstLoad: sum(bodies.slice(0, before)), afterAction: sum(bodies.slice(before)) };
}

function fileSize(file) {
  const body = readFileSync(path.join(build, file));
  return { rawKb: kb(body.length), gzipKb: kb(gzipSize(body)) };
}

if (process.argv.includes('--reuse-baseline') && existsSync(baselineBuild)) {
  console.log(`Reusing the baseline in ${path.relative(root, baselineBuild)}`);
} else {
  console.log('Building the baseline (classic DocItem/Content)…');
  const result = spawnSync(
    'npx',
    ['docusaurus', 'build', '--config', writeConfigWithoutCopyPage(), '--out-dir', baselineBuild],
    { cwd: siteDir, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`baseline build failed:\n${result.stderr}`);
}

const site = await serveBuild(build);
const baseline = await serveBuild(baselineBuild);
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const openMenu = async (page) => {
    await page.getByRole('button', { name: 'More page actions' }).click();
    await page.getByRole('menu').waitFor();
  };
  const withMenu = await scripts(browser, `${site.origin}${docPage}`, openMenu);
  const without = await scripts(browser, `${baseline.origin}${docPage}`);
  const results = {
    page: docPage,
    firstLoadWithCopyPage: withMenu.firstLoad,
    firstLoadWithout: without.firstLoad,
    addedGzipKb: kb((withMenu.firstLoad.gzipKb - without.firstLoad.gzipKb) * 1024),
    menuOnFirstOpen: withMenu.afterAction,
    files: {
      'llms.txt': fileSize('llms.txt'),
      'llms-full.txt': fileSize('llms-full.txt'),
      'api.md': fileSize('api.md'),
      'concepts/wallets.md': fileSize('concepts/wallets.md'),
    },
  };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/ai-readable.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  console.table({
    [`first-load JS of ${docPage}, with Copy page`]: results.firstLoadWithCopyPage,
    [`first-load JS of ${docPage}, without`]: results.firstLoadWithout,
    'menu chunk(s) on first open': results.menuOnFirstOpen,
  });
  console.log(`Added to every doc page: ${results.addedGzipKb} KB gzip`);
  console.table(results.files);
} finally {
  await browser.close();
  site.stop();
  baseline.stop();
}
