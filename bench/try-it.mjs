#!/usr/bin/env node
// Measures opening "Try it" in sandbox mode as a first-time reader does (issue 18, deliverable 6):
// the built site served with gzip (lib/static-server.mjs), /api#whoami in Debian's Chromium, a
// fresh browser context per run (empty IndexedDB, empty cache), then a click on whoami's "Try it",
// the in-page sandbox ready (the reader's organization shown), Send pressed the moment it is
// enabled, and the first response shown. Times are taken in the page (recordTryIt below): from
// the click event to the frame that shows the response. Reports the bytes (gzipped) of every
// file loaded from the click to the response, and that time, median of --runs; checks them
// against the budget (lib/try-it-budget.mjs). Needs `npm run build` first. Fails only with
// --strict.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './lib/first-load.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { formatTable } from './lib/table.mjs';
import { checkTryItBudget, loadedBytes, parseTryItOptions, USAGE } from './lib/try-it-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OPERATION = 'whoami';
const STEP_TIMEOUT_MS = 60_000;

/**
 * Installed in the page before the click: records, on the page's own clock, the click on "Try
 * it" (the event's timestamp), the frame that first shows the panel, the frame that shows the
 * in-page sandbox's organization, and the frame that shows the first response. Send is pressed
 * from the page the moment it is enabled, as a reader who does not hesitate would; the harness's
 * own steps (Playwright's actionability checks, its polling of a 1 MB document) are outside the
 * measured span.
 */
function recordTryIt(operation) {
  const article = document.querySelector(`article[data-operation="${operation}"]`);
  if (!article) throw new Error(`No article for ${operation}`);
  const times = {};
  window.__tryItTimes = times;
  const atNextFrame = (name) =>
    requestAnimationFrame(() => {
      times[name] ??= performance.now();
    });
  const marked = new Set();
  const once = (name, action) => {
    if (marked.has(name)) return;
    marked.add(name);
    action();
  };
  article.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button?.textContent === 'Try it') times.click ??= event.timeStamp;
    },
    true,
  );
  const observer = new MutationObserver(() => {
    const panel = article.querySelector('[data-testid="try-it-panel"]');
    if (!panel) return;
    once('panel', () => atNextFrame('panel'));
    if (panel.querySelector('[data-testid="try-it-sandbox-organization"]')) {
      once('ready', () => atNextFrame('ready'));
      const send = [...panel.querySelectorAll('button')].find((b) => b.textContent === 'Send');
      if (send && !send.disabled) once('send', () => send.click());
    }
    const status = panel.querySelector('[data-testid="try-it-status"]');
    if (status && /answered 200/.test(status.textContent ?? '')) {
      once('response', () => atNextFrame('response'));
      observer.disconnect();
    }
  });
  observer.observe(article, { subtree: true, childList: true, attributes: true });
}

async function measureOnce(browser, server) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${server.origin}/api#${OPERATION}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: STEP_TIMEOUT_MS });
    const article = page.locator(`article[data-operation="${OPERATION}"]`);
    const button = article.getByRole('button', { name: 'Try it' });
    await button.waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.waitForFunction((el) => el && !el.disabled, await button.elementHandle());
    await page.evaluate(recordTryIt, OPERATION);

    // The worker's own requests reach the context too (Chromium reports them with the page's).
    const requested = [];
    const record = (request) => requested.push(request.url());
    context.on('request', record);
    const started = Date.now();
    await button.click();
    await page
      .waitForFunction(() => window.__tryItTimes?.response !== undefined, null, {
        timeout: STEP_TIMEOUT_MS,
        polling: 50,
      })
      .catch(async (error) => {
        const times = await page.evaluate(() => window.__tryItTimes);
        throw new Error(
          `No first response shown (reached: ${Object.keys(times ?? {}).join(', ') || 'nothing'}; is the panel with the in-page sandbox in this build?): ${error.message}`,
        );
      });
    const harnessMs = Date.now() - started;
    context.off('request', record);
    const times = await page.evaluate(() => window.__tryItTimes);
    const since = (name) => Math.round(times[name] - times.click);
    const loaded = loadedBytes(requested, server.origin, server.gzipSizeOf);
    return {
      ...loaded,
      ms: since('response'),
      panelMs: since('panel'),
      readyMs: since('ready'),
      harnessMs,
    };
  } finally {
    await context.close();
  }
}

async function main() {
  let options;
  try {
    options = parseTryItOptions(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const server = await startStaticServer(path.resolve(root, options.build));
  const browser = await launchBrowser();
  const runs = [];
  try {
    for (let run = 0; run < options.runs; run++) runs.push(await measureOnce(browser, server));
  } finally {
    await browser.close();
    await server.close();
  }
  const result = checkTryItBudget(runs);
  const slowest = runs.at(-1);
  console.log(`Try it in sandbox mode, ${runs.length} fresh runs (median):`);
  console.log(
    formatTable(
      ['measure', 'median', 'budget', ''],
      result.checks.map((check) => [
        check.name,
        check.value,
        check.limit,
        check.ok ? 'ok' : 'OVER',
      ]),
    ),
  );
  console.log('\nFiles of the last run (gzip):');
  for (const file of [...slowest.files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(7)} KB  ${file.path}`);
  }
  console.log(
    `Runs (ms after the click, panel shown / sandbox ready / first response): ${runs
      .map((run) => `${run.panelMs}/${run.readyMs}/${run.ms}`)
      .join(', ')}`,
  );
  console.log(
    `Wall clock of the harness per run (Playwright's click and polling included): ${runs
      .map((run) => run.harnessMs)
      .join(', ')} ms`,
  );
  if (!result.ok && options.strict) process.exit(1);
}

await main();
