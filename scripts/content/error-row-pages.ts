/** The outcome-naming errors / troubleshooting rows of the current docs (site/docs), per page. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docFiles, docsDir } from './docs-files';
import type { PageRows } from './error-row-backing';
import { errorRows } from './error-rows';

export function errorRowPages(): PageRows[] {
  return docFiles()
    .filter((file) => !path.relative(docsDir, file).startsWith('..'))
    .map((file) => ({
      doc: path.relative(docsDir, file).split(path.sep).join('/'),
      rows: errorRows(readFileSync(file, 'utf8')),
    }))
    .filter((page) => page.rows.length > 0);
}
