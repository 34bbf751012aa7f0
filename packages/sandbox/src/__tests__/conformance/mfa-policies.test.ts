/**
 * MFA policies through `@turnkey/http`'s `TurnkeyClient`: created, read in order, changed and
 * deleted per user; refused with a clear message when a method, condition or id does not fit;
 * invisible to other organizations; decided by `activity.resource == 'MFA_POLICY'` policies; and
 * enforced: an activity they cover waits until its submitter proves every step.
 */
import type { TurnkeyClient } from '@turnkey/http';
import { describe, expect, it } from 'vitest';
import { failure, nonRootUserOf, serverClientOf } from './policy-support';
import { secureRandom } from '../../core/index';
import { newP256KeyPair } from '../../node/keys';
import {
  clientFor,
  createWalletIn,
  ETHEREUM_ACCOUNT,
  newOrganization,
  now,
  post,
  useSandbox,
  type Account,
} from './support';

const harness = useSandbox();

type CreateParameters = Parameters<TurnkeyClient['createMfaPolicy']>[0]['parameters'];

function createMfaPolicy(
  client: TurnkeyClient,
  organizationId: string,
  parameters: CreateParameters,
) {
  return client.createMfaPolicy({
    type: 'ACTIVITY_TYPE_CREATE_MFA_POLICY',
    timestampMs: now(),
    organizationId,
    parameters,
  });
}

const signing = (userId: string, overrides: Partial<CreateParameters> = {}): CreateParameters => ({
  userId,
  mfaPolicyName: 'Passkey or email code to sign',
  condition: "activity.action == 'SIGN'",
  requiredAuthenticationMethods: [
    { any: [{ type: 'AUTHENTICATION_TYPE_SESSION' }] },
    {
      any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }, { type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }],
    },
  ],
  order: 1,
  ...overrides,
});

async function rootApiKeyId(account: Account) {
  const { apiKeys } = await account.client.getApiKeys({
    organizationId: account.organizationId,
    userId: account.userId,
  });
  return apiKeys[0]?.apiKeyId ?? '';
}

