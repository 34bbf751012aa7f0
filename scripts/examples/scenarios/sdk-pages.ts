/**
 * Activity outcomes the SDK pages name. `@turnkey/sdk-server` resolves (does not throw) for an
 * activity that ends failed or rejected; the SDKs in other languages surface what the platform
 * answers on the wire, and this runs that part through `@turnkey/http` (their own error types
 * are not run here: decision record 0175 and the backlog).
 */
import type { TurnkeyClient } from '@turnkey/http';
import { secureRandom } from '@docs/sandbox';
import { newP256KeyPair } from '@docs/sandbox/node';
import { ETHEREUM_ACCOUNT, expect, now, type Scenario, type ScenarioContext } from './support';
import { POLLS_UNTIL_DECIDED, serverClient } from './signer-setup';
import {
  decideWhileWaiting,
  twoRootOrganization,
  userAwaitingDeletion,
  type TwoRoots,
} from './two-roots';

const CONSENSUS = 'ACTIVITY_STATUS_CONSENSUS_NEEDED';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An activity accepted and then failed while it ran: a user is made, a delete_users for it waits
 * for the second root user, `submit` asks for an API key for that user (it waits too), and the
 * second root user approves the deletion first. Returns what `submit` settled with, and the id
 * of its activity.
 */
async function failedOnApproval<T>(
  roots: TwoRoots,
  submit: (userId: string) => Promise<T>,
): Promise<{ settled: T; activityId: string }> {
  const { organizationId, second } = roots;
  const { userId, deleting, approve } = await userAwaitingDeletion(roots);
  const pending = submit(userId);
  // `pending` is awaited below; this keeps a rejection from going unhandled if approving fails.
  pending.catch(() => undefined);
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const { activities } = await second.getActivities({
      organizationId,
      filterByStatus: [CONSENSUS],
    });
    const adding = activities.find((activity) => activity.id !== deleting.id);
    if (adding) {
      await approve(deleting.fingerprint);
      await approve(adding.fingerprint);
      return { settled: await pending, activityId: adding.id };
    }
    await wait(25);
  }
  throw new Error('the API key activity did not wait for consensus within 60 s');
}

const newApiKey = () => ({
  apiKeyName: `for a deleted user ${now()}`,
  publicKey: newP256KeyPair(secureRandom).publicKey,
  curveType: 'API_KEY_CURVE_P256' as const,
});

export const sdkServerOutcomes: Scenario = {
  name: 'sdk-server-outcomes',
  does: "@turnkey/sdk-server's apiClient() in a two-of-two sub-organization: create_wallet rejected by the second root user, and create_api_keys for a user whose deletion is approved first, each while the client polls",
  rows: [{ doc: 'sdks/javascript-server.mdx', row: 'The activity ends `ACTIVITY_STATUS_FAILED`' }],
  async run(context, observed) {
    const roots = await twoRootOrganization(context);
    const server = serverClient(
      context,
      roots.firstKeys,
      roots.organizationId,
      POLLS_UNTIL_DECIDED,
    );

    const rejected = await decideWhileWaiting(roots, 'reject', () =>
      server.createWallet({ walletName: `Rejected ${now()}`, accounts: [ETHEREUM_ACCOUNT] }),
    );
    observed.activity(rejected.activity.status);
    expect(!('walletId' in rejected), 'a rejected create_wallet resolved with a walletId');

    const { settled: failed } = await failedOnApproval(roots, (userId) =>
      server.createApiKeys({ userId, apiKeys: [newApiKey()] }),
    );
    observed.activity(failed.activity.status);
    expect(!('apiKeyIds' in failed), 'a failed create_api_keys resolved with apiKeyIds');
  },
};

/** Whether an activity's result holds any result field. */
const hasResult = (activity: { result: object }) =>
  Object.values(activity.result).some((value) => value !== undefined);

async function heldForAuthenticators(
  context: ScenarioContext,
  observed: { activity(s: string): void },
) {
  const org = await context.newOrganization();
  // An MFA policy on the root user that an API key stamp cannot satisfy: a session is required.
  await org.client.createMfaPolicy({
    type: 'ACTIVITY_TYPE_CREATE_MFA_POLICY',
    timestampMs: now(),
    organizationId: org.organizationId,
    parameters: {
      userId: org.userId,
      mfaPolicyName: 'A session to create wallets',
      order: 0,
      condition: "activity.resource == 'WALLET' && activity.action == 'CREATE'",
      requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_SESSION' }] }],
    },
  });
  const { activity } = await createWallet(org.client, org.organizationId, 'Held for MFA');
  observed.activity(activity.status);
  expect(!hasResult(activity), `an activity in ${activity.status} came back with a result`);
}

function createWallet(client: TurnkeyClient, organizationId: string, walletName: string) {
  return client.createWallet({
    type: 'ACTIVITY_TYPE_CREATE_WALLET',
    timestampMs: now(),
    organizationId,
    parameters: { walletName: `${walletName} ${now()}`, accounts: [ETHEREUM_ACCOUNT] },
  });
}

export const sdkWireOutcomes: Scenario = {
  name: 'sdk-wire-outcomes',
  does: 'through @turnkey/http, the requests the Go, Rust, Ruby and Swift SDKs send: create_wallet held for consensus (no result) and then rejected, create_api_keys that fails when approved, and create_wallet held by an MFA policy (no result); the SDKs\u2019 own error types are not run',
  rows: [
    { doc: 'sdks/Ruby.mdx', row: 'A policy holds the activity for approval' },
    { doc: 'sdks/golang.mdx', row: '`*turnkey.ActivityFailedError`' },
    { doc: 'sdks/golang.mdx', row: '`*turnkey.ActivityRequiresApprovalError`' },
    { doc: 'sdks/rust.mdx', row: '`ActivityRequiresApproval(activity_id)`' },
    { doc: 'sdks/rust.mdx', row: '`ActivityFailed(Option<Status>)`' },
    { doc: 'sdks/rust.mdx', row: '`UnexpectedActivityStatus(status)`' },
    { doc: 'sdks/swift/index.mdx', row: '`DecodingError`' },
  ],
  async run(context, observed) {
    const roots = await twoRootOrganization(context);
    const { organizationId, first } = roots;
    const { activity: held } = await createWallet(first, organizationId, 'Held');
    observed.activity(held.status);
    expect(!hasResult(held), `an activity in ${held.status} came back with a result`);
    await roots.second.rejectActivity({
      type: 'ACTIVITY_TYPE_REJECT_ACTIVITY',
      timestampMs: now(),
      organizationId,
      parameters: { fingerprint: held.fingerprint },
    });
    const { activity: rejected } = await first.getActivity({ organizationId, activityId: held.id });
    observed.activity(rejected.status);

    const { activityId } = await failedOnApproval(roots, (userId) =>
      first.createApiKeys({
        type: 'ACTIVITY_TYPE_CREATE_API_KEYS_V2',
        timestampMs: now(),
        organizationId,
        parameters: { userId, apiKeys: [newApiKey()] },
      }),
    );
    const { activity: failed } = await first.getActivity({ organizationId, activityId });
    observed.activity(failed.status);
    expect(
      typeof failed.failure?.code === 'number' && typeof failed.failure.message === 'string',
      `a ${failed.status} activity came back without a failure code and message`,
    );

    await heldForAuthenticators(context, observed);
  },
};
