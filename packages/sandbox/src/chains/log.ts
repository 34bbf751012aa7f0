/**
 * The chains' durable state: an append-only log of what changed each chain (accepted signed
 * transactions and faucet grants), kept in the sandbox's own storage, so `--data` (SQLite) and
 * PostgreSQL keep it with the rest. On start a chain replays its log in order; the engines are
 * deterministic, so it arrives at the same accounts, nonces and hashes. An entry is written
 * after the engine accepted the change and before the caller hears of it: a `kill -9` in between
 * loses only a change nobody was told about.
 */
import type { ChainEntryRecord, Storage } from '../storage/types';

export type ChainEntry = Omit<ChainEntryRecord, 'caip2' | 'seq'>;

export interface ChainLog {
  /** The chain's entries in the order they were accepted. */
  entries(caip2: string): Promise<ChainEntryRecord[]>;
  append(caip2: string, entry: ChainEntry): Promise<void>;
}

const entryId = (caip2: string, seq: number) => `${caip2}#${String(seq).padStart(12, '0')}`;

export function storageLog(storage: Storage): ChainLog {
  const next = new Map<string, number>();
  return {
    entries: async (caip2) => {
      const found = await storage.read((tx) => tx.list('chainEntry', { lookup: caip2 }));
      next.set(caip2, found.length);
      return found;
    },
    append: async (caip2, entry) => {
      const seq = next.get(caip2) ?? 0;
      next.set(caip2, seq + 1);
      const data: ChainEntryRecord = { caip2, seq, ...entry };
      await storage.transaction((tx) =>
        tx.insert('chainEntry', {
          id: entryId(caip2, seq),
          organizationId: '',
          lookup: caip2,
          data,
        }),
      );
    },
  };
}

/** A log that keeps nothing, for chains whose state need not outlive the process. */
export const noLog: ChainLog = { entries: async () => [], append: async () => {} };
