import { expect, test, type Page } from '@playwright/test';
import { open } from '../support/site';
import { BOTH_WIDTHS } from '../support/viewports';
import { colorModes, expectColorMode, useColorMode, type ColorMode } from './support';

/** How many Tab stops from the top of each page are checked. */
const stops = 40;

interface FocusStyle {
  element: string;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  boxShadow: string;
  visibleBox: boolean;
}

/** The focused element's focus indicator as the browser computes it. */
function focusStyle(page: Page): Promise<FocusStyle | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return {
      element: `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${label}`,
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      boxShadow: style.boxShadow,
      visibleBox: box.width > 0 && box.height > 0,
    };
  });
}

/** An outline of at least 1px that is not transparent, or a box-shadow, marks focus. */
function hasIndicator(style: FocusStyle): boolean {
  const outline =
    style.outlineStyle !== 'none' &&
    style.outlineWidth >= 1 &&
    !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(style.outlineColor);
  const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
  return outline || shadow;
}

/**
 * Declares the test of the first `stops` Tab stops of `path` in `mode`; `timeout` for /api,
 * whose loading dominates the test.
 */
function focusTest(mode: ColorMode, name: string, path: string, timeout?: number): void {
  test(`the first ${stops} Tab stops of ${name} (${path}) show a focus indicator`, async ({
    page,
  }) => {
    if (timeout) test.setTimeout(timeout);
    await useColorMode(page, mode);
    await open(page, path);
    await expectColorMode(page, mode);
    const missing: string[] = [];
    const seen: string[] = [];
    for (let stop = 0; stop < stops; stop++) {
      await page.keyboard.press('Tab');
      const style = await focusStyle(page);
      if (!style) continue;
      seen.push(style.element);
      if (!style.visibleBox) missing.push(`${style.element} (focused but has no box)`);
      else if (!hasIndicator(style)) missing.push(`${style.element} ${JSON.stringify(style)}`);
    }
    expect(seen.length, 'Tab reached focusable elements').toBeGreaterThan(stops / 2);
    expect(missing, 'focused elements without a visible indicator').toEqual([]);
  });
}

for (const mode of colorModes) {
  // The narrow layout has its own Tab order (the menu button, the TOC toggle): doc pages are
  // checked at both widths.
  for (const { name: width, viewport } of BOTH_WIDTHS) {
    test.describe(`visible keyboard focus in ${mode} mode at ${width} width`, () => {
      test.use({ viewport });
      focusTest(mode, 'a doc page', '/getting-started/quickstart');
    });
  }
  test.describe(`visible keyboard focus in ${mode} mode`, () => {
    // Loading /api dominates this test (under 10 s here, more while other work shares the two
    // cores); its Tab order starts with the same navbar and its own sidebar at both widths, so
    // once, at desktop width, is enough.
    focusTest(mode, 'the API reference', '/api', 90_000);
  });
}
