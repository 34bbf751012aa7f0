#!/usr/bin/env node
// Measures search with the local index, in Chromium against production builds:
// - what a reader downloads for their first search (modal and engine code, index), raw and gzip;
// - time from the first keystroke in the modal to the first results (cold and warm);
// - query time, median and p95, over the judged queries (the engine in Node, on the built index);
// - first-load JS of a docs page, with search and in a build without it.
// Prints the numbers and writes bench/results/search.json. A benchmark, not a test: it asserts
// nothing. `--no-baseline` skips the build without search (the slowest step).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { firstLoadJs } from './lib/first-load.mjs';
import { median } from './lib/pairs.mjs';
import { openHydrated } from './lib/serve-build.mjs';
import { buildSite, kb, ms, percentile, writeConfigWithout } from './lib/site-without.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.join(root, 'site');
const searchBuild = path.join(siteDir, 'build');
const cacheDir = path.join(root, '.cache/bench');
const baselineBuild = path.join(cacheDir, 'build-without-search');
const docPage = '/concepts/wallets';
const runs = 5;
const withBaseline = !process.argv.includes('--no-baseline');

const build = (args, label) => buildSite(siteDir, args, label);

/**
 * The site's config without search: no `themeConfig.algolia` (so no search theme), no search
 * plugin, and the classic theme's empty SearchBar in place of the site's.
 */
const writeConfigWithoutSearch = () =>
  writeConfigWithout({
    siteDir,
    cacheDir,
    feature: 'search',
    plugin: 'searchPlugin',
    component: 'SearchBar',
    replacement: createRequire(path.join(siteDir, 'package.json')).resolve(
      '@docusaurus/theme-classic/lib/theme/SearchBar.js',
    ),
    dropThemeConfig: 'algolia',
  });

/** First-load JS as `npm run bench` counts it (bench/lib/first-load.mjs), in KB. */
async function firstLoadKb(browser, server) {
  const { jsFiles, jsRaw, jsGzip } = await firstLoadJs(browser, server, docPage);
  return { scripts: jsFiles, rawKb: kb(jsRaw), gzipKb: kb(jsGzip) };
}

/** Everything downloaded from opening the modal to the first results, by kind. */
async function firstSearchBytes(browser, server) {
  const page = await browser.newPage();
  await openHydrated(page, `${server.origin}${docPage}`);
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('passkey');
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.waitForLoadState('networkidle');
  const kinds = {};
  for (const response of responses) {
    const url = new URL(response.url()).pathname;
    const kind = url.startsWith('/search/')
      ? 'index (JSON)'
      : response.request().resourceType() === 'script'
        ? 'modal and engine code (JS)'
        : 'prefetched result pages (Docusaurus links)';
    kinds[kind] ??= { files: 0, raw: 0, gzip: 0 };
    kinds[kind].files += 1;
    kinds[kind].raw += server.rawSizeOf(url) ?? 0;
    kinds[kind].gzip += server.gzipSizeOf(url) ?? 0;
  }
  await page.close();
  const search = Object.entries(kinds).filter(([kind]) => !kind.startsWith('prefetched'));
  const total = search
    .map(([, kind]) => kind)
    .reduce((sum, kind) => ({ raw: sum.raw + kind.raw, gzip: sum.gzip + kind.gzip }), {
      raw: 0,
      gzip: 0,
    });
  return {
    totalRawKb: kb(total.raw),
    totalGzipKb: kb(total.gzip),
    byKind: Object.fromEntries(
      Object.entries(kinds).map(([kind, { files, raw, gzip }]) => [
        kind,
        { files, rawKb: kb(raw), gzipKb: kb(gzip) },
      ]),
    ),
  };
}

/**
 * Milliseconds from the last keydown of `query` in the modal's input to the last change of the
 * results it caused (once they contain `expected` and have been still for 300 ms), typing one
 * key every `delay` ms.
 */
async function keystrokeToResults(page, query, expected, delay) {
  await page.evaluate(() => {
    const bench = { key: 0, changed: 0 };
    Object.assign(window, { __bench: bench });
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.target instanceof HTMLInputElement) bench.key = performance.now();
      },
      { capture: true },
    );
    const dropdown = document.querySelector('.DocSearch-Modal') ?? document.body;
    new MutationObserver(() => (bench.changed = performance.now())).observe(dropdown, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await page.keyboard.type(query, { delay });
  await page.waitForFunction(
    (text) =>
      performance.now() - window.__bench.changed > 300 &&
      [...document.querySelectorAll('.DocSearch-Hit')].some((hit) =>
        hit.textContent?.includes(text),
      ),
    expected,
  );
  return page.evaluate(() => Math.max(0, window.__bench.changed - window.__bench.key));
}

/**
 * Cold: the first key pressed as soon as the modal is open, to its first results (the index
 * manifest is still loading). Warm: the manifest loaded, a new query typed at once, from its
 * last key to its results (which need their own postings and text).
 */
async function searchLatency(browser, origin) {
  const cold = [];
  const warm = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openHydrated(page, `${origin}${docPage}`);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    cold.push(await keystrokeToResults(page, 'w', '', 0));
    await page.locator('.DocSearch-Input').fill('');
    warm.push(await keystrokeToResults(page, 'passkey', 'Passkeys', 0));
    await context.close();
  }
  return { coldMs: ms(median(cold)), warmMs: ms(median(warm)) };
}

