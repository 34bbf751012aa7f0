// Running `docusaurus build` for a benchmark, with the Docusaurus installed at the repository root.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs `docusaurus build` in `cwd` with `args`; resolves to the wall time in seconds. */
export function docusaurusBuild(label, args, cwd) {
  console.log(`Building ${label}…`);
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', ...args],
      { cwd, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${label}: build failed\n${stderr.slice(-4000)}`));
      resolve(Number((Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)));
    });
  });
}
