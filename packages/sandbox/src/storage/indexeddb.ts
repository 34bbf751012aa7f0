/**
 * The IndexedDB backend, for the sandbox running in a browser worker. IndexedDB commits a
 * transaction as soon as no request is pending at the end of a task, but the core's
 * `transaction(fn)` awaits between its reads and writes (and the code around them may await
 * other promises), so an IndexedDB transaction cannot stay open across `fn`. Instead:
 *
 * - every `read` and `transaction` runs through one queue, as in the SQLite backend, so a
 *   transaction never interleaves with another one or with a read of this connection;
 * - a transaction reads through to IndexedDB but keeps its writes in a working set (its reads see
 *   them), and `fn` returning commits the whole working set in one IndexedDB readwrite
 *   transaction; `fn` throwing discards it, so nothing was written.
 *
 * Records keep their data as JSON text, exactly as the SQL backends do, so every backend hands
 * back the same values. Listing follows an index whose entries with the same key come in
 * primary-key order, and the primary key is an auto-incremented `seq`: insertion order.
 */
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
import { newerSchemaMessage } from './sql';

export interface IndexedDbOptions {
  /** The database's name; one database holds one sandbox. */
  name: string;
  /** The IndexedDB to use: the global one by default; tests pass fake-indexeddb's. */
  indexedDB?: IDBFactory;
}

/** The IndexedDB backend, plus values the host keeps beside the records (its reader's identity). */
export interface IndexedDbStorage extends Storage {
  readHostValue(key: string): Promise<unknown>;
  writeHostValue(key: string, value: unknown): Promise<void>;
  /** Deletes every record and every host value, in one IndexedDB transaction. */
  resetAll(): Promise<void>;
}

/** The browser refused to store more for this site (a `QuotaExceededError`). */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError';
  constructor() {
    super(
      "The browser's storage for this site is full, so the sandbox could not save this change (nothing was written). Free some space for this site or reset the sandbox.",
    );
  }
}

/** The IndexedDB version of the object stores below; bump it with an upgrade step. */
const IDB_VERSION = 1;
const RECORDS = 'records';
const META = 'meta';
const SCHEMA_VERSION_KEY = 'schemaVersion';
const HOST = 'host';

const INDEXES = {
  byId: ['kind', 'id'],
  byKind: 'kind',
  byOrganization: ['kind', 'organizationId'],
  byParent: ['kind', 'parentId'],
  byLookup: ['kind', 'lookup'],
} as const;

/** One stored record: the three lookup fields the core lists by, and its data as JSON text. */
interface Row {
  seq?: number;
  kind: Kind;
  id: string;
  organizationId: string;
  parentId?: string;
  lookup?: string;
  data: string;
}

function storageError(error: unknown): Error {
  if (error instanceof Error && error.name === 'QuotaExceededError') return new StorageFullError();
  if (error instanceof Error) return error;
  return new Error(`IndexedDB failed: ${String(error)}`);
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(storageError(request.error));
  });
}

function completion(transaction: IDBTransaction, failure: () => unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(storageError(failure() ?? transaction.error));
  });
}

function createStores(db: IDBDatabase) {
  const records = db.createObjectStore(RECORDS, { keyPath: 'seq', autoIncrement: true });
  for (const [name, keyPath] of Object.entries(INDEXES)) {
    records.createIndex(name, keyPath as string | string[], { unique: name === 'byId' });
  }
  db.createObjectStore(META);
  db.createObjectStore(HOST);
}

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(name, IDB_VERSION);
    } catch (error) {
      reject(storageError(error));
      return;
    }
    request.onupgradeneeded = (event) => {
      if (event.oldVersion < 1) createStores(request.result);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      const error = request.error;
      if (error?.name === 'VersionError') {
        reject(new Error(newerSchemaMessage('newer', `the IndexedDB database "${name}"`, REMEDY)));
      } else {
        reject(storageError(error));
      }
    };
    request.onblocked = () =>
      reject(
        new Error(
          `Another tab holds the IndexedDB database "${name}" open with an older layout; close the site's other tabs and reload.`,
        ),
      );
  });
}

const REMEDY = "clear this site's stored data in the browser";

/** Records this code's schema version in a new store; refuses a store a newer sandbox wrote. */
async function checkSchemaVersion(db: IDBDatabase, name: string) {
  const tx = db.transaction(META, 'readwrite');
  let found: unknown;
  const done = completion(tx, () => undefined);
  const meta = tx.objectStore(META);
  const request = meta.get(SCHEMA_VERSION_KEY);
  request.onsuccess = () => {
    found = request.result;
    if (found === undefined) meta.put(SCHEMA_VERSION, SCHEMA_VERSION_KEY);
  };
  await done;
  if (typeof found === 'number' && found > SCHEMA_VERSION) {
    throw new Error(newerSchemaMessage(String(found), `the IndexedDB database "${name}"`, REMEDY));
  }
}

