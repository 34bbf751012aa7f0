import type { Vote } from './send';

/** Local storage key of a page's vote: one entry per page path. */
export const storageKey = (page: string): string => `docs.feedback.${page}`;

/** Votes of this page load, for browsers whose storage refuses to keep them. */
const memory = new Map<string, Vote>();
const listeners = new Set<() => void>();

/** The stored vote (else one cast in this page load), or null. */
export function readVote(page: string, storage: Pick<Storage, 'getItem'> | undefined): Vote | null {
  let value: string | null | undefined;
  try {
    value = storage?.getItem(storageKey(page));
  } catch {
    value = undefined;
  }
  return value === 'yes' || value === 'no' ? value : (memory.get(page) ?? null);
}

/** Stores the vote and tells subscribers; returns false when storage refused (private mode, quota). */
export function writeVote(
  page: string,
  vote: Vote,
  storage: Pick<Storage, 'setItem'> | undefined,
): boolean {
  memory.set(page, vote);
  let stored: boolean;
  try {
    storage?.setItem(storageKey(page), vote);
    stored = storage !== undefined;
  } catch {
    stored = false;
  }
  listeners.forEach((listener) => listener());
  return stored;
}

/** For `useSyncExternalStore`: votes written here or in another tab. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** `window.localStorage`, or undefined where reading it throws (blocked storage) or on the server. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
