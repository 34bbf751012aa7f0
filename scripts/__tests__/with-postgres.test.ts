/**
 * scripts/with-postgres.mjs: the command gets a working DATABASE_URL, its exit status comes back,
 * the server and its folder are gone afterwards, and a missing server fails in CI but only warns
 * elsewhere.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const script = path.join(root, 'scripts', 'with-postgres.mjs');

function run(command: string[], env: Record<string, string | undefined>) {
  // The script must decide about DATABASE_URL itself, so the caller's never leaks in.
  const base = { ...process.env };
  delete base.DATABASE_URL;
  const result = spawnSync(process.execPath, [script, '--', ...command], {
    cwd: root,
    encoding: 'utf8',
    env: { ...base, ...env },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const printUrlAndExit = (code: number) => [
  process.execPath,
  '-e',
  `console.log('URL=' + (process.env.DATABASE_URL ?? '')); process.exit(${code})`,
];

const haveServer =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((version) =>
    existsSync(path.join('/usr/lib/postgresql', version, 'bin', 'initdb')),
  );

describe('with-postgres', () => {
  it('fails in CI when there is no server', () => {
    const result = run(printUrlAndExit(0), { CI: '1', PG_BIN: '/nonexistent' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/no PostgreSQL server .* in \/nonexistent/);
    expect(result.stdout).not.toContain('URL=');
  });

  it('elsewhere says the PostgreSQL half is skipped and runs the command without a URL', () => {
    const result = run(printUrlAndExit(4), { CI: '', PG_BIN: '/nonexistent' });
    expect(result.status).toBe(4);
    expect(result.stderr).toMatch(/PostgreSQL half of the sandbox tests is skipped/);
    expect(result.stdout).toContain('URL=\n');
  });

  it('uses a DATABASE_URL that is already set and starts nothing', () => {
    const result = run(printUrlAndExit(0), {
      DATABASE_URL: 'postgresql://given@/db',
      PG_BIN: '/nonexistent',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('URL=postgresql://given@/db');
  });

  it.skipIf(!haveServer)(
    'starts a server the command can query, returns its status, then removes everything',
    () => {
      const query = `
        const pg = require('pg');
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        client.connect()
          .then(() => client.query('SELECT 6 * 7 AS answer'))
          .then(({ rows }) => { console.log('ANSWER=' + rows[0].answer); return client.end(); })
          .then(() => process.exit(7), (error) => { console.error(error); process.exit(2); });`;
      const result = run([process.execPath, '-e', query], { CI: '' });
      expect(result.stderr).not.toMatch(/with-postgres: .*failed/);
      expect(result.stdout).toContain('ANSWER=42');
      expect(result.status).toBe(7);
      const folder = /on the socket in (\S+)/.exec(result.stdout)?.[1];
      expect(folder).toBeDefined();
      expect(existsSync(folder ?? '/')).toBe(false);
    },
    60_000,
  );
});
