/**
 * MFA steps proved the way the platform's MFA pages describe, through `@turnkey/http`: an email
 * OTP or OAuth step by an `approve_activity` carrying an attested stamp (the verification token
 * or OIDC token that vouches for the signing key), and an approver's own MFA policy, which holds
 * their vote until they prove its steps.
 */
import type { TurnkeyClient } from '@turnkey/http';
import { describe, expect, it } from 'vitest';
import {
  AttestedScheme,
  attestedClient,
  freshEmail,
  oidcUser,
  sessionClient,
  stampLogin,
  verificationTokenFor,
} from './auth-support';
import { failure, serverClientOf } from './policy-support';
import { secureRandom } from '../../core/index';
import { newP256KeyPair } from '../../node/keys';
import {
  clientFor,
  createWalletIn,
  ETHEREUM_ACCOUNT,
  newOrganization,
  now,
  useSandbox,
  type Account,
} from './support';

const harness = useSandbox();
const FLOW_TIMEOUT_MS = 30_000;

type Steps = Parameters<
  TurnkeyClient['createMfaPolicy']
>[0]['parameters']['requiredAuthenticationMethods'];

const WALLET_CREATION = "activity.resource == 'WALLET' && activity.action == 'CREATE'";

async function requireMfa(
  client: TurnkeyClient,
  organizationId: string,
  userId: string,
  steps: Steps,
) {
  const { activity } = await client.createMfaPolicy({
    type: 'ACTIVITY_TYPE_CREATE_MFA_POLICY',
    timestampMs: now(),
    organizationId,
    parameters: {
      userId,
      mfaPolicyName: 'Second factor for new wallets',
      condition: WALLET_CREATION,
      requiredAuthenticationMethods: steps,
      order: 0,
    },
  });
  expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
  return activity.result.createMfaPolicyResult?.mfaPolicyId ?? '';
}

const approve = (client: TurnkeyClient, organizationId: string, fingerprint: string) =>
  client.approveActivity({
    type: 'ACTIVITY_TYPE_APPROVE_ACTIVITY',
    timestampMs: now(),
    organizationId,
    parameters: { fingerprint },
  });

const createWallet = (client: TurnkeyClient, organizationId: string, walletName: string) =>
  client.createWallet({
    type: 'ACTIVITY_TYPE_CREATE_WALLET',
    timestampMs: now(),
    organizationId,
    parameters: { walletName, accounts: [ETHEREUM_ACCOUNT] },
  });

async function statusOf(client: TurnkeyClient, organizationId: string, activityId: string) {
  return (await client.getActivity({ organizationId, activityId })).activity.status;
}

describe('MFA steps proved by attested stamps', () => {
  it(
    'an approval stamped with an email verification token proves an email OTP step',
    async () => {
      const email = freshEmail();
      const session = sessionClient(harness);
      const { subOrganizationId, userId, verificationToken } = await verificationTokenFor(
        harness,
        email,
        session.keys.publicKey,
      );
      const attested = attestedClient(
        harness,
        session,
        verificationToken,
        AttestedScheme.P256_VERIFICATION_TOKEN,
      );
      // The code login makes the session key the user's credential.
      await stampLogin(attested, subOrganizationId, session.keys.publicKey);
      const user = session.client;
      const mfaPolicyId = await requireMfa(user, subOrganizationId, userId, [
        { any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }] },
      ]);

      const { activity } = await createWallet(user, subOrganizationId, 'Needs the code');
      expect(activity.status).toBe('ACTIVITY_STATUS_AUTHENTICATORS_NEEDED');
      // The session proves a session step, not the email step.
      await approve(user, subOrganizationId, activity.fingerprint);
      expect(await statusOf(user, subOrganizationId, activity.id)).toBe(
        'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED',
      );

      await approve(attested, subOrganizationId, activity.fingerprint);
      const done = await user.getActivity({
        organizationId: subOrganizationId,
        activityId: activity.id,
      });
      expect(done.activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
      expect(done.activity.result.createWalletResult?.walletId).toBeTruthy();
      const { mfaStatuses } = await user.getMfaStatus({
        organizationId: subOrganizationId,
        activityId: activity.id,
      });
      expect(mfaStatuses).toEqual([
        expect.objectContaining({
          mfaPolicyId,
          userId,
          satisfied: true,
          satisfiedMethods: [
            { type: 'AUTHENTICATION_TYPE_SESSION' },
            { type: 'AUTHENTICATION_TYPE_SESSION' },
            { type: 'AUTHENTICATION_TYPE_EMAIL_OTP' },
          ],
        }),
      ]);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'an approval stamped with an OIDC token proves the OAuth step of the linked provider',
    async () => {
      const { subOrganizationId, userId, session, attested } = await oidcUser(harness, 'mfa');
      await stampLogin(attested, subOrganizationId, session.keys.publicKey);
      const user = session.client;
      const { oauthProviders } = await user.getOauthProviders({
        organizationId: subOrganizationId,
        userId,
      });
      const providerId = oauthProviders[0]?.providerId ?? '';
      expect(providerId).toBeTruthy();
      await requireMfa(user, subOrganizationId, userId, [
        { any: [{ type: 'AUTHENTICATION_TYPE_OAUTH', id: providerId }] },
      ]);

      const { activity } = await createWallet(user, subOrganizationId, 'Needs the provider');
      expect(activity.status).toBe('ACTIVITY_STATUS_AUTHENTICATORS_NEEDED');
      await approve(attested, subOrganizationId, activity.fingerprint);
      expect(await statusOf(user, subOrganizationId, activity.id)).toBe(
        'ACTIVITY_STATUS_COMPLETED',
      );
      const { mfaStatuses } = await user.getMfaStatus({
        organizationId: subOrganizationId,
        activityId: activity.id,
        userId,
      });
      expect(mfaStatuses[0]?.satisfiedMethods).toContainEqual({
        type: 'AUTHENTICATION_TYPE_OAUTH',
        id: providerId,
      });
    },
    FLOW_TIMEOUT_MS,
  );
});

