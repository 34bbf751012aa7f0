/**
 * Organization settings through `@turnkey/sdk-server`'s `apiClient()`: webhook endpoints,
 * session profiles, organization features and the root quorum, each stored, read back, and
 * refused with a clear message when the input does not fit.
 */
import { Turnkey } from '@turnkey/sdk-server';
import { describe, expect, it } from 'vitest';
import { secureRandom } from '../../core/index';
import { newP256KeyPair } from '../../node/keys';
import { newServerClient, useSandbox } from './support';

const harness = useSandbox();

describe('webhook endpoints', () => {
  it('creates, lists, pauses and deletes an endpoint', async () => {
    const { account, client } = await newServerClient(harness);
    const created = await client.createWebhookEndpoint({
      name: 'Activity updates',
      url: 'https://hooks.example.com/platform',
      subscriptions: [{ eventType: 'ACTIVITY_UPDATES' }],
    });
    expect(created.activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(created.webhookEndpoint).toMatchObject({
      endpointId: created.endpointId,
      organizationId: account.organizationId,
      isActive: true,
      subscriptions: [{ eventType: 'ACTIVITY_UPDATES', isActive: true }],
    });

    const listed = await client.listWebhookEndpoints({ organizationId: account.organizationId });
    expect(listed.webhookEndpoints.map((endpoint) => endpoint.endpointId)).toEqual([
      created.endpointId,
    ]);

    const paused = await client.updateWebhookEndpoint({
      endpointId: created.endpointId,
      isActive: false,
      name: 'Paused',
    });
    expect(paused.webhookEndpoint).toMatchObject({
      isActive: false,
      name: 'Paused',
      url: 'https://hooks.example.com/platform',
    });

    const deleted = await client.deleteWebhookEndpoint({ endpointId: created.endpointId });
    expect(deleted.endpointId).toBe(created.endpointId);
    expect(
      (await client.listWebhookEndpoints({ organizationId: account.organizationId }))
        .webhookEndpoints,
    ).toEqual([]);
  });

  it('refuses a URL that is not https and an endpoint id it does not hold', async () => {
    const { client } = await newServerClient(harness);
    await expect(
      client.createWebhookEndpoint({ name: 'Plain', url: 'http://hooks.example.com/platform' }),
    ).rejects.toThrow(/url: the URL must use https/);
    await expect(client.createWebhookEndpoint({ name: 'Junk', url: 'not a url' })).rejects.toThrow(
      /url: "not a url" is not a URL/,
    );
    await expect(client.deleteWebhookEndpoint({ endpointId: crypto.randomUUID() })).rejects.toThrow(
      /No webhook endpoint/,
    );
  });

  it('does not show one organization the endpoints of another', async () => {
    const first = await newServerClient(harness);
    const second = await newServerClient(harness);
    const { endpointId } = await first.client.createWebhookEndpoint({
      name: 'Mine',
      url: 'https://hooks.example.com/mine',
    });
    const theirs = await second.client.listWebhookEndpoints({
      organizationId: second.account.organizationId,
    });
    expect(theirs.webhookEndpoints).toEqual([]);
    await expect(
      second.client.updateWebhookEndpoint({ endpointId, isActive: false }),
    ).rejects.toThrow(/No webhook endpoint/);
  });
});

describe('session profiles', () => {
  it('creates a profile, reads it by id and in the list, and a sub-organization sees it', async () => {
    const { account, client } = await newServerClient(harness);
    const { activity, sessionProfileId } = await client.createSessionProfile({
      sessionProfileName: 'signing-only',
      scope: "activity.action == 'SIGN'",
      expirationSeconds: '3600',
      notes: 'after an OTP login',
    });
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    const { sessionProfiles } = await client.getSessionProfiles({
      organizationId: account.organizationId,
    });
    expect(sessionProfiles).toEqual([
      expect.objectContaining({
        sessionProfileId,
        sessionProfileName: 'signing-only',
        scope: "activity.action == 'SIGN'",
        expirationSeconds: '3600',
        notes: 'after an OTP login',
      }),
    ]);
    const single = await client.getSessionProfile({
      organizationId: account.organizationId,
      sessionProfileId,
    });
    expect(single.sessionProfile.sessionProfileId).toBe(sessionProfileId);

    const keys = newP256KeyPair(secureRandom);
    const { subOrganizationId } = await client.createSubOrganization({
      subOrganizationName: 'child',
      rootQuorumThreshold: 1,
      rootUsers: [
        {
          userName: 'child root',
          apiKeys: [
            { apiKeyName: 'root', publicKey: keys.publicKey, curveType: 'API_KEY_CURVE_P256' },
          ],
          authenticators: [],
          oauthProviders: [],
        },
      ],
    });
    const child = new Turnkey({
      apiBaseUrl: harness.url,
      apiPublicKey: keys.publicKey,
      apiPrivateKey: keys.privateKey,
      defaultOrganizationId: subOrganizationId,
    }).apiClient();
    const seen = await child.getSessionProfiles({ organizationId: subOrganizationId });
    expect(seen.sessionProfiles.map((profile) => profile.sessionProfileId)).toEqual([
      sessionProfileId,
    ]);
  });

  it('refuses a lifetime that is not a whole number of seconds and an unknown id', async () => {
    const { account, client } = await newServerClient(harness);
    await expect(
      client.createSessionProfile({
        sessionProfileName: 'x',
        scope: 'true',
        expirationSeconds: '1h',
      }),
    ).rejects.toThrow(/expirationSeconds: "1h" is not a positive whole number/);
    await expect(
      client.getSessionProfile({
        organizationId: account.organizationId,
        sessionProfileId: crypto.randomUUID(),
      }),
    ).rejects.toThrow(/No session profile/);
  });
});

describe('organization features', () => {
  it('sets, replaces and removes a feature, and get_organization_configs follows', async () => {
    const { account, client } = await newServerClient(harness);
    const configs = async () =>
      (await client.getOrganizationConfigs({ organizationId: account.organizationId })).configs
        .features;
    expect(await configs()).toEqual([]);

    const set = await client.setOrganizationFeature({
      name: 'FEATURE_NAME_WEBHOOK',
      value: 'https://hooks.example.com/old',
    });
    expect(set.features).toEqual([
      { name: 'FEATURE_NAME_WEBHOOK', value: 'https://hooks.example.com/old' },
    ]);
    await client.setOrganizationFeature({
      name: 'FEATURE_NAME_WEBHOOK',
      value: 'https://hooks.example.com/new',
    });
    expect(await configs()).toEqual([
      { name: 'FEATURE_NAME_WEBHOOK', value: 'https://hooks.example.com/new' },
    ]);

    const removed = await client.removeOrganizationFeature({ name: 'FEATURE_NAME_WEBHOOK' });
    expect(removed.features).toEqual([]);
    expect(await configs()).toEqual([]);
    await expect(
      client.removeOrganizationFeature({ name: 'FEATURE_NAME_WEBHOOK' }),
    ).rejects.toThrow(/FEATURE_NAME_WEBHOOK is not set/);
  });
});

describe('root quorum', () => {
  it('replaces the root users and threshold, and refuses a threshold above their number', async () => {
    const { account, client } = await newServerClient(harness);
    const keys = newP256KeyPair(secureRandom);
    const { userIds } = await client.createUsers({
      users: [
        {
          userName: 'Second root',
          apiKeys: [
            { apiKeyName: 'b', publicKey: keys.publicKey, curveType: 'API_KEY_CURVE_P256' },
          ],
          authenticators: [],
          oauthProviders: [],
          userTags: [],
        },
      ],
    });
    const second = userIds[0] ?? '';

    await expect(
      client.updateRootQuorum({ threshold: 3, userIds: [account.userId, second] }),
    ).rejects.toThrow(/threshold/);
    await expect(
      client.updateRootQuorum({ threshold: 1, userIds: [account.userId, crypto.randomUUID()] }),
    ).rejects.toThrow(/No user/);

    const { activity } = await client.updateRootQuorum({
      threshold: 1,
      userIds: [account.userId, second],
    });
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    const { configs } = await client.getOrganizationConfigs({
      organizationId: account.organizationId,
    });
    expect(configs.quorum).toEqual({ threshold: 1, userIds: [account.userId, second] });
  });
});
