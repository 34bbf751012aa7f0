/**
 * MDX hygiene for Markdown tables: a table ends at the first line that is not a row, so an MDX
 * comment or a blank line between two rows cuts it in two, and the rows after the cut render as
 * literal `| … |` text. This finds such cuts; a blank line before a new table (a header row and
 * its delimiter row) is a legitimate separation and passes. The opposite mistake is caught too:
 * a line of text right under the last row, with no blank line, joins the table as one more row
 * (a comment there does not: it ends the table, which is harmless when no row follows).
 */
import type { Problem } from './rules';
import { withoutCode } from './mdx-source';

const isRow = (line: string) => line.trim().startsWith('|');
/** Lines that start a block of their own and so end a table without a blank line. */
const startsBlock = (line: string) =>
  /^\s*(#{1,6}\s|>|`{3,}|~{3,}|[-*+]\s|\d+[.)]\s|<|:::|import\s|export\s)/.test(line);
const isDelimiter = (line: string) =>
  /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/.test(line.trim());

/** The lines of `source` (1-based numbering kept) where a table is interrupted. */
export function tableInterruptions(source: string): Problem[] {
  const lines = withoutCode(source).split('\n');
  const problems: Problem[] = [];
  let inTable = false;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (isRow(line)) {
      if (!inTable && isDelimiter(lines[i + 1] ?? '')) inTable = true;
      continue;
    }
    if (!inTable) continue;
    inTable = false;
    if (line.trim() !== '' && !line.trim().startsWith('{/*') && !startsBlock(line)) {
      problems.push({
        line: i + 1,
        message:
          'text right under a Markdown table joins it as one more row; leave a blank line after the table',
      });
      continue;
    }

    // The table ended here. Skip what may sit between rows (comments, blank lines) and see
    // whether a row follows that is not the header of a new table.
    let j = i;
    let cut: Problem | undefined;
    while (j < lines.length) {
      const current = lines[j] ?? '';
      if (current.trim() === '') {
        cut ??= { line: j + 1, message: 'blank line between two rows of a Markdown table' };
        j += 1;
      } else if (current.trim().startsWith('{/*')) {
        cut ??= { line: j + 1, message: 'MDX comment between two rows of a Markdown table' };
        while (j < lines.length && !(lines[j] ?? '').includes('*/}')) j += 1;
        j += 1;
      } else {
        break;
      }
    }
    const next = lines[j] ?? '';
    if (cut && isRow(next) && !isDelimiter(lines[j + 1] ?? '')) {
      problems.push({
        line: cut.line,
        message: `${cut.message}: the table ends there and the rows after it render as text; move comments before or after the table and remove blank lines inside it`,
      });
      // The orphaned rows continue the same table as far as the reader is concerned.
      inTable = true;
      i = j;
    }
  }
  return problems;
}