describe('MFA policies', () => {
  it('creates, lists by order, updates and deletes a policy', async () => {
    const account = await newOrganization(harness);
    const keyId = await rootApiKeyId(account);
    const late = await createMfaPolicy(account.client, account.organizationId, {
      ...signing(account.userId),
      notes: 'Catch-all',
      mfaPolicyName: 'Exports',
      condition: "activity.action == 'EXPORT'",
      order: 5,
    });
    const early = await createMfaPolicy(
      account.client,
      account.organizationId,
      signing(account.userId, {
        order: 0,
        requiredAuthenticationMethods: [
          { any: [{ type: 'AUTHENTICATION_TYPE_API_KEY', id: keyId }] },
        ],
      }),
    );
    const earlyId = early.activity.result.createMfaPolicyResult?.mfaPolicyId ?? '';
    const lateId = late.activity.result.createMfaPolicyResult?.mfaPolicyId ?? '';
    expect(early.activity.status).toBe('ACTIVITY_STATUS_COMPLETED');

    const { mfaPolicies } = await account.client.getMfaPolicies({
      organizationId: account.organizationId,
      userId: account.userId,
    });
    expect(mfaPolicies.map((policy) => policy.mfaPolicyId)).toEqual([earlyId, lateId]);
    expect(mfaPolicies[0]).toMatchObject({
      mfaPolicyName: 'Passkey or email code to sign',
      condition: "activity.action == 'SIGN'",
      order: 0,
      requiredAuthenticationMethods: [
        { any: [{ type: 'AUTHENTICATION_TYPE_API_KEY', id: keyId }] },
      ],
    });
    expect(mfaPolicies[1]?.notes).toBe('Catch-all');

    await account.client.updateMfaPolicy({
      type: 'ACTIVITY_TYPE_UPDATE_MFA_POLICY',
      timestampMs: now(),
      organizationId: account.organizationId,
      parameters: { userId: account.userId, mfaPolicyId: lateId, order: 0, mfaPolicyName: 'All' },
    });
    const { mfaPolicy } = await account.client.getMfaPolicy({
      organizationId: account.organizationId,
      userId: account.userId,
      mfaPolicyId: lateId,
    });
    expect(mfaPolicy).toMatchObject({ mfaPolicyName: 'All', order: 0, notes: 'Catch-all' });

    const deleted = await account.client.deleteMfaPolicy({
      type: 'ACTIVITY_TYPE_DELETE_MFA_POLICY',
      timestampMs: now(),
      organizationId: account.organizationId,
      parameters: { userId: account.userId, mfaPolicyId: earlyId },
    });
    expect(deleted.activity.result.deleteMfaPolicyResult?.mfaPolicyId).toBe(earlyId);
    await expect(
      account.client.getMfaPolicy({
        organizationId: account.organizationId,
        userId: account.userId,
        mfaPolicyId: earlyId,
      }),
    ).rejects.toThrow(/No MFA policy/);
  });

  it('holds an activity until the submitter proves every step, then runs it', async () => {
    const account = await newOrganization(harness);
    const second = newP256KeyPair(secureRandom);
    await serverClientOf(harness, account).createApiKeys({
      userId: account.userId,
      apiKeys: [
        { apiKeyName: 'second', publicKey: second.publicKey, curveType: 'API_KEY_CURVE_P256' },
      ],
    });
    const { apiKeys } = await account.client.getApiKeys({
      organizationId: account.organizationId,
      userId: account.userId,
    });
    const firstId = apiKeys.find(
      (key) => key.credential.publicKey === account.keys.publicKey,
    )?.apiKeyId;
    const secondId = apiKeys.find((key) => key.credential.publicKey === second.publicKey)?.apiKeyId;
    const steps = [
      { any: [{ type: 'AUTHENTICATION_TYPE_API_KEY' as const, id: firstId ?? '' }] },
      { any: [{ type: 'AUTHENTICATION_TYPE_API_KEY' as const, id: secondId ?? '' }] },
    ];
    const { activity: policyActivity } = await createMfaPolicy(
      account.client,
      account.organizationId,
      signing(account.userId, {
        condition: "activity.resource == 'WALLET' && activity.action == 'CREATE'",
        requiredAuthenticationMethods: steps,
      }),
    );
    const mfaPolicyId = policyActivity.result.createMfaPolicyResult?.mfaPolicyId ?? '';

    const { activity } = await createWalletIn(account, 'Held', [ETHEREUM_ACCOUNT]);
    expect(activity.status).toBe('ACTIVITY_STATUS_AUTHENTICATORS_NEEDED');
    expect(activity.result).toEqual({});
    const status = await account.client.getMfaStatus({
      organizationId: account.organizationId,
      activityId: activity.id,
    });
    expect(status.mfaStatuses).toEqual([
      {
        mfaPolicyId,
        userId: account.userId,
        satisfied: false,
        satisfiedMethods: [{ type: 'AUTHENTICATION_TYPE_API_KEY', id: firstId }],
        requiredMethods: steps,
      },
    ]);

    const approve = (client: TurnkeyClient) =>
      client.approveActivity({
        type: 'ACTIVITY_TYPE_APPROVE_ACTIVITY',
        timestampMs: now(),
        organizationId: account.organizationId,
        parameters: { fingerprint: activity.fingerprint },
      });
    // The same key again proves nothing new: each proof completes one step.
    await approve(account.client);
    const stillHeld = await account.client.getActivity({
      organizationId: account.organizationId,
      activityId: activity.id,
    });
    expect(stillHeld.activity.status).toBe('ACTIVITY_STATUS_AUTHENTICATORS_NEEDED');

    // Only the submitter proves steps.
    const other = await nonRootUserOf(harness, account, 'other');
    const refused = await failure(approve(other.client));
    expect(refused.message).toMatch(/waits for user .* to satisfy MFA policy/);

    await approve(clientFor(harness, second).client);
    const done = await account.client.getActivity({
      organizationId: account.organizationId,
      activityId: activity.id,
    });
    expect(done.activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    const walletId = done.activity.result.createWalletResult?.walletId ?? '';
    const { wallet } = await account.client.getWallet({
      organizationId: account.organizationId,
      walletId,
    });
    expect(wallet.walletName).toBe('Held');
    const after = await account.client.getMfaStatus({
      organizationId: account.organizationId,
      activityId: activity.id,
      userId: account.userId,
    });
    expect(after.mfaStatuses[0]?.satisfied).toBe(true);

    // An activity the condition does not cover runs at once; a held one can be rejected.
    const tag = await serverClientOf(harness, account).createPolicy({
      policyName: 'Not covered',
      effect: 'EFFECT_DENY',
      condition: 'false',
      notes: '',
    });
    expect(tag.activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(tag.policyId).toBeTruthy();
    const { activity: heldAgain } = await createWalletIn(account, 'Dropped', []);
    await account.client.rejectActivity({
      type: 'ACTIVITY_TYPE_REJECT_ACTIVITY',
      timestampMs: now(),
      organizationId: account.organizationId,
      parameters: { fingerprint: heldAgain.fingerprint },
    });
    const rejected = await account.client.getActivity({
      organizationId: account.organizationId,
      activityId: heldAgain.id,
    });
    expect(rejected.activity.status).toBe('ACTIVITY_STATUS_REJECTED');
    await expect(
      account.client.getMfaStatus({
        organizationId: account.organizationId,
        activityId: crypto.randomUUID(),
      }),
    ).rejects.toThrow(/No activity/);
  });
});

describe('bad input', () => {
  it('names the field of each mistake, with 400', async () => {
    const account = await newOrganization(harness);
    const other = await nonRootUserOf(harness, account, 'other');
    const { apiKeys } = await account.client.getApiKeys({
      organizationId: account.organizationId,
      userId: other.userId,
    });
    const cases: [Partial<CreateParameters>, RegExp][] = [
      [{ condition: "activity.action == 'SIGN" }, /condition: not a policy expression/],
      [{ condition: ' ' }, /condition: must not be empty/],
      [{ mfaPolicyName: '' }, /mfaPolicyName: must not be empty/],
      [{ requiredAuthenticationMethods: [] }, /requiredAuthenticationMethods: give at least one/],
      [
        { requiredAuthenticationMethods: [{ any: [] }] },
        /requiredAuthenticationMethods\[0\]\.any: give at least one method/,
      ],
      [
        {
          requiredAuthenticationMethods: [
            { any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP', id: 'x' }] },
          ],
        },
        /requiredAuthenticationMethods\[0\]\.any\[0\]\.id: AUTHENTICATION_TYPE_EMAIL_OTP methods have no id/,
      ],
      [
        {
          requiredAuthenticationMethods: [
            { any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] },
            { any: [{ type: 'AUTHENTICATION_TYPE_API_KEY', id: apiKeys[0]?.apiKeyId ?? '' }] },
          ],
        },
        /requiredAuthenticationMethods\[1\]\.any\[0\]\.id: .* is not an API key of user/,
      ],
      [
        {
          requiredAuthenticationMethods: [
            { any: [{ type: 'AUTHENTICATION_TYPE_SESSION', id: crypto.randomUUID() }] },
          ],
        },
        /\.id: .* is not a session profile/,
      ],
    ];
    for (const [overrides, reason] of cases) {
      const refused = await failure(
        createMfaPolicy(account.client, account.organizationId, signing(account.userId, overrides)),
      );
      expect(refused.code, String(reason)).toBe(3);
      expect(refused.message).toMatch(reason);
    }
    // Schema-level mistakes are refused before the handler, naming the path.
    const body = JSON.stringify({
      type: 'ACTIVITY_TYPE_CREATE_MFA_POLICY',
      timestampMs: now(),
      organizationId: account.organizationId,
      parameters: { ...signing(account.userId), order: -1 },
    });
    const answer = await post(harness, '/public/v1/submit/create_mfa_policy', body, {
      stamper: account.stamper,
    });
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toMatch(/parameters\.order/);
    const unknownUser = await failure(
      createMfaPolicy(account.client, account.organizationId, signing(crypto.randomUUID())),
    );
    expect(unknownUser.message).toMatch(/No user/);
  });
});

describe('isolation and policies', () => {
  it('does not show or let another organization change a policy', async () => {
    const owner = await newOrganization(harness);
    const stranger = await newOrganization(harness);
    const created = await createMfaPolicy(
      owner.client,
      owner.organizationId,
      signing(owner.userId),
    );
    const mfaPolicyId = created.activity.result.createMfaPolicyResult?.mfaPolicyId ?? '';
    await expect(
      stranger.client.getMfaPolicy({
        organizationId: stranger.organizationId,
        userId: owner.userId,
        mfaPolicyId,
      }),
    ).rejects.toThrow(/No MFA policy/);
    await expect(
      stranger.client.getMfaPolicies({
        organizationId: owner.organizationId,
        userId: owner.userId,
      }),
    ).rejects.toThrow(/organization mismatch/);
    await expect(
      stranger.client.deleteMfaPolicy({
        type: 'ACTIVITY_TYPE_DELETE_MFA_POLICY',
        timestampMs: now(),
        organizationId: stranger.organizationId,
        parameters: { userId: owner.userId, mfaPolicyId },
      }),
    ).rejects.toThrow(/No MFA policy/);
  });

  it("lets a delegated user delete MFA policies under activity.resource == 'MFA_POLICY'", async () => {
    const root = await newOrganization(harness);
    const delegate = await nonRootUserOf(harness, root, 'recovery');
    await serverClientOf(harness, root).createPolicy({
      policyName: 'Recovery may delete MFA policies',
      effect: 'EFFECT_ALLOW',
      condition: "activity.resource == 'MFA_POLICY' && activity.action == 'DELETE'",
      notes: '',
    });
    const created = await createMfaPolicy(root.client, root.organizationId, signing(root.userId));
    const mfaPolicyId = created.activity.result.createMfaPolicyResult?.mfaPolicyId ?? '';

    const denied = await failure(
      createMfaPolicy(delegate.client, root.organizationId, signing(root.userId)),
    );
    expect(denied.code).toBe(7);
    const deleted = await delegate.client.deleteMfaPolicy({
      type: 'ACTIVITY_TYPE_DELETE_MFA_POLICY',
      timestampMs: now(),
      organizationId: root.organizationId,
      parameters: { userId: root.userId, mfaPolicyId },
    });
    expect(deleted.activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
  });

  it('lets a parent key read the policies of a sub-organization user', async () => {
    const parent = await newOrganization(harness);
    const created = await serverClientOf(harness, parent).createSubOrganization({
      subOrganizationName: 'Child',
      rootUsers: [{ userName: 'End user', apiKeys: [], authenticators: [], oauthProviders: [] }],
      rootQuorumThreshold: 1,
    });
    const { mfaPolicies } = await parent.client.getMfaPolicies({
      organizationId: created.subOrganizationId,
      userId: created.rootUserIds?.[0] ?? '',
    });
    expect(mfaPolicies).toEqual([]);
  });
});
