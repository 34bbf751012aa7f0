import { afterAll, describe, expect, it, vi } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../config/chromium';
import { DiagramBrowser, DiagramSyntaxError } from '../browser';

// Drives the real browser, as the build does (CI installs Debian's Chromium before the tests).
const browser = new DiagramBrowser({ executablePath: chromiumPath, args: chromiumArgs });
afterAll(() => browser.close());

describe('DiagramBrowser', () => {
  it("draws a diagram as Mermaid's SVG, with the id and theme asked for", async () => {
    const request = { text: 'flowchart LR\n  Wallet --> Account', options: {} };
    const [light, dark] = await Promise.all([
      browser.draw({ ...request, theme: 'neutral', id: 'diagram-t-light' }),
      browser.draw({ ...request, theme: 'dark', id: 'diagram-t-dark' }),
    ]);
    expect(light).toMatch(/^<svg id="diagram-t-light"[^>]*aria-roledescription="flowchart-v2"/);
    expect(light).toContain('Wallet');
    expect(dark).toMatch(/^<svg id="diagram-t-dark"/);
    // The themes colour the same drawing differently.
    expect(dark?.replace(/diagram-t-dark/g, '')).not.toBe(light?.replace(/diagram-t-light/g, ''));
  }, 60_000);

  it("refuses a diagram Mermaid cannot parse, with Mermaid's message", async () => {
    const drawing = browser.draw({
      text: 'flowchart LR\n  A -->',
      theme: 'neutral',
      options: {},
      id: 'diagram-bad',
    });
    await expect(drawing).rejects.toBeInstanceOf(DiagramSyntaxError);
    await expect(drawing).rejects.toThrow(/Parse error on line \d+/);
  }, 60_000);

  it('answers null, and says so once, when there is no browser', async () => {
    const warn = vi.fn();
    const missing = new DiagramBrowser({ executablePath: '/no/such/chromium', args: [], warn });
    const request = { text: 'graph TD\n A', theme: 'neutral', options: {}, id: 'diagram-x' };
    expect(await missing.draw(request)).toBeNull();
    expect(await missing.draw(request)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/no browser at \/no\/such\/chromium.*CHROMIUM_PATH/);
  });
});