/** A promise chain that runs one task at a time, in order. */
function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

const rowKey = (kind: Kind, id: string) => `${kind}\u0000${id}`;

function matches(row: Row, where: Where): boolean {
  return (
    (where.organizationId === undefined || row.organizationId === where.organizationId) &&
    (where.parentId === undefined || row.parentId === where.parentId) &&
    (where.lookup === undefined || row.lookup === where.lookup)
  );
}

/** The most selective index for `where`, and its key. */
function indexFor(kind: Kind, where: Where): { index: keyof typeof INDEXES; key: IDBValidKey } {
  if (where.lookup !== undefined) return { index: 'byLookup', key: [kind, where.lookup] };
  if (where.parentId !== undefined) return { index: 'byParent', key: [kind, where.parentId] };
  if (where.organizationId !== undefined) {
    return { index: 'byOrganization', key: [kind, where.organizationId] };
  }
  return { index: 'byKind', key: kind };
}

type Write =
  | { type: 'add'; row: Row }
  | { type: 'put'; kind: Kind; id: string; data: string }
  | { type: 'delete'; kind: Kind; id: string };

/** What a transaction changed so far: each touched record's state, and the writes in order. */
interface WorkingSet {
  touched: Map<string, { row?: Row; inserted: boolean; order: number }>;
  writes: Write[];
}

