import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { doctorLinkFor, takeDoctorRequest } from '../request-handoff';

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
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

let store: MemoryStorage;
beforeEach(() => {
  store = new MemoryStorage();
  vi.stubGlobal('localStorage', store);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const request = { body: '{"a":1}', headers: { 'X-Stamp': 'eyJ9' } };

describe('the Try it → Stamp Doctor handoff', () => {
  it('puts only an id in the link, and gives the request back once', () => {
    const link = doctorLinkFor(request);
    expect(link).toMatch(/^\/tools\/stamp-doctor\?from=[0-9a-f]{16}$/);
    expect(link).not.toContain('eyJ9');
    const id = new URL(link, 'http://x').searchParams.get('from') ?? '';
    expect(takeDoctorRequest(id)).toEqual(request);
    expect(takeDoctorRequest(id)).toBeUndefined();
    expect(store.length).toBe(0);
  });

  it('drops entries older than ten minutes when it writes a new one', () => {
    const old = doctorLinkFor(request, 0);
    doctorLinkFor(request, 11 * 60 * 1000);
    expect(store.length).toBe(1);
    expect(
      takeDoctorRequest(new URL(old, 'http://x').searchParams.get('from') ?? ''),
    ).toBeUndefined();
  });

  it('refuses an id of another shape and an entry that is not a request', () => {
    expect(takeDoctorRequest('../../x')).toBeUndefined();
    store.setItem('stamp-doctor:request:00112233445566aa', '{"body":1}');
    expect(takeDoctorRequest('00112233445566aa')).toBeUndefined();
  });
});
