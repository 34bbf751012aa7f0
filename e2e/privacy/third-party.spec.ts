import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { brand, open, siteRoutes } from '../support/site';
import { hits, searchInModal } from '../search/support';

/**
 * The default configuration must not contact any host but the site's own: no fonts, analytics,
 * CDNs or hosted search. Every route is loaded and scrolled to its end (lazy content) in a real
 * browser while every request is recorded, and the built files are read for references that
 * would load something from elsewhere.
 */

const paths = [...siteRoutes.map((route) => route.path), '/search?q=wallet', '/no/such/page'];
/** Routes per test: the batches run in parallel on the two workers. */
const batches = 2;

/** `data:` and `blob:` URLs never leave the browser; everything else must be same-origin. */
function isThirdParty(url: string, origin: string): boolean {
  if (/^(data|blob|about):/.test(url)) return false;
  return new URL(url).origin !== origin;
}

/**
 * Records (and refuses, so an offline machine never waits on them) every request and WebSocket
 * the context's pages make to another origin, including requests from workers.
 */
async function recordThirdParty(context: BrowserContext, origin: string): Promise<string[]> {
  const offending: string[] = [];
  const note = (url: string, where: string) => {
    if (isThirdParty(url, origin)) offending.push(`${url} (while on ${where})`);
  };
  await context.route(
    (url) => isThirdParty(url.href, origin),
    (route) => route.abort('blockedbyclient'),
  );
  context.on('request', (request) => note(request.url(), request.frame()?.url() ?? 'a worker'));
  context.on('page', (page) => {
    page.on('websocket', (socket) => note(socket.url(), page.url()));
  });
  return offending;
}

/** What tells one rendered route from another: its title and the theme's classes on <html>. */
const routeFingerprint = () => `${document.title}|${document.documentElement.className}`;

/**
 * Goes to `path` the way a reader's click does, through the app's router (the document, and
 * every script it started, stays alive: a request a page issues late is still recorded), and
 * waits until the route has rendered.
 */
async function followLink(page: Page, path: string): Promise<void> {
  const previous = await page.evaluate(routeFingerprint);
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    ([target, before]) =>
      `${window.location.pathname}${window.location.search}` === target &&
      `${document.title}|${document.documentElement.className}` !== before,
    [path, previous] as const,
    { timeout: 20_000 },
  );
}

/** Scrolls to the end of the page so lazily rendered content (and what it loads) comes in. */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('h1').first()).toBeAttached();
}

test.describe('no request leaves the site', () => {
  // Which hosts a page contacts does not depend on the viewport width: one pass, at desktop.
  test.describe.configure({ mode: 'parallel' });

  const perBatch = Math.ceil(paths.length / batches);
  for (let batch = 0; batch < batches; batch++) {
    const chunk = paths.slice(batch * perBatch, (batch + 1) * perBatch);
    test(`routes ${batch * perBatch + 1}–${batch * perBatch + chunk.length} of ${paths.length} contact only the site`, async ({
      context,
      page,
      baseURL,
    }) => {
      // Generous: a loaded 2-core machine can take seconds per route.
      test.setTimeout(chunk.length * 4_000 + 60_000);
      const origin = new URL(baseURL ?? '').origin;
      const offending = await recordThirdParty(context, origin);
      const [first, ...rest] = chunk;
      // The first route is a full page load (HTML, hydration); the rest are reached as a
      // reader reaches them, through links. Every built HTML file is also read below.
      await open(page, first ?? '/');
      await scrollToEnd(page);
      for (const route of rest) {
        await test.step(route, async () => {
          await followLink(page, route);
          // Reached by a client-side link, /api loads itself anew for its prerendered bodies
          // (decision 0066): wait for that load before touching the page.
          if (route === '/api') {
            await expect(page.locator('article[data-operation] h3').first()).toBeAttached({
              timeout: 20_000,
            });
            await page.waitForLoadState('load');
          }
          await scrollToEnd(page);
        });
      }
      // Not 'networkidle': a same-origin request that a page cancels while the recorder's route
      // holds it stays in flight for Playwright forever, and the wait hung a clean-clone run for
      // 4 minutes. The last route's lazy requests start once the browser is idle after load.
      await page.waitForLoadState('load');
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            requestIdleCallback(() => resolve(), { timeout: 5_000 });
          }),
      );
      expect(offending).toEqual([]);
    });
  }

  test('the recorder catches a request to another host', async ({ context, page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const offending = await recordThirdParty(context, origin);
    await open(page, '/faq');
    await page.evaluate(() => fetch('https://third-party.example/ping').catch(() => undefined));
    await expect.poll(() => offending.length).toBe(1);
    expect(offending[0]).toContain('https://third-party.example/ping');
  });

  test('searching from the modal contacts only the site', async ({ context, page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const offending = await recordThirdParty(context, origin);
    await open(page, '/concepts/wallets');
    await searchInModal(page, 'passkey');
    await expect(hits(page).first()).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(offending).toEqual([]);
  });
});

