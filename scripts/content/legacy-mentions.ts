/**
 * Legacy is data: a page that names an operation the platform calls legacy (in prose, inline
 * code or a link to its reference entry) must carry `<Legacy op="…" />` for it, which renders the
 * model's note and replacement. Code blocks and MDX comments do not count as naming it; the
 * changelog records history and is exempt.
 */
import type { Problem } from './rules';
import { withoutCode } from './mdx-source';

/** Comments replaced by spaces, newlines kept, so line numbers stay right. */
const withoutComments = (text: string): string =>
  text.replace(/\{\/\*[\s\S]*?\*\/\}/g, (comment) => comment.replace(/[^\n]/g, ' '));

export function legacyMentions(
  source: string,
  legacyOperations: readonly string[],
  file = '',
): Problem[] {
  if (/(^|\/)changelog\.mdx?$/.test(file)) return [];
  const text = withoutComments(withoutCode(source));
  const problems: Problem[] = [];
  for (const name of legacyOperations) {
    if (new RegExp(`<Legacy\\s+op="${name}"\\s*/>`).test(source)) continue;
    const lines = text.split('\n');
    const index = lines.findIndex((line) => new RegExp(`(^|[^\\w])${name}(?![\\w])`).test(line));
    if (index === -1) continue;
    problems.push({
      line: index + 1,
      message: `names the legacy operation ${name} without <Legacy op="${name}" />, which says what to use instead`,
    });
  }
  return problems;
}
