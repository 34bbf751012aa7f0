/**
 * What only the IndexedDB backend has to prove: a transaction's own writes are visible to it in
 * the right order before they are committed, the data outlives the connection, a store written
 * by a newer sandbox is refused, a full disk is a clear error that writes nothing, and host
 * values go with `resetAll`. The shared contract is in storage.test.ts.
 */
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openIndexedDbStorage, StorageFullError } from '../indexeddb';
import { SCHEMA_VERSION } from '../types';
import { insertUser, user } from './backend';

afterEach(() => {
  vi.restoreAllMocks();
});

const NAME = 'sandbox-test';

describe('IndexedDB storage', () => {
  it('shows a transaction its own writes, in insertion order, before it commits', async () => {
    const storage = await openIndexedDbStorage({ name: NAME, indexedDB: new IDBFactory() });
    await storage.transaction(async (tx) => {
      await tx.insert('user', insertUser('a'));
      await tx.insert('user', insertUser('b'));
      await tx.insert('user', insertUser('c'));
    });
    const seen = await storage.transaction(async (tx) => {
      await tx.remove('user', 'a');
      await tx.insert('user', insertUser('a'));
      await tx.update('user', 'b', user('b', 'org-1', 'renamed'));
      await tx.insert('user', insertUser('d'));
      await tx.remove('user', 'd');
      return (await tx.list('user', { organizationId: 'org-1' })).map((u) => u.userName);
    });
    // `a` was removed and inserted again, so it now comes last, as a new row would in SQL.
    expect(seen).toEqual(['renamed', 'c', 'a']);
    const committed = await storage.read((tx) => tx.list('user', { organizationId: 'org-1' }));
    expect(committed.map((u) => u.userName)).toEqual(['renamed', 'c', 'a']);
  });

  it('keeps the records after the connection closes', async () => {
    const indexedDB = new IDBFactory();
    const first = await openIndexedDbStorage({ name: NAME, indexedDB });
    await first.transaction((tx) => tx.insert('user', insertUser('kept')));
    await first.writeHostValue('identity', { organizationId: 'org-1' });
    await first.close();
    const second = await openIndexedDbStorage({ name: NAME, indexedDB });
    expect(await second.read((tx) => tx.get('user', 'kept'))).toMatchObject({ userId: 'kept' });
    expect(await second.readHostValue('identity')).toEqual({ organizationId: 'org-1' });
    await expect(first.read((tx) => tx.get('user', 'kept'))).rejects.toThrow(/is closed/);
    await second.close();
  });

  it('refuses a store written by a newer sandbox, saying what to do', async () => {
    const indexedDB = new IDBFactory();
    const storage = await openIndexedDbStorage({ name: NAME, indexedDB });
    await storage.close();
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(NAME);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
      request.onsuccess = () => {
        const tx = request.result.transaction('meta', 'readwrite');
        tx.objectStore('meta').put(SCHEMA_VERSION + 1, 'schemaVersion');
        tx.oncomplete = () => {
          request.result.close();
          resolve();
        };
      };
    });
    await expect(openIndexedDbStorage({ name: NAME, indexedDB })).rejects.toThrow(
      `uses schema version ${SCHEMA_VERSION + 1}; this sandbox knows up to ${SCHEMA_VERSION}. Use a newer sandbox or clear this site's stored data in the browser.`,
    );
  });

  it('refuses a database whose layout a newer sandbox upgraded', async () => {
    const indexedDB = new IDBFactory();
    await new Promise<void>((resolve) => {
      const request = indexedDB.open(NAME, 7);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
    });
    await expect(openIndexedDbStorage({ name: NAME, indexedDB })).rejects.toThrow(
      /uses schema version newer; this sandbox knows up to/,
    );
  });

  it('turns a full disk into StorageFullError, writes nothing and keeps working', async () => {
    const storage = await openIndexedDbStorage({ name: NAME, indexedDB: new IDBFactory() });
    await storage.transaction((tx) => tx.insert('user', insertUser('before')));
    const add = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const failed = storage.transaction(async (tx) => {
      await tx.update('user', 'before', user('before', 'org-1', 'changed'));
      await tx.insert('user', insertUser('after'));
    });
    await expect(failed).rejects.toBeInstanceOf(StorageFullError);
    await expect(failed).rejects.toThrow(/storage for this site is full.*nothing was written/);
    add.mockRestore();
    expect(await storage.read((tx) => tx.get('user', 'before'))).toMatchObject({
      userName: 'before',
    });
    expect(await storage.read((tx) => tx.get('user', 'after'))).toBeUndefined();
    await storage.transaction((tx) => tx.insert('user', insertUser('after')));
    expect(await storage.read((tx) => tx.get('user', 'after'))).toMatchObject({ userId: 'after' });
  });

  it('turns a quota error the transaction aborts with into StorageFullError too', async () => {
    const storage = await openIndexedDbStorage({ name: NAME, indexedDB: new IDBFactory() });
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore) {
      this.transaction.abort();
      Object.defineProperty(this.transaction, 'error', {
        value: new DOMException('Quota', 'QuotaExceededError'),
      });
      return {} as IDBRequest<IDBValidKey>;
    });
    await expect(
      storage.transaction((tx) => tx.insert('user', insertUser('x'))),
    ).rejects.toBeInstanceOf(StorageFullError);
  });

  it('resetAll deletes records and host values; reset keeps host values', async () => {
    const storage = await openIndexedDbStorage({ name: NAME, indexedDB: new IDBFactory() });
    await storage.transaction((tx) => tx.insert('user', insertUser('a')));
    await storage.writeHostValue('identity', { id: 1 });
    await storage.reset();
    expect(await storage.read((tx) => tx.list('user', {}))).toEqual([]);
    expect(await storage.readHostValue('identity')).toEqual({ id: 1 });
    await storage.transaction((tx) => tx.insert('user', insertUser('b')));
    await storage.resetAll();
    expect(await storage.read((tx) => tx.list('user', {}))).toEqual([]);
    expect(await storage.readHostValue('identity')).toBeUndefined();
    expect(storage.schemaVersion).toBe(SCHEMA_VERSION);
  });

  it('reopens after another tab deletes the database', async () => {
    const indexedDB = new IDBFactory();
    const storage = await openIndexedDbStorage({ name: NAME, indexedDB });
    await storage.transaction((tx) => tx.insert('user', insertUser('a')));
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(NAME);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('delete failed'));
    });
    expect(await storage.read((tx) => tx.get('user', 'a'))).toBeUndefined();
    await storage.transaction((tx) => tx.insert('user', insertUser('b')));
    expect(await storage.read((tx) => tx.list('user', {}))).toHaveLength(1);
  });
});
