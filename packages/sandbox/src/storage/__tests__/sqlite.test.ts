/**
 * What only the SQLite backend has: a data directory in WAL mode that survives restarts, and its
 * schema version. The contract both backends keep is in storage.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStorage, SQLITE_FILE } from '../sqlite';
import { SCHEMA_VERSION } from '../types';
import { insertUser } from './backend';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function tempDir() {
  const folder = mkdtempSync(path.join(tmpdir(), 'sandbox-sqlite-'));
  folders.push(folder);
  return folder;
}

describe('sqlite storage', () => {
  it('keeps data in the data directory across restarts, with its schema version', async () => {
    const folder = tempDir();
    const first = openSqliteStorage({ location: folder });
    await first.transaction((tx) => tx.insert('user', insertUser('kept')));
    await first.close();
    const second = openSqliteStorage({ location: folder });
    expect(second.schemaVersion).toBe(SCHEMA_VERSION);
    expect(await second.read((tx) => tx.get('user', 'kept'))).toMatchObject({ userId: 'kept' });
    await second.reset();
    expect(await second.read((tx) => tx.get('user', 'kept'))).toBeUndefined();
    await second.close();
    const raw = new Database(path.join(folder, SQLITE_FILE));
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
  });

  it('refuses a data directory written by a newer schema, with a clear message', async () => {
    const folder = tempDir();
    await openSqliteStorage({ location: folder }).close();
    const raw = new Database(path.join(folder, SQLITE_FILE));
    raw.prepare("UPDATE sandbox_meta SET value = '99' WHERE key = 'schema_version'").run();
    raw.close();
    expect(() => openSqliteStorage({ location: folder })).toThrow(/schema version 99/);
  });
});
