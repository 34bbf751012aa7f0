/**
 * Last-updated dates from git that are never wrong on a shallow clone.
 *
 * Docusaurus's own git strategy takes the newest commit that touches a file. In a shallow
 * clone (CI often fetches one commit) the oldest fetched commits have no parents, so git
 * shows them as adding every file they contain: each file untouched since then would get the
 * date of that boundary commit, which is not when it last changed. This strategy drops the
 * date when the newest commit touching a file is such a boundary commit (listed in the
 * repository's `shallow` file), and keeps it otherwise (a commit inside the fetched history
 * really did change the file). A full clone, even of a single commit, keeps every date.
 * Untracked files and machines without git get no date; a modified file keeps its last
 * commit's date. Used as `future.experimental_vcs` in `docusaurus.config.ts`.
 */

import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { VcsConfig } from '@docusaurus/types';

const run = promisify(execFile);

export interface FileChange {
  timestamp: number;
  author: string;
}

type Git = (args: string[], cwd: string) => Promise<string>;

const git: Git = async (args, cwd) =>
  (await run('git', ['-c', 'log.showSignature=false', ...args], { cwd, maxBuffer: 1 << 20 }))
    .stdout;

/** Commits at the edge of a shallow clone (empty for a full clone or outside git). */
export async function shallowBoundary(cwd: string, runGit: Git = git): Promise<Set<string>> {
  try {
    const file = (await runGit(['rev-parse', '--git-path', 'shallow'], cwd)).trim();
    const text = await readFile(path.resolve(cwd, file), 'utf8');
    return new Set(text.split('\n').filter(Boolean));
  } catch {
    return new Set();
  }
}

/** The newest commit touching `file`, or null when it cannot be known truthfully. */
export async function lastChange(
  file: string,
  boundary: Promise<Set<string>> | Set<string>,
  runGit: Git = git,
): Promise<FileChange | null> {
  let output: string;
  try {
    output = await runGit(
      ['log', '--max-count=1', '--format=%H%x00%ct%x00%an', '--', path.basename(file)],
      path.dirname(file),
    );
  } catch {
    return null; // no git, not a repository, or no such folder
  }
  const [hash, seconds, author] = output.trim().split('\0');
  if (!hash || !seconds || (await boundary).has(hash)) return null;
  return { timestamp: Number(seconds) * 1000, author: author ?? '' };
}

/** Runs at most `limit` tasks at once: the build asks for every doc at the same time. */
function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

/** The VCS strategy: shallow-safe last updates; creation dates are not used by this site. */
export function shallowSafeGit(runGit: Git = git): VcsConfig {
  let boundary: Promise<Set<string>> = Promise.resolve(new Set());
  const queue = limiter(4);
  return {
    initialize: ({ siteDir }) => {
      boundary = shallowBoundary(siteDir, runGit);
    },
    // Docusaurus checks that this hook takes one argument.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    getFileCreationInfo: async (_file: string) => null,
    getFileLastUpdateInfo: (file) => queue(() => lastChange(file, boundary, runGit)),
  };
}
