/** The Node-only pieces: the HTTP adapter, the SQLite backend and API key generation. */
export { listen, type ListenOptions, type RunningServer } from './server';
export { newP256KeyPair, type ApiKeyPair } from './keys';
export { openSqliteStorage, SQLITE_FILE, type SqliteOptions } from '../storage/sqlite';
