/**
 * Hands a request from Try it to the Stamp Doctor without putting it in the URL: the body and the
 * stamp wait in this origin's localStorage under a random id, the link carries only that id, and
 * the doctor removes the entry as it reads it. Nothing leaves the browser.
 */

export interface DoctorRequest {
  body: string;
  headers: Record<string, string>;
}

const PREFIX = 'stamp-doctor:request:';
/** How long an entry waits for the doctor to open it. */
const MAX_AGE_MS = 10 * 60 * 1000;

export const DOCTOR_ROUTE = '/tools/stamp-doctor';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Leaves `request` for the doctor; returns the link that opens it, or the bare page's. */
export function doctorLinkFor(request: DoctorRequest, now = Date.now()): string {
  const store = storage();
  if (!store) return DOCTOR_ROUTE;
  for (let index = store.length - 1; index >= 0; index -= 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) {
      const savedAt = Number(JSON.parse(store.getItem(key) ?? '{}').savedAt);
      if (!(now - savedAt < MAX_AGE_MS)) store.removeItem(key);
    }
  }
  const id = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  try {
    store.setItem(`${PREFIX}${id}`, JSON.stringify({ ...request, savedAt: now }));
  } catch {
    return DOCTOR_ROUTE;
  }
  return `${DOCTOR_ROUTE}?from=${id}`;
}

/** The request left under `id`, removed as it is read; undefined when there is none. */
export function takeDoctorRequest(id: string): DoctorRequest | undefined {
  const store = storage();
  if (!store || !/^[0-9a-f]{16}$/.test(id)) return undefined;
  const text = store.getItem(`${PREFIX}${id}`);
  store.removeItem(`${PREFIX}${id}`);
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<DoctorRequest>;
    if (typeof value.body !== 'string' || typeof value.headers !== 'object' || !value.headers) {
      return undefined;
    }
    const headers = Object.fromEntries(
      Object.entries(value.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    return { body: value.body, headers };
  } catch {
    return undefined;
  }
}