/** A second root user with two API keys, and the two-of-two root quorum that needs their vote. */
async function secondRoot(account: Account) {
  const first = newP256KeyPair(secureRandom);
  const second = newP256KeyPair(secureRandom);
  const server = serverClientOf(harness, account);
  const { userIds } = await server.createUsers({
    users: [
      {
        userName: 'Second root',
        apiKeys: [
          { apiKeyName: 'first', publicKey: first.publicKey, curveType: 'API_KEY_CURVE_P256' },
          { apiKeyName: 'second', publicKey: second.publicKey, curveType: 'API_KEY_CURVE_P256' },
        ],
        authenticators: [],
        oauthProviders: [],
        userTags: [],
      },
    ],
  });
  const userId = userIds[0] ?? '';
  const { apiKeys } = await account.client.getApiKeys({
    organizationId: account.organizationId,
    userId,
  });
  const idOf = (publicKey: string) =>
    apiKeys.find((key) => key.credential.publicKey === publicKey)?.apiKeyId ?? '';
  return {
    userId,
    firstClient: clientFor(harness, first).client,
    secondClient: clientFor(harness, second).client,
    secondKeyId: idOf(second.publicKey),
  };
}

describe("an approver's MFA", () => {
  it('holds their vote until they prove the steps, then counts it', async () => {
    const account = await newOrganization(harness);
    const { organizationId } = account;
    const approver = await secondRoot(account);
    const mfaPolicyId = await requireMfa(account.client, organizationId, approver.userId, [
      { any: [{ type: 'AUTHENTICATION_TYPE_API_KEY', id: approver.secondKeyId }] },
    ]);
    await serverClientOf(harness, account).updateRootQuorum({
      threshold: 2,
      userIds: [account.userId, approver.userId],
    });

    const { activity } = await createWalletIn(account, 'Two roots', [ETHEREUM_ACCOUNT]);
    expect(activity.status).toBe('ACTIVITY_STATUS_CONSENSUS_NEEDED');

    // The first key does not prove the step: the vote waits, the activity still needs consensus.
    const held = await approve(approver.firstClient, organizationId, activity.fingerprint);
    expect(held.activity).toMatchObject({
      type: 'ACTIVITY_TYPE_APPROVE_ACTIVITY',
      status: 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED',
    });
    expect(await statusOf(account.client, organizationId, activity.id)).toBe(
      'ACTIVITY_STATUS_CONSENSUS_NEEDED',
    );
    const waiting = await account.client.getMfaStatus({ organizationId, activityId: activity.id });
    expect(waiting.mfaStatuses).toEqual([
      expect.objectContaining({ mfaPolicyId, userId: approver.userId, satisfied: false }),
    ]);
    // A second vote is not cast while the first waits; a further approval proves a step.
    const again = await approve(approver.firstClient, organizationId, activity.fingerprint);
    expect(again.activity.status).toBe('ACTIVITY_STATUS_AUTHENTICATORS_NEEDED');
    expect(await statusOf(account.client, organizationId, activity.id)).toBe(
      'ACTIVITY_STATUS_CONSENSUS_NEEDED',
    );

    const counted = await approve(approver.secondClient, organizationId, activity.fingerprint);
    expect(counted.activity.id).toBe(activity.id);
    expect(counted.activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(counted.activity.votes.map((vote) => vote.userId)).toEqual([
      account.userId,
      approver.userId,
    ]);
    expect(await statusOf(account.client, organizationId, held.activity.id)).toBe(
      'ACTIVITY_STATUS_COMPLETED',
    );
    const after = await account.client.getMfaStatus({
      organizationId,
      activityId: activity.id,
      userId: approver.userId,
    });
    expect(after.mfaStatuses).toEqual([
      expect.objectContaining({
        satisfied: true,
        satisfiedMethods: expect.arrayContaining([
          { type: 'AUTHENTICATION_TYPE_API_KEY', id: approver.secondKeyId },
        ]),
      }),
    ]);
    // The vote was counted once.
    const refused = await failure(
      approve(approver.secondClient, organizationId, activity.fingerprint),
    );
    expect(refused.message).toMatch(/ACTIVITY_STATUS_COMPLETED/);
  });
});
