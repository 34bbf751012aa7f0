#!/usr/bin/env node
// `npm run bench`: the whole benchmark in one run.
//   1. bench/build.mjs       production build: wall time and peak memory, Faster vs webpack
//   2. bench/lighthouse.mjs  Lighthouse (mobile, desktop) on the site and on a bare Docusaurus
//                            baseline built in the same run, interleaved in pairs (--pairs,
//                            default 5); min / median / max and budgets on per-pair medians
//   3. bench/try-it.mjs      Try it in sandbox mode: what it loads and the time to the first
//                            response, on the build step 2 served (issue 18's budget)
//   4. bench/search.mjs      search: first-search downloads, latency, query time
//   5. bench/assistant.mjs   Ask the docs: bytes on first open, answer times, judged score
// Options (see --help) go to the Lighthouse step; --skip-build also skips step 1 and the
// search benchmark's second build, --skip-search skips steps 4 and 5.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseOptions, USAGE } from './lib/options.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
let options;
try {
  options = parseOptions(args);
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

function step(script, scriptArgs) {
  console.log(`\n=== node bench/${script} ${scriptArgs.join(' ')}`.trimEnd());
  const result = spawnSync(process.execPath, [path.join(here, script), ...scriptArgs], {
    stdio: 'inherit',
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const started = Date.now();
const failures = [];
if (!options.skipBuild && step('build.mjs', []) !== 0) failures.push('build');
const lighthouse = step(
  'lighthouse.mjs',
  options.skipBuild ? args : [...args, '--skip-site-build'],
);
if (lighthouse !== 0) failures.push(options.strict ? 'budgets (--strict)' : 'lighthouse');
if (step('try-it.mjs', options.strict ? ['--strict'] : []) !== 0)
  failures.push(options.strict ? 'Try it budget (--strict)' : 'try-it');
if (!options.skipSearch && step('search.mjs', options.skipBuild ? ['--no-baseline'] : []) !== 0)
  failures.push('search');
if (!options.skipSearch && step('assistant.mjs', options.skipBuild ? ['--no-baseline'] : []) !== 0)
  failures.push('assistant');
console.log(
  `\nBenchmark finished in ${Math.round((Date.now() - started) / 1000)} s` +
    (failures.length ? `; failed: ${failures.join(', ')}` : ''),
);
process.exitCode = failures.length ? 1 : 0;
