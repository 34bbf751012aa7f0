import type { ApiKeyRecord } from '../../storage/types';

/** Whether an API key's `expirationSeconds`, counted from its creation, have passed at `nowMs`. */
export function isExpired(key: ApiKeyRecord, nowMs: number): boolean {
  if (key.expirationSeconds === undefined) return false;
  const expiresAt = (Number(key.createdAt.seconds) + Number(key.expirationSeconds)) * 1000;
  return nowMs >= expiresAt;
}
