import type { Page } from '@playwright/test';

/**
 * The widths browser tests run at. The theme switches to its mobile layout (navbar items in a
 * side menu, sidebar and TOC collapsed) at 996 px and below: Docusaurus's `useWindowSize` and
 * Infima's `@media (max-width: 996px)` share that number, and so do our own styles.
 *
 * Every test runs at WIDE (the one Playwright project). A test of the narrow layout sits in a
 * `test.describe` block with `test.use({ viewport: NARROW })`; a test that checks the layout at
 * both widths is declared in a loop over BOTH_WIDTHS. No test skips itself by width.
 */
export const BREAKPOINT = 996;

/** Desktop: 1280 × 900, well above the breakpoint. */
export const WIDE = { width: BREAKPOINT + 284, height: 900 } as const;

/** The mobile layout on a small laptop or tablet: 800 × 900, well below the breakpoint. */
export const NARROW = { width: BREAKPOINT - 196, height: 900 } as const;

/** For tests that check the layout at both widths: one describe block per entry. */
export const BOTH_WIDTHS = [
  { name: 'desktop', viewport: WIDE },
  { name: 'narrow', viewport: NARROW },
] as const;

/** Whether the page shows the theme's mobile layout (for helpers that adapt, never to skip). */
export const isNarrow = (page: Page): boolean =>
  (page.viewportSize()?.width ?? WIDE.width) <= BREAKPOINT;
