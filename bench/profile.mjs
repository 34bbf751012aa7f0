#!/usr/bin/env node
// `npm run bench:profile`: where a page's main-thread time goes until React has hydrated it, on
// the site's production build and on the bare Docusaurus baseline (bench/lib/baseline-site.mjs),
// in interleaved pairs (baseline, site, baseline, site, …) at a DevTools-style CPU slow-down
// (default 4×). Each run is a cold load in a fresh browser context with a performance trace;
// per page it prints min / median / max of:
//   - scripting until hydrated: the main thread running script from navigation until
//     Docusaurus sets `data-has-hydrated` on <html>;
//   - long tasks: Σ (task − 50 ms) of main-thread tasks over 50 ms from navigation until 1 s
//     after hydration (like Lighthouse's TBT), and their total length;
//   - main bundle evaluation: the `EvaluateScript` of main.<hash>.js and runtime~main (compiling
//     and running the bundle's top level: React, the theme, the site's client modules);
//   - DOM elements after hydration;
// and the page's first-load JS (bench/lib/first-load.mjs, unthrottled, smallest of 3 loads).
// The last column is the median over pairs of site ÷ baseline. Much faster than Lighthouse, so
// it is the tool to judge one change to the runtime with. Writes bench/results/profile.json;
// asserts nothing.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASELINE_ROUTE, BASELINE_SOURCE, writeBaselineSite } from './lib/baseline-site.mjs';
import { docusaurusBuild } from './lib/docusaurus-build.mjs';
import { firstLoadJs, launchBrowser } from './lib/first-load.mjs';
import { interleave, pairedRatio, spread } from './lib/pairs.mjs';
import { parseProfileOptions, PROFILE_USAGE } from './lib/profile-options.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { formatTable } from './lib/table.mjs';
import { analyzeLoad } from './lib/trace.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baselineDir = path.join(root, '.cache/bench/baseline-site');
const baselineBuild = path.join(baselineDir, 'build');
const HYDRATED_MARK = 'bench-profile:hydrated';
const SETTLE_MS = 1000;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'toplevel',
  '__metadata',
];

let options;
try {
  options = parseProfileOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n\n${PROFILE_USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(PROFILE_USAGE);
  process.exit(0);
}
const siteBuild = path.resolve(options.siteBuild ?? path.join(root, 'site/build'));
if (!existsSync(path.join(siteBuild, '404.html'))) {
  console.error(
    `No production build in ${siteBuild}: run \`npm run build\` first, or pass --site-build DIR.`,
  );
  process.exit(2);
}

if (
  options.baseline &&
  (options.rebuildBaseline || !existsSync(path.join(baselineBuild, '404.html')))
) {
  writeBaselineSite(baselineDir, { sourceFile: BASELINE_SOURCE, slug: BASELINE_ROUTE });
  await docusaurusBuild(
    'the baseline (bare classic preset, one doc page)',
    ['--out-dir', baselineBuild],
    baselineDir,
  );
}

/** One cold, throttled load of `url` with a trace; the trace's numbers and the DOM size. */
async function profileLoad(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((mark) => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hasHydrated === 'true') {
        performance.mark(mark);
        observer.disconnect();
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-has-hydrated'],
    });
  }, HYDRATED_MARK);
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.throttle });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: TRACE_CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page
      .locator('html[data-has-hydrated="true"]')
      .waitFor({ state: 'attached', timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
    await cdp.send('Tracing.end');
    await complete;
    return { ...analyzeLoad(events, { mark: HYDRATED_MARK, settleMs: SETTLE_MS }), domElements };
  } finally {
    await context.close();
  }
}

/** What the table shows of each run. */
const METRICS = [
  { key: 'scriptingMs', label: 'scripting until hydrated ms', digits: 0 },
  { key: 'hydratedMs', label: 'hydrated at ms', digits: 0 },
  { key: 'blockingMs', label: 'long tasks Σ(t−50) ms', digits: 0 },
  { key: 'longTaskMs', label: 'long tasks total ms', digits: 0 },
  { key: 'mainEvalMs', label: 'main bundle evaluation ms', digits: 0 },
  { key: 'domElements', label: 'DOM elements', digits: 0 },
  { key: 'firstLoadJsGzip', label: '1st-load JS KB gz', digits: 1, kb: true },
];

