import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { routesWithDiagrams } from '../support/docs';
import { drawAllDiagrams, visibleDiagrams } from '../support/site';

export type ColorMode = 'light' | 'dark';
export const colorModes: readonly ColorMode[] = ['light', 'dark'];

/**
 * Starts every page of the test in `mode`: the theme's inline script reads the stored choice
 * (`theme` in localStorage) before the first paint, exactly as after a reader's toggle.
 */
export async function useColorMode(page: Page, mode: ColorMode): Promise<void> {
  await page.addInitScript((stored) => {
    try {
      window.localStorage.setItem('theme', stored);
    } catch {
      // Storage can be unavailable (opaque origins such as about:blank); nothing to set there.
    }
  }, mode);
}

export async function expectColorMode(page: Page, mode: ColorMode): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/** Waits until every Mermaid block of the page's source shows as an SVG. */
export async function waitForDiagrams(page: Page): Promise<void> {
  const route = new URL(page.url()).pathname;
  const expected = routesWithDiagrams().find((entry) => entry.path === route)?.diagrams ?? 0;
  expect(expected, `${route} has diagrams to wait for`).toBeGreaterThan(0);
  await drawAllDiagrams(page);
  await expect(visibleDiagrams(page)).toHaveCount(expected, {
    timeout: 15_000,
  });
}

/** WCAG 2.0/2.1/2.2 A and AA, plus axe's best practices: every rule of those tags is on. */
export const axeTags = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
] as const;

/** One line per failing node, so a failure names the rule, the element and axe's reason. */
function describeViolations(
  violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'],
): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${violation.impact ?? 'n/a'}] ${violation.id}: ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`,
    ),
  );
}

/**
 * Violations the site cannot fix without replacing a dependency's markup, each with why. Only
 * these exact rule-and-element pairs are let through; the same rule elsewhere still fails.
 */
const upstreamDefects = [
  {
    // DocSearch renders every result as `<li role="option">` holding the result's `<a href>`:
    // an option's content is presentational, so the link is a focusable control inside
    // another (algolia/docsearch#1491, open). Keyboard use goes through the combobox
    // (arrows + Enter), which works; mouse and middle-click need the real link, so the
    // anchor stays. Every other rule still runs on the results (contrast included).
    rule: 'nested-interactive',
    target: /^#docsearch-hits[\w-]*-item-\d+$/,
  },
];

const isUpstreamDefect = (rule: string, target: string) =>
  upstreamDefects.some((defect) => defect.rule === rule && defect.target.test(target));

/** The violations of `results` that are not a listed upstream defect. */
function ownViolations(results: Awaited<ReturnType<AxeBuilder['analyze']>>) {
  return results.violations
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter(
        (node) => !isUpstreamDefect(violation.id, node.target.join(' ')),
      ),
    }))
    .filter((violation) => violation.nodes.length > 0);
}

const withAllRules = (page: Page) =>
  new AxeBuilder({ page })
    .withTags([...axeTags])
    // Experimental in axe, so off by default; the old site failed it (its search button).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });

/** Runs axe over the page (or only `include`) and fails on any violation, whatever its impact. */
export async function expectNoAxeViolations(
  page: Page,
  options: { include?: string } = {},
): Promise<void> {
  let builder = withAllRules(page);
  if (options.include) builder = builder.include(options.include);
  expect(describeViolations(ownViolations(await builder.analyze())), 'axe violations').toEqual([]);
}

const CONTRAST_SAMPLE = 'data-axe-contrast-sample';

/**
 * Marks one element for each distinct way text is styled on the page: an element holding text of
 * its own, keyed by the tag, classes and state attributes of it and of every ancestor (the site's
 * CSS selects on classes, `data-theme` and those states). Answers how many it marked.
 */
function markContrastSamples(page: Page): Promise<number> {
  return page.evaluate((attribute) => {
    const STATES = ['aria-expanded', 'aria-invalid', 'aria-current', 'disabled', 'open', 'style'];
    const part = (element: Element) =>
      `${element.tagName}.${Array.from(element.classList).sort().join('.')}${STATES.map((name) =>
        element.hasAttribute(name) ? `[${name}=${element.getAttribute(name)}]` : '',
      ).join('')}`;
    const seen = new Set<string>();
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const hasText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (!hasText) continue;
      const chain: string[] = [];
      for (let at: Element | null = element; at; at = at.parentElement) chain.push(part(at));
      const key = chain.join(' < ');
      if (seen.has(key)) continue;
      seen.add(key);
      element.setAttribute(attribute, '');
    }
    return seen.size;
  }, CONTRAST_SAMPLE);
}

/**
 * As `expectNoAxeViolations`, for a page of tens of thousands of nodes that repeat a few hundred
 * styles (/api): every rule but colour contrast runs over every node, and colour contrast over
 * one element per distinct text style (`markContrastSamples`). On /api that is about 230
 * elements instead of 20 000, and the contrast pass about 34 s instead of 290 s on this machine.
 */
export async function expectNoAxeViolationsOverRepeatedStyles(page: Page): Promise<void> {
  const structure = await withAllRules(page).disableRules(['color-contrast']).analyze();
  const samples = await markContrastSamples(page);
  expect(samples, 'text styles sampled for colour contrast').toBeGreaterThan(50);
  const contrast = await new AxeBuilder({ page })
    .withRules(['color-contrast'])
    .include(`[${CONTRAST_SAMPLE}]`)
    .analyze();
  const checked = contrast.passes.concat(contrast.violations, contrast.incomplete);
  expect(
    checked.flatMap((rule) => rule.nodes).length,
    'elements checked for contrast',
  ).toBeGreaterThan(50);
  expect(
    describeViolations([...ownViolations(structure), ...ownViolations(contrast)]),
    'axe violations',
  ).toEqual([]);
}
