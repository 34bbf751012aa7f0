/**
 * Events without touching the handlers: the storage the core uses is wrapped so that, once a
 * transaction commits, what it wrote is handed on: every activity it inserted or updated, and
 * every transaction-send status it inserted, with the activities of the same commit (the send's
 * own activity is among them). Writes of a transaction that rolled back (or was retried) are
 * never reported.
 */
import type { Activity } from '@docs/platform-api';
import type { SendTransactionStatusRecord, Storage, WriteTransaction } from '../../storage/types';

export interface CommittedWrites {
  activities: Activity[];
  sends: SendTransactionStatusRecord[];
}

export function observeCommits(
  storage: Storage,
  onCommit: (writes: CommittedWrites) => void,
): Storage {
  return {
    get schemaVersion() {
      return storage.schemaVersion;
    },
    read: (fn) => storage.read(fn),
    reset: () => storage.reset(),
    close: () => storage.close(),
    async transaction(fn) {
      let written: CommittedWrites = { activities: [], sends: [] };
      const result = await storage.transaction(async (tx) => {
        written = { activities: [], sends: [] };
        const watched: WriteTransaction = {
          get: (kind, id) => tx.get(kind, id),
          list: (kind, where) => tx.list(kind, where),
          remove: (kind, id) => tx.remove(kind, id),
          insert: async (kind, record) => {
            await tx.insert(kind, record);
            // The kind names the record's type: an activity, or a send's status.
            if (kind === 'activity') written.activities.push(record.data as Activity);
            if (kind === 'sendTransactionStatus') {
              written.sends.push(record.data as SendTransactionStatusRecord);
            }
          },
          update: async (kind, id, data) => {
            await tx.update(kind, id, data);
            if (kind === 'activity') written.activities.push(data as Activity);
          },
        };
        return fn(watched);
      });
      if (written.activities.length > 0 || written.sends.length > 0) onCommit(written);
      return result;
    },
  };
}
