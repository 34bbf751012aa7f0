/**
 * The SQL both backends share. The tables, indexes and statements are portable; the two
 * dialects differ only in the auto-incrementing `seq` column and in how parameters are written
 * (`?` for SQLite, `$1` for PostgreSQL), so each backend passes those two in.
 */
import { SCHEMA_VERSION, type Kind, type NewRecord, type Where } from './types';

export interface Dialect {
  /** The column definition of `seq`, which orders records by insertion. */
  seqColumn: string;
  /** The text of the n-th parameter, counting from 1. */
  parameter: (index: number) => string;
}

export const SQLITE_DIALECT: Dialect = {
  seqColumn: 'seq INTEGER PRIMARY KEY AUTOINCREMENT',
  parameter: () => '?',
};

export const POSTGRES_DIALECT: Dialect = {
  seqColumn: 'seq BIGSERIAL PRIMARY KEY',
  parameter: (index) => `$${index}`,
};

export const SCHEMA_VERSION_KEY = 'schema_version';

/** The statements that create the schema, each run on its own. */
export function schemaStatements(dialect: Dialect): string[] {
  return [
    'CREATE TABLE IF NOT EXISTS sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
    `CREATE TABLE IF NOT EXISTS records (
  ${dialect.seqColumn},
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  organization_id TEXT NOT NULL,
  parent_id TEXT,
  lookup TEXT,
  data TEXT NOT NULL,
  UNIQUE (kind, id)
)`,
    'CREATE INDEX IF NOT EXISTS records_by_organization ON records (kind, organization_id, seq)',
    'CREATE INDEX IF NOT EXISTS records_by_parent ON records (kind, parent_id, seq)',
    'CREATE INDEX IF NOT EXISTS records_by_lookup ON records (kind, lookup)',
  ];
}

/** Statements with their parameters in the order given in each comment. */
export function recordStatements(dialect: Dialect) {
  const p = dialect.parameter;
  return {
    /** key */
    readVersion: `SELECT value FROM sandbox_meta WHERE key = ${p(1)}`,
    /** key, value */
    writeVersion: `INSERT INTO sandbox_meta (key, value) VALUES (${p(1)}, ${p(2)}) ON CONFLICT (key) DO NOTHING`,
    /** kind, id */
    get: `SELECT data FROM records WHERE kind = ${p(1)} AND id = ${p(2)}`,
    /** kind, id, organization_id, parent_id, lookup, data */
    insert: `INSERT INTO records (kind, id, organization_id, parent_id, lookup, data) VALUES (${[1, 2, 3, 4, 5, 6].map(p).join(', ')})`,
    /** data, kind, id */
    update: `UPDATE records SET data = ${p(1)} WHERE kind = ${p(2)} AND id = ${p(3)}`,
    /** kind, id */
    remove: `DELETE FROM records WHERE kind = ${p(1)} AND id = ${p(2)}`,
    /** none */
    reset: 'DELETE FROM records',
  };
}

/** The parameters of `insert`, in its order. */
export function insertValues<K extends Kind>(kind: K, record: NewRecord<K>) {
  return [
    kind,
    record.id,
    record.organizationId,
    record.parentId ?? null,
    record.lookup ?? null,
    JSON.stringify(record.data),
  ];
}

const COLUMNS = { organizationId: 'organization_id', parentId: 'parent_id', lookup: 'lookup' };

/**
 * The list query for the fields `where` gives, its parameters (kind first) and a key naming
 * its shape, so a backend can cache one prepared statement per shape.
 */
export function listQuery(dialect: Dialect, kind: string, where: Where) {
  const fields = (['organizationId', 'parentId', 'lookup'] as const).filter(
    (field) => where[field] !== undefined,
  );
  const conditions = [
    `kind = ${dialect.parameter(1)}`,
    ...fields.map((field, index) => `${COLUMNS[field]} = ${dialect.parameter(index + 2)}`),
  ];
  return {
    shape: fields.join(','),
    text: `SELECT data FROM records WHERE ${conditions.join(' AND ')} ORDER BY seq`,
    values: [kind, ...fields.map((field) => where[field] as string)],
  };
}

/** Why a store written by a newer sandbox is refused, and what to do instead. */
export function newerSchemaMessage(found: string, where: string, remedy: string): string {
  return `The data in ${where} uses schema version ${found}; this sandbox knows up to ${SCHEMA_VERSION}. Use a newer sandbox or ${remedy}.`;
}
