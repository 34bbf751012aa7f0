/**
 * An activity accepted and then failed while it ran: under a root quorum of two, a pending
 * delete_users and a pending create_api_keys for the same user; approved in that order, the
 * second finds no user and ends ACTIVITY_STATUS_FAILED with a `failure`.
 */
import { createActivityPoller } from '@turnkey/http';
import { secureRandom } from '@docs/sandbox';
import { newP256KeyPair } from '@docs/sandbox/node';
import { now, type Scenario } from './support';
import { twoRootOrganization, userAwaitingDeletion } from './two-roots';

export const activityFailed: Scenario = {
  name: 'activity-failed',
  does: 'delete_users, then create_api_keys for the deleted user, both approved by a second root user',
  rows: [
    { doc: 'documentation/api-overview/errors.mdx', row: '**Activity failure**' },
    {
      doc: 'documentation/getting-started/embedded-wallet-quickstart.mdx',
      row: 'ended in ACTIVITY_STATUS_FAILED',
    },
    {
      doc: 'documentation/getting-started/signing-automation-quickstart.mdx',
      row: 'ended in ACTIVITY_STATUS_FAILED',
    },
    { doc: 'sdks/advanced/turnkey-client.mdx', row: 'A poller sees' },
  ],
  async run(context, observed) {
    const roots = await twoRootOrganization(context);
    const { organizationId, first } = roots;
    const { userId, deleting, approve } = await userAwaitingDeletion(roots);
    const { activity: adding } = await first.createApiKeys({
      type: 'ACTIVITY_TYPE_CREATE_API_KEYS_V2',
      timestampMs: now(),
      organizationId,
      parameters: {
        userId,
        apiKeys: [
          {
            apiKeyName: 'for a deleted user',
            publicKey: newP256KeyPair(secureRandom).publicKey,
            curveType: 'API_KEY_CURVE_P256',
          },
        ],
      },
    });
    await approve(deleting.fingerprint);
    await approve(adding.fingerprint);
    const { activity } = await first.getActivity({ organizationId, activityId: adding.id });
    if (activity.status === 'ACTIVITY_STATUS_FAILED' && !activity.failure) {
      throw new Error('a failed activity came back without its failure');
    }
    observed.activity(activity.status);
    // @turnkey/http's poller, handed the finished activity, throws for the failure.
    const poll = createActivityPoller({ client: first, requestFn: first.getActivity });
    await observed.throws('createActivityPoller', () =>
      poll({ organizationId, activityId: adding.id }),
    );
  },
};
