/**
 * scripts/with-time-limit.mjs: a command within its limit passes its exit status through; one past
 * its limit is ended with its whole process tree, listed, and the run exits 124.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const script = path.join(root, 'scripts', 'with-time-limit.mjs');

const run = (args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', timeout: 30_000 });

/** Whether `pid` still runs: a killed process nobody has reaped yet shows as a zombie (Z). */
const running = (pid: number) => {
  const state = spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], {
    encoding: 'utf8',
    timeout: 10_000,
  }).stdout.trim();
  return state !== '' && !state.startsWith('Z');
};

describe('with-time-limit', () => {
  it('passes the exit status of a command that ends in time', () => {
    expect(run(['1', process.execPath, '-e', 'process.exit(3)']).status).toBe(3);
    expect(run(['1', process.execPath, '-e', 'console.log("ok")']).stdout).toBe('ok\n');
  });

  it('ends a command past its limit with everything it started, and lists them', () => {
    // A parent that waits on a grandchild which never exits, as a hung test waits on a server.
    const hung = `
      const { spawn } = require('node:child_process');
      const grandchild = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      console.log('grandchild ' + grandchild.pid);
      setInterval(() => {}, 1000);`;
    const result = run(['0.02', process.execPath, '-e', hung]);
    expect(result.status).toBe(124);
    expect(result.stderr).toContain('was still running after 0.02 min');
    const grandchild = Number(/grandchild (\d+)/.exec(result.stdout)?.[1]);
    expect(result.stderr).toContain(`${grandchild} ${process.execPath} -e setInterval`);
    expect(running(grandchild)).toBe(false);
  });

  it('refuses a limit that is not a positive number', () => {
    const result = run(['soon', 'true']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage:');
  });
});
