import { findOperation } from '@docs/platform-api';
import { describe, expect, it } from 'vitest';
import { ID_TARGETS, MAX_LINKED_IDS, findIds } from '../id-links';

describe('ID_TARGETS', () => {
  it('names operations whose example request has the target field', () => {
    for (const targets of Object.values(ID_TARGETS)) {
      for (const { operation, field } of targets) {
        let level: unknown = findOperation(operation)?.example.request;
        for (const key of field.split('.')) {
          level =
            level && typeof level === 'object'
              ? (level as Record<string, unknown>)[key]
              : undefined;
        }
        expect(typeof level, `${operation} ${field}`).toBe('string');
      }
    }
  });
});

describe('findIds', () => {
  it('finds the wallet, its addresses, the activity and the organization of create_wallet', () => {
    const body = JSON.stringify({
      activity: {
        id: 'act-1',
        organizationId: 'org-1',
        result: { createWalletResult: { walletId: 'w-1', addresses: ['0xabc', 'Sol1'] } },
      },
    });
    expect(findIds(body)).toEqual([
      { kind: 'activityId', value: 'act-1' },
      { kind: 'organizationId', value: 'org-1' },
      { kind: 'walletId', value: 'w-1' },
      { kind: 'address', value: '0xabc' },
      { kind: 'address', value: 'Sol1' },
    ]);
  });

  it('lists each ID once and at most MAX_LINKED_IDS of them', () => {
    const accounts = Array.from({ length: 20 }, (_, n) => ({ walletId: 'w', address: `a${n}` }));
    const found = findIds(JSON.stringify({ accounts }));
    expect(found).toHaveLength(MAX_LINKED_IDS);
    expect(found.filter((id) => id.kind === 'walletId')).toHaveLength(1);
  });

  it('finds nothing in a body that is not JSON or holds no IDs', () => {
    expect(findIds('<html>')).toEqual([]);
    expect(findIds(JSON.stringify({ code: 5, message: 'not found', organizationId: '' }))).toEqual(
      [],
    );
  });
});
