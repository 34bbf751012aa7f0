/**
 * Where "Try it" keeps its settings. The key pair and the request history live only in
 * sessionStorage (gone when the tab closes); the environment, which is not secret, in
 * localStorage. Storage can be unavailable
 * (private modes, disabled cookies): reads then return nothing and writes are skipped.
 */

export const KEY_STORAGE = 'api-reference.try-it.api-key';
export const ENVIRONMENT_STORAGE = 'api-reference.try-it.environment';
/** The session's request history (sessionStorage): operations, statuses, bodies and stamps. */
export const HISTORY_STORAGE = 'api-reference.try-it.history';

type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string | null): void {
  try {
    if (value === null) area(which)?.removeItem(key);
    else area(which)?.setItem(key, value);
  } catch {
    // Storage full or refused: the setting simply does not persist.
  }
}
