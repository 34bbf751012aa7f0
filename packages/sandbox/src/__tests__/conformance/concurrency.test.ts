/**
 * Sixteen clients writing at once: no lost or duplicated writes and no lock errors surface, and
 * every completed activity has its wallet.
 */
import { describe, expect, it } from 'vitest';
import { ETHEREUM_ACCOUNT, newOrganization, now, useSandbox } from './support';

const harness = useSandbox();
const CLIENTS = 16;
const WALLETS_EACH = 4;

describe('concurrent writers', () => {
  it(`${CLIENTS} clients × ${WALLETS_EACH} create_wallet calls land exactly once each`, async () => {
    const account = await newOrganization(harness);
    const created = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        const ids: string[] = [];
        for (let index = 0; index < WALLETS_EACH; index += 1) {
          const { activity } = await account.client.createWallet({
            type: 'ACTIVITY_TYPE_CREATE_WALLET',
            timestampMs: now(),
            organizationId: account.organizationId,
            parameters: { walletName: `c${client}-w${index}`, accounts: [ETHEREUM_ACCOUNT] },
          });
          expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
          ids.push(activity.result.createWalletResult?.walletId ?? '');
        }
        return ids;
      }),
    );
    const walletIds = created.flat();
    expect(new Set(walletIds).size).toBe(CLIENTS * WALLETS_EACH);
    const { wallets } = await account.client.getWallets({ organizationId: account.organizationId });
    expect(wallets.map((wallet) => wallet.walletId).sort()).toEqual([...walletIds].sort());
    const { accounts } = await account.client.getWalletAccounts({
      organizationId: account.organizationId,
      paginationOptions: { limit: '100' },
    });
    expect(accounts).toHaveLength(CLIENTS * WALLETS_EACH);
    const { activities } = await account.client.getActivities({
      organizationId: account.organizationId,
      paginationOptions: { limit: '100' },
    });
    expect(activities).toHaveLength(CLIENTS * WALLETS_EACH);
  }, 60_000);

  it('two clients racing for one wallet name: one wins, the other gets ALREADY_EXISTS', async () => {
    const account = await newOrganization(harness);
    // Different timestamps: identical bodies would be one request (the same activity).
    const attempt = (offset: number) =>
      account.client
        .createWallet({
          type: 'ACTIVITY_TYPE_CREATE_WALLET',
          timestampMs: String(Date.now() + offset),
          organizationId: account.organizationId,
          parameters: { walletName: 'Contested', accounts: [] },
        })
        .then(
          () => 'created',
          (error: unknown) => String(error),
        );
    const outcomes = await Promise.all([attempt(0), attempt(1)]);
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome !== 'created')).toMatch(/already exists/);
    const { activities } = await account.client.getActivities({
      organizationId: account.organizationId,
    });
    expect(activities).toHaveLength(1);
  });
});
