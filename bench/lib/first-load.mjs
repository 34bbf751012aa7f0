// First-load JS of a page: the scripts the page needs before React hydrates it (Docusaurus sets
// `data-has-hydrated` on <html> then): the runtime, the main bundle and the route's chunks.
// Chunks the page's code loads itself once it runs (diagrams, "Try it", the search modal) and
// prefetches of linked pages are not first-load. Sizes are the exact bytes our server sends, raw and gzipped.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

export async function launchBrowser() {
  return chromium.launch(chromiumLaunchOptions());
}

/**
 * Which scripts are first-load: those the HTML names, plus the wave of route chunks that the
 * main bundle requests before React hydrates. Docusaurus requests all of a route's chunks at
 * once and hydrates only when they have all arrived, so the wave ends at the first script
 * requested after every earlier one had finished (give or take WAVE_SLACK_MS): that one was requested by the page's own
 * code once it ran (a diagram, a lazy component), and so was everything after it. Prefetches
 * of linked pages are `<link rel=prefetch>` (initiator "link"), not counted at all.
 */
/** Requests of the wave start together; on a busy machine some start a little late. */
const WAVE_SLACK_MS = 25;

export function firstLoadPaths({ inHtml, requested }) {
  const html = new Set(inHtml);
  const paths = new Set(
    requested.filter((entry) => html.has(entry.path)).map((entry) => entry.path),
  );
  const wave = requested.filter((entry) => !html.has(entry.path)).sort((a, b) => a.start - b.start);
  let lastEnd = -Infinity;
  for (const entry of wave) {
    if (lastEnd !== -Infinity && entry.start > lastEnd + WAVE_SLACK_MS) break;
    paths.add(entry.path);
    lastEnd = Math.max(lastEnd, entry.end);
  }
  return [...paths];
}

/**
 * `{ jsRaw, jsGzip, jsFiles, files[] }` for `pagePath` served by `server` (static-server.mjs):
 * the smallest of `loads` page loads. A load can only over-count (on a busy machine a chunk of
 * the page's own code can start before the last route chunk has finished), never under-count
 * what hydration needs, so the smallest is the right one.
 */
export async function firstLoadJs(browser, server, pagePath, loads = 3) {
  let best;
  for (let load = 0; load < loads; load++) {
    const result = await firstLoadOnce(browser, server, pagePath);
    if (!best || result.jsGzip < best.jsGzip) best = result;
  }
  return best;
}

async function firstLoadOnce(browser, server, pagePath) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    // <html> does not exist yet when this runs: watch the document for the attribute.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hasHydrated === 'true') {
        Object.assign(window, { __hydratedAt: performance.now() });
        observer.disconnect();
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-has-hydrated'],
    });
  });
  try {
    await page.goto(`${server.origin}${pagePath}`, { waitUntil: 'load' });
    await page.waitForFunction(() => typeof window.__hydratedAt === 'number', null, {
      timeout: 60_000,
    });
    const scripts = await page.evaluate(() => ({
      inHtml: [...document.querySelectorAll('script[src]')].map(
        (script) => new URL(script.src, location.href).pathname,
      ),
      requested: performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            entry.initiatorType === 'script' &&
            new URL(entry.name).origin === location.origin &&
            entry.startTime <= window.__hydratedAt,
        )
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          start: entry.startTime,
          end: entry.responseEnd,
        })),
    }));
    const paths = firstLoadPaths(scripts);
    const files = [...new Set(paths)].map((file) => ({
      path: file,
      raw: server.rawSizeOf(file) ?? 0,
      gzip: server.gzipSizeOf(file) ?? 0,
    }));
    return {
      jsRaw: files.reduce((sum, file) => sum + file.raw, 0),
      jsGzip: files.reduce((sum, file) => sum + file.gzip, 0),
      jsFiles: files.length,
      files,
    };
  } finally {
    await context.close();
  }
}
