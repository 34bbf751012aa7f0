import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastChange, shallowBoundary, shallowSafeGit } from '../last-update';

/**
 * A real repository of three commits (a.md in the first; b.md in the first and third), its
 * full clone and a shallow clone of depth 2 (so the second commit is the boundary).
 */
const root = mkdtempSync(path.join(tmpdir(), 'last-update-'));
const origin = path.join(root, 'origin');
const shallow = path.join(root, 'shallow');
const at = (day: number) => Date.UTC(2026, 0, day, 12) / 1000;

function git(cwd: string, args: string[], seconds?: number) {
  const date =
    seconds === undefined
      ? {}
      : { GIT_AUTHOR_DATE: `${seconds} +0000`, GIT_COMMITTER_DATE: `${seconds} +0000` };
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    timeout: 30_000,
    env: {
      ...process.env,
      ...date,
      GIT_AUTHOR_NAME: 'Ada',
      GIT_AUTHOR_EMAIL: 'ada@example.com',
      GIT_COMMITTER_NAME: 'Ada',
      GIT_COMMITTER_EMAIL: 'ada@example.com',
    },
  });
}

beforeAll(() => {
  mkdirSync(origin, { recursive: true });
  git(origin, ['init', '-q', '-b', 'main']);
  writeFileSync(path.join(origin, 'a.md'), 'a');
  writeFileSync(path.join(origin, 'b.md'), 'b');
  git(origin, ['add', '.']);
  git(origin, ['commit', '-q', '-m', 'one'], at(1));
  writeFileSync(path.join(origin, 'c.md'), 'c');
  git(origin, ['add', '.']);
  git(origin, ['commit', '-q', '-m', 'two'], at(2));
  writeFileSync(path.join(origin, 'b.md'), 'b2');
  git(origin, ['commit', '-q', '-am', 'three'], at(3));
  git(root, ['clone', '-q', '--depth', '2', `file://${origin}`, shallow]);
  writeFileSync(path.join(origin, 'untracked.md'), 'new');
  writeFileSync(path.join(origin, 'a.md'), 'edited, not committed');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('last update from git', () => {
  it('gives the newest commit of each file in a full clone', async () => {
    const boundary = await shallowBoundary(origin);
    expect(boundary.size).toBe(0);
    expect(await lastChange(path.join(origin, 'a.md'), boundary)).toEqual({
      timestamp: at(1) * 1000,
      author: 'Ada',
    });
    expect(await lastChange(path.join(origin, 'b.md'), boundary)).toEqual({
      timestamp: at(3) * 1000,
      author: 'Ada',
    });
  });

  it('has no date for untracked files; a modified file keeps its last commit', async () => {
    expect(await lastChange(path.join(origin, 'untracked.md'), new Set())).toBeNull();
    expect((await lastChange(path.join(origin, 'a.md'), new Set()))?.timestamp).toBe(at(1) * 1000);
  });

  it('in a shallow clone, drops dates that only the boundary commit gives', async () => {
    const boundary = await shallowBoundary(shallow);
    expect(boundary.size).toBe(1);
    // a.md last changed on day 1, outside the clone: git alone would say day 2 (the boundary).
    expect(await lastChange(path.join(shallow, 'a.md'), boundary)).toBeNull();
    expect(await lastChange(path.join(shallow, 'c.md'), boundary)).toBeNull();
    // b.md changed on day 3, inside the fetched history: that date is right.
    expect(await lastChange(path.join(shallow, 'b.md'), boundary)).toEqual({
      timestamp: at(3) * 1000,
      author: 'Ada',
    });
  });

  it('has no date outside a repository and never throws', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'no-git-'));
    writeFileSync(path.join(outside, 'x.md'), 'x');
    expect(await shallowBoundary(outside)).toEqual(new Set());
    expect(await lastChange(path.join(outside, 'x.md'), new Set())).toBeNull();
    expect(await lastChange(path.join(outside, 'missing', 'x.md'), new Set())).toBeNull();
    rmSync(outside, { recursive: true, force: true });
  });

  it('works as the Docusaurus VCS hooks', async () => {
    const vcs = shallowSafeGit();
    vcs.initialize({ siteDir: shallow });
    expect(await vcs.getFileLastUpdateInfo(path.join(shallow, 'a.md'))).toBeNull();
    expect(await vcs.getFileLastUpdateInfo(path.join(shallow, 'b.md'))).toMatchObject({
      timestamp: at(3) * 1000,
    });
    expect(await vcs.getFileCreationInfo(path.join(shallow, 'b.md'))).toBeNull();
  });
});
