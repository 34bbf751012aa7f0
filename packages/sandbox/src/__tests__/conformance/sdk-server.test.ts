/**
 * `@turnkey/sdk-server`'s `Turnkey(...).apiClient()`, unmodified: the flat request style, result
 * fields spread onto the response, activities, pagination, users, API keys and deleting wallets.
 */
import { Turnkey } from '@turnkey/sdk-server';
import { recoverAddress, keccak256, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { secureRandom } from '../../core/index';
import { newP256KeyPair } from '../../node/keys';
import { ETHEREUM_ACCOUNT, newServerClient, useSandbox } from './support';

const harness = useSandbox();

const apiClient = () => newServerClient(harness);

describe('@turnkey/sdk-server apiClient()', () => {
  it('creates a wallet and signs a keccak256 payload that recovers to its address', async () => {
    const { client } = await apiClient();
    const created = await client.createWallet({
      walletName: 'Server wallet',
      accounts: [ETHEREUM_ACCOUNT],
      mnemonicLength: 24,
    });
    expect(created.activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    const [address] = created.addresses;
    const payload = toHex('pay 1 ETH');
    const signed = await client.signRawPayload({
      signWith: address ?? '',
      payload,
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_KECCAK256',
    });
    expect(signed.r).toMatch(/^[0-9a-f]{64}$/i);
    const recovered = await recoverAddress({
      hash: keccak256(payload),
      signature: { r: `0x${signed.r}`, s: `0x${signed.s}`, yParity: Number(signed.v) },
    });
    expect(recovered).toBe(address);

    // An Ethereum address in another letter case names the same account.
    const lower = await client.signRawPayload({
      signWith: (address ?? '').toLowerCase(),
      payload,
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_KECCAK256',
    });
    expect(lower.activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(lower.r).toBe(signed.r);
    const history = await client.listEthTransactionHistory({
      address: (address ?? '').toLowerCase(),
      caip2: 'eip155:8453',
    });
    expect(history.transactions).toEqual([]);
  });

  it('reads the root quorum through get_organization_configs', async () => {
    const { account, client } = await apiClient();
    const { configs } = await client.getOrganizationConfigs({
      organizationId: account.organizationId,
    });
    expect(configs).toEqual({ features: [], quorum: { threshold: 1, userIds: [account.userId] } });
  });

  it('reads activities back with filters and pagination (default 10, newest first)', async () => {
    const { client } = await apiClient();
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const { activity } = await client.createWallet({
        walletName: `Wallet ${index}`,
        accounts: [],
      });
      ids.push(activity.id);
    }
    const firstPage = await client.getActivities({});
    expect(firstPage.activities.map((activity) => activity.id)).toEqual(ids.slice(2).reverse());
    const next = await client.getActivities({
      paginationOptions: { limit: '5', after: ids[2] ?? '' },
    });
    expect(next.activities.map((activity) => activity.id)).toEqual([ids[1], ids[0]]);
    const none = await client.getActivities({
      filterByType: ['ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2'],
    });
    expect(none.activities).toEqual([]);
    const one = await client.getActivity({ activityId: ids[0] ?? '' });
    expect(one.activity.intent.createWalletIntent?.walletName).toBe('Wallet 0');
    expect(one.activity.result.createWalletResult?.walletId).toBeDefined();
  });

  it('creates users with API keys, lists them and reads the keys back', async () => {
    const { account, client } = await apiClient();
    const extra = newP256KeyPair(secureRandom);
    const { userIds } = await client.createUsers({
      users: [
        {
          userName: 'Operator',
          userEmail: 'operator@example.com',
          apiKeys: [
            {
              apiKeyName: 'operator-key',
              publicKey: extra.publicKey,
              curveType: 'API_KEY_CURVE_P256',
            },
          ],
          authenticators: [],
          oauthProviders: [],
          userTags: [],
        },
      ],
    });
    const { users } = await client.getUsers({});
    expect(users.map((user) => user.userId).sort()).toEqual([account.userId, ...userIds].sort());
    const { user } = await client.getUser({ userId: userIds[0] ?? '' });
    expect(user.apiKeys[0]?.credential.publicKey).toBe(extra.publicKey);
    const more = newP256KeyPair(secureRandom);
    const { apiKeyIds } = await client.createApiKeys({
      userId: account.userId,
      apiKeys: [
        { apiKeyName: 'second', publicKey: more.publicKey, curveType: 'API_KEY_CURVE_P256' },
      ],
    });
    const { apiKeys } = await client.getApiKeys({ userId: account.userId });
    expect(apiKeys.map((key) => key.apiKeyId)).toContain(apiKeyIds[0]);
    expect(apiKeys).toHaveLength(2);
  });

  it('refuses to delete an unexported wallet unless deleteWithoutExport is set', async () => {
    const { client } = await apiClient();
    const { walletId } = await client.createWallet({ walletName: 'Doomed', accounts: [] });
    await expect(client.deleteWallets({ walletIds: [walletId] })).rejects.toThrow(/export/);
    const deleted = await client.deleteWallets({
      walletIds: [walletId],
      deleteWithoutExport: true,
    });
    expect(deleted.walletIds).toEqual([walletId]);
    const { wallets } = await client.getWallets({});
    expect(wallets).toEqual([]);
  });

  it('lists sub-organizations, filtered by name, email, public key or address', async () => {
    const { client } = await apiClient();
    const rootKey = newP256KeyPair(secureRandom);
    const create = (name: string, email: string, apiKeys: { publicKey: string }[]) =>
      client.createSubOrganization({
        subOrganizationName: name,
        rootUsers: [
          {
            userName: `${name} root`,
            userEmail: email,
            apiKeys: apiKeys.map(({ publicKey }) => ({
              apiKeyName: 'root',
              publicKey,
              curveType: 'API_KEY_CURVE_P256' as const,
            })),
            authenticators: [],
            oauthProviders: [],
          },
        ],
        rootQuorumThreshold: 1,
        wallet: { walletName: 'Main', accounts: [ETHEREUM_ACCOUNT] },
      });
    const first = await create('First', 'first@example.com', [rootKey]);
    const second = await create('Second', 'second@example.com', []);
    const all = await client.getSubOrgIds({});
    expect(all.organizationIds).toEqual([first.subOrganizationId, second.subOrganizationId]);
    const byFilter = async (filterType: string, filterValue: string) =>
      (await client.getSubOrgIds({ filterType, filterValue })).organizationIds;
    expect(await byFilter('NAME', 'Second')).toEqual([second.subOrganizationId]);
    expect(await byFilter('EMAIL', 'first@example.com')).toEqual([first.subOrganizationId]);
    expect(await byFilter('PUBLIC_KEY', rootKey.publicKey)).toEqual([first.subOrganizationId]);
    const address = second.wallet?.addresses[0] ?? '';
    expect(await byFilter('WALLET_ACCOUNT_ADDRESS', address)).toEqual([second.subOrganizationId]);
    expect(await byFilter('EMAIL', 'nobody@example.com')).toEqual([]);
    await expect(byFilter('OIDC_TOKEN', 'x')).rejects.toThrow(
      /oidcToken: the OIDC token is not a JWT/,
    );
    await expect(byFilter('GUESS', 'x')).rejects.toThrow(/filterType: the sandbox filters by/);
    const paged = await client.getSubOrgIds({ paginationOptions: { limit: '1' } });
    expect(paged.organizationIds).toEqual([first.subOrganizationId]);
  });

  it('reads one API key, deletes it, and the deleted key no longer authenticates', async () => {
    const { account, client } = await apiClient();
    const spare = newP256KeyPair(secureRandom);
    const { apiKeyIds } = await client.createApiKeys({
      userId: account.userId,
      apiKeys: [
        { apiKeyName: 'spare', publicKey: spare.publicKey, curveType: 'API_KEY_CURVE_P256' },
      ],
    });
    const apiKeyId = apiKeyIds[0] ?? '';
    const { apiKey } = await client.getApiKey({ apiKeyId });
    expect(apiKey).toMatchObject({ apiKeyId, apiKeyName: 'spare' });
    const spareClient = new Turnkey({
      apiBaseUrl: harness.url,
      apiPublicKey: spare.publicKey,
      apiPrivateKey: spare.privateKey,
      defaultOrganizationId: account.organizationId,
    }).apiClient();
    expect((await spareClient.getWhoami({})).userId).toBe(account.userId);
    await client.deleteApiKeys({ userId: account.userId, apiKeyIds: [apiKeyId] });
    await expect(client.getApiKey({ apiKeyId })).rejects.toThrow(/No API key/);
    await expect(spareClient.getWhoami({})).rejects.toThrow(/no API key with public key/);
    await expect(
      client.deleteApiKeys({ userId: account.userId, apiKeyIds: [apiKeyId] }),
    ).rejects.toThrow(/has no API key/);
  });

  it('renames a wallet, refusing a name another wallet has', async () => {
    const { client } = await apiClient();
    const { walletId } = await client.createWallet({ walletName: 'Old', accounts: [] });
    await client.createWallet({ walletName: 'Taken', accounts: [] });
    await client.updateWallet({ walletId, walletName: 'New' });
    expect((await client.getWallet({ walletId })).wallet.walletName).toBe('New');
    await expect(client.updateWallet({ walletId, walletName: 'Taken' })).rejects.toThrow(
      /already exists/,
    );
  });
});
