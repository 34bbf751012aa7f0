/**
 * The storage backend a test file runs on: SQLite in memory by default; PostgreSQL when the
 * run sets `SANDBOX_STORAGE=postgres` (`vitest.postgres.config.ts`, which the root
 * `npm run test:sandbox-pg` runs through `scripts/with-postgres.mjs`); IndexedDB (fake-indexeddb,
 * a fresh database each time) with `SANDBOX_STORAGE=indexeddb` (the root vitest config's
 * `sandbox-indexeddb` project). Each PostgreSQL storage
 * gets a schema of its own, dropped when it closes, so test files running side by side on one
 * database never see each other's records or resets.
 */
import { randomBytes } from 'node:crypto';
import { IDBFactory } from 'fake-indexeddb';
import pg from 'pg';
import { openIndexedDbStorage } from '../indexeddb';
import { openPostgresStorage } from '../postgres';
import { openSqliteStorage } from '../sqlite';
import type { Storage, UserRecord } from '../types';

export type BackendName = 'sqlite' | 'postgres' | 'indexeddb';

const chosen = process.env.SANDBOX_STORAGE;
export const BACKEND: BackendName =
  chosen === 'postgres' || chosen === 'indexeddb' ? chosen : 'sqlite';

/** The database of the PostgreSQL half; a clear error when the run does not provide one. */
export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'SANDBOX_STORAGE=postgres but DATABASE_URL is not set: run `npm run test:sandbox-pg`, which starts a throwaway PostgreSQL (scripts/with-postgres.mjs)',
    );
  }
  return url;
}

export function newSchemaName(): string {
  return `test_${randomBytes(6).toString('hex')}`;
}

/** Drops a test schema and everything in it. */
export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/** A fresh, empty store on this run's backend (or the one given). */
export async function openTestStorage(backend: BackendName = BACKEND): Promise<Storage> {
  if (backend === 'sqlite') return openSqliteStorage({ location: ':memory:' });
  if (backend === 'indexeddb') {
    return openIndexedDbStorage({ name: 'sandbox-test', indexedDB: new IDBFactory() });
  }
  const schema = newSchemaName();
  const storage = await openPostgresStorage({ connectionString: databaseUrl(), schema });
  return {
    ...storage,
    schemaVersion: storage.schemaVersion,
    close: async () => {
      await storage.close();
      await dropSchema(schema);
    },
  };
}

const at = { seconds: '1', nanos: '0' };
export const user = (userId: string, organizationId = 'org-1', userName = userId): UserRecord => ({
  userId,
  organizationId,
  userName,
  userTags: [],
  createdAt: at,
  updatedAt: at,
});
export const insertUser = (id: string, organizationId = 'org-1') => ({
  id,
  organizationId,
  data: user(id, organizationId),
});

/** `writers` transactions at once, each reading a counter and writing it back plus one. */
export async function incrementConcurrently(stores: Storage[], writers: number) {
  await stores[0]?.transaction((tx) =>
    tx.insert('user', { ...insertUser('counter'), data: user('counter', 'org-1', '0') }),
  );
  await Promise.all(
    Array.from({ length: writers }, (_, index) =>
      stores[index % stores.length]?.transaction(async (tx) => {
        const current = await tx.get('user', 'counter');
        const next = Number(current?.userName ?? 'NaN') + 1;
        await tx.update('user', 'counter', user('counter', 'org-1', String(next)));
      }),
    ),
  );
}

/** `writers` transactions at once, each inserting a user named "Contested" unless one exists. */
export function claimConcurrently(stores: Storage[], writers: number) {
  return Promise.all(
    Array.from({ length: writers }, (_, index) =>
      stores[index % stores.length]?.transaction(async (tx) => {
        const users = await tx.list('user', { organizationId: 'org-1' });
        if (users.some((record) => record.userName === 'Contested')) return false;
        await tx.insert('user', {
          ...insertUser(`claim-${index}`),
          data: user(`claim-${index}`, 'org-1', 'Contested'),
        });
        return true;
      }),
    ),
  );
}
