/**
 * `npm run check:content`: every doc has a description, no placeholder text, no skipped
 * heading level, alt text on images, and at least 300 words of prose (code excluded); no MDX
 * comment or blank line cuts a Markdown table in two; a page that names a legacy operation says
 * so with `<Legacy op="…" />`; a field called required or optional agrees with the API model;
 * the guides name at least `GUIDE_COVERAGE_FLOOR` of the API's operations; every errors /
 * troubleshooting row that names an outcome of an API call has a scenario that runs it (or a
 * backlog entry saying why not; decision record 0175).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docFiles, repoRoot } from './content/docs-files';
import { proseWords } from './content/mdx-source';
import { checkPage } from './content/rules';
import { LEGACY_OPERATIONS, operations } from '@docs/platform-api';
import { buildApiModel } from '@docs/platform-api/model';
import { fieldClaims } from './content/field-claims';
import { GUIDE_COVERAGE_FLOOR, guideCoverage, isGuidePage } from './content/guide-coverage';
import { legacyMentions } from './content/legacy-mentions';
import { tableInterruptions } from './content/table-hygiene';
import { errorRowPages } from './content/error-row-pages';
import { bindRows } from './content/error-row-backing';
import { SCENARIOS } from './examples/scenarios/index';
import { BACKLOG } from './examples/scenarios/backlog';

const legacy = Object.keys(LEGACY_OPERATIONS);
const model = buildApiModel();
let failures = 0;
const words: number[] = [];
const guides: string[] = [];
for (const file of docFiles()) {
  const source = readFileSync(file, 'utf8');
  const relative = path.relative(repoRoot, file);
  const problems = [
    ...checkPage(source),
    ...tableInterruptions(source),
    ...legacyMentions(source, legacy, relative),
    ...fieldClaims(source, model),
  ];
  for (const problem of problems) {
    failures += 1;
    console.error(`${relative}:${problem.line}: ${problem.message}`);
  }
  words.push(proseWords(source));
  if (isGuidePage(relative)) guides.push(source);
}

const coverage = guideCoverage(
  guides,
  operations.map((operation) => ({
    name: operation.name,
    sdkMethod: operation.sdkMethod,
    activityType: operation.kind === 'submission' ? operation.activityType : undefined,
  })),
);
console.log(
  `check:content: the guides name ${coverage.named.length} of ${operations.length} operations.`,
);
if (coverage.named.length < GUIDE_COVERAGE_FLOOR) {
  failures += 1;
  console.error(
    `check:content: the guides name ${coverage.named.length} operations, fewer than ${GUIDE_COVERAGE_FLOOR}; none names ${coverage.missing.join(', ')}.`,
  );
}

const rows = bindRows(errorRowPages(), SCENARIOS, BACKLOG);
for (const problem of rows.problems) {
  failures += 1;
  console.error(`${problem.where}: ${problem.message}`);
}
console.log(
  `check:content: ${rows.bindings.length + rows.backlogged} troubleshooting rows name an outcome; ${rows.bindings.length} run by a scenario, ${rows.backlogged} in the backlog.`,
);

words.sort((a, b) => a - b);
const median = words.length ? words[Math.floor(words.length / 2)] : 0;
console.log(`check:content: ${docFiles().length} docs (median ${median} words of prose).`);
if (failures > 0) {
  console.error(`check:content: ${failures} problem(s).`);
  process.exit(1);
}
