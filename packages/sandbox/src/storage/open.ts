/**
 * Picks the backend the way the CLI and `createSandbox` callers do: PostgreSQL when a database
 * URL is given (`DATABASE_URL`), otherwise SQLite in `location` (a folder or `':memory:'`).
 */
import { describeDatabase, openPostgresStorage } from './postgres';
import { openSqliteStorage } from './sqlite';
import type { Storage } from './types';

export interface StorageChoice {
  /** `DATABASE_URL`: when set (and not empty), the PostgreSQL backend. */
  databaseUrl?: string;
  /** The SQLite folder or `':memory:'`, used when there is no database URL. */
  location: string;
}

export interface OpenedStorage {
  storage: Storage;
  /** Where the state lives, for the start-up message (never a password). */
  description: string;
}

export async function openStorage(choice: StorageChoice): Promise<OpenedStorage> {
  if (choice.databaseUrl) {
    const storage = await openPostgresStorage({ connectionString: choice.databaseUrl });
    return { storage, description: describeDatabase(choice.databaseUrl) };
  }
  const storage = openSqliteStorage({ location: choice.location });
  return {
    storage,
    description: choice.location === ':memory:' ? 'in memory' : `SQLite in ${choice.location}`,
  };
}
