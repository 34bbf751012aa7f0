#!/usr/bin/env node
/**
 * `node scripts/with-time-limit.mjs <minutes> <command> [args…]`: runs the command and passes its
 * exit status through, unless it is still running after `<minutes>`. Then it prints what was
 * still running under it (the process tree, with each process's command line), ends the whole
 * tree and exits with 124, as `timeout` does.
 *
 * Why: one test that never returns (a synchronous child process that does not exit, a server
 * left listening) holds a phase of `npm test` open until CI's own limit ends the run, and CI then
 * shows only the last lines printed. A phase that ends in minutes with the list of what it was
 * waiting for says which test hung.
 */
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';

const [minutesArg, ...argv] = process.argv.slice(2);
const minutes = Number(minutesArg);
if (!Number.isFinite(minutes) || minutes <= 0 || argv.length === 0) {
  console.error('usage: node scripts/with-time-limit.mjs <minutes> <command> [args…]');
  process.exit(2);
}

/** Every process below `root`, from `ps`: pid, parent pid and command line. */
function descendants(root) {
  const ps = spawnSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8', timeout: 10_000 });
  const rows = (ps.stdout ?? '')
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter(Boolean)
    .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args }));
  const found = [];
  const walk = (parent, depth) => {
    for (const row of rows.filter((candidate) => candidate.ppid === parent)) {
      found.push({ ...row, depth });
      walk(row.pid, depth + 1);
    }
  };
  walk(root, 0);
  return found;
}

// Its own process group, so the whole tree can be ended at once (`kill -- -pgid`).
const child = spawn(argv[0], argv.slice(1), { stdio: 'inherit', detached: true });
const forward = (signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
};
process.on('SIGINT', () => forward('SIGINT'));
process.on('SIGTERM', () => forward('SIGTERM'));

const timer = setTimeout(
  () => {
    const tree = descendants(child.pid);
    console.error(
      `\nwith-time-limit: "${argv.join(' ')}" was still running after ${minutes} min; ending it.` +
        `\nStill running under it:\n  ${child.pid} ${argv.join(' ')}` +
        tree.map(({ pid, args, depth }) => `\n  ${'  '.repeat(depth + 1)}${pid} ${args}`).join(''),
    );
    forward('SIGKILL');
    // Processes that left the group (their own sessions) are ended one by one.
    for (const { pid } of tree) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    process.exit(124);
  },
  Math.round(minutes * 60_000),
);

child.on('error', (error) => {
  clearTimeout(timer);
  console.error(`with-time-limit: could not run ${argv[0]}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  clearTimeout(timer);
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
