/**
 * IP allowlists through `@turnkey/http`'s `TurnkeyClient`: set, read, replace and remove, the
 * CIDR checks, and enforcement by the Node server, which sees these tests' requests come from
 * 127.0.0.1 like any developer's machine.
 */
import type { TurnkeyClient } from '@turnkey/http';
import { describe, expect, it } from 'vitest';
import { secureRandom } from '../../core/index';
import { newP256KeyPair } from '../../node/keys';
import { failure, nonRootUserOf, serverClientOf } from './policy-support';
import { clientFor, newOrganization, now, post, useSandbox, type Account } from './support';

const harness = useSandbox();

type Rules = { cidr: string; label?: string }[];

function setAllowlist(
  client: TurnkeyClient,
  organizationId: string,
  parameters: { rules?: Rules; enabled?: boolean; publicKey?: string; onEvaluationError?: string },
) {
  return client.setIpAllowlist({
    type: 'ACTIVITY_TYPE_SET_IP_ALLOWLIST',
    timestampMs: now(),
    organizationId,
    parameters,
  });
}

function removeAllowlist(client: TurnkeyClient, organizationId: string, publicKey?: string) {
  return client.removeIpAllowlist({
    type: 'ACTIVITY_TYPE_REMOVE_IP_ALLOWLIST',
    timestampMs: now(),
    organizationId,
    parameters: publicKey === undefined ? {} : { publicKey },
  });
}

const whoami = (account: Pick<Account, 'client' | 'organizationId'>) =>
  account.client.getWhoami({ organizationId: account.organizationId });

