/**
 * Counts the stamped API requests each running block sends, by the public key in the stamp, so
 * a block that loads without calling anything is not counted as a pass.
 */
import { readStampKey } from './stamp-key';

export class RequestCounter {
  private byKey = new Map<string, { count: number }>();

  /** Starts counting requests stamped by any of `publicKeys`; the counter is shared. */
  watch(publicKeys: readonly string[]): { count: number } {
    const counter = { count: 0 };
    for (const key of publicKeys) this.byKey.set(key.toLowerCase(), counter);
    return counter;
  }

  unwatch(publicKeys: readonly string[]): void {
    for (const key of publicKeys) this.byKey.delete(key.toLowerCase());
  }

  record(request: Request): void {
    const key = readStampKey(request.headers);
    if (key) {
      const counter = this.byKey.get(key.toLowerCase());
      if (counter) counter.count += 1;
    }
  }
}
