/**
 * The packed package works outside the workspace: `npm pack` builds the CLI (`prepack`) into a
 * tarball, the tarball installs offline into an empty folder, and `npx docs-sandbox --memory
 * --port 0` answers `GET /sandbox/v1/info`. The package's optional dependencies are native
 * addons (better-sqlite3, litesvm): the install leaves them out (`--omit=optional`), whatever the
 * npm cache happens to hold, so the bin's message for a missing addon is always reached, and the
 * run then finds the workspace's better-sqlite3 through `NODE_PATH` (decision 0112). Everything
 * else comes from the tarball. Every child process has a time limit: a synchronous call without
 * one cannot be interrupted by the test's timeout (a cache that could build the addon once made
 * the "missing addon" run start a sandbox that never exited, and CI waited for it).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { fidelityTable } from '../core/endpoints/routes';

const PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WORKSPACE_MODULES = path.resolve(PACKAGE, '../../node_modules');
const folder = mkdtempSync(path.join(tmpdir(), 'sandbox-pack-'));
let child: ChildProcess | undefined;

afterAll(() => {
  // npx runs the bin in a process of its own: end the whole group, or the sandbox outlives the test.
  if (child?.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group is already gone.
    }
  }
  rmSync(folder, { recursive: true, force: true });
});

const CHILD_LIMIT_MS = 60_000;

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: CHILD_LIMIT_MS,
  });

/** Runs the installed bin and resolves with its URL and start-up text once it listens. */
function startInstalled(app: string): Promise<{ url: string; output: string }> {
  child = spawn('npx', ['--no', '--', 'docs-sandbox', '--memory', '--port', '0'], {
    cwd: app,
    env: { ...process.env, NODE_PATH: WORKSPACE_MODULES, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no start-up line:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, output });
      }
    };
    child?.stdout?.on('data', read);
    child?.stderr?.on('data', read);
    child?.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

describe('packaged bin', () => {
  it('packs, installs offline into an empty folder and answers GET /sandbox/v1/info', async () => {
    npm(['pack', '--pack-destination', folder], PACKAGE);
    const tarball = readdirSync(folder).find((name) => name.endsWith('.tgz'));
    expect(tarball).toBeDefined();

    const app = path.join(folder, 'app');
    mkdirSync(app);
    writeFileSync(path.join(app, 'package.json'), '{ "name": "app", "private": true }\n');
    npm(
      [
        'install',
        '--offline',
        '--omit=optional',
        '--no-audit',
        '--no-fund',
        path.join(folder, tarball ?? ''),
      ],
      app,
    );
    const installed = path.join(app, 'node_modules', '@docs', 'sandbox');
    expect(readdirSync(installed).sort()).toEqual(['README.md', 'dist', 'package.json']);
    expect(existsSync(path.join(app, 'node_modules', '.bin', 'docs-sandbox'))).toBe(true);
    // Nothing of the workspace came along: the bundle carries its own JavaScript.
    expect(existsSync(path.join(app, 'node_modules', '@docs', 'platform-api'))).toBe(false);
    expect(existsSync(path.join(app, 'node_modules', 'zod'))).toBe(false);
    expect(existsSync(path.join(app, 'node_modules', 'better-sqlite3'))).toBe(false);

    // Without the addon the bin says what is missing and how to install it.
    const missing = spawnSync('npx', ['--no', '--', 'docs-sandbox', '--memory'], {
      cwd: app,
      env: { ...process.env, NODE_PATH: '' },
      encoding: 'utf8',
      timeout: CHILD_LIMIT_MS,
      killSignal: 'SIGKILL',
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('npm install better-sqlite3@12.9.0');

    const { url, output } = await startInstalled(app);
    const response = await fetch(`${url}/sandbox/v1/info`);
    expect(response.headers.get('x-sandbox')).toBe('true');
    const info = (await response.json()) as { sandbox: boolean; operations: { total: number } };
    expect(info.sandbox).toBe(true);
    expect(info.operations.total).toBe(fidelityTable().length);

    // The ws bundled into the bin serves the Solana subscriptions on the port it prints.
    const subscriptions = /Solana subscriptions .*?(ws:\/\/\S+)/.exec(output)?.[1];
    expect(subscriptions, output).toBeDefined();
    const socket = new WebSocket(
      `${subscriptions}/sandbox/v1/chains/solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1/rpc`,
    );
    const answer = await new Promise<string>((resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () =>
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'slotSubscribe' })),
      );
      socket.once('message', (data) => resolve(String(data)));
    });
    socket.close();
    expect(JSON.parse(answer)).toEqual({ jsonrpc: '2.0', id: 1, result: 1 });
  }, 120_000);
});