export async function openIndexedDbStorage(options: IndexedDbOptions): Promise<IndexedDbStorage> {
  const factory = options.indexedDB ?? globalThis.indexedDB;
  if (!factory) throw new Error('This environment offers no IndexedDB.');
  const { name } = options;
  let db: IDBDatabase | undefined;
  let closed = false;

  /** The open connection; reopened after another tab's upgrade or deletion closed it. */
  async function connection(): Promise<IDBDatabase> {
    if (closed) throw new Error(`The sandbox storage "${name}" is closed.`);
    if (db) return db;
    const opened = await openDatabase(factory, name);
    try {
      await checkSchemaVersion(opened, name);
    } catch (error) {
      opened.close();
      throw error;
    }
    opened.onversionchange = () => {
      opened.close();
      if (db === opened) db = undefined;
    };
    opened.onclose = () => {
      if (db === opened) db = undefined;
    };
    db = opened;
    return opened;
  }

  async function store(stores: string | string[], mode: IDBTransactionMode) {
    return (await connection()).transaction(stores, mode);
  }

  async function baseGet(kind: Kind, id: string): Promise<Row | undefined> {
    const tx = await store(RECORDS, 'readonly');
    return settle(
      tx.objectStore(RECORDS).index('byId').get([kind, id]) as IDBRequest<Row | undefined>,
    );
  }

  async function baseList(kind: Kind, where: Where): Promise<Row[]> {
    const { index, key } = indexFor(kind, where);
    const tx = await store(RECORDS, 'readonly');
    const rows = await settle(
      tx.objectStore(RECORDS).index(index).getAll(key) as IDBRequest<Row[]>,
    );
    return rows.filter((row) => matches(row, where));
  }

  const reader: ReadTransaction = {
    get: async <K extends Kind>(kind: K, id: string) => {
      const row = await baseGet(kind, id);
      return row ? (JSON.parse(row.data) as RecordKinds[K]) : undefined;
    },
    list: async <K extends Kind>(kind: K, where: Where) =>
      (await baseList(kind, where)).map((row) => JSON.parse(row.data) as RecordKinds[K]),
  };

  function writerFor(work: WorkingSet): WriteTransaction {
    let order = 0;
    async function current(kind: Kind, id: string): Promise<Row | undefined> {
      const touched = work.touched.get(rowKey(kind, id));
      return touched ? touched.row : baseGet(kind, id);
    }
    return {
      get: async <K extends Kind>(kind: K, id: string) => {
        const row = await current(kind, id);
        return row ? (JSON.parse(row.data) as RecordKinds[K]) : undefined;
      },
      list: async <K extends Kind>(kind: K, where: Where) => {
        const listed: Row[] = [];
        for (const row of await baseList(kind, where)) {
          const touched = work.touched.get(rowKey(kind, row.id));
          if (!touched) listed.push(row);
          // An update keeps the record's place; a record removed (and perhaps inserted again)
          // in this transaction is gone from here.
          else if (touched.row && !touched.inserted) listed.push(touched.row);
        }
        const inserted = [...work.touched.values()]
          .filter(
            (entry) => entry.inserted && entry.row?.kind === kind && matches(entry.row, where),
          )
          .sort((a, b) => a.order - b.order);
        for (const entry of inserted) if (entry.row) listed.push(entry.row);
        return listed.map((row) => JSON.parse(row.data) as RecordKinds[K]);
      },
      insert: async <K extends Kind>(kind: K, record: NewRecord<K>) => {
        if (await current(kind, record.id)) {
          throw new Error(`UNIQUE constraint failed: a ${kind} record ${record.id} exists`);
        }
        const row: Row = {
          kind,
          id: record.id,
          organizationId: record.organizationId,
          data: JSON.stringify(record.data),
        };
        if (record.parentId !== undefined) row.parentId = record.parentId;
        if (record.lookup !== undefined) row.lookup = record.lookup;
        work.touched.set(rowKey(kind, record.id), { row, inserted: true, order: order++ });
        work.writes.push({ type: 'add', row });
      },
      update: async <K extends Kind>(kind: K, id: string, data: RecordKinds[K]) => {
        const existing = await current(kind, id);
        if (!existing) throw new Error(`No ${kind} record ${id} to update`);
        const key = rowKey(kind, id);
        const text = JSON.stringify(data);
        const before = work.touched.get(key);
        work.touched.set(key, {
          row: { ...existing, data: text },
          inserted: before?.inserted ?? false,
          order: before?.order ?? order++,
        });
        work.writes.push({ type: 'put', kind, id, data: text });
      },
      remove: (kind: Kind, id: string) => {
        work.touched.set(rowKey(kind, id), { inserted: false, order: order++ });
        work.writes.push({ type: 'delete', kind, id });
        return Promise.resolve();
      },
    };
  }

  /** Applies the writes in one IndexedDB transaction, chaining each on the last's callback. */
  async function commit(writes: Write[]): Promise<void> {
    if (writes.length === 0) return;
    const tx = await store(RECORDS, 'readwrite');
    let failure: Error | undefined;
    const done = completion(tx, () => failure);
    const records = tx.objectStore(RECORDS);
    const byId = records.index('byId');
    const fail = (error: unknown) => {
      failure = storageError(error);
      tx.abort();
    };
    const step = (index: number) => {
      const write = writes[index];
      if (!write) return;
      const next = () => step(index + 1);
      try {
        if (write.type === 'add') {
          records.add(write.row).onsuccess = next;
        } else if (write.type === 'put') {
          const found = byId.get([write.kind, write.id]) as IDBRequest<Row | undefined>;
          found.onsuccess = () => {
            // Another tab may have removed it since this transaction read it.
            if (!found.result)
              return fail(new Error(`No ${write.kind} record ${write.id} to update`));
            try {
              records.put({ ...found.result, data: write.data }).onsuccess = next;
            } catch (error) {
              fail(error);
            }
          };
        } else {
          const found = byId.getKey([write.kind, write.id]);
          found.onsuccess = () => {
            if (found.result === undefined) return next();
            try {
              records.delete(found.result).onsuccess = next;
            } catch (error) {
              fail(error);
            }
          };
        }
      } catch (error) {
        fail(error);
      }
    };
    step(0);
    await done;
  }

  async function clear(hostValues: boolean) {
    const tx = await store(hostValues ? [RECORDS, HOST] : RECORDS, 'readwrite');
    const done = completion(tx, () => undefined);
    tx.objectStore(RECORDS).clear();
    if (hostValues) tx.objectStore(HOST).clear();
    await done;
  }

  await connection();
  const enqueue = createQueue();

  return {
    schemaVersion: SCHEMA_VERSION,
    read: (fn) => enqueue(() => fn(reader)),
    transaction: (fn) =>
      enqueue(async () => {
        const work: WorkingSet = { touched: new Map(), writes: [] };
        const result = await fn(writerFor(work));
        await commit(work.writes);
        return result;
      }),
    reset: () => enqueue(() => clear(false)),
    resetAll: () => enqueue(() => clear(true)),
    readHostValue: (key) =>
      enqueue(async () => {
        const tx = await store(HOST, 'readonly');
        return settle(tx.objectStore(HOST).get(key));
      }),
    writeHostValue: (key, value) =>
      enqueue(async () => {
        const tx = await store(HOST, 'readwrite');
        const done = completion(tx, () => undefined);
        tx.objectStore(HOST).put(value, key);
        await done;
      }),
    close: () =>
      enqueue(() => {
        db?.close();
        db = undefined;
        closed = true;
        return Promise.resolve();
      }),
  };
}
