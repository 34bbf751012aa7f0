/**
 * Reading the policy engine's work and the outbox through the unmodified published clients:
 * get_active_policies (`@turnkey/http`; sdk-server 8.2.1 has no method), get_policy_evaluations
 * for a root user's activity, a policy-allowed one and one that waited for a second approval,
 * and list_email_events over the emails an OTP flow put in the outbox.
 */
import { describe, expect, it } from 'vitest';
import { secureRandom } from '../../core/index';
import { newP256KeyPair } from '../../node/keys';
import { freshEmail } from './auth-support';
import { failure, nonRootUserOf, serverClientOf } from './policy-support';
import {
  clientFor,
  ETHEREUM_ACCOUNT,
  newOrganization,
  newServerClient,
  now,
  useSandbox,
} from './support';

const harness = useSandbox();

const walletBody = (organizationId: string, walletName: string) => ({
  type: 'ACTIVITY_TYPE_CREATE_WALLET' as const,
  timestampMs: now(),
  organizationId,
  parameters: { walletName, accounts: [ETHEREUM_ACCOUNT] },
});

describe('active policies', () => {
  it('reports every policy of the organization as active, and none of another', async () => {
    const root = await newOrganization(harness);
    const client = serverClientOf(harness, root);
    const { policyIds } = await client.createPolicies({
      policies: [
        { policyName: 'a', effect: 'EFFECT_ALLOW', condition: 'true', notes: '' },
        { policyName: 'b', effect: 'EFFECT_DENY', condition: 'false', notes: '' },
      ],
    });
    const before = Date.now();
    const active = await root.client.getActivePolicies({ organizationId: root.organizationId });
    expect(active.statuses).toEqual(
      policyIds.map((policyId) => ({
        organizationId: root.organizationId,
        policyId,
        active: true,
      })),
    );
    expect(Number(active.evaluatedAtMs)).toBeGreaterThanOrEqual(before - 1000);

    const other = await newOrganization(harness);
    const foreign = await other.client.getActivePolicies({ organizationId: other.organizationId });
    expect(foreign.statuses).toEqual([]);
  });
});

