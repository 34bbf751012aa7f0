/**
 * `npm run check:content`: every doc has a description, no placeholder text, no skipped
 * heading level, alt text on images, and at least 300 words of prose unless it is marked as a
 * summary-stage page (listed at the end so the remaining work stays visible).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docFiles, repoRoot } from './content/docs-files';
import { proseWords } from './content/mdx-source';
import { checkPage, isSummaryStage } from './content/rules';

let failures = 0;
const summaries: string[] = [];
const words: number[] = [];
for (const file of docFiles()) {
  const source = readFileSync(file, 'utf8');
  const relative = path.relative(repoRoot, file);
  for (const problem of checkPage(source)) {
    failures += 1;
    console.error(`${relative}:${problem.line}: ${problem.message}`);
  }
  if (isSummaryStage(source)) summaries.push(relative);
  else words.push(proseWords(source));
}

words.sort((a, b) => a - b);
const median = words.length ? words[Math.floor(words.length / 2)] : 0;
console.log(
  `check:content: ${docFiles().length} docs, ${words.length} full pages (median ${median} words of prose), ${summaries.length} at the summary stage.`,
);
if (failures > 0) {
  console.error(`check:content: ${failures} problem(s).`);
  process.exit(1);
}
