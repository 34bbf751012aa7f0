import { describe, expect, it } from 'vitest';
import { readVote, storageKey, writeVote } from '../storage';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const refusing = {
  getItem: (): string | null => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('vote storage', () => {
  it('keeps one vote per page', () => {
    const storage = new MemoryStorage();
    expect(readVote('/a', storage)).toBeNull();
    expect(writeVote('/a', 'no', storage)).toBe(true);
    expect(storage.items.get(storageKey('/a'))).toBe('no');
    expect(readVote('/a', storage)).toBe('no');
    expect(readVote('/b', storage)).toBeNull();
  });

  it('ignores values it did not write', () => {
    const storage = new MemoryStorage();
    storage.setItem(storageKey('/c'), '<img src=x>');
    expect(readVote('/c', storage)).toBeNull();
  });

  it('still shows a vote of this page load when storage refuses it', () => {
    expect(readVote('/d', refusing)).toBeNull();
    expect(writeVote('/d', 'yes', refusing)).toBe(false);
    expect(readVote('/d', refusing)).toBe('yes');
  });
});
