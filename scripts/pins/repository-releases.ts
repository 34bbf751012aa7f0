/**
 * The newest release of each SDK that is published from a repository rather than to npm
 * (Go modules, crates, Swift packages, gems, pub packages, the CLI). The check cannot reach those
 * registries, so `npm run pins:refresh -- --mirrors DIR` reads the repositories' tags (and, where
 * a repository releases without tagging, its version file) and writes `repository-releases.json`;
 * `npm run check:pins` compares each page's release with that file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SdkRelease } from '@docs/site/config/sdk-releases';
import { asReleaseLike, newestLike } from './versions';

export interface RepositoryRelease {
  /** The newest release, named like the SDK page's release. */
  newest: string;
  /** Where it was read: a tag, or the version file's path. */
  from: string;
  /** When, YYYY-MM-DD. */
  read: string;
}

export type RepositoryReleases = Record<string, RepositoryRelease>;

export const RELEASES_FILE = path.join(import.meta.dirname, 'repository-releases.json');

export function readRepositoryReleases(file = RELEASES_FILE): RepositoryReleases {
  return JSON.parse(readFileSync(file, 'utf8')) as RepositoryReleases;
}

/** A release source is a repository (`owner/name`) unless it is an npm package name. */
export const isRepository = (source: string): boolean => !source.startsWith('@');

/** The git directory of `owner/name` under `mirrors`: `owner+name/repo`, `owner+name` or `owner+name.git`. */
export function mirrorOf(mirrors: string, repository: string): string | undefined {
  const base = path.join(mirrors, repository.replace('/', '+'));
  return [path.join(base, 'repo'), base, `${base}.git`].find((dir) =>
    existsSync(path.join(dir, 'HEAD')),
  );
}

const git = (gitDir: string, ...args: string[]): string =>
  execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8' });

/** The newest release of `entry`'s repository in the clone at `gitDir`. */
export function newestInClone(gitDir: string, entry: SdkRelease, today: string): RepositoryRelease {
  const tags = git(gitDir, 'tag', '--list').split('\n').filter(Boolean);
  const tagged = newestLike(entry.release, tags);
  let best: RepositoryRelease | undefined = tagged
    ? { newest: tagged, from: 'tag', read: today }
    : undefined;
  if (entry.versionFile) {
    const text = git(gitDir, 'show', `HEAD:${entry.versionFile.path}`);
    const version = new RegExp(entry.versionFile.pattern).exec(text)?.[1];
    if (!version) {
      throw new Error(`${entry.source}: ${entry.versionFile.path} does not match its pattern`);
    }
    const named = asReleaseLike(entry.release, version);
    const newer = newestLike(entry.release, [named, ...(tagged ? [tagged] : [])]);
    if (newer === named && named !== tagged) {
      best = { newest: named, from: entry.versionFile.path, read: today };
    }
  }
  if (!best)
    throw new Error(
      `${entry.source}: no tag or version file names a release like ${entry.release}`,
    );
  return best;
}

/**
 * The platform's JavaScript packages are tagged `<package>@<version>` in one repository. The
 * registry this project installs from may hold only some versions, so the check also compares
 * with the newest such tag.
 */
export const JS_MONOREPO = 'tkhq/sdk';

export function newestPackageTag(
  gitDir: string | undefined,
  entry: SdkRelease,
  today: string,
): RepositoryRelease | undefined {
  if (!gitDir) return undefined;
  const prefix = `${entry.source}@`;
  const versions = git(gitDir, 'tag', '--list', `${prefix}*`)
    .split('\n')
    .filter((tag) => tag.startsWith(prefix))
    .map((tag) => tag.slice(prefix.length));
  const newest = newestLike(entry.release, versions);
  return newest
    ? { newest, from: `tag ${prefix}${newest} in ${JS_MONOREPO}`, read: today }
    : undefined;
}
