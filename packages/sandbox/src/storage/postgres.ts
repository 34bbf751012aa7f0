/**
 * The PostgreSQL backend (`pg`), for a team sharing one sandbox: `DATABASE_URL` names the
 * database, and several sandbox processes may use it at once. Same tables and statements as
 * SQLite (`sql.ts`), same semantics:
 *
 * - A write transaction first locks the schema-version row (`SELECT … FOR UPDATE`), so write
 *   transactions run one at a time across every process on the database, as SQLite's single
 *   writer does. A transaction that reads, checks and writes (a contested wallet name) therefore
 *   sees every earlier commit, and waiting for that lock is the only contention: no
 *   serialization failure or deadlock can surface to a client. `seq` follows commit order.
 * - A read runs in one `REPEATABLE READ READ ONLY` transaction: one snapshot, never half of a
 *   write, and it never waits for a writer.
 * - The schema is created on start under an advisory lock (two processes starting together do
 *   not race on `CREATE TABLE IF NOT EXISTS`), with its version in `sandbox_meta`; a newer
 *   version is refused.
 */
import pg from 'pg';
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
  POSTGRES_DIALECT,
  recordStatements,
  SCHEMA_VERSION_KEY,
  schemaStatements,
} from './sql';

export interface PostgresOptions {
  /** `postgresql://user:password@host:port/database`, or `…?host=/socket/dir` for a socket. */
  connectionString: string;
  /** A schema for the tables, created if missing; default: the connection's `search_path`. */
  schema?: string;
  /** Connections in the pool (default 10). */
  maxConnections?: number;
}

/** Any fixed number: it only keeps two sandboxes starting at once from creating tables together. */
const SCHEMA_LOCK = 7_170_017;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const sql = recordStatements(POSTGRES_DIALECT);

/** Where the connection string points, without user or password, for messages. */
export function describeDatabase(connectionString: string): string {
  const match = /^postgres(?:ql)?:\/\/(?:[^@/?]*@)?([^/?]*)(\/[^?]*)?(?:\?(.*))?$/.exec(
    connectionString,
  );
  if (!match) return 'PostgreSQL (DATABASE_URL is not a postgresql:// URL)';
  const socket = new URLSearchParams(match[3] ?? '').get('host');
  const host = match[1] || socket || 'localhost';
  return `PostgreSQL ${host}${match[2] ?? ''}`;
}

type Query = <R extends pg.QueryResultRow>(config: pg.QueryConfig) => Promise<pg.QueryResult<R>>;

/**
 * A transaction's queries, one at a time on its connection. Callers may ask in parallel (a
 * `Promise.all` of reads); pg would queue them itself, but that queue is deprecated and goes in
 * pg 9, so they wait their turn here.
 */
function serialQueries(client: pg.PoolClient): Query {
  let tail: Promise<unknown> = Promise.resolve();
  return <R extends pg.QueryResultRow>(config: pg.QueryConfig) => {
    const run = tail.then(() => client.query<R>(config));
    tail = run.catch(() => undefined);
    return run;
  };
}

function reader(query: Query): ReadTransaction {
  return {
    get: async <K extends Kind>(kind: K, id: string) => {
      const { rows } = await query<{ data: string }>({ text: sql.get, values: [kind, id] });
      return rows[0] ? (JSON.parse(rows[0].data) as RecordKinds[K]) : undefined;
    },
    list: async <K extends Kind>(kind: K, where: Where) => {
      const list = listQuery(POSTGRES_DIALECT, kind, where);
      const { rows } = await query<{ data: string }>({
        name: `list:${list.shape}`,
        text: list.text,
        values: list.values,
      });
      return rows.map((row) => JSON.parse(row.data) as RecordKinds[K]);
    },
  };
}

function writer(query: Query): WriteTransaction {
  return {
    ...reader(query),
    insert: async <K extends Kind>(kind: K, record: NewRecord<K>) => {
      await query({
        text: sql.insert,
        values: insertValues(kind, record),
      });
    },
    update: async <K extends Kind>(kind: K, id: string, data: RecordKinds[K]) => {
      const { rowCount } = await query({
        text: sql.update,
        values: [JSON.stringify(data), kind, id],
      });
      if (rowCount !== 1) throw new Error(`No ${kind} record ${id} to update`);
    },
    remove: async (kind: Kind, id: string) => {
      await query({ text: sql.remove, values: [kind, id] });
    },
  };
}

/** Runs `fn` between `begin` and COMMIT on one pooled connection; ROLLBACK if anything throws. */
async function inTransaction<T>(
  pool: pg.Pool,
  begin: string[],
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    for (const statement of begin) await client.query(statement);
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    try {
      await client.query('ROLLBACK');
    } catch (rollbackError) {
      // The connection is gone; the pool must not hand it out again.
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    }
    throw error;
  } finally {
    client.release(broken);
  }
}

export async function openPostgresStorage(options: PostgresOptions): Promise<Storage> {
  const where = describeDatabase(options.connectionString);
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(
      `The PostgreSQL schema name must be lower-case letters, digits and _, received ${JSON.stringify(options.schema)}`,
    );
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle connection that the server closes must not crash the process; the pool drops it.
  pool.on('error', (error) => {
    console.error(`sandbox: ${where}: idle connection lost: ${error.message}`);
  });

  try {
    await inTransaction(pool, ['BEGIN'], async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      if (options.schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
      for (const statement of schemaStatements(POSTGRES_DIALECT)) await client.query(statement);
      const { rows } = await client.query<{ value: string }>(sql.readVersion, [SCHEMA_VERSION_KEY]);
      const found = rows[0]?.value;
      if (found !== undefined && Number(found) > SCHEMA_VERSION) {
        throw new Error(newerSchemaMessage(found, where, 'another database'));
      }
      await client.query(sql.writeVersion, [SCHEMA_VERSION_KEY, String(SCHEMA_VERSION)]);
    });
  } catch (error) {
    await pool.end();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      message.startsWith('The data in') ? message : `Cannot open ${where}: ${message}`,
      { cause: error },
    );
  }

  let closed = false;
  return {
    schemaVersion: SCHEMA_VERSION,
    read: (fn) =>
      inTransaction(pool, ['BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY'], (client) =>
        fn(reader(serialQueries(client))),
      ),
    transaction: (fn) =>
      inTransaction(pool, ['BEGIN'], async (client) => {
        // The write lock: one write transaction at a time on this database and schema.
        await client.query(`${sql.readVersion} FOR UPDATE`, [SCHEMA_VERSION_KEY]);
        return fn(writer(serialQueries(client)));
      }),
    reset: () =>
      inTransaction(pool, ['BEGIN'], async (client) => {
        await client.query(`${sql.readVersion} FOR UPDATE`, [SCHEMA_VERSION_KEY]);
        await client.query(sql.reset);
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
