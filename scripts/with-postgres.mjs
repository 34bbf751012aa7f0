#!/usr/bin/env node
/**
 * `node scripts/with-postgres.mjs <command> [args…]`: runs the command with `DATABASE_URL`
 * pointing at a throwaway PostgreSQL server, then stops the server and deletes it, whatever
 * the command's outcome. The server is Debian's (`/usr/lib/postgresql/<version>/bin`, or the
 * folder in `PG_BIN`), initialized into a temporary folder, listening on a Unix socket in that
 * folder only (no TCP port, so it never collides with another server or another run).
 *
 * PostgreSQL refuses to run as root. When this script runs as root, the folder is handed to an
 * unprivileged account (`postgres` if the package created it, else `nobody`) and `initdb` and
 * `pg_ctl` run as that account through `runuser`.
 *
 * Without the server binaries: in CI (`CI` set and not "0"/"false") the script fails; elsewhere
 * it says the PostgreSQL half is skipped and runs the command without `DATABASE_URL`.
 * If `DATABASE_URL` is already set, the command runs against that database and nothing starts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';

const PORT = 5432; // only names the socket file inside our own folder
const DATABASE = 'sandbox';
const SUPERUSER = 'sandbox';

const inCi = () => !['', '0', 'false'].includes((process.env.CI ?? '').toLowerCase());

function fail(message) {
  console.error(`with-postgres: ${message}`);
  process.exit(1);
}

/** The folder holding initdb and pg_ctl: PG_BIN, or the newest Debian server version. */
function findServerBin(root = '/usr/lib/postgresql', override = process.env.PG_BIN) {
  const usable = (dir) =>
    existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'));
  if (override) return usable(override) ? override : undefined;
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => path.join(root, version, 'bin')).find(usable);
}

/** Runs a server binary, as `account` through runuser when given; throws with its output. */
function runServerTool(account, file, args) {
  const [command, commandArgs] = account
    ? ['runuser', ['-u', account, '--', file, ...args]]
    : [file, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`;
    throw new Error(`${path.basename(file)} ${args[0]} failed:\n${output.trim()}`);
  }
}

/** The unprivileged account to run the server as when we are root, and its ids. */
function serverAccount() {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (uid.status === 0 && gid.status === 0) {
      return { name, uid: Number(uid.stdout), gid: Number(gid.stdout) };
    }
  }
  fail('running as root and found neither a "postgres" nor a "nobody" account to run the server');
}

function runCommand(argv, env) {
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), { stdio: 'inherit', env, shell: false });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`with-postgres: could not run ${argv[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0));
    });
  });
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === '--') argv.shift();
  if (argv.length === 0) fail('usage: node scripts/with-postgres.mjs <command> [args…]');

  if (process.env.DATABASE_URL) {
    console.log('with-postgres: DATABASE_URL is set; using that database');
    process.exit(await runCommand(argv, process.env));
  }

  const bin = findServerBin();
  if (!bin) {
    const where = process.env.PG_BIN ?? '/usr/lib/postgresql/<version>/bin';
    if (inCi()) {
      fail(
        `no PostgreSQL server (initdb, pg_ctl) in ${where}; CI runs the storage conformance suite on PostgreSQL too (apt-get install postgresql)`,
      );
    }
    console.warn(
      `with-postgres: no PostgreSQL server in ${where}: the PostgreSQL half of the sandbox tests is skipped (apt-get install postgresql, or set DATABASE_URL)`,
    );
    process.exit(await runCommand(argv, process.env));
  }

  const account = serverAccount();
  const folder = mkdtempSync(path.join(tmpdir(), 'sandbox-pg-'));
  const data = path.join(folder, 'data');
  const log = path.join(folder, 'server.log');
  const pgCtl = path.join(bin, 'pg_ctl');
  const cleanUp = () => {
    // pg_ctl writes this file once the server runs, even if start-up then times out.
    if (existsSync(path.join(data, 'postmaster.pid'))) {
      try {
        runServerTool(account?.name, pgCtl, ['stop', '-D', data, '-m', 'fast', '-w']);
      } catch (error) {
        console.error(`with-postgres: ${error.message}`);
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.on('exit', cleanUp);

  let code;
  try {
    if (account) chownSync(folder, account.uid, account.gid);
    runServerTool(account?.name, path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      SUPERUSER,
      '--auth=trust',
      '--encoding=UTF8',
      '--no-sync',
      '--no-instructions',
    ]);
    const options = `-c listen_addresses= -k ${folder} -p ${PORT}`;
    try {
      runServerTool(account?.name, pgCtl, ['start', '-D', data, '-l', log, '-w', '-o', options]);
    } catch (error) {
      const serverLog = existsSync(log) ? readFileSync(log, 'utf8') : '';
      throw new Error(`${error.message}\n${serverLog}`, { cause: error });
    }
    runServerTool(account?.name, path.join(bin, 'createdb'), [
      '-h',
      folder,
      '-p',
      String(PORT),
      '-U',
      SUPERUSER,
      DATABASE,
    ]);
    const url = `postgresql://${SUPERUSER}@/${DATABASE}?host=${encodeURIComponent(folder)}&port=${PORT}`;
    console.log(`with-postgres: PostgreSQL (${bin}) on the socket in ${folder}`);
    code = await runCommand(argv, { ...process.env, DATABASE_URL: url });
  } catch (error) {
    console.error(`with-postgres: ${error instanceof Error ? error.message : String(error)}`);
    code = 1;
  } finally {
    cleanUp();
  }
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  // The child gets the signal too; we stay to stop the server once it has exited.
  process.on(signal, () => undefined);
}

await main();
