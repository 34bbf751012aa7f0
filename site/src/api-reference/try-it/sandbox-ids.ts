/**
 * The guided first call: request bodies that carry the reader's own sandbox IDs, so whoami →
 * create_wallet → sign_raw_payload succeeds by pressing Send three times. Only fields the
 * example already has are replaced, at the top level and in `parameters`.
 */
import type { SandboxSnapshot } from './in-page/protocol';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface ReaderIds {
  organizationId: string;
  userId?: string;
  walletId?: string;
  /** The latest wallet's first address: what `signWith` signs with. */
  address?: string;
  privateKeyId?: string;
}

/**
 * The IDs a body is filled with. The latest wallet is the snapshot's last (wallets are listed
 * in creation order); the user is the reader's own, else the organization's first.
 */
export function readerIds(snapshot: SandboxSnapshot, userId?: string): ReaderIds {
  const wallet = snapshot.wallets.at(-1);
  const ids: ReaderIds = { organizationId: snapshot.organizationId };
  const user = userId ?? snapshot.users[0]?.userId;
  if (user) ids.userId = user;
  if (wallet) ids.walletId = wallet.walletId;
  const address = wallet?.accounts[0]?.address;
  if (address) ids.address = address;
  const privateKey = snapshot.privateKeys.at(-1);
  if (privateKey) ids.privateKeyId = privateKey.privateKeyId;
  return ids;
}

/** Field name → the ID it takes; plural fields take a one-element list. */
const FIELDS: Record<string, keyof ReaderIds> = {
  organizationId: 'organizationId',
  userId: 'userId',
  walletId: 'walletId',
  signWith: 'address',
  address: 'address',
  privateKeyId: 'privateKeyId',
};
const LIST_FIELDS: Record<string, keyof ReaderIds> = {
  userIds: 'userId',
  walletIds: 'walletId',
  privateKeyIds: 'privateKeyId',
};

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function fillLevel(level: { [key: string]: Json }, ids: ReaderIds): { [key: string]: Json } {
  const filled = { ...level };
  for (const key of Object.keys(level)) {
    const single = FIELDS[key];
    const list = LIST_FIELDS[key];
    if (single && ids[single] !== undefined) filled[key] = ids[single];
    else if (list && ids[list] !== undefined) filled[key] = [ids[list]];
  }
  return filled;
}

/** The example request with the reader's IDs in place of the example's. */
export function fillReaderIds(request: unknown, ids: ReaderIds): unknown {
  const body = request as Json;
  if (!isObject(body)) return request;
  const filled = fillLevel(body, ids);
  if (isObject(body.parameters)) filled.parameters = fillLevel(body.parameters, ids);
  return filled;
}

/**
 * Sets one field (`a.b.c`) of a JSON body's text, for a value handed over from another
 * operation's response. Returns the text unchanged when it is not a JSON object.
 */
export function setField(text: string, path: string, value: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (!isObject(body as Json)) return text;
  const keys = path.split('.');
  const last = keys.pop();
  if (!last) return text;
  let level = body as { [key: string]: Json };
  for (const key of keys) {
    const next = level[key];
    if (!isObject(next)) level[key] = {};
    level = level[key] as { [key: string]: Json };
  }
  level[last] = value;
  return JSON.stringify(body, null, 2);
}
