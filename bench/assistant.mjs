#!/usr/bin/env node
// Measures "Ask the docs", in Chromium against production builds:
// - what a reader downloads when first opening the panel and asking (panel and engine code,
//   the parts of the search index the questions need: the assistant reads the search index);
// - time from pressing Enter to the answer on screen: the first question (index download
//   included) and later ones, median of several;
// - the engine in Node: engine start-up, answer time median/p95 over the judged questions,
//   and how many cite their expected page;
// - first-load JS of a docs page, and in a build without the assistant (bytes it adds).
// Prints the numbers and writes bench/results/assistant.json. A benchmark, not a test: it
// asserts nothing. `--no-baseline` skips the build without the assistant (the slowest step).
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
const siteBuild = path.join(siteDir, 'build');
const indexDir = path.join(siteBuild, 'search');
const manifestFile = path.join(indexDir, 'manifest.json');
const cacheDir = path.join(root, '.cache/bench');
const baselineBuild = path.join(cacheDir, 'build-without-assistant');
const docPage = '/concepts/wallets';
const runs = 5;
const withBaseline = !process.argv.includes('--no-baseline');
const questions = [
  'How do I create a sub-organization?',
  'How do I export a wallet mnemonic?',
  'What is the root quorum?',
  'How do I send a one-time password by email?',
  'How do I receive webhooks when an activity completes?',
];

const build = (args, label) => buildSite(siteDir, args, label);

/** The site's config without the assistant: no assistant plugin, the classic theme's Root. */
const writeConfigWithoutAssistant = () =>
  writeConfigWithout({
    siteDir,
    cacheDir,
    feature: 'assistant',
    plugin: 'assistantPlugin',
    component: 'Root',
    replacement: createRequire(path.join(siteDir, 'package.json')).resolve(
      '@docusaurus/core/lib/client/theme-fallback/Root/index.js',
    ),
  });

/** First-load JS as `npm run bench` counts it (bench/lib/first-load.mjs), in bytes. */
async function firstLoadBytes(browser, server) {
  const { jsFiles, jsRaw, jsGzip } = await firstLoadJs(browser, server, docPage);
  return { scripts: jsFiles, raw: jsRaw, gzip: jsGzip };
}

const panelInput = (page) => page.getByRole('textbox', { name: 'Your question' });

/**
 * Asks a question and returns ms from the Enter key (or from `since`, a `performance.now()` of
 * the page) to the reply's article on screen.
 */
async function timeAnswer(page, question, since) {
  const count = await page.locator('[role="log"] article').count();
  await panelInput(page).fill(question);
  const started = since ?? (await page.evaluate(() => performance.now()));
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (n) => document.querySelectorAll('[role="log"] article').length > n,
    count,
    { polling: 'raf' },
  );
  return (await page.evaluate(() => performance.now())) - started;
}

/** The bytes of `responses`, by kind: the index, the panel's code, prefetched pages. */
function bytesByKind(responses, server) {
  const kinds = {};
  for (const response of responses) {
    const url = new URL(response.url()).pathname;
    const kind = url.startsWith('/search/')
      ? 'search index (JSON)'
      : response.request().resourceType() === 'script'
        ? 'panel and engine code (JS)'
        : 'prefetched cited pages (Docusaurus links)';
    kinds[kind] ??= { files: 0, raw: 0, gzip: 0 };
    kinds[kind].files += 1;
    kinds[kind].raw += server.rawSizeOf(url) ?? 0;
    kinds[kind].gzip += server.gzipSizeOf(url) ?? 0;
  }
  return kinds;
}

/**
 * What opening the panel downloads, by kind, up to the first answer and over all the
 * questions (the index is read in parts, per question); and the answer times.
 */
async function firstOpen(browser, server) {
  const first = [];
  const later = [];
  let bytes;
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openHydrated(page, `${server.origin}${docPage}`);
    const responses = [];
    page.on('response', (response) => responses.push(response));
    // The first answer is timed from the click that opens the panel: it includes loading the
    // panel's code and the index's manifest (a reader typing would hide most of it).
    const clicked = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Ask the docs' }).click();
    await panelInput(page).waitFor();
    first.push(await timeAnswer(page, questions[0], clicked));
    const firstCount = responses.length;
    for (const question of questions.slice(1)) later.push(await timeAnswer(page, question));
    if (run === 0) {
      await page.waitForLoadState('networkidle');
      bytes = {
        [`opening and the first question`]: bytesByKind(responses.slice(0, firstCount), server),
        [`opening and all ${questions.length} questions`]: bytesByKind(responses, server),
      };
    }
    await context.close();
  }
  return { bytes, firstAnswerMs: ms(median(first)), laterAnswerMs: ms(median(later)) };
}

