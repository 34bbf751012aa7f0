/**
 * IDs in a response, and the operations that take them: the response view offers "Use in
 * sign_raw_payload" for an address, "Use in get_wallet" for a wallet id, and so on.
 */

export type IdKind =
  'organizationId' | 'walletId' | 'address' | 'activityId' | 'userId' | 'privateKeyId';

export interface IdTarget {
  operation: string;
  /** Where the value goes in that operation's body, e.g. `parameters.signWith`. */
  field: string;
}

/** A short list per kind: the next calls a reader most likely makes with that ID. */
export const ID_TARGETS: Record<IdKind, readonly IdTarget[]> = {
  organizationId: [{ operation: 'get_organization', field: 'organizationId' }],
  walletId: [
    { operation: 'get_wallet', field: 'walletId' },
    { operation: 'create_wallet_accounts', field: 'parameters.walletId' },
  ],
  address: [
    { operation: 'sign_raw_payload', field: 'parameters.signWith' },
    { operation: 'sign_transaction', field: 'parameters.signWith' },
  ],
  activityId: [{ operation: 'get_activity', field: 'activityId' }],
  userId: [{ operation: 'get_user', field: 'userId' }],
  privateKeyId: [
    { operation: 'get_private_key', field: 'privateKeyId' },
    { operation: 'sign_raw_payload', field: 'parameters.signWith' },
  ],
};

export interface FoundId {
  kind: IdKind;
  value: string;
}

const SAME_NAME: readonly IdKind[] = [
  'organizationId',
  'walletId',
  'activityId',
  'userId',
  'privateKeyId',
];

/** At most this many IDs get links: a listing of 100 wallets would bury the response. */
export const MAX_LINKED_IDS = 8;

/** The distinct IDs of a response body, in the order they appear; none when it is not JSON. */
export function findIds(body: string): FoundId[] {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return [];
  }
  const found: FoundId[] = [];
  const seen = new Set<string>();
  const add = (kind: IdKind, id: unknown) => {
    if (typeof id !== 'string' || id === '' || seen.has(`${kind}:${id}`)) return;
    seen.add(`${kind}:${id}`);
    found.push({ kind, value: id });
  };
  const walk = (node: unknown, key: string | null) => {
    if (Array.isArray(node)) {
      for (const item of node) {
        if (key === 'addresses' && typeof item === 'string') add('address', item);
        else walk(item, null);
      }
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [name, child] of Object.entries(node)) {
      if ((SAME_NAME as readonly string[]).includes(name)) add(name as IdKind, child);
      else if (name === 'address') add('address', child);
      else if (name === 'activity' && child && typeof child === 'object' && 'id' in child) {
        add('activityId', (child as { id: unknown }).id);
      }
      walk(child, name);
    }
  };
  walk(value, null);
  return found.slice(0, MAX_LINKED_IDS);
}
