/**
 * What only the PostgreSQL backend has: several sandbox processes sharing one database (two
 * storages stand for two processes), the schema version it records, and clear messages when the
 * database cannot be used. Runs where `DATABASE_URL` is set; without it the sharing tests say
 * they are skipped (the `test:sandbox-pg` run always provides one, and fails in CI without it).
 */
import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { describeDatabase, openPostgresStorage } from '../postgres';
import { SCHEMA_VERSION, type Storage } from '../types';
import {
  claimConcurrently,
  dropSchema,
  incrementConcurrently,
  insertUser,
  newSchemaName,
} from './backend';

const url = process.env.DATABASE_URL;
const schemas: string[] = [];
const opened: Storage[] = [];
afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
  for (const schema of schemas.splice(0)) await dropSchema(schema);
});

async function openShared(schema: string) {
  const storage = await openPostgresStorage({ connectionString: url ?? '', schema });
  opened.push(storage);
  return storage;
}
function newSchema() {
  const schema = newSchemaName();
  schemas.push(schema);
  return schema;
}

describe('postgres storage: messages that need no server', () => {
  it('names the database it cannot reach, without the password', async () => {
    const socketDir = '/nonexistent-sandbox-socket-dir';
    const attempt = openPostgresStorage({
      connectionString: `postgresql://someone:s3cret@/sandbox?host=${encodeURIComponent(socketDir)}`,
    });
    await expect(attempt).rejects.toThrow(/^Cannot open PostgreSQL \/nonexistent/);
    await expect(attempt).rejects.not.toThrow(/s3cret/);
  });

  it('refuses a schema name that is not a plain identifier', async () => {
    await expect(
      openPostgresStorage({ connectionString: 'postgresql://x@/y', schema: 'a; DROP' }),
    ).rejects.toThrow(/schema name must be lower-case letters, digits and _/);
  });

  it('describes a URL by host, port and database only', () => {
    expect(describeDatabase('postgresql://u:p@db.internal:5433/sandbox')).toBe(
      'PostgreSQL db.internal:5433/sandbox',
    );
  });
});

describe.skipIf(!url)(
  url
    ? 'postgres storage shared by two sandboxes'
    : 'postgres storage shared by two sandboxes: SKIPPED here, no DATABASE_URL (npm run test:sandbox-pg runs it)',
  () => {
    it('16 writers over two storages on one schema lose no update', async () => {
      const schema = newSchema();
      const stores = [await openShared(schema), await openShared(schema)];
      await incrementConcurrently(stores, 16);
      for (const storage of stores) {
        expect(await storage.read((tx) => tx.get('user', 'counter'))).toMatchObject({
          userName: '16',
        });
      }
    });

    it('16 check-then-insert writers over two storages insert exactly once', async () => {
      const schema = newSchema();
      const stores = [await openShared(schema), await openShared(schema)];
      const outcomes = await claimConcurrently(stores, 16);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
    });

    it('records its schema version, keeps data across reopening, refuses a newer version', async () => {
      const schema = newSchema();
      const first = await openShared(schema);
      expect(first.schemaVersion).toBe(SCHEMA_VERSION);
      await first.transaction((tx) => tx.insert('user', insertUser('kept')));
      const second = await openShared(schema);
      expect(await second.read((tx) => tx.get('user', 'kept'))).toMatchObject({ userId: 'kept' });

      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ value: string }>(
          `SELECT value FROM ${schema}.sandbox_meta WHERE key = 'schema_version'`,
        );
        expect(rows).toEqual([{ value: String(SCHEMA_VERSION) }]);
        await client.query(`UPDATE ${schema}.sandbox_meta SET value = '99'`);
      } finally {
        await client.end();
      }
      await expect(openShared(schema)).rejects.toThrow(/schema version 99/);
    });

    it('starts cleanly when several sandboxes create the schema at the same moment', async () => {
      const schema = newSchema();
      const stores = await Promise.all([1, 2, 3, 4].map(() => openShared(schema)));
      expect(stores.every((storage) => storage.schemaVersion === SCHEMA_VERSION)).toBe(true);
    });
  },
);