/**
 * The judged query sets: the first tuned with the engine, the second written as readers ask, the
 * third for the product areas of issue 29, judged before their pages were ranked.
 */
const judgedSets = [
  { name: 'judged queries', file: 'e2e/search/judged-queries.json' },
  { name: 'reader queries', file: 'e2e/search/reader-queries.json' },
  { name: 'product-area queries', file: 'e2e/search/area-queries.json' },
];
/** The facet filters the search box and page send (contextual search), as the e2e test does. */
const contextual = [
  'language:en',
  [
    'docusaurus_tag:default',
    'docusaurus_tag:docs-default-current',
    'docusaurus_tag:docs-sdks-current',
  ],
];

/** The engine in Node on the built index: start-up time, query times, top-3 share. */
async function queryTimes() {
  const { LocalSearchEngine, indexSource } = await tsImport(
    '@docs/docs-search/engine',
    import.meta.url,
  );
  const dir = path.join(searchBuild, 'search');
  const read = async (file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const starts = [];
  let engine;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    engine = new LocalSearchEngine(
      await indexSource('manifest.json', read),
      'https://docs.example.com',
    );
    starts.push(performance.now() - started);
  }
  const perQuery = [];
  const top3 = {};
  for (const set of judgedSets) {
    const judged = JSON.parse(readFileSync(path.join(root, set.file), 'utf8'));
    let found = 0;
    for (const { query, page, pages = [page] } of judged) {
      const times = [];
      let hits = [];
      // The first run also reads the query's shards and fragments (from disk here).
      for (let run = 0; run <= runs; run++) {
        const started = performance.now();
        ({ hits } = await engine.search({ query, hitsPerPage: 20, facetFilters: contextual }));
        if (run > 0) times.push(performance.now() - started);
      }
      perQuery.push(median(times));
      const ranked = [...new Set(hits.map((hit) => new URL(hit.url).pathname))];
      if (ranked.slice(0, 3).some((found) => pages.includes(found))) found += 1;
    }
    top3[set.name] = `${found}/${judged.length} (${((100 * found) / judged.length).toFixed(1)} %)`;
  }
  return {
    records: engine.size,
    startMs: ms(median(starts)),
    queries: perQuery.length,
    medianMs: ms(median(perQuery)),
    p95Ms: ms(percentile(perQuery, 0.95)),
    top3,
  };
}

if (!existsSync(path.join(searchBuild, 'search/manifest.json'))) build([], 'the site');
if (withBaseline)
  build(
    ['--config', writeConfigWithoutSearch(), '--out-dir', baselineBuild],
    'the site without search',
  );

const browser = await chromium.launch(chromiumLaunchOptions());
// Served gzipped, as a real host does: sizes are the bytes the server sends.
const site = await startStaticServer(searchBuild);
const baseline = withBaseline ? await startStaticServer(baselineBuild) : null;
let results;
try {
  const withSearch = await firstLoadKb(browser, site);
  const withoutSearch = baseline ? await firstLoadKb(browser, baseline) : null;
  results = {
    date: new Date().toISOString(),
    firstLoadJs: {
      page: docPage,
      withSearch,
      withoutSearch,
      growthGzipKb: withoutSearch
        ? Number((withSearch.gzipKb - withoutSearch.gzipKb).toFixed(1))
        : null,
    },
    firstSearch: await firstSearchBytes(browser, site),
    keystrokeToResults: await searchLatency(browser, site.origin),
    engine: await queryTimes(),
  };
} finally {
  await browser.close();
  await site.close();
  await baseline?.close();
}

const { firstLoadJs: load, firstSearch, keystrokeToResults: latency, engine } = results;
console.log(`\nSearch benchmark (${process.platform}/${process.arch}, Chromium, local index)`);
console.table({
  [`first-load JS of ${docPage}, with search`]: `${load.withSearch.rawKb} KB raw / ${load.withSearch.gzipKb} KB gzip (${load.withSearch.scripts} scripts)`,
  [`first-load JS of ${docPage}, without search`]: load.withoutSearch
    ? `${load.withoutSearch.rawKb} KB raw / ${load.withoutSearch.gzipKb} KB gzip (${load.withoutSearch.scripts} scripts)`
    : 'skipped (--no-baseline)',
  'growth from search (gzip)': load.growthGzipKb === null ? 'n/a' : `${load.growthGzipKb} KB`,
  'first search downloads (code and index)': `${firstSearch.totalRawKb} KB raw / ${firstSearch.totalGzipKb} KB gzip`,
  ...Object.fromEntries(
    Object.entries(firstSearch.byKind).map(([kind, { files, rawKb, gzipKb }]) => [
      `  of which ${kind}`,
      `${rawKb} KB raw / ${gzipKb} KB gzip (${files} files)`,
    ]),
  ),
  'first keystroke → first results, modal just opened (median)': `${latency.coldMs} ms`,
  'last keystroke → results, manifest loaded (median)': `${latency.warmMs} ms`,
  'engine start: manifest and dictionary (Node, median)': `${engine.startMs} ms for ${engine.records} records`,
  [`query time over ${engine.queries} judged queries (Node)`]: `median ${engine.medianMs} ms, p95 ${engine.p95Ms} ms`,
  ...Object.fromEntries(
    Object.entries(engine.top3).map(([set, share]) => [
      `${set} with their page in the top 3`,
      share,
    ]),
  ),
});
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/search.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