describe('storing an allowlist', () => {
  it('normalizes, de-duplicates, replaces and removes the organization list', async () => {
    const account = await newOrganization(harness);
    const set = await setAllowlist(account.client, account.organizationId, {
      enabled: false,
      rules: [
        { cidr: '192.168.1.100/24', label: 'Office' },
        { cidr: '2001:DB8:0:0::/48', label: 'VPN' },
        { cidr: '192.168.1.0/24', label: 'Duplicate, dropped' },
        { cidr: '203.0.113.42/32' },
      ],
    });
    expect(set.activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(set.activity.result.setIpAllowlistResult).toEqual({});

    const { allowlist } = await account.client.getIpAllowlist({
      organizationId: account.organizationId,
    });
    expect(allowlist).toMatchObject({
      organizationId: account.organizationId,
      enabled: false,
      onEvaluationError: 'DENY',
    });
    expect(allowlist.publicKey).toBeUndefined();
    expect(allowlist.rules.map(({ cidr, label }) => ({ cidr, label }))).toEqual([
      { cidr: '192.168.1.0/24', label: 'Office' },
      { cidr: '2001:db8::/48', label: 'VPN' },
      { cidr: '203.0.113.42/32', label: '' },
    ]);
    expect(allowlist.rules[0]?.createdAt).toMatch(/^[0-9]{13}$/);

    await setAllowlist(account.client, account.organizationId, {
      rules: [{ cidr: '10.0.0.0/20' }],
      onEvaluationError: 'ALLOW',
    });
    const replaced = (
      await account.client.getIpAllowlist({ organizationId: account.organizationId })
    ).allowlist;
    expect(replaced.rules.map((rule) => rule.cidr)).toEqual(['10.0.0.0/20']);
    expect(replaced.onEvaluationError).toBe('ALLOW');

    await removeAllowlist(account.client, account.organizationId);
    const removed = (
      await account.client.getIpAllowlist({ organizationId: account.organizationId })
    ).allowlist;
    expect(removed.rules).toEqual([]);
    await expect(removeAllowlist(account.client, account.organizationId)).rejects.toThrow(
      /has no IP allowlist to remove/,
    );
  });

  it('keeps a per-key list apart from the organization list', async () => {
    const account = await newOrganization(harness);
    await setAllowlist(account.client, account.organizationId, {
      publicKey: account.keys.publicKey,
      rules: [{ cidr: '198.51.100.0/24', label: 'CI' }],
    });
    const perKey = await account.client.getIpAllowlist({
      organizationId: account.organizationId,
      publicKey: account.keys.publicKey,
    });
    expect(perKey.allowlist).toMatchObject({
      publicKey: account.keys.publicKey,
      rules: [{ cidr: '198.51.100.0/24', label: 'CI' }],
    });
    expect(perKey.allowlist.enabled).toBeUndefined();
    const organizationList = await account.client.getIpAllowlist({
      organizationId: account.organizationId,
    });
    expect(organizationList.allowlist.rules).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    [[{ cidr: '10.0.0.1' }], /rules\[0\]\.cidr: "10\.0\.0\.1" is not in CIDR notation/],
    [[{ cidr: '10.0.0.0/24' }, { cidr: '300.1.1.1/32' }], /rules\[1\]\.cidr: "300\.1\.1\.1\/32"/],
    [[{ cidr: '10.0.0.0/8' }], /rules\[0\]\.cidr: .*broader than \/20/],
    [[{ cidr: '2001:db8::/32' }], /rules\[0\]\.cidr: .*broader than \/48/],
    [[{ cidr: '2001:db8::1/129' }], /rules\[0\]\.cidr: .*from 0 to 128/],
    [
      Array.from({ length: 11 }, (_, index) => ({ cidr: `10.0.${index}.0/24` })),
      /rules\[10\]\.cidr: a list holds at most 10 IPv4 blocks/,
    ],
  ])('refuses the rules %j with 400 naming the rule', async (rules, reason) => {
    const account = await newOrganization(harness);
    const body = JSON.stringify({
      type: 'ACTIVITY_TYPE_SET_IP_ALLOWLIST',
      timestampMs: now(),
      organizationId: account.organizationId,
      parameters: { enabled: true, rules },
    });
    const answer = await post(harness, '/public/v1/submit/set_ip_allowlist', body, {
      stamper: account.stamper,
    });
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toMatch(reason);
    // Nothing was stored: the organization is still reachable.
    await expect(whoami(account)).resolves.toMatchObject({ userId: account.userId });
  });

  it('refuses an unknown onEvaluationError and a key of another organization', async () => {
    const account = await newOrganization(harness);
    const other = await newOrganization(harness);
    const badFallback = await failure(
      setAllowlist(account.client, account.organizationId, { onEvaluationError: 'MAYBE' }),
    );
    expect(badFallback.message).toMatch(/onEvaluationError: expected ALLOW or DENY/);
    const foreignKey = await failure(
      setAllowlist(account.client, account.organizationId, {
        publicKey: other.keys.publicKey,
        rules: [],
      }),
    );
    expect(foreignKey.message).toMatch(/publicKey: no API key of organization/);
  });
});

describe('enforcement', () => {
  it('shuts out loopback once an enabled list leaves it out, for queries and submissions', async () => {
    const account = await newOrganization(harness);
    const bystander = await newOrganization(harness);
    await setAllowlist(account.client, account.organizationId, {
      enabled: true,
      rules: [{ cidr: '10.0.0.0/24', label: 'Office' }],
    });
    const refused = await failure(whoami(account));
    expect(refused.code).toBe(7);
    expect(refused.message).toMatch(/source address 127\.0\.0\.1 is not in the organization/);
    const submission = await failure(removeAllowlist(account.client, account.organizationId));
    expect(submission.message).toMatch(/not in the organization IP allowlist/);
    // Another organization is not affected.
    await expect(whoami(bystander)).resolves.toMatchObject({ userId: bystander.userId });

    // The sandbox endpoints are never checked: clearing the lists lets the developer back in.
    const clear = (organizationId: string) =>
      fetch(`${harness.url}/sandbox/v1/ip-allowlists/clear`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ organizationId }),
      });
    const cleared = await clear(account.organizationId);
    expect(await cleared.json()).toEqual({ removed: 1 });
    await expect(whoami(account)).resolves.toMatchObject({ userId: account.userId });
    expect((await clear(crypto.randomUUID())).status).toBe(404);
  });

  it('lets a staged (disabled) list and a list naming loopback through', async () => {
    const account = await newOrganization(harness);
    await setAllowlist(account.client, account.organizationId, { enabled: false, rules: [] });
    await expect(whoami(account)).resolves.toMatchObject({ userId: account.userId });
    await setAllowlist(account.client, account.organizationId, {
      enabled: true,
      rules: [{ cidr: '127.0.0.1/32', label: 'This machine' }, { cidr: '::1/128' }],
    });
    await expect(whoami(account)).resolves.toMatchObject({ userId: account.userId });
  });

  it('lets a per-key list replace the organization list for that key only', async () => {
    const root = await newOrganization(harness);
    const ci = await nonRootUserOf(harness, root, 'ci');
    const ciKeys = newP256KeyPair(secureRandom);
    // The key the non-root user holds is not exposed by the helper, so add one we know.
    await serverClientOf(harness, root).createApiKeys({
      userId: ci.userId,
      apiKeys: [
        { apiKeyName: 'ci-2', publicKey: ciKeys.publicKey, curveType: 'API_KEY_CURVE_P256' },
      ],
    });
    const ciAccount = { ...clientFor(harness, ciKeys), organizationId: root.organizationId };

    await setAllowlist(root.client, root.organizationId, {
      publicKey: root.keys.publicKey,
      rules: [{ cidr: '127.0.0.0/24', label: 'Loopback for the root key' }],
    });
    // A per-key list alone does nothing while the organization list is off.
    await expect(whoami(ciAccount)).resolves.toMatchObject({ userId: ci.userId });
    await setAllowlist(root.client, root.organizationId, {
      enabled: true,
      rules: [{ cidr: '192.0.2.0/24' }],
    });
    await expect(whoami(root)).resolves.toMatchObject({ userId: root.userId });
    expect((await failure(whoami(ciAccount))).code).toBe(7);

    // The root key turns the organization list off again; the other key is let back in.
    await removeAllowlist(root.client, root.organizationId);
    await expect(whoami(ciAccount)).resolves.toMatchObject({ userId: ci.userId });
  });

  it('applies the parent list to its key reading a sub-organization; the sub-organization has none', async () => {
    const parent = await newOrganization(harness);
    const childKeys = newP256KeyPair(secureRandom);
    const created = await serverClientOf(harness, parent).createSubOrganization({
      subOrganizationName: 'Child',
      rootUsers: [
        {
          userName: 'Child root',
          apiKeys: [
            {
              apiKeyName: 'child',
              publicKey: childKeys.publicKey,
              curveType: 'API_KEY_CURVE_P256',
            },
          ],
          authenticators: [],
          oauthProviders: [],
        },
      ],
      rootQuorumThreshold: 1,
    });
    const child = { ...clientFor(harness, childKeys), organizationId: created.subOrganizationId };

    const refused = await failure(
      setAllowlist(child.client, child.organizationId, { enabled: true, rules: [] }),
    );
    expect(refused.message).toMatch(/belong to top-level organizations/);

    await setAllowlist(parent.client, parent.organizationId, {
      enabled: true,
      rules: [{ cidr: '192.0.2.0/24' }],
    });
    expect(
      (await failure(parent.client.getWallets({ organizationId: child.organizationId }))).code,
    ).toBe(7);
    await expect(whoami(child)).resolves.toMatchObject({ organizationId: child.organizationId });
  });
});
