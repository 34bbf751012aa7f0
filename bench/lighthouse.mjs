#!/usr/bin/env node
// Lighthouse against the production build served gzipped, and against a bare Docusaurus
// classic-preset site (the baseline) built and served the same way in the same run, the two
// interleaved (baseline, site, baseline, site, …: --pairs pairs per page and preset); prints
// min / median / max of every metric on each side, then the performance budgets, each decided
// on the median over pairs of site ÷ baseline or site − baseline (lib/pairs.mjs).
//
//   node bench/lighthouse.mjs [--pages /,/api] [--pairs 5] [--presets mobile,desktop]
//                             [--skip-build] [--skip-site-build] [--no-baseline] [--strict]
//
// --skip-build reuses site/build and the baseline's build when they exist; --skip-site-build
// only the site's (npm run bench passes it after bench/build.mjs has just built the site).
// Prints one table and the budgets, writes bench/results/lighthouse.json. A benchmark, not a
// test: it exits 0 even when a budget fails, unless --strict is given.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { BASELINE_ROUTE, BASELINE_SOURCE, writeBaselineSite } from './lib/baseline-site.mjs';
import { docusaurusBuild } from './lib/docusaurus-build.mjs';
import { firstLoadJs, launchBrowser } from './lib/first-load.mjs';
import { parseOptions, USAGE } from './lib/options.mjs';
import { evaluateBudgets } from './lib/budgets.mjs';
import { interleave, pairedDifference, pairedRatio, spread } from './lib/pairs.mjs';
import { formatTable } from './lib/table.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.join(root, 'site');
const siteBuild = path.join(siteDir, 'build');
const baselineDir = path.join(root, '.cache/bench/baseline-site');
const baselineBuild = path.join(baselineDir, 'build');
const CHROME_FLAGS = ['--headless=new', ...chromiumArgs];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Ports 3250–3299 are the benchmark's. */
const PORTS = { site: 3250, baseline: 3251 };

let options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

