// Draws Mermaid diagrams to SVG in a headless Chromium at build time: the same Mermaid build
// and configuration the browser would use, so the SVG is what a reader's browser would draw.
// One browser for the whole build, started on the first diagram and closed when none has been
// asked for a little while (a build's compilations ask in bursts; `docusaurus start` asks
// again whenever a page with a diagram is edited).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';

export interface DrawRequest {
  /** The diagram's Mermaid source. */
  text: string;
  /** A Mermaid theme name (`neutral`, `dark`, …). */
  theme: string;
  /** Mermaid configuration beyond the theme (the site's `themeConfig.mermaid.options`). */
  options: Record<string, unknown>;
  /** The SVG's element id: a valid CSS identifier, unique on its page. */
  id: string;
}

/** The SVG markup, or `null` when no browser can draw here (the browser draws it instead). */
export type Draw = (request: DrawRequest) => Promise<string | null>;

/** Mermaid refused the diagram: its message names the line. */
export class DiagramSyntaxError extends Error {
  override name = 'DiagramSyntaxError';
}

export interface DiagramBrowserOptions {
  executablePath: string;
  args: string[];
  /** Close the browser after this long without a diagram to draw. */
  idleMs?: number;
  /** Told once, when no browser can be started. */
  warn?: (message: string) => void;
}

const require = createRequire(__filename);

/** The version of Mermaid whose drawings these are: part of every cache key. */
export const mermaidVersion: string = (require('mermaid/package.json') as { version: string })
  .version;

export class DiagramBrowser {
  private browser: Promise<Browser | null> | undefined;
  /** One page per theme: Mermaid's configuration is global to a page. */
  private readonly pages = new Map<string, Promise<Page>>();
  /** Each page draws one diagram at a time, for the same reason. */
  private readonly queues = new Map<string, Promise<unknown>>();
  private pending = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private warned = false;

  constructor(private readonly options: DiagramBrowserOptions) {}

  readonly draw: Draw = async (request) => {
    this.pending++;
    clearTimeout(this.idleTimer);
    try {
      const browser = await this.start();
      if (!browser) return null;
      const previous = this.queues.get(request.theme) ?? Promise.resolve();
      const drawn = previous.then(() => this.drawOn(browser, request));
      this.queues.set(
        request.theme,
        drawn.catch(() => undefined),
      );
      return await drawn;
    } finally {
      this.pending--;
      if (this.pending === 0) {
        this.idleTimer = setTimeout(() => void this.close(), this.options.idleMs ?? 2000);
        this.idleTimer.unref();
      }
    }
  };

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const browser = this.browser;
    this.browser = undefined;
    this.pages.clear();
    this.queues.clear();
    await (await browser)?.close();
  }

  private start(): Promise<Browser | null> {
    this.browser ??= this.launch();
    return this.browser;
  }

  private async launch(): Promise<Browser | null> {
    const { executablePath, args } = this.options;
    const unavailable = (why: string): null => {
      if (!this.warned) {
        this.warned = true;
        (this.options.warn ?? console.warn)(
          `[prerendered-diagrams] ${why}; Mermaid diagrams will be drawn in the reader's browser instead. ` +
            'Install Chromium or set CHROMIUM_PATH to draw them at build time.',
        );
      }
      return null;
    };
    if (!existsSync(executablePath)) return unavailable(`no browser at ${executablePath}`);
    try {
      const { chromium } = await import('playwright-core');
      return await chromium.launch({ executablePath, args });
    } catch (error) {
      return unavailable(`${executablePath} did not start (${(error as Error).message})`);
    }
  }

  private page(browser: Browser, theme: string): Promise<Page> {
    let page = this.pages.get(theme);
    if (!page) {
      page = (async () => {
        const opened = await browser.newPage();
        await opened.setContent('<!doctype html><html lang="en"><body></body></html>');
        await opened.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') });
        return opened;
      })();
      this.pages.set(theme, page);
    }
    return page;
  }

  private async drawOn(browser: Browser, request: DrawRequest): Promise<string> {
    const page = await this.page(browser, request.theme);
    const result = await page.evaluate(async ({ text, theme, options, id }) => {
      interface Mermaid {
        initialize(config: Record<string, unknown>): void;
        render(id: string, text: string): Promise<{ svg: string }>;
      }
      const mermaid = (window as unknown as { mermaid: Mermaid }).mermaid;
      // As @docusaurus/theme-mermaid configures it in the browser.
      mermaid.initialize({ startOnLoad: false, ...options, theme });
      try {
        return { svg: (await mermaid.render(id, text)).svg };
      } catch (error) {
        // Mermaid leaves its error drawing in the document.
        document.querySelector(`#d${id}`)?.remove();
        return { error: error instanceof Error ? error.message : String(error) };
      }
    }, request);
    if ('error' in result) throw new DiagramSyntaxError(result.error);
    return result.svg;
  }
}
