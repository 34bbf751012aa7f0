// npm pack's prepack step: copies the files the server reads from the built site
// (../../site/build) into ./site, so the tarball serves the docs on its own; postpack removes
// the copy. The server prefers ./site when it exists (src/site-files.ts).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = path.resolve(packageDir, '../../site/build');
const target = path.join(packageDir, 'site');

if (process.argv[2] === '--remove') {
  rmSync(target, { recursive: true, force: true });
  process.exit(0);
}
if (!existsSync(path.join(build, 'pages.json'))) {
  console.error(
    `pack-site: ${path.join(build, 'pages.json')} is missing. Build the site first: npm run build at the repository root.`,
  );
  process.exit(1);
}

rmSync(target, { recursive: true, force: true });
const copy = (file) => {
  mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
  cpSync(path.join(build, file), path.join(target, file));
};
const catalog = JSON.parse(readFileSync(path.join(build, 'pages.json'), 'utf8'));
const files = [
  'pages.json',
  'llms.txt',
  'api/model.json',
  ...catalog.pages.map((page) => page.markdown.replace(/^\//, '')),
  ...readdirSync(path.join(build, 'search'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => `search/${name}`),
];
for (const file of new Set(files)) copy(file);
console.error(`pack-site: copied ${files.length} files of the built site into site/`);
