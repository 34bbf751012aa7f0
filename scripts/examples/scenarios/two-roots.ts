/** A sub-organization whose two root users must both approve (root quorum threshold 2). */
import { secureRandom } from '@docs/sandbox';
import { newP256KeyPair, type ApiKeyPair } from '@docs/sandbox/node';
import type { TurnkeyClient } from '@turnkey/http';
import { now, type ScenarioContext } from './support';

type WalletAccount = Parameters<TurnkeyClient['createWallet']>[0]['parameters']['accounts'][number];

export interface TwoRoots {
  organizationId: string;
  first: TurnkeyClient;
  second: TurnkeyClient;
  /** The first root user's key, for clients other than `@turnkey/http`. */
  firstKeys: ApiKeyPair;
  /** The addresses of the wallet made with the sub-organization, one per account asked for. */
  addresses: string[];
}

/** The sub-organization, with a wallet of `accounts` when any are given (made before the quorum applies). */
export async function twoRootOrganization(
  context: ScenarioContext,
  accounts: readonly WalletAccount[] = [],
): Promise<TwoRoots> {
  const parent = await context.newOrganization();
  const [first, second] = [newP256KeyPair(secureRandom), newP256KeyPair(secureRandom)];
  const rootUser = (name: string, publicKey: string) => ({
    userName: name,
    apiKeys: [{ apiKeyName: `${name}-key`, publicKey, curveType: 'API_KEY_CURVE_P256' as const }],
    authenticators: [],
    oauthProviders: [],
  });
  const { activity } = await parent.client.createSubOrganization({
    type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8',
    timestampMs: now(),
    organizationId: parent.organizationId,
    parameters: {
      subOrganizationName: `Two of two ${now()}`,
      rootUsers: [rootUser('first', first.publicKey), rootUser('second', second.publicKey)],
      rootQuorumThreshold: 2,
      ...(accounts.length > 0 ? { wallet: { walletName: 'Signer', accounts: [...accounts] } } : {}),
    },
  });
  const result = activity.result.createSubOrganizationResultV8;
  const organizationId = result?.subOrganizationId;
  if (!organizationId) throw new Error('create_sub_organization returned no sub-organization');
  return {
    organizationId,
    first: context.clientFor(first),
    second: context.clientFor(second),
    firstKeys: first,
    addresses: result.wallet?.addresses ?? [],
  };
}

/** How long the second root looks for the activity to decide; it usually appears at once. */
const DECISION_WAIT_MS = 60_000;

/**
 * Runs `call`, which submits an activity as the first root user and waits for it (a client that
 * polls), and meanwhile has the second root user approve or reject the activity once it waits
 * for consensus. Returns what `call` settles with.
 */
export async function decideWhileWaiting<T>(
  roots: TwoRoots,
  decision: 'approve' | 'reject',
  call: () => Promise<T>,
): Promise<T> {
  const { organizationId, second } = roots;
  const waitingNow = async () =>
    (
      await second.getActivities({
        organizationId,
        filterByStatus: ['ACTIVITY_STATUS_CONSENSUS_NEEDED'],
      })
    ).activities;
  // A scenario may leave earlier activities waiting in the same organization; deciding one of
  // those instead of the one `call` submits left the client polling until it gave up.
  const earlier = new Set((await waitingNow()).map((activity) => activity.id));
  const settled = call();
  // `settled` is awaited below; this keeps a rejection from going unhandled if deciding fails.
  settled.catch(() => undefined);
  const deadline = Date.now() + DECISION_WAIT_MS;
  while (Date.now() < deadline) {
    const waiting = (await waitingNow()).find((activity) => !earlier.has(activity.id));
    if (waiting) {
      const body = {
        timestampMs: now(),
        organizationId,
        parameters: { fingerprint: waiting.fingerprint },
      };
      if (decision === 'approve') {
        await second.approveActivity({ type: 'ACTIVITY_TYPE_APPROVE_ACTIVITY', ...body });
      } else {
        await second.rejectActivity({ type: 'ACTIVITY_TYPE_REJECT_ACTIVITY', ...body });
      }
      return settled;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no new activity waited for consensus within ${DECISION_WAIT_MS / 1000} s`);
}

/**
 * A user that both roots created and whose deletion now waits for the second root's approval:
 * an activity for that user submitted meanwhile fails once the deletion is approved first.
 * `approve` is the second root's vote on a fingerprint.
 */
export async function userAwaitingDeletion(roots: TwoRoots) {
  const { organizationId, first, second } = roots;
  const approve = (fingerprint: string) =>
    second.approveActivity({
      type: 'ACTIVITY_TYPE_APPROVE_ACTIVITY',
      timestampMs: now(),
      organizationId,
      parameters: { fingerprint },
    });
  const { activity: creating } = await first.createUsers({
    type: 'ACTIVITY_TYPE_CREATE_USERS_V4',
    timestampMs: now(),
    organizationId,
    parameters: {
      users: [
        {
          userName: `temporary ${now()}`,
          apiKeys: [],
          authenticators: [],
          oauthProviders: [],
          userTags: [],
        },
      ],
    },
  });
  const { activity: created } = await approve(creating.fingerprint);
  const userId = created.result.createUsersResult?.userIds[0];
  if (!userId) throw new Error(`create_users ended ${created.status} without a user`);
  const { activity: deleting } = await first.deleteUsers({
    type: 'ACTIVITY_TYPE_DELETE_USERS',
    timestampMs: now(),
    organizationId,
    parameters: { userIds: [userId] },
  });
  return { userId, deleting, approve };
}
