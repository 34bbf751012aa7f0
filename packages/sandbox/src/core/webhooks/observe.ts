/**
 * Activity updates without touching the handlers: the storage the core uses is wrapped so that,
 * once a transaction commits, every activity it inserted or updated is handed to `onActivity`.
 * Writes of a transaction that rolled back (or was retried) are never reported.
 */
import type { Activity } from '@docs/platform-api';
import type { Storage, WriteTransaction } from '../../storage/types';

export function observeActivities(
  storage: Storage,
  onActivity: (activity: Activity) => void,
): Storage {
  return {
    get schemaVersion() {
      return storage.schemaVersion;
    },
    read: (fn) => storage.read(fn),
    reset: () => storage.reset(),
    close: () => storage.close(),
    async transaction(fn) {
      let written: Activity[] = [];
      const result = await storage.transaction(async (tx) => {
        written = [];
        const watched: WriteTransaction = {
          get: (kind, id) => tx.get(kind, id),
          list: (kind, where) => tx.list(kind, where),
          remove: (kind, id) => tx.remove(kind, id),
          insert: async (kind, record) => {
            await tx.insert(kind, record);
            // `kind` is 'activity', so the record's data is an activity.
            if (kind === 'activity') written.push(record.data as Activity);
          },
          update: async (kind, id, data) => {
            await tx.update(kind, id, data);
            if (kind === 'activity') written.push(data as Activity);
          },
        };
        return fn(watched);
      });
      for (const activity of written) onActivity(activity);
      return result;
    },
  };
}