// ---- The built files ------------------------------------------------------------------------

const buildDir = path.resolve(__dirname, '../../site/build');

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The site's own published origin counts as "own": a deployed page loads from it. */
const ownOrigins = new Set([new URL(brand.siteUrl).origin]);
const isExternal = (url: string) =>
  /^(https?:)?\/\//i.test(url) && !ownOrigins.has(new URL(url, brand.siteUrl).origin);

/** Link relations that make the browser fetch (or connect to) the target. */
const loadingRels =
  /\b(stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|icon|manifest|apple-touch-icon)\b/i;

/** Every URL an HTML document would load by itself: scripts, styles, media, frames, icons. */
function loadedUrlsOfHtml(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.match(/<(script|img|iframe|source|video|audio|embed|link)\b[^>]*>/gi) ??
    []) {
    const name = /^<(\w+)/.exec(tag)?.[1]?.toLowerCase();
    const attr = (key: string) =>
      new RegExp(`\\s${key}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
    const value = (key: string) => {
      const match = attr(key);
      return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
    };
    if (name === 'link') {
      if (loadingRels.test(value('rel') ?? '')) urls.push(value('href') ?? '');
      continue;
    }
    for (const key of ['src', 'poster', 'data']) {
      const url = value(key);
      if (url) urls.push(url);
    }
    const srcset = value('srcset');
    if (srcset) urls.push(...srcset.split(',').map((part) => part.trim().split(/\s+/)[0] ?? ''));
  }
  // Inline styles can load fonts and images too.
  for (const match of html.matchAll(/url\(\s*['"]?([^'")\s]+)/gi)) urls.push(match[1] ?? '');
  return urls;
}

/** Every URL a stylesheet would load: `url(...)` (fonts, images) and `@import`. */
function loadedUrlsOfCss(css: string): string[] {
  return [
    ...[...css.matchAll(/url\(\s*['"]?([^'")\s]+)/gi)].map((match) => match[1] ?? ''),
    ...[...css.matchAll(/@import\s+['"]([^'"]+)/gi)].map((match) => match[1] ?? ''),
  ];
}

/**
 * Font and analytics services a site commonly pulls in; no shipped file may name one. (CDNs
 * are not listed: DocSearch's bundle names one for Algolia's optional insights script, which
 * is only fetched when insights are switched on; the browser tests above would catch it.)
 */
const trackerHosts = [
  'fonts.googleapis.com',
  'fonts.gstatic.com',
  'use.typekit.net',
  'fonts.bunny.net',
  'google-analytics.com',
  'googletagmanager.com',
  'plausible.io',
  'cdn.segment.com',
  'static.hotjar.com',
  'cdn.mxpnl.com',
  'posthog.com',
];

test.describe('the build references no external fonts, styles or analytics', () => {
  test('no HTML page loads anything from another host', () => {
    const pages = filesUnder(buildDir, '.html');
    expect(pages.length).toBeGreaterThan(siteRoutes.length);
    const external = pages.flatMap((file) =>
      loadedUrlsOfHtml(readFileSync(file, 'utf8'))
        .filter(isExternal)
        .map((url) => `${path.relative(buildDir, file)}: ${url}`),
    );
    expect(external).toEqual([]);
  });

  test('no stylesheet loads fonts or images from another host', () => {
    const sheets = filesUnder(buildDir, '.css');
    expect(sheets.length).toBeGreaterThan(0);
    const external = sheets.flatMap((file) =>
      loadedUrlsOfCss(readFileSync(file, 'utf8'))
        .filter(isExternal)
        .map((url) => `${path.relative(buildDir, file)}: ${url}`),
    );
    expect(external).toEqual([]);
  });

  test('no shipped file names a font or analytics service', () => {
    const files = ['.html', '.css', '.js'].flatMap((extension) => filesUnder(buildDir, extension));
    const named = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return trackerHosts
        .filter((host) => text.includes(host))
        .map((host) => `${path.relative(buildDir, file)}: ${host}`);
    });
    expect(named).toEqual([]);
  });

  test('the checks recognise what they look for', () => {
    // Guards the extractors themselves: each of these would load from another host.
    expect(
      loadedUrlsOfHtml(
        '<link rel="preconnect" href="https://fonts.gstatic.com"><script async src="//x.example/a.js"></script><img srcset="https://a.example/1.png 1x, /2.png 2x"><a href="https://b.example">ok</a>',
      ).filter(isExternal),
    ).toEqual(['https://fonts.gstatic.com', '//x.example/a.js', 'https://a.example/1.png']);
    expect(
      loadedUrlsOfCss(
        "@import 'https://fonts.googleapis.com/css2?family=Inter';@font-face{src:url(https://f.example/a.woff2)}.a{background:url(/img/b.png)}",
      ).filter(isExternal),
    ).toEqual(['https://f.example/a.woff2', 'https://fonts.googleapis.com/css2?family=Inter']);
  });
});
