import type { Vote } from './send';

/** Local storage key of a page's vote: one entry per page path. */
export const storageKey = (page: string): string => `docs.feedback.${page}`;

/** The stored vote, or null when none is stored or storage is unavailable. */
export function readVote(page: string, storage: Pick<Storage, 'getItem'> | undefined): Vote | null {
  try {
    const value = storage?.getItem(storageKey(page));
    return value === 'yes' || value === 'no' ? value : null;
  } catch {
    return null;
  }
}

/** Stores the vote; returns false when storage refused (private mode, quota). */
export function writeVote(page: string, vote: Vote, storage: Pick<Storage, 'setItem'> | undefined): boolean {
  try {
    storage?.setItem(storageKey(page), vote);
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** `window.localStorage`, or undefined where reading it throws (blocked storage) or on the server. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
