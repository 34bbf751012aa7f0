#!/usr/bin/env node
// Measures the production build from cold: wall time and peak memory (summed RSS of the whole
// process tree, sampled every 50 ms), with Docusaurus Faster (Rspack/SWC) and without it. Each
// build starts without the site's caches (`docusaurus clear`: Rspack's persistent cache, the
// generated files, the diagrams drawn at build time), as on a fresh clone.
// Prints a table and writes bench/results/build.json. A benchmark, not a test: it asserts nothing.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.join(root, 'site');

function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function treeRssKb(pid) {
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const current = stack.pop();
    try {
      const status = readFileSync(`/proc/${current}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      continue;
    }
    stack.push(...childrenOf(current));
  }
  return total;
}

function run(label, env) {
  const cleared = spawnSync('npx', ['docusaurus', 'clear'], { cwd: siteDir, encoding: 'utf8' });
  if (cleared.status !== 0) throw new Error(`docusaurus clear failed:\n${cleared.stderr}`);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn('npx', ['docusaurus', 'build'], {
      cwd: siteDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, treeRssKb(child.pid))), 50);
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) return reject(new Error(`${label} build failed:\n${stderr}`));
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolve({ label, seconds: Number(seconds.toFixed(1)), peakMb: Math.round(peak / 1024) });
    });
  });
}

function countPages(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (n, entry) =>
      n +
      (entry.isDirectory()
        ? countPages(path.join(dir, entry.name))
        : entry.name.endsWith('.html')
          ? 1
          : 0),
    0,
  );
}

const results = [];
// Without Faster first, so the Faster build's output is what stays in site/build. A failed
// build is reported in the table (its first error line) and the benchmark goes on.
for (const [label, env] of [
  ['webpack + Babel + Terser', { DOCS_FASTER: '0' }],
  ['Docusaurus Faster (Rspack + SWC)', {}],
]) {
  try {
    results.push(await run(label, env));
  } catch (error) {
    const reason = String(error.message)
      .split('\n')
      .find((line) => /Error:|error/i.test(line) && !line.includes('build failed'));
    results.push({ label, seconds: null, peakMb: null, error: reason ?? 'build failed' });
  }
}
if (results.at(-1).error) {
  console.error(`The Faster build failed: ${results.at(-1).error}`);
  process.exitCode = 1;
}
const pages = results.at(-1).error ? 0 : countPages(path.join(siteDir, 'build'));

console.log(
  `Production build from cold (caches cleared) of ${pages} HTML pages on ${process.platform}/${process.arch}`,
);
console.table(
  results.map(({ label, seconds, peakMb, error }) => ({
    build: label,
    'wall time (s)': seconds ?? 'failed',
    'peak memory (MB)': peakMb ?? (error ? error.slice(0, 100) : ''),
  })),
);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/build.json'),
  `${JSON.stringify({ date: new Date().toISOString(), pages, results }, null, 2)}\n`,
);
