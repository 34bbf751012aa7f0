/** The SQLite backend: atomic transactions, isolation from reads, persistence and versioning. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStorage, SQLITE_FILE } from '../sqlite';
import { SCHEMA_VERSION, type UserRecord } from '../types';

const at = { seconds: '1', nanos: '0' };
const user = (userId: string, organizationId = 'org-1'): UserRecord => ({
  userId,
  organizationId,
  userName: userId,
  userTags: [],
  createdAt: at,
  updatedAt: at,
});
const insertUser = (id: string, organizationId = 'org-1') => ({
  id,
  organizationId,
  data: user(id, organizationId),
});

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
  it('stores, lists in insertion order by organization, updates and removes', async () => {
    const storage = openSqliteStorage({ location: ':memory:' });
    await storage.transaction(async (tx) => {
      await tx.insert('user', insertUser('b'));
      await tx.insert('user', insertUser('a'));
      await tx.insert('user', insertUser('c', 'org-2'));
    });
    const listed = await storage.read((tx) => tx.list('user', { organizationId: 'org-1' }));
    expect(listed.map((record) => record.userId)).toEqual(['b', 'a']);
    await storage.transaction(async (tx) => {
      await tx.update('user', 'a', { ...user('a'), userName: 'renamed' });
      await tx.remove('user', 'b');
    });
    expect(await storage.read((tx) => tx.get('user', 'a'))).toMatchObject({ userName: 'renamed' });
    expect(await storage.read((tx) => tx.get('user', 'b'))).toBeUndefined();
    await storage.close();
  });

  it('rolls a whole transaction back when it throws, and refuses duplicate ids', async () => {
    const storage = openSqliteStorage({ location: ':memory:' });
    await expect(
      storage.transaction(async (tx) => {
        await tx.insert('user', insertUser('x'));
        await tx.insert('user', insertUser('x'));
      }),
    ).rejects.toThrow(/UNIQUE/);
    expect(await storage.read((tx) => tx.get('user', 'x'))).toBeUndefined();
    await expect(
      storage.transaction((tx) => tx.update('user', 'nobody', user('nobody'))),
    ).rejects.toThrow('No user record nobody to update');
    await storage.close();
  });

  it('never shows a read half of a transaction that is still running', async () => {
    const storage = openSqliteStorage({ location: ':memory:' });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const writing = storage.transaction(async (tx) => {
      await tx.insert('user', insertUser('first'));
      await gate;
      await tx.insert('user', insertUser('second'));
    });
    const reading = storage.read((tx) => tx.list('user', { organizationId: 'org-1' }));
    release();
    await writing;
    expect((await reading).map((record) => record.userId)).toEqual(['first', 'second']);
    await storage.close();
  });

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
