import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HISTORY_LIMIT,
  clearHistory,
  loadHistory,
  recordRequest,
  subscribeHistory,
  type HistoryEntry,
} from '../history';
import { HISTORY_STORAGE } from '../storage';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const entry = (n: number): HistoryEntry => ({
  id: `r${n}`,
  operation: 'whoami',
  environment: 'in-page',
  url: 'http://127.0.0.1:8787/public/v1/query/whoami',
  body: `{"n":${n}}`,
  stampHeader: 'X-Stamp',
  stamp: `stamp-${n}`,
  status: 200,
  sentAt: 1_700_000_000_000 + n,
  durationMs: 12,
});

let session: MemoryStorage;
beforeEach(() => {
  session = new MemoryStorage();
  vi.stubGlobal('window', { sessionStorage: session, localStorage: new MemoryStorage() });
});
afterEach(() => vi.unstubAllGlobals());

describe('request history', () => {
  it('keeps the newest first and only the last 20', () => {
    for (let n = 1; n <= HISTORY_LIMIT + 5; n++) recordRequest(entry(n));
    const entries = loadHistory();
    expect(entries).toHaveLength(HISTORY_LIMIT);
    expect(entries[0]?.id).toBe(`r${HISTORY_LIMIT + 5}`);
    expect(entries.at(-1)?.id).toBe('r6');
  });

  it('lives in sessionStorage only', () => {
    recordRequest(entry(1));
    expect(session.getItem(HISTORY_STORAGE)).toContain('"stamp-1"');
  });

  it('drops stored entries it cannot read instead of failing', () => {
    session.setItem(HISTORY_STORAGE, JSON.stringify([{ id: 'broken' }, entry(2)]));
    expect(loadHistory().map((item) => item.id)).toEqual(['r2']);
    session.setItem(HISTORY_STORAGE, '{not json');
    expect(loadHistory()).toEqual([]);
  });

  it('tells subscribers about new entries and clearing', () => {
    const heard = vi.fn();
    const stop = subscribeHistory(heard);
    recordRequest(entry(1));
    clearHistory();
    stop();
    recordRequest(entry(2));
    expect(heard).toHaveBeenCalledTimes(2);
    expect(loadHistory().map((item) => item.id)).toEqual(['r2']);
  });
});
