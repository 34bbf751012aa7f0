/**
 * `npm run check:deps`: every package the code imports is declared by its workspace or the
 * root, so nothing builds only because another package hoisted it. Code samples in the docs
 * are not code and are not read.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './content/docs-files';
import { declared, importedPackages, type Manifest } from './deps/imports';

const manifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as Manifest;

function sources(entry: string): string[] {
  const full = path.join(repoRoot, entry);
  if (/\.(m?[jt]sx?)$/.test(entry)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) =>
    ['node_modules', 'build', '.docusaurus'].includes(child.name)
      ? []
      : child.isDirectory()
        ? sources(path.join(entry, child.name))
        : /\.(m?[jt]sx?)$/.test(child.name)
          ? [path.join(full, child.name)]
          : [],
  );
}

const packages = readdirSync(path.join(repoRoot, 'packages')).map((name) => `packages/${name}`);
const workspaces: [string, string[]][] = [
  ['site', ['site/src', 'site/docusaurus.config.ts', 'site/sidebars.ts']],
  ...packages.map((dir): [string, string[]] => [dir, [`${dir}/src`, `${dir}/scripts`]]),
  [
    '.',
    ['e2e', 'bench', 'scripts', 'playwright.config.ts', 'vitest.config.ts', 'eslint.config.mjs'],
  ],
];

const root = manifest('.');
let missing = 0;
for (const [dir, entries] of workspaces) {
  const known = declared(root, manifest(dir));
  const files = entries.flatMap((entry) => {
    try {
      return sources(entry);
    } catch {
      return []; // a workspace without that folder
    }
  });
  for (const file of files) {
    for (const name of importedPackages(readFileSync(file, 'utf8'))) {
      if (known.has(name)) continue;
      missing += 1;
      console.error(
        `${path.relative(repoRoot, file)}: imports ${name}, which ${dir}/package.json does not declare`,
      );
    }
  }
}
if (missing > 0) {
  console.error(`check:deps: ${missing} undeclared import(s).`);
  process.exit(1);
}
console.log('check:deps: every imported package is declared.');