describe('policy evaluations', () => {
  it('records no policies when the root quorum decides', async () => {
    const { account, client } = await newServerClient(harness);
    const { activity } = await account.client.createWallet(
      walletBody(account.organizationId, 'Root wallet'),
    );
    const { policyEvaluations } = await client.getPolicyEvaluations({ activityId: activity.id });
    expect(policyEvaluations).toEqual([
      expect.objectContaining({
        activityId: activity.id,
        organizationId: account.organizationId,
        voteId: activity.votes[0]?.id,
        policyEvaluations: [],
      }),
    ]);
  });

  it('lists each policy’s verdict for the submission and for each approval', async () => {
    const root = await newOrganization(harness);
    const client = serverClientOf(harness, root);
    const alice = await nonRootUserOf(harness, root, 'Alice');
    const bob = await nonRootUserOf(harness, root, 'Bob');
    const { policyId: unrelated } = await client.createPolicy({
      policyName: 'Only signing',
      effect: 'EFFECT_ALLOW',
      condition: "activity.action == 'SIGN'",
      notes: '',
    });
    const { policyId: twoOfTwo } = await client.createPolicy({
      policyName: 'Alice and Bob create wallets together',
      effect: 'EFFECT_ALLOW',
      consensus: `approvers.filter(user, user.id == '${alice.userId}' || user.id == '${bob.userId}').count() >= 2`,
      condition: "activity.resource == 'WALLET' && activity.action == 'CREATE'",
      notes: '',
    });
    const { activity } = await alice.client.createWallet(
      walletBody(root.organizationId, 'Shared wallet'),
    );
    expect(activity.status).toBe('ACTIVITY_STATUS_CONSENSUS_NEEDED');
    const submitted = await client.getPolicyEvaluations({ activityId: activity.id });
    expect(submitted.policyEvaluations.map((evaluation) => evaluation.policyEvaluations)).toEqual([
      [
        { policyId: unrelated, outcome: 'OUTCOME_DENY_IMPLICIT' },
        { policyId: twoOfTwo, outcome: 'OUTCOME_REQUIRES_CONSENSUS' },
      ],
    ]);

    const approval = await bob.client.approveActivity({
      type: 'ACTIVITY_TYPE_APPROVE_ACTIVITY',
      timestampMs: now(),
      organizationId: root.organizationId,
      parameters: { fingerprint: activity.fingerprint },
    });
    expect(approval.activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    const { activity: settled } = await client.getActivity({ activityId: activity.id });
    expect(settled.status).toBe('ACTIVITY_STATUS_COMPLETED');
    const approved = await client.getPolicyEvaluations({ activityId: activity.id });
    expect(approved.policyEvaluations).toHaveLength(2);
    expect(approved.policyEvaluations[1]).toMatchObject({
      voteId: settled.votes[1]?.id,
      policyEvaluations: [
        { policyId: unrelated, outcome: 'OUTCOME_DENY_IMPLICIT' },
        { policyId: twoOfTwo, outcome: 'OUTCOME_ALLOW' },
      ],
    });
  });

  it('answers 404 for an activity of another organization, and lets a parent read a child’s', async () => {
    const { account, client: parent } = await newServerClient(harness);
    const { activity } = await account.client.createWallet(
      walletBody(account.organizationId, 'Parent wallet'),
    );
    const stranger = serverClientOf(harness, await newOrganization(harness));
    const foreign = await failure(stranger.getPolicyEvaluations({ activityId: activity.id }));
    expect(foreign.code).toBe(5);
    const missing = await failure(parent.getPolicyEvaluations({ activityId: 'no-such-activity' }));
    expect(missing.code).toBe(5);

    const keys = newP256KeyPair(secureRandom);
    const { subOrganizationId } = await parent.createSubOrganization({
      subOrganizationName: 'Child',
      rootUsers: [
        {
          userName: 'Child root',
          apiKeys: [
            { apiKeyName: 'child', publicKey: keys.publicKey, curveType: 'API_KEY_CURVE_P256' },
          ],
          authenticators: [],
          oauthProviders: [],
        },
      ],
      rootQuorumThreshold: 1,
    });
    const { activity: childActivity } = await clientFor(harness, keys).client.createWallet(
      walletBody(subOrganizationId, 'Child wallet'),
    );
    const ofChild = await parent.getPolicyEvaluations({
      organizationId: subOrganizationId,
      activityId: childActivity.id,
    });
    expect(ofChild.policyEvaluations).toEqual([
      expect.objectContaining({ organizationId: subOrganizationId, activityId: childActivity.id }),
    ]);
  });
});

describe('email events', () => {
  it('lists a Send event for each email the outbox holds for the address, newest first', async () => {
    const { account, client } = await newServerClient(harness);
    const email = freshEmail();
    const send = () =>
      client.initOtp({ otpType: 'OTP_TYPE_EMAIL', contact: email, appName: 'Docs sandbox' });
    await send();
    await send();
    const { emailEvents } = await client.listEmailEvents({ email });
    expect(emailEvents).toHaveLength(2);
    expect(emailEvents[0]).toMatchObject({
      organizationId: account.organizationId,
      eventType: 'Send',
      toAddress: email,
      fromAddress: expect.any(String),
      details: {},
    });
    expect(Number(emailEvents[0]?.timestamp)).toBeGreaterThanOrEqual(
      Number(emailEvents[1]?.timestamp),
    );
    const paged = await client.listEmailEvents({
      email,
      paginationOptions: { limit: '1', after: emailEvents[0]?.id ?? '' },
    });
    expect(paged.emailEvents.map((event) => event.id)).toEqual([emailEvents[1]?.id]);
    expect((await client.listEmailEvents({ email, eventType: 'Bounce' })).emailEvents).toEqual([]);
    expect((await client.listEmailEvents({ email: freshEmail() })).emailEvents).toEqual([]);

    const stranger = serverClientOf(harness, await newOrganization(harness));
    expect((await stranger.listEmailEvents({ email })).emailEvents).toEqual([]);
    const empty = await failure(client.listEmailEvents({ email: '' }));
    expect(empty.code).toBe(3);
    expect(empty.message).toContain('email');
  });
});
