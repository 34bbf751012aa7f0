/**
 * Which API operations a guide names. The reference lists every operation, but a reader who
 * arrives from a product area needs a page that explains it; this counts the operations that
 * the current documentation pages (not the changelog, not the frozen SDK versions) name by
 * their reference name, their `ACTIVITY_TYPE_…` or their `TurnkeyClient` method, so a product
 * area without a guide shows up as a list of names.
 */
export interface NamedOperation {
  name: string;
  sdkMethod: string;
  activityType?: string;
}

export interface GuideCoverage {
  named: string[];
  missing: string[];
}

/** The least number of operations the guides must name: all 192 since issue 29 (its bar was 185). */
export const GUIDE_COVERAGE_FLOOR = 192;

/** Pages that count as guides: the current documentation, without the changelog. */
export function isGuidePage(relativePath: string): boolean {
  return (
    relativePath.startsWith('site/docs/documentation/') &&
    !/\/(changelog|markdown-page)\.mdx?$/.test(relativePath)
  );
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits `operations` into those some page in `pages` names and those none does. */
export function guideCoverage(
  pages: readonly string[],
  operations: readonly NamedOperation[],
): GuideCoverage {
  const text = pages.join('\n');
  const named: string[] = [];
  const missing: string[] = [];
  for (const operation of operations) {
    const names = [operation.name, operation.sdkMethod, operation.activityType].filter(
      (value): value is string => Boolean(value),
    );
    const pattern = new RegExp(`(?<![\\w-])(${names.map(escape).join('|')})(?![\\w-])`);
    (pattern.test(text) ? named : missing).push(operation.name);
  }
  return { named, missing };
}
