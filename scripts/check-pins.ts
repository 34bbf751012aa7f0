/**
 * `npm run check:pins`: every SDK page names the release it documents (`<CheckedAgainst>`), and
 * that release is the newest published one unless config/sdk-releases.ts says why it is held
 * back. The newest release of an npm package is the newer of the registry's `latest` and the
 * newest tag recorded for it; repository-published SDKs use the recorded release alone
 * (scripts/pins/repository-releases.json, written by `npm run pins:refresh`).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { SDK_RELEASES, type SdkRelease } from '@docs/site/config/sdk-releases';
import { repoRoot } from './content/docs-files';
import { currentSdkPages, pagesWithoutRelease } from './pins/pages';
import { isRepository, readRepositoryReleases } from './pins/repository-releases';
import { describeVerdict, verdictFor } from './pins/verdicts';
import { newestPublished } from './pins/versions';

const STALE_AFTER_DAYS = 90;
const run = promisify(execFile);
const repositories = readRepositoryReleases();

let failures = 0;
function fail(message: string): void {
  failures += 1;
  console.error(`check:pins: ${message}`);
}

async function npmLatest(name: string): Promise<string> {
  const { stdout } = await run('npm', ['view', name, 'dist-tags.latest'], { timeout: 60_000 });
  return stdout.trim();
}

async function newestOf(entry: SdkRelease): Promise<string | undefined> {
  const recorded = repositories[entry.source];
  if (recorded && (Date.now() - Date.parse(recorded.read)) / 86_400_000 > STALE_AFTER_DAYS) {
    console.warn(
      `check:pins: ${entry.source} was last looked up ${recorded.read}: run pins:refresh.`,
    );
  }
  if (isRepository(entry.source)) return recorded?.newest;
  let latest: string;
  try {
    latest = await npmLatest(entry.source);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    fail(`could not ask the registry for ${entry.source}: ${reason}`);
    return undefined;
  }
  return newestPublished(entry.release, latest, recorded?.newest);
}

async function main(): Promise<void> {
  const read = (page: string): string => readFileSync(page, 'utf8');
  for (const page of pagesWithoutRelease(currentSdkPages(repoRoot), read)) {
    const relative = path.relative(repoRoot, page);
    fail(`${relative} does not say which release it documents: add <CheckedAgainst sdk="…" />.`);
  }
  const entries = Object.entries(SDK_RELEASES);
  const newest = await Promise.all(entries.map(([, entry]) => newestOf(entry)));
  entries.forEach(([sdk, entry], index) => {
    const verdict = verdictFor(sdk, entry, newest[index]);
    if (verdict.kind === 'drifted' || verdict.kind === 'unknown') fail(describeVerdict(verdict));
    else console.log(`check:pins: ${describeVerdict(verdict)}`);
  });
  if (failures > 0) {
    console.error(`check:pins: ${failures} problem(s).`);
    process.exit(1);
  }
  console.log(`check:pins: ${entries.length} SDK releases checked.`);
}

void main();
