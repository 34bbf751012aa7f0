#!/usr/bin/env node
// Measures opening "Try it" in sandbox mode as a first-time reader does (issue 18, deliverable 6):
// the built site served with gzip (lib/static-server.mjs), /api#whoami in Debian's Chromium, a
// fresh browser context per run (empty IndexedDB, empty cache), then a click on whoami's "Try it",
// the in-page sandbox ready (the reader's organization shown), a click on Send, and the first
// response shown. Reports the bytes (gzipped) of every file loaded from the click to the
// response, and the time between the two, median of --runs; checks them against the budget
// (lib/try-it-budget.mjs). Needs `npm run build` first. Fails only with --strict.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './lib/first-load.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { formatTable } from './lib/table.mjs';
import { checkTryItBudget, loadedBytes, parseTryItOptions, USAGE } from './lib/try-it-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OPERATION = 'whoami';
const STEP_TIMEOUT_MS = 60_000;

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

    // The worker's own requests reach the context too (Chromium reports them with the page's).
    const requested = [];
    const record = (request) => requested.push(request.url());
    context.on('request', record);
    const started = Date.now();
    await button.click();
    const panel = article.getByTestId('try-it-panel');
    await panel.waitFor({ timeout: STEP_TIMEOUT_MS });
    const panelMs = Date.now() - started;
    await panel
      .getByTestId('try-it-sandbox-organization')
      .waitFor({ timeout: STEP_TIMEOUT_MS })
      .catch((error) => {
        throw new Error(
          `The Try it panel never showed the in-page sandbox's organization (is the panel with the in-page sandbox in this build?): ${error.message}`,
        );
      });
    const readyMs = Date.now() - started;
    const send = panel.getByRole('button', { name: 'Send', exact: true });
    await page.waitForFunction((el) => el && !el.disabled, await send.elementHandle());
    await send.click();
    await panel
      .getByTestId('try-it-status')
      .filter({ hasText: 'answered 200' })
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    const ms = Date.now() - started;
    context.off('request', record);
    const loaded = loadedBytes(requested, server.origin, server.gzipSizeOf);
    return { ...loaded, ms, panelMs, readyMs };
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
    `Runs (ms, panel shown / sandbox ready / first response): ${runs
      .map((run) => `${run.panelMs}/${run.readyMs}/${run.ms}`)
      .join(', ')}`,
  );
  if (!result.ok && options.strict) process.exit(1);
}

await main();
