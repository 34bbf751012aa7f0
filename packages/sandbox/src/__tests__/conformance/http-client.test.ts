/**
 * `@turnkey/http`'s TurnkeyClient with `@turnkey/api-key-stamper`, unmodified, against the
 * sandbox: a sub-organization with a wallet, a message signed through `@turnkey/viem` and its
 * signer recovered with viem, an EIP-1559 transaction signed and serialized.
 */
import type { TurnkeyClient } from '@turnkey/http';
import { createAccount } from '@turnkey/viem';
import {
  parseTransaction,
  recoverMessageAddress,
  recoverTransactionAddress,
  type TransactionSerializedEIP1559,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { newP256KeyPair } from '../../node/keys';
import { secureRandom } from '../../core/index';
import { clientFor, ETHEREUM_ACCOUNT, newOrganization, now, useSandbox } from './support';

const harness = useSandbox();

/**
 * `@turnkey/viem` declares its client parameter with its own copy of `@turnkey/http`'s types;
 * the class is the same at run time (viem checks it by name), so only the type is restated.
 */
type ViemClient = Parameters<typeof createAccount>[0]['client'];

async function subOrganizationWithWallet() {
  const parent = await newOrganization(harness);
  const subKeys = newP256KeyPair(secureRandom);
  const { activity } = await parent.client.createSubOrganization({
    type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8',
    timestampMs: now(),
    organizationId: parent.organizationId,
    parameters: {
      subOrganizationName: 'Reader sub-organization',
      rootUsers: [
        {
          userName: 'Reader',
          apiKeys: [
            {
              apiKeyName: 'reader-key',
              publicKey: subKeys.publicKey,
              curveType: 'API_KEY_CURVE_P256',
            },
          ],
          authenticators: [],
          oauthProviders: [],
        },
      ],
      rootQuorumThreshold: 1,
      wallet: { walletName: 'Reader wallet', accounts: [ETHEREUM_ACCOUNT] },
    },
  });
  const result = activity.result.createSubOrganizationResultV8;
  return { parent, activity, result, client: clientFor(harness, subKeys).client };
}

const forViem = (client: TurnkeyClient) => client as unknown as ViemClient;

/** A `@turnkey/viem` account for the Ethereum address of a new sub-organization's wallet. */
async function viemAccountInSubOrganization() {
  const { result, client } = await subOrganizationWithWallet();
  const address = result?.wallet?.addresses[0] as `0x${string}`;
  const account = await createAccount({
    client: forViem(client),
    organizationId: result?.subOrganizationId ?? '',
    signWith: address,
  });
  return { address, account };
}

describe('@turnkey/http TurnkeyClient', () => {
  it('answers whoami for a bootstrapped organization', async () => {
    const account = await newOrganization(harness);
    const me = await account.client.getWhoami({ organizationId: account.organizationId });
    expect(me).toMatchObject({ organizationId: account.organizationId, userId: account.userId });
  });

  it('creates a sub-organization with a wallet, completed in the first response', async () => {
    const { activity, result, client } = await subOrganizationWithWallet();
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(activity.type).toBe('ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8');
    expect(result?.wallet?.addresses[0]).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const subOrganizationId = result?.subOrganizationId ?? '';
    const me = await client.getWhoami({ organizationId: subOrganizationId });
    expect(me.organizationId).toBe(subOrganizationId);
    expect(result?.rootUserIds).toEqual([me.userId]);
    const { wallets } = await client.getWallets({ organizationId: subOrganizationId });
    expect(wallets.map((wallet) => wallet.walletId)).toEqual([result?.wallet?.walletId]);
    const { accounts } = await client.getWalletAccounts({
      organizationId: subOrganizationId,
      walletId: result?.wallet?.walletId ?? '',
    });
    expect(accounts.map((account) => account.address)).toEqual(result?.wallet?.addresses);
    const stored = await client
      .getActivity({
        organizationId: subOrganizationId,
        activityId: activity.id,
      })
      .catch((error: unknown) => error);
    // The activity belongs to the parent organization, not the sub-organization.
    expect(stored).toBeInstanceOf(Error);
  });

  it('signs a message through @turnkey/viem; viem recovers the wallet address', async () => {
    const { address, account } = await viemAccountInSubOrganization();
    const message = 'Hello from the sandbox';
    const signature = await account.signMessage({ message });
    expect(await recoverMessageAddress({ message, signature })).toBe(address);
  });

  it('signs and serializes an EIP-1559 transaction; viem recovers the sender', async () => {
    const { address, account } = await viemAccountInSubOrganization();
    const transaction = {
      type: 'eip1559',
      chainId: 11155111,
      nonce: 0,
      to: '0x0000000000000000000000000000000000000001',
      value: 1000000000000000n,
      gas: 21000n,
      maxFeePerGas: 30000000000n,
      maxPriorityFeePerGas: 1000000000n,
    } as const;
    const signed = await account.signTransaction(transaction);
    const parsed = parseTransaction(signed);
    expect(parsed).toMatchObject({ chainId: 11155111, value: 1000000000000000n, type: 'eip1559' });
    expect(
      await recoverTransactionAddress({
        serializedTransaction: signed as TransactionSerializedEIP1559,
      }),
    ).toBe(address);
  });
});
