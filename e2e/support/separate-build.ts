import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * A second production build of the site with other settings (a hosted service configured,
 * diagrams left to the browser, …), built into .cache/<name> and served on a free port for the
 * tests of one spec file, which run serially. `REUSE_SEPARATE_BUILDS=1`
 * serves an earlier build of the same name as it is.
 *
 * Call at the top of the spec file; read `origin` inside tests.
 */
export function useSeparateBuild(
  name: string,
  env: NodeJS.ProcessEnv,
): { readonly origin: string } {
  const siteDir = path.resolve(__dirname, '../../site');
  const buildDir = path.resolve(__dirname, '../../.cache', name);
  const served = { origin: '' };
  let server: ChildProcess | undefined;

  test.describe.configure({ mode: 'serial' });

  // Playwright reads a hook's fixtures from a destructuring pattern, even an empty one.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    // Long enough to wait for the other separate builds, which go one at a time.
    testInfo.setTimeout(600_000);
    if (!(process.env.REUSE_SEPARATE_BUILDS && existsSync(buildDir))) {
      await oneBuildAtATime(() => {
        const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', buildDir], {
          cwd: siteDir,
          // Without Rspack's persistent cache: in a fresh clone, a second build with other
          // settings stalled for good on the cache the main build had just written.
          env: { ...process.env, ...env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1' },
          encoding: 'utf8',
          timeout: 600_000,
        });
        if (build.status !== 0) throw new Error(`The ${name} build failed:\n${build.stderr}`);
      });
    }
    const port = await freePort();
    served.origin = `http://localhost:${port}`;
    server = spawn(
      'npx',
      ['docusaurus', 'serve', '--dir', buildDir, '--port', `${port}`, '--no-open'],
      { cwd: siteDir, detached: true, stdio: 'ignore' },
    );
    await expect
      .poll(
        () =>
          fetch(served.origin).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 30_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    // The server runs in its own process group (npx, then docusaurus): end all of it.
    if (server?.pid && server.exitCode === null) process.kill(-server.pid);
  });

  return served;
}

/**
 * Builds of one site share its generated .docusaurus folder and its caches: two at once (the
 * test workers each run a spec file) write over each other's configuration. A lock folder
 * holding the builder's pid makes them take turns; a lock left by a process that died is taken.
 */
async function oneBuildAtATime(build: () => void): Promise<void> {
  const lock = path.resolve(__dirname, '../../.cache/separate-build.lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!holderAlive(lock)) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    writeFileSync(path.join(lock, 'pid'), String(process.pid));
    build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function holderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    // Just taken, its pid not written yet; or left so by a process that died at that moment.
    const takenAt = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    return Date.now() - takenAt < 30_000;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A port nothing listens on now, picked by the system (the main build serves on E2E_PORT). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
