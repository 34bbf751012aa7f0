/**
 * The session's last requests (sessionStorage, newest first): enough to show what was sent
 * where, replay it and copy it as curl. Stamps are kept because "Copy as curl" needs the exact
 * one; keys never are.
 */
import type { EnvironmentKind } from './environments';
import { HISTORY_STORAGE, readItem, writeItem } from './storage';

export const HISTORY_LIMIT = 20;

export interface HistoryEntry {
  id: string;
  operation: string;
  environment: EnvironmentKind;
  url: string;
  body: string;
  stampHeader: string;
  stamp: string;
  /** The HTTP status, or the kind of failure when nothing came back (`network`, `cors`…). */
  status: number | string;
  /** When the request was sent, ms since the epoch. */
  sentAt: number;
  durationMs: number;
}

function isEntry(value: unknown): value is HistoryEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    ['id', 'operation', 'environment', 'url', 'body', 'stampHeader', 'stamp'].every(
      (key) => typeof entry[key] === 'string',
    ) &&
    (typeof entry.status === 'number' || typeof entry.status === 'string') &&
    typeof entry.sentAt === 'number' &&
    typeof entry.durationMs === 'number'
  );
}

/** The stored entries, newest first; anything unreadable is dropped. */
export function loadHistory(): HistoryEntry[] {
  const text = readItem('session', HISTORY_STORAGE);
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Adds `entry` in front, keeps the newest HISTORY_LIMIT, stores and returns them. */
export function recordRequest(entry: HistoryEntry): HistoryEntry[] {
  const entries = [entry, ...loadHistory().filter((old) => old.id !== entry.id)].slice(
    0,
    HISTORY_LIMIT,
  );
  writeItem('session', HISTORY_STORAGE, JSON.stringify(entries));
  notify();
  return entries;
}

export function clearHistory(): void {
  writeItem('session', HISTORY_STORAGE, null);
  notify();
}

// Every open panel shows the same history: they hear about each change.
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeHistory(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
