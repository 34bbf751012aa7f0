/** The Node-only pieces: the HTTP adapter, the SQLite and PostgreSQL backends, API key generation. */
export { listen, type ListenOptions, type RunningServer } from './server';
export { newP256KeyPair, type ApiKeyPair } from './keys';
export { openSqliteStorage, SQLITE_FILE, type SqliteOptions } from '../storage/sqlite';
export { describeDatabase, openPostgresStorage, type PostgresOptions } from '../storage/postgres';
export { openStorage, type OpenedStorage, type StorageChoice } from '../storage/open';
