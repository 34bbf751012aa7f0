#!/usr/bin/env node
// Lighthouse against the production build served gzipped, and against a bare Docusaurus
// classic-preset site (the baseline) built and served the same way in the same run; then the
// performance budgets, each as pass/fail against that baseline.
//
//   node bench/lighthouse.mjs [--pages /,/api] [--runs 3] [--presets mobile,desktop]
//                             [--skip-build] [--skip-site-build] [--no-baseline] [--strict]
//
// --skip-build reuses site/build and the baseline's build when they exist; --skip-site-build
// only the site's (npm run bench passes it after bench/build.mjs has just built the site).
// Prints one table and the budgets, writes bench/results/lighthouse.json. A benchmark, not a
// test: it exits 0 even when a budget fails, unless --strict is given.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { writeBaselineSite } from './lib/baseline-site.mjs';
import { firstLoadJs, launchBrowser } from './lib/first-load.mjs';
import { parseOptions, USAGE } from './lib/options.mjs';
import { evaluateBudgets, median } from './lib/budgets.mjs';
import { formatTable } from './lib/table.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.join(root, 'site');
const siteBuild = path.join(siteDir, 'build');
const baselineDir = path.join(root, '.cache/bench/baseline-site');
const baselineBuild = path.join(baselineDir, 'build');
/** The doc page whose Markdown the baseline copies, and its route. */
const BASELINE_SOURCE = path.join(siteDir, 'docs/documentation/concepts/wallets.mdx');
const BASELINE_ROUTE = '/concepts/wallets';
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

