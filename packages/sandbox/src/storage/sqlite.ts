/**
 * The embedded SQLite backend (better-sqlite3): one file `sandbox.db` in a data directory, in
 * WAL mode, or `:memory:` for tests and `--memory`. better-sqlite3 is synchronous, so every read
 * and transaction runs through one queue: a transaction's writes are never visible to another
 * request before COMMIT, and no request waits on a lock (there is only one connection).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  SCHEMA_VERSION,
  type Kind,
  type NewRecord,
  type ReadTransaction,
  type RecordKinds,
  type Storage,
  type Where,
  type WriteTransaction,
} from './types';
import {
  insertValues,
  listQuery,
  newerSchemaMessage,
  recordStatements,
  SCHEMA_VERSION_KEY,
  schemaStatements,
  SQLITE_DIALECT,
} from './sql';

export interface SqliteOptions {
  /** A directory (created if missing) or `':memory:'`. */
  location: string;
}

export const SQLITE_FILE = 'sandbox.db';

/** A promise chain that runs one task at a time, in order. */
function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

export function openSqliteStorage(options: SqliteOptions): Storage {
  let file = ':memory:';
  if (options.location !== ':memory:') {
    mkdirSync(options.location, { recursive: true });
    file = path.join(options.location, SQLITE_FILE);
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // WAL with NORMAL survives a killed process (not a power cut) with every commit intact.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  for (const statement of schemaStatements(SQLITE_DIALECT)) db.exec(statement);

  const sql = recordStatements(SQLITE_DIALECT);
  const found = db.prepare(sql.readVersion).get(SCHEMA_VERSION_KEY) as
    { value: string } | undefined;
  if (found && Number(found.value) > SCHEMA_VERSION) {
    db.close();
    throw new Error(newerSchemaMessage(found.value, file, 'another --data directory'));
  }
  db.prepare(sql.writeVersion).run(SCHEMA_VERSION_KEY, String(SCHEMA_VERSION));

  const statements = {
    get: db.prepare(sql.get),
    insert: db.prepare(sql.insert),
    update: db.prepare(sql.update),
    remove: db.prepare(sql.remove),
  };
  const listStatements = new Map<string, Database.Statement>();

  function list(kind: Kind, where: Where): unknown[] {
    const query = listQuery(SQLITE_DIALECT, kind, where);
    let statement = listStatements.get(query.shape);
    if (!statement) {
      statement = db.prepare(query.text);
      listStatements.set(query.shape, statement);
    }
    const rows = statement.all(...query.values) as { data: string }[];
    return rows.map((row) => JSON.parse(row.data) as unknown);
  }

  const reader: ReadTransaction = {
    get: <K extends Kind>(kind: K, id: string) => {
      const row = statements.get.get(kind, id) as { data: string } | undefined;
      return Promise.resolve(row ? (JSON.parse(row.data) as RecordKinds[K]) : undefined);
    },
    list: <K extends Kind>(kind: K, where: Where) =>
      Promise.resolve(list(kind, where) as RecordKinds[K][]),
  };

  const writer: WriteTransaction = {
    ...reader,
    insert: <K extends Kind>(kind: K, record: NewRecord<K>) => {
      statements.insert.run(...insertValues(kind, record));
      return Promise.resolve();
    },
    update: <K extends Kind>(kind: K, id: string, data: RecordKinds[K]) => {
      const { changes } = statements.update.run(JSON.stringify(data), kind, id);
      if (changes !== 1) throw new Error(`No ${kind} record ${id} to update`);
      return Promise.resolve();
    },
    remove: (kind: Kind, id: string) => {
      statements.remove.run(kind, id);
      return Promise.resolve();
    },
  };

  const enqueue = createQueue();
  let closed = false;

  return {
    schemaVersion: SCHEMA_VERSION,
    read: (fn) => enqueue(() => fn(reader)),
    transaction: (fn) =>
      enqueue(async () => {
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await fn(writer);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      }),
    reset: () =>
      enqueue(() => {
        db.exec(sql.reset);
        return Promise.resolve();
      }),
    close: () =>
      enqueue(() => {
        if (!closed) db.close();
        closed = true;
        return Promise.resolve();
      }),
  };
}
