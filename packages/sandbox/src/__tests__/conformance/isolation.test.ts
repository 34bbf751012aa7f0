/** One organization's key can never read or change another organization's data. */
import { describe, expect, it } from 'vitest';
import { createWalletIn, ETHEREUM_ACCOUNT, newOrganization, now, useSandbox } from './support';

const harness = useSandbox();

describe('isolation', () => {
  it("an organization's key cannot read or sign with another organization's wallet", async () => {
    const alice = await newOrganization(harness);
    const mallory = await newOrganization(harness);
    const { activity, walletId, address } = await createWalletIn(alice, 'Private', [
      ETHEREUM_ACCOUNT,
    ]);

    // Addressed to Alice's organization with Mallory's key: refused before any handler runs.
    await expect(
      mallory.client.getWallet({ organizationId: alice.organizationId, walletId }),
    ).rejects.toThrow(/organization mismatch/);
    // Addressed to Mallory's own organization, naming Alice's ids: not found there.
    await expect(
      mallory.client.getWallet({ organizationId: mallory.organizationId, walletId }),
    ).rejects.toThrow(/No wallet/);
    await expect(
      mallory.client.signRawPayload({
        type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
        timestampMs: now(),
        organizationId: mallory.organizationId,
        parameters: {
          signWith: address,
          payload: 'deadbeef',
          encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
          hashFunction: 'HASH_FUNCTION_KECCAK256',
        },
      }),
    ).rejects.toThrow(/no wallet account/);
    await expect(
      mallory.client.getActivity({
        organizationId: mallory.organizationId,
        activityId: activity.id,
      }),
    ).rejects.toThrow(/No activity/);
    const { activities } = await mallory.client.getActivities({
      organizationId: mallory.organizationId,
    });
    expect(activities).toEqual([]);
    // Alice still sees her own.
    const own = await alice.client.getWallet({ organizationId: alice.organizationId, walletId });
    expect(own.wallet.walletName).toBe('Private');
  });

  it('a parent key can read a sub-organization but not submit to it', async () => {
    const parent = await newOrganization(harness);
    const { activity } = await parent.client.createSubOrganization({
      type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8',
      timestampMs: now(),
      organizationId: parent.organizationId,
      parameters: {
        subOrganizationName: 'Child',
        rootUsers: [
          { userName: 'Child root', apiKeys: [], authenticators: [], oauthProviders: [] },
        ],
        rootQuorumThreshold: 1,
      },
    });
    const child = activity.result.createSubOrganizationResultV8?.subOrganizationId ?? '';
    const { wallets } = await parent.client.getWallets({ organizationId: child });
    expect(wallets).toEqual([]);
    await expect(
      parent.client.createWallet({
        type: 'ACTIVITY_TYPE_CREATE_WALLET',
        timestampMs: now(),
        organizationId: child,
        parameters: { walletName: 'Not allowed', accounts: [] },
      }),
    ).rejects.toThrow(/not submit activities/);
  });
});