/** Runs `docusaurus build` in `cwd` with `args`; resolves to the wall time in seconds. */
function docusaurusBuild(label, args, cwd) {
  console.log(`Building ${label}…`);
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', ...args],
      { cwd, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${label}: build failed\n${stderr.slice(-4000)}`));
      resolve(Number((Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)));
    });
  });
}

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

/** Per-metric medians of the successful runs. */
function summarize(runs) {
  const ok = runs.filter((run) => !run.error);
  const keys = [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'fcpMs',
    'lcpMs',
    'tbtMs',
    'cls',
    'jsRaw',
    'jsGzip',
    'cssRaw',
    'cssGzip',
  ];
  const summary = { runs: runs.length, succeeded: ok.length };
  for (const key of keys) {
    const values = ok.map((run) => run[key]).filter((value) => typeof value === 'number');
    summary[key] = values.length ? median(values) : null;
  }
  summary.failedAudits = [...new Set(ok.flatMap((run) => run.failedAudits))];
  summary.errors = runs.filter((run) => run.error).map((run) => run.error);
  return summary;
}

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

// 2. Servers, first-load assets from the HTML.
const site = await serveOnFreePort(siteBuild, PORTS.site);
const baseline = options.baseline ? await serveOnFreePort(baselineBuild, PORTS.baseline) : null;
const targets = [
  ...(baseline ? [{ site: 'baseline', server: baseline, page: BASELINE_ROUTE }] : []),
  ...options.pages.map((page) => ({ site: 'site', server: site, page })),
];
const browser = await launchBrowser();
for (const target of targets) {
  const response = await fetch(`${target.server.origin}${target.page}`);
  if (!response.ok) throw new Error(`${target.site} ${target.page}: HTTP ${response.status}`);
  const html = await response.text();
  target.htmlRaw = Buffer.byteLength(html);
  target.htmlGzip = target.server.gzipSizeOf(target.page);
  target.firstLoad = await firstLoadJs(browser, target.server, target.page);
}
await browser.close();

// 3. Lighthouse: runs interleaved (run 1 of every page and preset, then run 2, …) so that the
// machine's load, which changes over minutes, weighs on the baseline and the site alike.
const loadBefore = os.loadavg();
const started = Date.now();
const runs = new Map(
  targets.flatMap((t) => options.presets.map((p) => [`${t.site} ${t.page} ${p}`, []])),
);
const total = options.runs * options.presets.length * targets.length;
let done = 0;
try {
  for (let run = 0; run < options.runs; run++) {
    for (const preset of options.presets) {
      for (const target of targets) {
        done += 1;
        const label = `${target.site} ${target.page} ${preset}`;
        process.stdout.write(`Lighthouse ${done}/${total}: ${label} (run ${run + 1})… `);
        try {
          const result = await runLighthouse(
            `${target.server.origin}${target.page}`,
            preset,
            target.server,
          );
          runs.get(label).push(result);
          console.log(`performance ${result.performance}, TBT ${Math.round(result.tbtMs)} ms`);
        } catch (error) {
          runs.get(label).push({ error: String(error.message ?? error) });
          console.log(`failed: ${error.message}`);
        }
      }
    }
  }
} finally {
  await site.close();
  await baseline?.close();
}
const loadAfter = os.loadavg();

// 4. The table, the budgets, the JSON.
const rows = targets.flatMap((target) =>
  options.presets.map((preset) => ({
    site: target.site,
    page: target.page,
    preset,
    htmlRaw: target.htmlRaw,
    htmlGzip: target.htmlGzip,
    firstLoad: target.firstLoad,
    ...summarize(runs.get(`${target.site} ${target.page} ${preset}`)),
    allRuns: runs.get(`${target.site} ${target.page} ${preset}`),
  })),
);

const num = (value, digits = 0) => (value == null ? 'n/a' : value.toFixed(digits));
console.log(
  `\nLighthouse ${options.presets.join(' and ')}, median of ${options.runs} run(s), ` +
    `gzip-serving static server, Chromium headless; load average ${loadBefore[0].toFixed(1)} ` +
    `before, ${loadAfter[0].toFixed(1)} after (${os.cpus().length} CPUs), ` +
    `${Math.round((Date.now() - started) / 1000)} s`,
);
console.log(
  formatTable(
    [
      'site',
      'page',
      'preset',
      'perf',
      'a11y',
      'b.p.',
      'seo',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'JS KB raw/gz',
      'CSS KB raw/gz',
      '1st-load JS gz',
      'HTML KB raw/gz',
    ],
    rows.map((row) => [
      row.site,
      row.page,
      row.preset,
      num(row.performance),
      num(row.accessibility),
      num(row.bestPractices),
      num(row.seo),
      num(row.fcpMs),
      num(row.lcpMs),
      num(row.tbtMs),
      num(row.cls, 3),
      row.jsRaw == null ? 'n/a' : `${kb(row.jsRaw)}/${kb(row.jsGzip)}`,
      row.cssRaw == null ? 'n/a' : `${kb(row.cssRaw)}/${kb(row.cssGzip)}`,
      `${kb(row.firstLoad.jsGzip)} (${row.firstLoad.jsFiles})`,
      `${kb(row.htmlRaw)}/${kb(row.htmlGzip)}`,
    ]),
  ),
);
console.log(
  'JS/CSS: every script and stylesheet the page loaded during the Lighthouse run (lazy chunks ' +
    'such as diagrams included); 1st-load JS: runtime, main bundle and route chunks, what the page ' +
    'needs before it hydrates (files).',
);
for (const row of rows) {
  for (const error of row.errors) console.log(`! ${row.site} ${row.page} ${row.preset}: ${error}`);
  if (row.site === 'site' && row.failedAudits.length)
    console.log(`! ${row.page} ${row.preset}: failed audits ${row.failedAudits.join(', ')}`);
}

const budgets = evaluateBudgets({
  rows,
  baselinePage: BASELINE_ROUTE,
  withBaseline: options.baseline,
});
console.log('\nBudgets (against the baseline of this run):');
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
      rows,
      budgets,
    },
    null,
    2,
  )}\n`,
);
console.log('Saved bench/results/lighthouse.json');
if (options.strict && failed.length) process.exitCode = 1;