/** The engine in Node on the built search index. */
async function engineTimes() {
  const { createAssistant, answerLocally } = await tsImport(
    '@docs/site/assistant/answer',
    import.meta.url,
  );
  const { LocalSearchEngine, indexSource } = await tsImport(
    '@docs/docs-search/engine',
    import.meta.url,
  );
  const read = async (file) => JSON.parse(readFileSync(path.join(indexDir, file), 'utf8'));
  const builds = [];
  let assistant;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const source = await indexSource('manifest.json', read);
    assistant = createAssistant(new LocalSearchEngine(source, 'https://docs.example.com'));
    builds.push(performance.now() - started);
  }
  const judged = JSON.parse(
    readFileSync(path.join(root, 'e2e/assistant/judged-questions.json'), 'utf8'),
  );
  const perQuestion = [];
  let cited = 0;
  for (const { question, page } of judged) {
    const times = [];
    let reply;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      reply = await answerLocally(assistant, question);
      times.push(performance.now() - started);
    }
    perQuestion.push(median(times));
    const pages = reply.kind === 'answer' ? reply.sources.map((s) => s.url.split('#')[0]) : [];
    if (pages.includes(page)) cited += 1;
  }
  return {
    records: assistant.engine.size,
    startMs: ms(median(builds)),
    questions: judged.length,
    medianMs: ms(median(perQuestion)),
    p95Ms: ms(percentile(perQuestion, 0.95)),
    judged: `${cited}/${judged.length} (${((100 * cited) / judged.length).toFixed(1)} %)`,
  };
}

if (!existsSync(manifestFile)) build([], 'the site');
if (withBaseline)
  build(
    ['--config', writeConfigWithoutAssistant(), '--out-dir', baselineBuild],
    'the site without the assistant',
  );

const browser = await chromium.launch(chromiumLaunchOptions());
// Served gzipped, as a real host does: sizes are the bytes the server sends.
const site = await startStaticServer(siteBuild);
const baseline = withBaseline ? await startStaticServer(baselineBuild) : null;
let results;
try {
  const withAssistant = await firstLoadBytes(browser, site);
  const withoutAssistant = baseline ? await firstLoadBytes(browser, baseline) : null;
  results = {
    date: new Date().toISOString(),
    firstLoadJs: {
      page: docPage,
      withAssistant,
      withoutAssistant,
      addedGzipBytes: withoutAssistant ? withAssistant.gzip - withoutAssistant.gzip : null,
    },
    firstOpen: await firstOpen(browser, site),
    engine: await engineTimes(),
  };
} finally {
  await browser.close();
  await site.close();
  await baseline?.close();
}

const { firstLoadJs: load, firstOpen: opened, engine } = results;
const size = ({ raw, gzip }) => `${kb(raw)} KB raw / ${kb(gzip)} KB gzip`;
console.log(`\nAssistant benchmark (${process.platform}/${process.arch}, Chromium, local answers)`);
console.table({
  [`first-load JS of ${docPage}, with the assistant`]: `${size(load.withAssistant)} (${load.withAssistant.scripts} scripts)`,
  [`first-load JS of ${docPage}, without it`]: load.withoutAssistant
    ? `${size(load.withoutAssistant)} (${load.withoutAssistant.scripts} scripts)`
    : 'skipped (--no-baseline)',
  'added to first-load JS (gzip)':
    load.addedGzipBytes === null ? 'n/a' : `${load.addedGzipBytes} bytes`,
  ...Object.fromEntries(
    Object.entries(opened.bytes).flatMap(([when, kinds]) =>
      Object.entries(kinds).map(([kind, { files, raw, gzip }]) => [
        `${when}: ${kind}`,
        `${size({ raw, gzip })} (${files} files)`,
      ]),
    ),
  ),
  'click on the button → first answer, nothing loaded (median)': `${opened.firstAnswerMs} ms`,
  'Enter → answer, panel open (median)': `${opened.laterAnswerMs} ms`,
  'engine (Node): start-up on the manifest': `${engine.startMs} ms for ${engine.records} records`,
  'engine (Node): answer time median / p95': `${engine.medianMs} ms / ${engine.p95Ms} ms over ${engine.questions} questions`,
  'judged questions citing their page': engine.judged,
});
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/assistant.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