async function serveOnFreePort(dir, preferred) {
  for (let port = preferred; port < 3300; port++) {
    try {
      return await startStaticServer(dir, { port });
    } catch (error) {
      if (error.code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error('No free port in 3250–3299 for the benchmark servers');
}

/** Sizes of JS and CSS a Lighthouse run loaded, exact bytes from our server when same-origin. */
function loadedBytes(lhr, server) {
  const totals = { jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0, jsFiles: 0, cssFiles: 0 };
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  for (const item of items) {
    const kind =
      item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : null;
    if (!kind) continue;
    const url = new URL(item.url);
    const local = url.origin === server.origin;
    const raw = (local && server.rawSizeOf(url.pathname)) ?? item.resourceSize ?? 0;
    const gzip = (local && server.gzipSizeOf(url.pathname)) ?? item.transferSize ?? 0;
    totals[`${kind}Raw`] += raw;
    totals[`${kind}Gzip`] += gzip;
    totals[`${kind}Files`] += 1;
  }
  return totals;
}

async function runLighthouse(url, preset, server) {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id) =>
      lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      ...loadedBytes(lhr, server),
      failedAudits: Object.values(lhr.categories)
        .filter((category) => category.id !== 'performance')
        .flatMap((category) => category.auditRefs)
        .filter(({ id, weight }) => weight > 0 && lhr.audits[id]?.score === 0)
        .map(({ id }) => id),
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

/** What the table shows of each run: how it is printed and how a pair is compared. */
const METRICS = [
  { key: 'performance', label: 'performance', compare: 'difference', digits: 0 },
  { key: 'accessibility', label: 'accessibility', compare: 'difference', digits: 0 },
  { key: 'bestPractices', label: 'best practices', compare: 'difference', digits: 0 },
  { key: 'seo', label: 'SEO', compare: 'difference', digits: 0 },
  { key: 'fcpMs', label: 'FCP ms', compare: 'ratio', digits: 0 },
  { key: 'lcpMs', label: 'LCP ms', compare: 'ratio', digits: 0 },
  { key: 'tbtMs', label: 'TBT ms', compare: 'ratio', digits: 0 },
  { key: 'cls', label: 'CLS', compare: 'difference', digits: 3 },
  { key: 'firstLoadJsGzip', label: '1st-load JS KB gz', compare: 'ratio', digits: 1, kb: true },
  { key: 'jsGzip', label: 'JS loaded KB gz', compare: 'ratio', digits: 1, kb: true },
  { key: 'cssGzip', label: 'CSS loaded KB gz', compare: 'ratio', digits: 1, kb: true },
];

// 1. Builds.
const builds = {};
const reuseSite =
  (options.skipBuild || options.skipSiteBuild) && existsSync(path.join(siteBuild, '404.html'));
if (!reuseSite) builds.siteSeconds = await docusaurusBuild('the site', [], siteDir);
if (options.baseline) {
  const reuseBaseline = options.skipBuild && existsSync(path.join(baselineBuild, '404.html'));
  if (!reuseBaseline) {
    writeBaselineSite(baselineDir, { sourceFile: BASELINE_SOURCE, slug: BASELINE_ROUTE });
    builds.baselineSeconds = await docusaurusBuild(
      'the baseline (bare classic preset, one doc page)',
      ['--out-dir', baselineBuild],
      baselineDir,
    );
  }
}

// 2. Servers; each page's HTML, a property of the build, once.
const servers = {
  site: await serveOnFreePort(siteBuild, PORTS.site),
  baseline: options.baseline ? await serveOnFreePort(baselineBuild, PORTS.baseline) : null,
};
const html = {};
for (const page of options.pages) {
  const response = await fetch(`${servers.site.origin}${page}`);
  if (!response.ok) throw new Error(`site ${page}: HTTP ${response.status}`);
  html[page] = {
    htmlRaw: Buffer.byteLength(await response.text()),
    htmlGzip: servers.site.gzipSizeOf(page),
  };
}

// 3. Runs, interleaved: for every page and preset the baseline, then the site, --pairs times,
// pair 1 of everything before pair 2, so that the machine's load, which changes over minutes,
// weighs on both runs of a pair alike. A run is one first-load measurement and one Lighthouse.
const order = interleave({
  pages: options.pages,
  presets: options.presets,
  pairs: options.pairs,
}).filter((run) => options.baseline || run.side === 'site');
const key = (page, preset) => `${page} ${preset}`;
const pairs = new Map(
  options.pages.flatMap((page) =>
    options.presets.map((preset) => [
      key(page, preset),
      Array.from({ length: options.pairs }, () => ({})),
    ]),
  ),
);
const loadBefore = os.loadavg();
const started = Date.now();
const browser = await launchBrowser();
try {
  for (const [index, run] of order.entries()) {
    const server = servers[run.side];
    const page = run.side === 'baseline' ? BASELINE_ROUTE : run.page;
    process.stdout.write(
      `${index + 1}/${order.length} pair ${run.pair}, ${run.preset}, ${run.page}: ${run.side}… `,
    );
    let result;
    try {
      const firstLoad = await firstLoadJs(browser, server, page, 1);
      result = {
        ...(await runLighthouse(`${server.origin}${page}`, run.preset, server)),
        firstLoadJsGzip: firstLoad.jsGzip,
        firstLoadJsFiles: firstLoad.jsFiles,
      };
      console.log(`performance ${result.performance}, TBT ${Math.round(result.tbtMs)} ms`);
    } catch (error) {
      result = { error: String(error.message ?? error) };
      console.log(`failed: ${result.error}`);
    }
    pairs.get(key(run.page, run.preset))[run.pair - 1][run.side] = result;
  }
} finally {
  await browser.close();
  await servers.site.close();
  await servers.baseline?.close();
}
const loadAfter = os.loadavg();

// 4. The table, the budgets, the JSON.
const comparisons = options.pages.flatMap((page) =>
  options.presets.map((preset) => {
    const runPairs = pairs.get(key(page, preset));
    const siteRuns = runPairs.map((pair) => pair.site).filter((run) => run && !run.error);
    const siteMedian = (metric) => spread(siteRuns.map((run) => run[metric])).median;
    return {
      page,
      preset,
      ...html[page],
      pairs: runPairs,
      site: {
        performance: siteMedian('performance'),
        accessibility: siteMedian('accessibility'),
        bestPractices: siteMedian('bestPractices'),
        seo: siteMedian('seo'),
      },
      failedAudits: [...new Set(siteRuns.flatMap((run) => run.failedAudits))],
      errors: runPairs.flatMap((pair) =>
        ['baseline', 'site'].flatMap((side) =>
          pair[side]?.error ? [`${side}: ${pair[side].error}`] : [],
        ),
      ),
    };
  }),
);

const format = (metric, value) =>
  value == null ? 'n/a' : (metric.kb ? value / 1024 : value).toFixed(metric.digits);
const range = (metric, runs) => {
  const { min, median: mid, max } = spread(runs.map((run) => run?.[metric.key]));
  return mid == null ? 'n/a' : [min, mid, max].map((value) => format(metric, value)).join(' / ');
};
const perPair = (metric, runPairs) => {
  if (metric.compare === 'ratio') {
    const paired = pairedRatio(runPairs, metric.key);
    if (!paired) return 'n/a';
    return Number.isFinite(paired.median) ? `×${paired.median.toFixed(2)}` : '×∞';
  }
  const paired = pairedDifference(runPairs, metric.key);
  if (!paired) return 'n/a';
  const value = Number(paired.median.toFixed(metric.digits));
  return `${value > 0 ? '+' : ''}${value.toFixed(metric.digits)}`;
};
console.log(
  `\nLighthouse ${options.presets.join(' and ')}: ${options.pairs} interleaved pair(s) per page ` +
    `and preset (baseline ${BASELINE_ROUTE} of a bare classic site, then the site), ` +
    `gzip-serving static server, Chromium headless; load average ${loadBefore[0].toFixed(1)} ` +
    `before, ${loadAfter[0].toFixed(1)} after (${os.cpus().length} CPUs), ` +
    `${Math.round((Date.now() - started) / 1000)} s`,
);
console.log(
  formatTable(
    ['page', 'preset', 'metric', 'baseline min / med / max', 'site min / med / max', 'per pair'],
    comparisons.flatMap((comparison) =>
      METRICS.map((metric) => [
        comparison.page,
        comparison.preset,
        metric.label,
        range(
          metric,
          comparison.pairs.map((pair) => pair.baseline),
        ),
        range(
          metric,
          comparison.pairs.map((pair) => pair.site),
        ),
        perPair(metric, comparison.pairs),
      ]),
    ),
  ),
);
console.log(
  'per pair: the median over pairs of site ÷ baseline (×, times and bytes) or site − baseline ' +
    '(scores, CLS). 1st-load JS: runtime, main bundle and route chunks, what the page needs ' +
    'before it hydrates; JS/CSS loaded: every script and stylesheet of the Lighthouse run (lazy ' +
    'chunks such as diagrams included). HTML of each page (raw/gzipped KB): ' +
    options.pages
      .map((page) => `${page} ${kb(html[page].htmlRaw)}/${kb(html[page].htmlGzip)}`)
      .join(', '),
);
for (const comparison of comparisons) {
  for (const error of comparison.errors)
    console.log(`! ${comparison.page} ${comparison.preset}: ${error}`);
  if (comparison.failedAudits.length)
    console.log(
      `! ${comparison.page} ${comparison.preset}: failed audits ${comparison.failedAudits.join(', ')}`,
    );
}

const budgets = evaluateBudgets({ comparisons });
console.log('\nBudgets (against the baseline of this run, median over pairs):');
for (const budget of budgets)
  console.log(`  ${budget.status.padEnd(4)}  ${budget.name}: ${budget.detail}`);
const failed = budgets.filter((budget) => budget.status === 'FAIL');
console.log(
  failed.length
    ? `${failed.length} budget(s) failed${options.strict ? '' : ' (exit code 0; --strict makes it 1)'}.`
    : 'All budgets pass.',
);

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/lighthouse.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadBefore, loadAfter },
      options,
      builds,
      comparisons,
      budgets,
    },
    null,
    2,
  )}\n`,
);
console.log('Saved bench/results/lighthouse.json');
if (options.strict && failed.length) process.exitCode = 1;
