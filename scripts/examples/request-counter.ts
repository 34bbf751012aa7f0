/**
 * Counts the stamped API requests each running block sends, by the public key in the stamp, so
 * a block that loads without calling anything is not counted as a pass; it also keeps the paths
 * they went to, which the docs' "Open in Try it" links are checked against.
 */
import type { SandboxRequest } from '@docs/sandbox';
import { readStampKey } from './stamp-key';

export interface Sent {
  count: number;
  /** The API paths the requests went to. */
  paths: Set<string>;
}

export class RequestCounter {
  private byKey = new Map<string, Sent>();

  /** Starts counting requests stamped by any of `publicKeys`; the counter is shared. */
  watch(publicKeys: readonly string[]): Sent {
    const counter: Sent = { count: 0, paths: new Set() };
    for (const key of publicKeys) this.byKey.set(key.toLowerCase(), counter);
    return counter;
  }

  unwatch(publicKeys: readonly string[]): void {
    for (const key of publicKeys) this.byKey.delete(key.toLowerCase());
  }

  record(request: Pick<SandboxRequest, 'url' | 'headers'>): void {
    const key = readStampKey(request.headers);
    if (key) {
      const counter = this.byKey.get(key.toLowerCase());
      if (counter) {
        counter.count += 1;
        counter.paths.add(new URL(request.url).pathname);
      }
    }
  }
}
