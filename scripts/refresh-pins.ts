/**
 * `npm run pins:refresh -- --mirrors DIR`: reads the newest release of every repository-published
 * SDK from clones under DIR (named `owner+name`) and rewrites scripts/pins/repository-releases.json.
 * A repository without a clone keeps its recorded entry, and the script says so.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SDK_RELEASES } from '@docs/site/config/sdk-releases';
import {
  RELEASES_FILE,
  isRepository,
  JS_MONOREPO,
  newestPackageTag,
  mirrorOf,
  newestInClone,
  readRepositoryReleases,
} from './pins/repository-releases';

const { values } = parseArgs({ options: { mirrors: { type: 'string' } } });
if (!values.mirrors) {
  console.error('pins:refresh: give --mirrors DIR, a folder of clones named owner+name.');
  process.exit(2);
}
const today = new Date().toISOString().slice(0, 10);
const releases = readRepositoryReleases();
const monorepo = mirrorOf(values.mirrors, JS_MONOREPO);
if (!monorepo) console.log(`no clone of ${JS_MONOREPO}: npm packages keep their recorded tags`);
for (const [sdk, entry] of Object.entries(SDK_RELEASES)) {
  if (!isRepository(entry.source)) {
    const found = newestPackageTag(monorepo, entry, today);
    if (found) {
      releases[entry.source] = found;
      console.log(`${sdk}: ${entry.source} newest tag ${found.newest} in ${JS_MONOREPO}`);
    }
    continue;
  }
  const gitDir = mirrorOf(values.mirrors, entry.source);
  if (!gitDir) {
    console.log(
      `${sdk}: no clone of ${entry.source}; kept ${releases[entry.source]?.newest ?? 'nothing'}`,
    );
    continue;
  }
  const found = newestInClone(gitDir, entry, today);
  releases[entry.source] = found;
  console.log(`${sdk}: ${entry.source} newest ${found.newest} (from ${found.from})`);
}
const sorted = Object.fromEntries(Object.entries(releases).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(RELEASES_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
