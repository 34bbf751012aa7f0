/**
 * The storage contract every backend keeps: SQLite (in memory) and IndexedDB (fake-indexeddb)
 * in the unit run, PostgreSQL in the `test:sandbox-pg` run. Records, atomic transactions, reads that never see half a write, and
 * concurrent read-check-write transactions that lose nothing and duplicate nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Storage } from '../types';
import {
  BACKEND,
  type BackendName,
  claimConcurrently,
  incrementConcurrently,
  insertUser,
  openTestStorage,
  user,
} from './backend';

const opened: Storage[] = [];
afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

const BACKENDS: BackendName[] = BACKEND === 'postgres' ? ['postgres'] : ['sqlite', 'indexeddb'];

const at = { seconds: '1', nanos: '0' };

describe.each(BACKENDS)('storage contract on %s', (backend) => {
  async function open() {
    const storage = await openTestStorage(backend);
    opened.push(storage);
    return storage;
  }

  it('stores, lists in insertion order by organization, updates and removes', async () => {
    const storage = await open();
    await storage.transaction(async (tx) => {
      await tx.insert('user', insertUser('b'));
      await tx.insert('user', insertUser('a'));
      await tx.insert('user', insertUser('c', 'org-2'));
      await tx.insert('apiKey', {
        id: 'k',
        organizationId: 'org-1',
        parentId: 'a',
        lookup: '02ab',
        data: {
          apiKeyId: 'k',
          organizationId: 'org-1',
          userId: 'a',
          apiKeyName: 'k',
          publicKey: '02ab',
          curveType: 'API_KEY_CURVE_P256',
          createdAt: at,
          updatedAt: at,
        },
      });
    });
    const listed = await storage.read((tx) => tx.list('user', { organizationId: 'org-1' }));
    expect(listed.map((record) => record.userId)).toEqual(['b', 'a']);
    const byLookup = await storage.read((tx) =>
      tx.list('apiKey', { lookup: '02ab', parentId: 'a' }),
    );
    expect(byLookup.map((record) => record.apiKeyId)).toEqual(['k']);
    expect(
      await storage.read((tx) => tx.list('apiKey', { lookup: '02ab', parentId: 'b' })),
    ).toEqual([]);
    await storage.transaction(async (tx) => {
      await tx.update('user', 'a', { ...user('a'), userName: 'renamed' });
      await tx.remove('user', 'b');
    });
    expect(await storage.read((tx) => tx.get('user', 'a'))).toMatchObject({ userName: 'renamed' });
    expect(await storage.read((tx) => tx.get('user', 'b'))).toBeUndefined();
    await storage.reset();
    expect(await storage.read((tx) => tx.list('user', {}))).toEqual([]);
  });

  it('answers reads asked in parallel within one transaction, without a driver warning', async () => {
    const storage = await open();
    await storage.transaction(async (tx) => {
      for (const id of ['a', 'b', 'c']) await tx.insert('user', insertUser(id));
    });
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const [users, first, missing, again] = await storage.read((tx) =>
        Promise.all([
          tx.list('user', { organizationId: 'org-1' }),
          tx.get('user', 'a'),
          tx.get('user', 'none'),
          tx.list('user', { organizationId: 'org-1' }),
        ]),
      );
      expect(users.map((record) => record.userId)).toEqual(['a', 'b', 'c']);
      expect(first?.userId).toBe('a');
      expect(missing).toBeUndefined();
      expect(again).toEqual(users);
      // Node reports a warning on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).toEqual([]);
  });

  it('rolls a whole transaction back when it throws, and refuses duplicate ids', async () => {
    const storage = await open();
    await expect(
      storage.transaction(async (tx) => {
        await tx.insert('user', insertUser('x'));
        await tx.insert('user', insertUser('x'));
      }),
    ).rejects.toThrow(/unique/i);
    expect(await storage.read((tx) => tx.get('user', 'x'))).toBeUndefined();
    await expect(
      storage.transaction((tx) => tx.update('user', 'nobody', user('nobody'))),
    ).rejects.toThrow('No user record nobody to update');
    // The store still works after the failures.
    await storage.transaction((tx) => tx.insert('user', insertUser('x')));
    expect(await storage.read((tx) => tx.get('user', 'x'))).toMatchObject({ userId: 'x' });
  });

  it('never shows a read half of a transaction that is still running', async () => {
    const storage = await open();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let firstWritten!: () => void;
    const halfway = new Promise<void>((resolve) => (firstWritten = resolve));
    const writing = storage.transaction(async (tx) => {
      await tx.insert('user', insertUser('first'));
      firstWritten();
      await gate;
      await tx.insert('user', insertUser('second'));
    });
    await halfway;
    const reading = storage.read((tx) => tx.list('user', { organizationId: 'org-1' }));
    // Give a backend that reads beside the writer (PostgreSQL) time to answer mid-transaction.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await writing;
    const seen = (await reading).map((record) => record.userId);
    expect([[], ['first', 'second']]).toContainEqual(seen);
  });

  it('16 concurrent read-modify-write transactions lose no update', async () => {
    const storage = await open();
    await incrementConcurrently([storage], 16);
    expect(await storage.read((tx) => tx.get('user', 'counter'))).toMatchObject({ userName: '16' });
  });

  it('16 concurrent check-then-insert transactions insert exactly once', async () => {
    const storage = await open();
    const outcomes = await claimConcurrently([storage], 16);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const users = await storage.read((tx) => tx.list('user', { organizationId: 'org-1' }));
    expect(users.filter((record) => record.userName === 'Contested')).toHaveLength(1);
  });
});