const servers = {
  site: await startStaticServer(siteBuild),
  baseline: options.baseline ? await startStaticServer(baselineBuild) : null,
};
const routeOf = (side, page) => (side === 'baseline' ? BASELINE_ROUTE : page);
const sides = options.baseline ? ['baseline', 'site'] : ['site'];
const started = Date.now();
const loadBefore = os.loadavg();
const browser = await launchBrowser();
const firstLoad = {};
const pairs = new Map(
  options.pages.map((page) => [page, Array.from({ length: options.pairs }, () => ({}))]),
);
try {
  // First-load JS is a property of the build: measured once per page and side, unthrottled.
  for (const side of sides)
    for (const page of options.pages) {
      const key = `${side} ${routeOf(side, page)}`;
      firstLoad[key] ??= (await firstLoadJs(browser, servers[side], routeOf(side, page), 3)).jsGzip;
    }
  const order = interleave({ pages: options.pages, presets: ['cpu'], pairs: options.pairs }).filter(
    (run) => options.baseline || run.side === 'site',
  );
  for (const [index, run] of order.entries()) {
    const route = routeOf(run.side, run.page);
    process.stdout.write(
      `${index + 1}/${order.length} pair ${run.pair}, ${run.page}: ${run.side}… `,
    );
    let result;
    try {
      result = {
        ...(await profileLoad(browser, `${servers[run.side].origin}${route}`)),
        firstLoadJsGzip: firstLoad[`${run.side} ${route}`],
      };
      console.log(
        `scripting ${Math.round(result.scriptingMs)} ms, blocking ${Math.round(result.blockingMs)} ms`,
      );
    } catch (error) {
      result = { error: String(error.message ?? error) };
      console.log(`failed: ${result.error}`);
    }
    pairs.get(run.page)[run.pair - 1][run.side] = result;
  }
} finally {
  await browser.close();
  await servers.site.close();
  await servers.baseline?.close();
}

const format = (metric, value) =>
  value == null ? 'n/a' : (metric.kb ? value / 1024 : value).toFixed(metric.digits);
const range = (metric, runs) => {
  const { min, median, max } = spread(runs.map((run) => run?.[metric.key]));
  return median == null ? 'n/a' : [min, median, max].map((v) => format(metric, v)).join(' / ');
};
const perPair = (metric, runPairs) => {
  const paired = pairedRatio(runPairs, metric.key);
  if (!paired) return 'n/a';
  return Number.isFinite(paired.median) ? `×${paired.median.toFixed(2)}` : '×∞';
};
const loadAfter = os.loadavg();
console.log(
  `\nProfile at ${options.throttle}× CPU slow-down, ${options.pairs} interleaved pair(s) per page ` +
    `(baseline ${BASELINE_ROUTE} of a bare classic site, then ${path.relative(root, siteBuild) || '.'}); ` +
    `load average ${loadBefore[0].toFixed(1)} before, ${loadAfter[0].toFixed(1)} after ` +
    `(${os.cpus().length} CPUs), ${Math.round((Date.now() - started) / 1000)} s`,
);
console.log(
  formatTable(
    ['page', 'metric', 'baseline min / med / max', 'site min / med / max', 'site ÷ baseline'],
    options.pages.flatMap((page) =>
      METRICS.map((metric) => {
        const runPairs = pairs.get(page);
        return [
          page,
          metric.label,
          range(
            metric,
            runPairs.map((pair) => pair.baseline),
          ),
          range(
            metric,
            runPairs.map((pair) => pair.site),
          ),
          options.baseline ? perPair(metric, runPairs) : 'n/a',
        ];
      }),
    ),
  ),
);
console.log(
  "site ÷ baseline: the median over pairs of each pair's ratio. Scripting: main-thread script " +
    'from navigation until data-has-hydrated; long tasks: main-thread tasks over 50 ms from ' +
    `navigation until ${SETTLE_MS} ms after it; 1st-load JS: unthrottled, smallest of 3 loads.`,
);
for (const [page, runPairs] of pairs)
  for (const [index, pair] of runPairs.entries())
    for (const side of sides)
      if (pair[side]?.error)
        console.log(`! ${page} pair ${index + 1} ${side}: ${pair[side].error}`);

const jsonFile = path.resolve(options.json ?? path.join(root, 'bench/results/profile.json'));
mkdirSync(path.dirname(jsonFile), { recursive: true });
writeFileSync(
  jsonFile,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      throttle: options.throttle,
      siteBuild,
      baselineRoute: BASELINE_ROUTE,
      pages: Object.fromEntries(pairs),
    },
    null,
    2,
  )}\n`,
);
console.log(`Wrote ${path.relative(root, jsonFile)}`);
